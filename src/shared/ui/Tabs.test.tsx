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

  it("scrolls a later selected tab into the row's view, and measures nothing for a row that mounts on its first tab", async () => {
    // a 100 px wide row of three 80 px tabs (jsdom lays nothing out: the sizes are given); the
    // scroll hint measures in a ResizeObserver's callback, after the browser's own layout
    vi.stubGlobal(
      "ResizeObserver",
      class {
        observe() {}
        disconnect() {}
      },
    );
    let measured = 0;
    const spies = [
      vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockImplementation(() => {
        measured++;
        return 240;
      }),
      vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(100),
      vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(80),
      vi.spyOn(HTMLElement.prototype, "offsetLeft", "get").mockImplementation(function (
        this: HTMLElement,
      ) {
        const index = [...(this.parentElement?.children ?? [])].indexOf(this);
        return this.getAttribute("role") === "tab" ? index * 80 : 0;
      }),
    ];
    const view = renderWithI18n(<Tabs tabs={tabs} active="active" label="Delegates" />);
    expect(measured, "the first tab of a new row is in view: no layout forced").toBe(0);
    view.rerender(<Tabs tabs={tabs} active="resigned" label="Delegates" />);
    expect(measured).toBeGreaterThan(0);
    expect(screen.getByRole("tablist").scrollLeft).toBe(140);
    view.unmount();
    // a row that mounts on a later tab shows it at once
    renderWithI18n(<Tabs tabs={tabs} active="resigned" label="Delegates" />);
    expect(screen.getByRole("tablist").scrollLeft).toBe(140);
    for (const spy of spies) spy.mockRestore();
    vi.unstubAllGlobals();
  });
});
