import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { truncateMiddle } from "@/shared/format/truncate";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { DelegateName } from "./DelegateName";

const ADDRESS = "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed";

describe("DelegateName accessible name", () => {
  it("starts with the shown text (Label in Name) and goes on with the full address", () => {
    renderWithI18n(
      <MemoryRouter>
        <DelegateName username="genesis_7" address={ADDRESS} />
        <DelegateName address={ADDRESS} resigned />
      </MemoryRouter>,
    );
    const [named, unnamed] = screen.getAllByRole("link");
    expect(named).toHaveAccessibleName(`genesis_7, wallet ${ADDRESS}`);
    expect(named).toHaveTextContent(/^genesis_7$/);
    const shown = truncateMiddle(ADDRESS, 13);
    expect(unnamed).toHaveTextContent(new RegExp(`^${shown}$`));
    expect(unnamed).toHaveAccessibleName(`${shown}, wallet ${ADDRESS}`);
    expect(unnamed).toHaveAttribute("title", ADDRESS);
    expect(screen.getByText("Resigned")).toBeInTheDocument();
  });

  it("without an address: the truncated public key as text, not a link", () => {
    const publicKey = `03${"ab".repeat(32)}`;
    renderWithI18n(<DelegateName publicKey={publicKey} />);
    expect(screen.queryByRole("link")).toBeNull();
    expect(screen.getByTitle(publicKey)).toHaveTextContent(truncateMiddle(publicKey, 13));
  });
});
