import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { runWhenIdle, runWhenQuiet } from "./idle";

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

describe("runWhenQuiet: idle work after the app's requests went quiet", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A request counter with listeners, as React Query's client and cache are to it. */
  function activity(initial: number) {
    let fetching = initial;
    const listeners = new Set<() => void>();
    return {
      isFetching: () => fetching,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
      set(n: number) {
        fetching = n;
        for (const l of listeners) l();
      },
      listeners,
    };
  }

  it("waits for the requests in flight, then the delay; a request meanwhile starts the delay again", () => {
    const a = activity(2);
    const task = vi.fn();
    runWhenQuiet(a, task, 3000, 15_000);
    vi.advanceTimersByTime(5000);
    expect(task).not.toHaveBeenCalled();
    a.set(0); // the page's requests are done at 5 s
    vi.advanceTimersByTime(2000);
    a.set(1); // one more at 7 s
    a.set(0); // done at once: the 3 s start again
    vi.advanceTimersByTime(2990);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(task).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("runs at the latest moment on a page that never goes quiet, and stops listening", () => {
    const a = activity(1);
    const task = vi.fn();
    runWhenQuiet(a, task, 3000, 15_000);
    vi.advanceTimersByTime(14_990);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(task).toHaveBeenCalledTimes(1);
    expect(a.listeners.size).toBe(0);
  });

  it("cancelled: never runs and stops listening", () => {
    const a = activity(0);
    const task = vi.fn();
    const cancel = runWhenQuiet(a, task, 3000, 15_000);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(task).not.toHaveBeenCalled();
    expect(a.listeners.size).toBe(0);
  });
});
