import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runWhenIdle } from "./idle";

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

describe("runWhenIdle: deferred work well after the page settled", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    setVisibility("visible");
  });

  it("runs once after the delay, not before", () => {
    const task = vi.fn();
    runWhenIdle(task, 1000);
    vi.advanceTimersByTime(999);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for a hidden tab to be shown", () => {
    const task = vi.fn();
    setVisibility("hidden");
    runWhenIdle(task, 1000);
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    setVisibility("visible");
    vi.advanceTimersByTime(10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("cancelled: never runs", () => {
    const task = vi.fn();
    const cancel = runWhenIdle(task, 1000);
    vi.advanceTimersByTime(500);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(task).not.toHaveBeenCalled();
  });

  it("uses requestIdleCallback where the browser has it", () => {
    const task = vi.fn();
    let idle: (() => void) | undefined;
    const ric = vi.fn((cb: () => void) => ((idle = cb), 7));
    vi.stubGlobal("requestIdleCallback", ric);
    try {
      runWhenIdle(task, 100);
      vi.advanceTimersByTime(100);
      expect(ric).toHaveBeenCalledTimes(1);
      expect(task).not.toHaveBeenCalled();
      idle?.();
      expect(task).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
