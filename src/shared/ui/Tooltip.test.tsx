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
