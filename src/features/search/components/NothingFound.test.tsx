import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { NothingFound } from "./NothingFound";

vi.mock("@/shared/network/useNetwork", () => ({
  useChainConstants: () => ({ addressPrefix: 23 }),
}));

const KEY = "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37";
const address = addressFromPublicKey(KEY, 23);
const badChecksum = address.slice(0, -1) + (address.endsWith("z") ? "y" : "z");

const show = (query: string) =>
  renderWithI18n(
    <MemoryRouter>
      <NothingFound query={query} advancedPath="/advanced-search/1" />
    </MemoryRouter>,
  );

describe("NothingFound", () => {
  it("says that ids must be complete, with the number of characters given", () => {
    show("0aa0ec54af3b3d4c66b5");
    expect(screen.getByText("Nothing matches “0aa0ec54af3b3d4c66b5”.")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Transaction and block IDs must be complete: 64 characters. This one has 20 characters.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Try the advanced search" })).toHaveAttribute(
      "href",
      "#/advanced-search/1",
    );
  });

  it("says that an address with a bad checksum is not a valid ARK address (not that it is missing)", async () => {
    show(badChecksum);
    expect(
      await screen.findByText(`“${badChecksum}” is not a valid ARK address.`),
    ).toBeInTheDocument();
    expect(screen.getByText(/checksum does not match/)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing matches/)).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Try the advanced search" })).not.toBeInTheDocument();
  });

  it("tells an address of another network, and links a valid unused address to its empty wallet", async () => {
    const other = addressFromPublicKey(KEY, 30);
    const { unmount } = show(other);
    expect(
      await screen.findByText(`“${other}” is not an address of this network.`),
    ).toBeInTheDocument();
    unmount();
    show(address);
    expect(await screen.findByRole("link", { name: "open its empty wallet" })).toHaveAttribute(
      "href",
      `#/wallets/${address}`,
    );
  });

  it("only says that nothing matches a name", () => {
    show("nobody_here");
    expect(screen.getByText("Nothing matches “nobody_here”.")).toBeInTheDocument();
    expect(screen.queryByText(/must be complete/)).not.toBeInTheDocument();
  });
});
