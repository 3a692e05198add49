// Kept apart from idle.ts: the start-up code needs only this, and the bundler puts a module's code
// in one chunk (idle.ts' helpers, which later pages use, would come into the first visit's chunk).

/** The part of the Prioritized Task Scheduling API used here (in Chromium since version 129). */
interface YieldingScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a task of its own, so the work after it does not lengthen the current task: one
 * long task delays the visitor's input (Lighthouse counts each task's time over 50 ms as
 * blocking). Where the browser has `scheduler.yield` the rest runs before other queued tasks
 * (not behind a chunk's evaluation that arrived meanwhile); elsewhere after a 0 ms timer.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
