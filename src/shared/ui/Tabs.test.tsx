import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { Tabs } from "./Tabs";
import { renderWithI18n } from "./test-utils";

const tabs = [
  { id: "active", label: "Active", count: 51 },
  { id: "standby", label: "Standby" },
  { id: "resigned", label: "Resigned", href: "#/delegates/resigned" },
];

describe("Tabs", () => {
  it("follows the tabs pattern with roving focus and manual activation", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithI18n(
      <Tabs tabs={tabs} active="active" onChange={onChange} label="Delegates">
        <p>Panel</p>
      </Tabs>,
    );
    expect(screen.getByRole("tablist", { name: "Delegates" })).toBeInTheDocument();
    const first = screen.getByRole("tab", { name: /Active/ });
    expect(first).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: /Active/ })).toHaveTextContent("Panel");
    expect(screen.getByRole("tab", { name: "Resigned" })).toHaveAttribute(
      "href",
      "#/delegates/resigned",
    );

    await user.tab();
    expect(first).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Standby" })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard("{Enter}");
    expect(onChange).toHaveBeenCalledWith("standby");
    await user.keyboard("{End}");
    expect(screen.getByRole("tab", { name: "Resigned" })).toHaveFocus();
  });
});
