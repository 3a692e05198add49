import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DAY_SECONDS, useDayWindowStart, windowMinute, windowStartEpoch } from "./latest";

vi.mock("@/shared/network/useNetwork", () => ({ useChainConstants: () => ({ epochUnix: 0 }) }));

const setVisibility = (state: "visible" | "hidden") => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
};

describe("useDayWindowStart: one clock for the home page's 24 h window", () => {
  afterEach(() => {
    setVisibility("visible");
    vi.useRealTimers();
  });

  it("moves every five minutes while visible, stands still while hidden, catches up when shown", async () => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 25, 12, 0, 30));
    const start = Date.UTC(2026, 10, 25, 12, 0) / 1000 - DAY_SECONDS;
    const { result, unmount } = renderHook(() => useDayWindowStart());
    expect(result.current).toBe(start);
    // the route's data function builds the same key
    expect(windowStartEpoch(windowMinute() * 60, 0)).toBe(start);
    // within the five-minute step: the same key
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(result.current).toBe(start);
    await act(() => vi.advanceTimersByTimeAsync(4 * 60_000));
    expect(result.current).toBe(start + 300);
    act(() => setVisibility("hidden"));
    await act(() => vi.advanceTimersByTimeAsync(10 * 60_000));
    expect(result.current).toBe(start + 300);
    act(() => setVisibility("visible"));
    expect(result.current).toBe(start + 900);
    unmount();
  });
});
