import type { Page } from "@/shared/api/schemas";

/** Resolves on the next macrotask, letting the browser paint and handle input between pages. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function abortError(): DOMException {
  return new DOMException("The export was cancelled", "AbortError");
}

/**
 * Fetches every page of a paged list, one after the other, yielding to the event loop between
 * pages so thousands of rows never freeze the page. Rows are de-duplicated by `getId` (a list
 * that grows while it is read can shift rows across pages). `onProgress(done, total)` reports
 * rows fetched and meta.totalCount. Aborting `signal` rejects with an AbortError.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number, signal?: AbortSignal) => Promise<Page<T>>,
  opts: { getId: (row: T) => string; signal?: AbortSignal; onProgress?: (done: number, total: number) => void; maxPages?: number },
): Promise<T[]> {
  const { getId, signal, onProgress, maxPages = 10_000 } = opts;
  const seen = new Set<string>();
  const rows: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    if (signal?.aborted) throw abortError();
    const result = await fetchPage(page, signal);
    if (signal?.aborted) throw abortError();
    for (const row of result.data) {
      const id = getId(row);
      if (!seen.has(id)) {
        seen.add(id);
        rows.push(row);
      }
    }
    onProgress?.(rows.length, Math.max(result.meta.totalCount, rows.length));
    if (result.data.length === 0 || page >= result.meta.pageCount) break;
    await yieldToEventLoop();
  }
  return rows;
}
