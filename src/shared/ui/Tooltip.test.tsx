import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Tooltip, TooltipPlacementContext } from "./Tooltip";
import { renderWithI18n } from "./test-utils";

afterEach(() => vi.useRealTimers());

describe("Tooltip", () => {
  it("opens above by default, below where the context says so (a table's header row in its scroll box), and as told", () => {
    renderWithI18n(
      <>
        <Tooltip content="above" forceOpen>
          <button type="button">a</button>
        </Tooltip>
        <TooltipPlacementContext.Provider value="bottom">
          <Tooltip content="below" forceOpen>
            <button type="button">b</button>
          </Tooltip>
          <Tooltip content="told" forceOpen placement="top">
            <button type="button">c</button>
          </Tooltip>
        </TooltipPlacementContext.Provider>
      </>,
    );
    const [above, below, told] = screen.getAllByRole("tooltip");
    expect(above).toHaveClass("bottom-full");
    expect(below).toHaveClass("top-full");
    expect(told).toHaveClass("bottom-full");
  });

  it("shows on keyboard focus, describes the trigger and hides on Escape", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <Tooltip content="Exact count: 1234">
        <button type="button">Well confirmed</button>
      </Tooltip>,
    );
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.tab();
    const trigger = screen.getByRole("button", { name: "Well confirmed" });
    expect(trigger).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent("Exact count: 1234");
    expect(trigger).toHaveAccessibleDescription("Exact count: 1234");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("shows on hover and hides 1 s after the pointer leaves", () => {
    vi.useFakeTimers();
    renderWithI18n(
      <Tooltip content="Hello">
        <button type="button">Trigger</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole("button", { name: "Trigger" });
    fireEvent.mouseEnter(trigger);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Hello");
    fireEvent.mouseLeave(trigger);
    act(() => vi.advanceTimersByTime(900));
    expect(screen.getByRole("tooltip")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});

describe("a detached Tooltip", () => {
  it("is drawn outside its trigger's surroundings and stays inside the window by a screen's edge", () => {
    const width = vi.spyOn(HTMLElement.prototype, "offsetWidth", "get").mockReturnValue(200);
    const height = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockReturnValue(40);
    try {
      renderWithI18n(
        <dl>
          <dt>
            Nonce{" "}
            <Tooltip content="A counter" detached>
              <button type="button">?</button>
            </Tooltip>
          </dt>
        </dl>,
      );
      const trigger = screen.getByRole("button", { name: "?" });
      // a trigger at the left edge, 100 px from the top of a 375 px wide window
      vi.spyOn(trigger.parentElement!, "getBoundingClientRect").mockReturnValue(
        DOMRect.fromRect({ x: 2, y: 100, width: 24, height: 24 }),
      );
      fireEvent.focus(trigger);
      const tip = screen.getByRole("tooltip");
      expect(tip.closest("dt")).toBeNull();
      expect(trigger).toHaveAccessibleDescription("A counter");
      // centred on the trigger it would start at -86 px: kept 8 px inside the window, above it
      expect(tip.style.left).toBe("8px");
      expect(tip.style.top).toBe(`${100 - 4 - 40}px`);
      // by the right edge of the window (jsdom's is 1024 px wide), near its top: below the trigger
      fireEvent.blur(trigger);
      fireEvent.keyDown(document.body, { key: "Escape" });
      vi.spyOn(trigger.parentElement!, "getBoundingClientRect").mockReturnValue(
        DOMRect.fromRect({ x: 1000, y: 10, width: 24, height: 24 }),
      );
      fireEvent.focus(trigger);
      expect(screen.getByRole("tooltip").style.left).toBe(`${1024 - 8 - 200}px`);
      expect(screen.getByRole("tooltip").style.top).toBe(`${10 + 24 + 4}px`);
    } finally {
      width.mockRestore();
      height.mockRestore();
    }
  });

  it("hides on Escape while the focus is elsewhere (opened by the pointer)", () => {
    renderWithI18n(
      <Tooltip content="Hint" detached>
        <button type="button">?</button>
      </Tooltip>,
    );
    fireEvent.mouseEnter(screen.getByRole("button", { name: "?" }));
    expect(screen.getByRole("tooltip")).toBeVisible();
    fireEvent.keyDown(document.body, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });
});
