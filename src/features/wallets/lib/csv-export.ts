import { isApiError } from "@/shared/api/errors";
import { CSV_BOM, CSV_EOL, csvLine, type CsvCells, type CsvDelimiter } from "./csv";

/** Resolves in a task of its own (after a 0 ms timer). */
const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** One page as the export needs it: its rows and the API's count of all rows (meta.totalCount). */
export interface ExportPage<T> {
  rows: readonly T[];
  totalCount: number;
  /** meta.totalCountIsEstimate: the count is PostgreSQL's estimate (public nodes) */
  totalIsEstimate?: boolean;
  /** whether this is the last page; default: it holds fewer than `pageSize` rows */
  last?: boolean;
  /**
   * rows come newest first (pages too): each page is written before the pages already written,
   * so the file still reads oldest first
   */
  newestFirst?: boolean;
  /** rows the source read for this page, `rows` and those it left out (progress); default `rows.length` */
  scanned?: number;
}

/** Where an export stands; `fetched` ≤ `total` rows read from the API, `written` rows in the file. */
export interface ExportProgress {
  fetched: number;
  written: number;
  total: number;
  estimated: boolean;
}

/** What a {@link CsvExportJob} reads and how it writes it. */
export interface CsvExportOptions<T> {
  /**
   * Page `page` (1-based) of `pageSize` rows in a stable order; a shorter page is the last one
   * unless it says otherwise (`last`). Page n+1 is only asked once page n has answered when
   * `concurrency` is 1, so a source may derive where a page starts from the page before it.
   */
  fetchPage: (page: number, signal: AbortSignal) => Promise<ExportPage<T>>;
  pageSize: number;
  header: readonly string[];
  /** The character between cells (default ","). */
  delimiter?: CsvDelimiter;
  /** The cells of a row. */
  toCells: (row: T) => CsvCells;
  /** A row's unique id: a row the previous page already held is not written twice. */
  getId: (row: T) => string;
  onProgress?: (progress: ExportProgress) => void;
  /** Attempts after a failed request before the export stops (default 3). */
  retries?: number;
  /** Wait before the first retry, doubled for each next one (default 500 ms). */
  retryDelayMs?: number;
  /** Requests in flight at once, pages written in order (default 2). */
  concurrency?: number;
  /** Which failures are worth another attempt (default: ApiError.isRetryable; other errors too). */
  isRetryable?: (error: unknown) => boolean;
  /** Between two pages (default: a task of its own, so input and paint can go first). */
  pause?: () => Promise<void>;
}

const abortError = () => new DOMException("The export was cancelled", "AbortError");

/** True for the rejection of an aborted fetch or of {@link CsvExportJob.run} after its signal aborted. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

function defaultRetryable(error: unknown): boolean {
  if (isAbortError(error)) return false;
  return isApiError(error) ? error.isRetryable : true;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(abortError());
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortError());
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}

/**
 * A CSV file built while its pages stream in: each page becomes CSV text right away and is kept
 * as one Blob (the browser holds Blob data outside the JS heap), so neither the parsed rows of
 * earlier pages nor one giant string stay in memory; the file is one Blob of those parts at the
 * end (UTF-8 BOM, header, CRLF lines). Requests go out `concurrency` at a time and are written in
 * page order, a failed one is retried with back-off, and then `run` rejects with its error while
 * the job keeps everything written: calling `run` again resumes at the first page not written.
 * Aborting the signal cancels the requests in flight at once and rejects with an AbortError.
 */
export class CsvExportJob<T> {
  private readonly opts: CsvExportOptions<T>;
  private parts: Blob[];
  private nextPage = 1;
  private previousIds = new Set<string>();
  private state: ExportProgress = { fetched: 0, written: 0, total: 0, estimated: false };
  private result: Blob | null = null;
  private running = false;

  constructor(opts: CsvExportOptions<T>) {
    this.opts = opts;
    this.parts = [new Blob([CSV_BOM, csvLine(opts.header, opts.delimiter), CSV_EOL])];
  }

  /** Rows read and written so far and the API's latest count. */
  get progress(): ExportProgress {
    return { ...this.state };
  }

  /** The finished file, or null while pages are missing. */
  get file(): Blob | null {
    return this.result;
  }

  /**
   * Reads every page not written yet and resolves with the whole file (text/csv). Rejects with the
   * error of a request that still failed after its retries (run again to resume), or with an
   * AbortError when `signal` aborts.
   */
  async run(signal?: AbortSignal): Promise<Blob> {
    if (this.result) return this.result;
    if (this.running) throw new Error("CsvExportJob.run: already running");
    if (signal?.aborted) throw abortError();
    this.running = true;
    // cancels what is still in flight when the run ends, however it ends
    const inner = new AbortController();
    const onAbort = () => inner.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const { pageSize, concurrency = 2, pause = nextTask } = this.opts;
    const queue: Array<{ page: number; answer: Promise<ExportPage<T>> }> = [];
    let requested = this.nextPage - 1;
    try {
      for (;;) {
        // ask ahead only for pages the latest count says exist; past it, one at a time
        while (
          queue.length === 0 ||
          (queue.length < concurrency && requested * pageSize < this.state.total)
        ) {
          requested += 1;
          const answer = this.fetchWithRetry(requested, inner.signal);
          answer.catch(() => undefined); // handled when its turn comes (or dropped after a failure)
          queue.push({ page: requested, answer });
        }
        const head = queue.shift()!;
        const page = await head.answer;
        if (signal?.aborted) throw abortError();
        const last = this.write(page);
        this.nextPage = head.page + 1;
        this.opts.onProgress?.(this.progress);
        if (last) break;
        await pause();
        if (signal?.aborted) throw abortError();
      }
      this.result = new Blob(this.parts, { type: "text/csv;charset=utf-8" });
      this.parts = [];
      this.previousIds.clear();
      return this.result;
    } catch (error) {
      throw signal?.aborted ? abortError() : error;
    } finally {
      inner.abort();
      signal?.removeEventListener("abort", onAbort);
      this.running = false;
    }
  }

  private async fetchWithRetry(page: number, signal: AbortSignal): Promise<ExportPage<T>> {
    const { retries = 3, retryDelayMs = 500, isRetryable = defaultRetryable } = this.opts;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.opts.fetchPage(page, signal);
      } catch (error) {
        if (signal.aborted || attempt >= retries || !isRetryable(error)) throw error;
        await sleep(retryDelayMs * 2 ** attempt, signal);
      }
    }
  }

  /** Writes one page; true when it was the last (short, or the source says so). */
  private write(page: ExportPage<T>): boolean {
    const { toCells, getId, pageSize, delimiter } = this.opts;
    const lines: string[] = [];
    const ids = new Set<string>();
    for (const row of page.rows) {
      const id = getId(row);
      ids.add(id);
      // a row that moved across the page boundary (a transaction forged while newest-first pages
      // are read, ties in the order of an older API) comes once
      if (this.previousIds.has(id)) continue;
      this.state.fetched += 1;
      lines.push(csvLine(toCells(row), delimiter));
      this.state.written += 1;
    }
    this.previousIds = ids;
    // rows the source read and left out (outside a range it filtered) count as read
    if (page.scanned !== undefined)
      this.state.fetched += Math.max(0, page.scanned - page.rows.length);
    if (lines.length > 0) {
      if (page.newestFirst) {
        // right after the header: every later page holds older rows and goes before this one
        this.parts.splice(1, 0, new Blob([lines.reverse().join(CSV_EOL), CSV_EOL]));
      } else this.parts.push(new Blob([lines.join(CSV_EOL), CSV_EOL]));
    }
    const last = page.last ?? page.rows.length < pageSize;
    this.state.estimated = Boolean(page.totalIsEstimate) && !last;
    this.state.total = last ? this.state.fetched : Math.max(page.totalCount, this.state.fetched);
    return last;
  }
}
