import { afterEach, describe, expect, it, vi } from "vitest";
import { nextTask } from "./next-task";

describe("nextTask: the rest of the work in a task of its own", () => {
  afterEach(() => {
    vi.useRealTimers();
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it("without scheduler.yield: resolves after a 0 ms timer, not in the current task's microtasks", async () => {
    vi.useFakeTimers();
    let done = false;
    void nextTask().then(() => (done = true));
    await Promise.resolve();
    await Promise.resolve();
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });

  it("uses scheduler.yield where the browser has it (its continuation goes before other queued tasks)", async () => {
    const yieldFn = vi.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldFn };
    const timer = vi.spyOn(globalThis, "setTimeout");
    await nextTask();
    expect(yieldFn).toHaveBeenCalledTimes(1);
    expect(timer).not.toHaveBeenCalled();
    timer.mockRestore();
  });

  it("ignores a scheduler without yield", async () => {
    vi.useFakeTimers();
    (globalThis as { scheduler?: unknown }).scheduler = { postTask: () => undefined };
    let done = false;
    void nextTask().then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(done).toBe(true);
  });
});
