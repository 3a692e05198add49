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
 * Runs `task` once, well after the page settled: `delayMs` after the call, then when the tab is
 * visible (a hidden tab makes no requests) and the main thread is idle (requestIdleCallback, at
 * most 5 s later; a plain timer where it is missing). Never when the user asked to save data.
 * Returns a function that cancels whatever has not run yet.
 */
export function runWhenIdle(task: () => void, delayMs = IDLE_DELAY_MS): () => void {
  if (savesData()) return () => {};
  const w = window as Window & IdleWindow;
  let cancelled = false;
  let idleId: number | undefined;
  let fallback: ReturnType<typeof setTimeout> | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (w.requestIdleCallback) idleId = w.requestIdleCallback(() => !cancelled && task(), { timeout: IDLE_TIMEOUT_MS });
    else fallback = setTimeout(() => !cancelled && task(), 0);
  };
  const onVisible = () => {
    if (document.visibilityState === "hidden") return;
    document.removeEventListener("visibilitychange", onVisible);
    whenIdle();
  };
  const timer = setTimeout(() => {
    if (document.visibilityState === "hidden") document.addEventListener("visibilitychange", onVisible);
    else whenIdle();
  }, delayMs);
  return () => {
    cancelled = true;
    clearTimeout(timer);
    clearTimeout(fallback);
    document.removeEventListener("visibilitychange", onVisible);
    if (idleId !== undefined) w.cancelIdleCallback?.(idleId);
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
export function runWhenQuiet(activity: FetchActivity, task: () => void, delayMs: number, latestMs: number): () => void {
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
