import type { QueryClient } from "@tanstack/react-query";
import { pageLoadersFor } from "./routes";

/** When each hash path was last prefetched: once per {@link REPEAT_MS}, however often hovered. */
const prefetched = new Map<string, number>();
const REPEAT_MS = 30_000;

/**
 * Loads the page chunk(s) of a hash path (`/blocks/1?sort=…`, no `#`) and, when a query client is
 * given, starts the page's first query (its data is then on the way before the page renders): at
 * once when the route declares a shell-side `data` prefetch, and when the page module exports
 * `prefetch`, as soon as the chunk is in. Failures are ignored here: the real navigation reports
 * them (the chunk error boundary). Resolves (never rejects) once the page chunk(s) settled: loaded
 * pages then render at once.
 */
export function prefetchPath(path: string, queryClient?: QueryClient): Promise<void> {
  const [pathname = "/", query = ""] = path.split("?");
  const loads = pageLoadersFor(pathname).map(({ load, data, params }) => {
    if (queryClient) data?.({ queryClient, params, searchParams: new URLSearchParams(query) });
    return load()
      .then((mod) => {
        if (queryClient)
          mod.prefetch?.({ queryClient, params, searchParams: new URLSearchParams(query) });
      })
      .catch(() => undefined);
  });
  return Promise.all(loads).then(() => undefined);
}

/**
 * Prefetch on intent, in ONE place for every internal link: a capturing `pointerover` /
 * `focusin` listener on the document matches `a[href^="#/"]` against the route table and loads
 * the route's chunk and first query (at most once per path every 30 s). Returns the uninstaller.
 */
export function installLinkPrefetch(
  queryClient: QueryClient,
  doc: Document = document,
): () => void {
  const onIntent = (event: Event) => {
    const target = event.target;
    if (!(target instanceof Element)) return;
    const link = target.closest('a[href^="#/"]');
    const href = link?.getAttribute("href");
    if (!href) return;
    const path = href.slice(1);
    const now = Date.now();
    if (now - (prefetched.get(path) ?? -Infinity) < REPEAT_MS) return;
    prefetched.set(path, now);
    prefetchPath(path, queryClient);
  };
  const options = { capture: true, passive: true } as const;
  doc.addEventListener("pointerover", onIntent, options);
  doc.addEventListener("focusin", onIntent, options);
  return () => {
    doc.removeEventListener("pointerover", onIntent, options);
    doc.removeEventListener("focusin", onIntent, options);
  };
}

/** Marks a path as just prefetched (the start-up route). */
export function markPrefetched(path: string): void {
  prefetched.set(path, Date.now());
}
