/** How long a deferred load waits, at least, once the page's own data is in (ms). */
export const IDLE_DELAY_MS = 10_000;
/** requestIdleCallback's deadline: run by then even on a page that is never idle (ms). */
const IDLE_TIMEOUT_MS = 5_000;

/** requestIdleCallback, missing in some browsers (Safari). */
export interface IdleWindow {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
}

/** The user asked the browser to save data (Chromium's Save-Data / Lite mode). */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/**
 * Runs `task` when the main thread is idle (requestIdleCallback), at most `timeoutMs` later; a 0 ms
 * timer where requestIdleCallback is missing (Safari). Returns a function that cancels it.
 */
export function onIdle(task: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  const w = window as Window & IdleWindow;
  if (w.requestIdleCallback) {
    const id = w.requestIdleCallback(task, { timeout: timeoutMs });
    return () => w.cancelIdleCallback?.(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once, well after the page settled: `delayMs` after the call, then when the tab is
 * visible (a hidden tab makes no requests) and the main thread is idle (requestIdleCallback, at
 * most 5 s later; a plain timer where it is missing). Never when the user asked to save data.
 * Returns a function that cancels whatever has not run yet.
 */
export function runWhenIdle(task: () => void, delayMs = IDLE_DELAY_MS): () => void {
  if (savesData()) return () => {};
  let cancelled = false;
  let cancelIdle: (() => void) | undefined;
  const whenIdle = () => {
    if (!cancelled) cancelIdle = onIdle(() => !cancelled && task());
  };
  const onVisible = () => {
    if (document.visibilityState === "hidden") return;
    document.removeEventListener("visibilitychange", onVisible);
    whenIdle();
  };
  const timer = setTimeout(() => {
    if (document.visibilityState === "hidden")
      document.addEventListener("visibilitychange", onVisible);
    else whenIdle();
  }, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", onVisible);
    cancelIdle?.();
  };
}

/** What {@link runWhenQuiet} watches: the number of requests in flight and a change listener (React Query's client and cache). */
export interface FetchActivity {
  isFetching: () => number;
  subscribe: (listener: () => void) => () => void;
}

/**
 * Runs `task` once, in idle time after the app's requests went quiet: {@link runWhenIdle} with
 * `delayMs`, its timer started when no request is in flight and dropped (to start again) when one
 * begins; at the latest `latestMs` after the call, whatever is in flight (still when the tab is
 * visible and the main thread idle). Returns a function that cancels whatever has not run yet.
 */
export function runWhenQuiet(
  activity: FetchActivity,
  task: () => void,
  delayMs: number,
  latestMs: number,
): () => void {
  let cancel: (() => void) | undefined;
  let due = false;
  const stop = () => {
    unsubscribe();
    clearTimeout(latest);
    cancel?.();
    cancel = undefined;
  };
  const once = () => {
    stop();
    task();
  };
  const arm = () => {
    if (activity.isFetching() > 0 && !due) {
      cancel?.();
      cancel = undefined;
    } else if (!cancel) cancel = runWhenIdle(once, due ? 0 : delayMs);
  };
  const unsubscribe = activity.subscribe(arm);
  const latest = setTimeout(() => {
    due = true;
    cancel?.();
    cancel = undefined;
    arm();
  }, latestMs);
  arm();
  return stop;
}
