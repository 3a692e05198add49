/** How long the app waits at most for the worker before it builds its own first formatter (ms). */
const WARM_WAIT_MS = 1_000;

let warming: Promise<void> | undefined;

/**
 * Starts, once per page, a worker that loads the engine's Intl data on another thread (see
 * `intl-warm-worker.ts`: the first formatter of a page costs 40–80 ms on a desktop's main thread,
 * about four times that on a phone). `locale` is the visitor's (a BCP 47 tag). Resolves when the
 * worker is done, failed or took longer than a second; never rejects. Without workers (tests,
 * old browsers) or when the page's policy refuses it, resolves at once and the app's own first
 * formatter loads the data, as before.
 */
export function warmIntl(locale: string): Promise<void> {
  warming ??= new Promise<void>((resolve) => {
    if (typeof Worker !== "function") return resolve();
    try {
      const worker = new Worker(new URL("./intl-warm-worker.ts", import.meta.url));
      worker.onmessage = () => resolve();
      worker.onerror = () => resolve();
      worker.postMessage(locale);
      setTimeout(resolve, WARM_WAIT_MS);
    } catch {
      resolve();
    }
  });
  return warming;
}
