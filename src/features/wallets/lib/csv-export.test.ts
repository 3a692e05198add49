import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/shared/api/errors";
import {
  CsvExportJob,
  isAbortError,
  type CsvExportOptions,
  type ExportPage,
  type ExportProgress,
} from "./csv-export";

interface Row {
  id: string;
  n: number;
  memo?: string;
}

const rows = (count: number): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `tx${i + 1}`, n: i + 1 }));

/** A fake paged API over `data`: page p holds rows (p-1)*size … p*size-1, meta.totalCount = data.length. */
function source(data: Row[], size: number) {
  const calls: number[] = [];
  const fetchPage = vi.fn(async (page: number, signal: AbortSignal): Promise<ExportPage<Row>> => {
    calls.push(page);
    if (signal.aborted) throw new DOMException("aborted", "AbortError");
    return { rows: data.slice((page - 1) * size, page * size), totalCount: data.length };
  });
  return { fetchPage, calls };
}

const retryable = () =>
  new ApiError({
    method: "GET",
    path: "/wallets/A/transactions",
    reason: "Bad Gateway",
    kind: "http",
    status: 502,
  });
const notRetryable = () =>
  new ApiError({
    method: "GET",
    path: "/wallets/A/transactions",
    reason: "Unprocessable Entity",
    kind: "http",
    status: 422,
  });

function job(
  opts: Partial<CsvExportOptions<Row>> & Pick<CsvExportOptions<Row>, "fetchPage">,
  size = 10,
) {
  return new CsvExportJob<Row>({
    pageSize: size,
    header: ["n", "memo"],
    toCells: (r) => [r.n, r.memo],
    getId: (r) => r.id,
    retryDelayMs: 1,
    pause: async () => undefined,
    ...opts,
  });
}

/** The file's text with its BOM (Blob.text() would drop it). */
async function textOf(file: Blob): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer());
}

/** The data lines of a finished file (BOM and header checked, then dropped). */
async function lines(file: Blob): Promise<string[]> {
  const text = await textOf(file);
  expect(text.startsWith("\uFEFFn,memo\r\n")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  return text.slice("\uFEFFn,memo\r\n".length).split("\r\n").slice(0, -1);
}

describe("CsvExportJob: a CSV file streamed page by page", () => {
  it("writes every row once, in page order, with the row count of the source", async () => {
    const { fetchPage, calls } = source(rows(95), 10);
    const file = await job({ fetchPage }).run();
    const out = await lines(file);
    expect(out).toHaveLength(95);
    expect(out[0]).toBe("1,");
    expect(out[94]).toBe("95,");
    expect(calls.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(file.type).toBe("text/csv;charset=utf-8");
  });

  it("keeps each page as its own chunk of CSV text (one Blob per page), never the rows", async () => {
    const made: number[] = [];
    const RealBlob = globalThis.Blob;
    const spy = vi.spyOn(globalThis, "Blob").mockImplementation(function (
      this: Blob,
      parts?: BlobPart[],
      options?: BlobPropertyBag,
    ) {
      made.push(parts?.length ?? 0);
      return new RealBlob(parts, options);
    } as unknown as (parts?: BlobPart[], options?: BlobPropertyBag) => Blob);
    try {
      const toCells = vi.fn((r: Row) => [r.n, r.memo]);
      const file = await job({ fetchPage: source(rows(25), 10).fetchPage, toCells }).run();
      // header + 3 pages, then the file made of those 4 parts
      expect(made).toEqual([3, 2, 2, 2, 4]);
      expect(toCells).toHaveBeenCalledTimes(25);
      expect(await lines(file)).toHaveLength(25);
    } finally {
      spy.mockRestore();
    }
  });

  it("an exact multiple of the page size ends with an empty page", async () => {
    const { fetchPage, calls } = source(rows(20), 10);
    expect(await lines(await job({ fetchPage, concurrency: 1 }).run())).toHaveLength(20);
    expect(calls).toEqual([1, 2, 3]);
  });

  it("an empty list is a file with the header only", async () => {
    const file = await job({ fetchPage: source([], 10).fetchPage }).run();
    expect(await textOf(file)).toBe("\uFEFFn,memo\r\n");
  });

  it("escapes against CSV and formula injection and keeps memos exactly as given", async () => {
    const data: Row[] = [
      { id: "a", n: 1, memo: '=HYPERLINK("http://evil","x")' },
      { id: "b", n: 2, memo: "+1" },
      { id: "c", n: 3, memo: "-2" },
      { id: "d", n: 4, memo: "@SUM(A1)" },
      { id: "e", n: 5, memo: "a,b\nc" },
      { id: "f", n: 6, memo: ":rocket: 🚀 \u202Eevil" },
      { id: "g", n: 7, memo: "x;=1+2;" },
    ];
    const out = await lines(await job({ fetchPage: source(data, 10).fetchPage }).run());
    expect(out).toEqual([
      `1,"'=HYPERLINK(""http://evil"",""x"")"`,
      "2,'+1",
      // a plain number is no formula: written as it is
      "3,-2",
      "4,'@SUM(A1)",
      // the quoted cell keeps its line break: the split above cut it in two
      '5,"a,b\nc"',
      "6,:rocket: 🚀 \u202Eevil",
      // a ";" spreadsheet cuts the cell at the ";": that piece is defused too
      `7,"x;'=1+2;"`,
    ]);
  });

  it("separates cells with the delimiter asked for", async () => {
    const data: Row[] = [
      { id: "a", n: 1, memo: "x;=1+2;" },
      { id: "b", n: 2, memo: "a,b" },
    ];
    const file = await job({
      fetchPage: source(data, 10).fetchPage,
      delimiter: ";",
      header: ["n", "memo"],
    }).run();
    expect(await textOf(file)).toBe(`\uFEFFn;memo\r\n1;"x;'=1+2;"\r\n2;"a,b"\r\n`);
  });

  it("reports progress after each page: rows read, written and the API's count", async () => {
    const seen: ExportProgress[] = [];
    await job({ fetchPage: source(rows(25), 10).fetchPage, onProgress: (p) => seen.push(p) }).run();
    expect(seen).toEqual([
      { fetched: 10, written: 10, total: 25, estimated: false },
      { fetched: 20, written: 20, total: 25, estimated: false },
      { fetched: 25, written: 25, total: 25, estimated: false },
    ]);
  });

  it("an estimated count is flagged until the last page, then the total is the rows read", async () => {
    const data = rows(15);
    const seen: ExportProgress[] = [];
    const fetchPage = async (page: number) => ({
      rows: data.slice((page - 1) * 10, page * 10),
      totalCount: 40,
      totalIsEstimate: true,
    });
    await job({ fetchPage, onProgress: (p) => seen.push(p) }).run();
    expect(seen.map((p) => [p.fetched, p.total, p.estimated])).toEqual([
      [10, 40, true],
      [15, 15, false],
    ]);
  });

  it("newest-first pages (a source that filtered them): the file still reads oldest first, left-out rows count as read", async () => {
    // rows 30…1 newest first, 10 a page; the source kept 26…5 (a range) and stopped after row 5
    const kept = (n: number) => n >= 5 && n <= 26;
    const pages = [30, 20, 10].map((top) =>
      Array.from({ length: 10 }, (_, i) => ({ id: `tx${top - i}`, n: top - i })),
    );
    const calls: number[] = [];
    const fetchPage = async (page: number): Promise<ExportPage<Row>> => {
      calls.push(page);
      const all = pages[page - 1]!;
      const past = all.findIndex((r) => r.n < 5);
      const read = past < 0 ? all : all.slice(0, past);
      return {
        rows: read.filter((r) => kept(r.n)),
        scanned: read.length,
        totalCount: 30,
        newestFirst: true,
        last: past >= 0,
      };
    };
    const j = job({ fetchPage, concurrency: 1 });
    const out = await lines(await j.run());
    expect(out.map((l) => Number(l.split(",")[0]))).toEqual(
      Array.from({ length: 22 }, (_, i) => i + 5),
    );
    expect(j.progress).toMatchObject({ fetched: 26, written: 22, total: 26 });
    expect(calls).toEqual([1, 2, 3]);
  });

  it("newest first: a row pushed onto the next page by a new transaction is written once", async () => {
    const pages: Row[][] = [
      [
        { id: "tx4", n: 4 },
        { id: "tx3", n: 3 },
      ],
      [
        { id: "tx3", n: 3 },
        { id: "tx2", n: 2 },
      ], // tx3 again: a transaction forged between the two requests
      [{ id: "tx1", n: 1 }],
    ];
    const fetchPage = async (page: number): Promise<ExportPage<Row>> => ({
      rows: pages[page - 1] ?? [],
      totalCount: 4,
      newestFirst: true,
    });
    const out = await lines(await job({ fetchPage, concurrency: 1 }, 2).run());
    expect(out.map((l) => l.split(",")[0])).toEqual(["1", "2", "3", "4"]);
  });

  it("a row repeated from the previous page (shifting ties) is written once", async () => {
    const pages: Row[][] = [rows(10), [...rows(12).slice(9)]]; // tx10 comes again
    const fetchPage = async (page: number) => ({ rows: pages[page - 1] ?? [], totalCount: 12 });
    const out = await lines(await job({ fetchPage, concurrency: 1 }).run());
    expect(out.map((l) => l.split(",")[0])).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "9",
      "10",
      "11",
      "12",
    ]);
  });

  it("asks ahead with small concurrency and still writes the pages in order", async () => {
    const data = rows(50);
    let inFlight = 0;
    let most = 0;
    const fetchPage = async (page: number) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      // later pages answer sooner
      await new Promise((r) => setTimeout(r, (6 - page) * 3));
      inFlight -= 1;
      return { rows: data.slice((page - 1) * 10, page * 10), totalCount: 50 };
    };
    const out = await lines(await job({ fetchPage, concurrency: 3 }).run());
    expect(out.map((l) => Number(l.split(",")[0]))).toEqual(data.map((r) => r.n));
    expect(most).toBe(3);
  });

  it("retries a failed request with back-off, then goes on", async () => {
    const { fetchPage: inner } = source(rows(25), 10);
    let failures = 2;
    const fetchPage = vi.fn(async (page: number, signal: AbortSignal) => {
      if (page === 2 && failures-- > 0) throw retryable();
      return inner(page, signal);
    });
    const out = await lines(await job({ fetchPage, concurrency: 1 }).run());
    expect(out).toHaveLength(25);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 2, 2, 3]);
  });

  it("does not retry what another attempt cannot fix (a 4xx)", async () => {
    const fetchPage = vi.fn(async () => Promise.reject(notRetryable()));
    await expect(job({ fetchPage }).run()).rejects.toBeInstanceOf(ApiError);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it("after the retries it stops with the error; run again resumes at the failed page, nothing lost", async () => {
    const { fetchPage: inner } = source(rows(45), 10);
    let down = true;
    const fetchPage = vi.fn(async (page: number, signal: AbortSignal) => {
      if (page === 3 && down) throw retryable();
      return inner(page, signal);
    });
    const j = job({ fetchPage, retries: 2, concurrency: 1 });
    const error = await j.run().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(j.progress).toMatchObject({ fetched: 20, written: 20, total: 45 });
    expect(j.file).toBeNull();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 3, 3, 3]);
    down = false;
    fetchPage.mockClear();
    const out = await lines(await j.run());
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([3, 4, 5]);
    expect(out.map((l) => Number(l.split(",")[0]))).toEqual(rows(45).map((r) => r.n));
    // finished: another run hands back the same file without a request
    fetchPage.mockClear();
    expect(await j.run()).toBe(j.file);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("a failure while pages were asked ahead keeps the pages before it and cancels the ones after", async () => {
    const data = rows(50);
    const signals = new Map<number, AbortSignal>();
    let down = true;
    const fetchPage = async (page: number, signal: AbortSignal) => {
      signals.set(page, signal);
      if (page === 2 && down) throw notRetryable();
      await new Promise((r) => setTimeout(r, 5));
      return { rows: data.slice((page - 1) * 10, page * 10), totalCount: 50 };
    };
    const j = job({ fetchPage, concurrency: 3 });
    await expect(j.run()).rejects.toBeInstanceOf(ApiError);
    expect(j.progress.written).toBe(10);
    expect(signals.get(3)?.aborted).toBe(true);
    down = false;
    const out = await lines(await j.run());
    expect(out.map((l) => Number(l.split(",")[0]))).toEqual(data.map((r) => r.n));
  });

  it("Cancel (AbortSignal) stops the request in flight at once and rejects with an AbortError", async () => {
    const data = rows(100);
    let signalOfPage2: AbortSignal | undefined;
    const fetchPage = vi.fn(
      (page: number, signal: AbortSignal) =>
        new Promise<ExportPage<Row>>((resolve, reject) => {
          if (page === 1) return resolve({ rows: data.slice(0, 10), totalCount: 100 });
          signalOfPage2 ??= signal;
          // a request that never answers unless aborted
          signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    const ac = new AbortController();
    const j = job({ fetchPage, concurrency: 1, onProgress: () => setTimeout(() => ac.abort(), 5) });
    const error = await j.run(ac.signal).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(signalOfPage2?.aborted).toBe(true);
    expect(fetchPage).toHaveBeenCalledTimes(2);
    expect(j.progress.written).toBe(10);
  });

  it("Cancel during the back-off wait stops at once (no further attempt)", async () => {
    const fetchPage = vi.fn(async () => Promise.reject(retryable()));
    const ac = new AbortController();
    const j = job({ fetchPage, retryDelayMs: 60_000 });
    const started = Date.now();
    setTimeout(() => ac.abort(), 10);
    const error = await j.run(ac.signal).catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it("an already aborted signal sends nothing", async () => {
    const fetchPage = vi.fn(source(rows(5), 10).fetchPage);
    const ac = new AbortController();
    ac.abort();
    await expect(job({ fetchPage }).run(ac.signal)).rejects.toSatisfy(isAbortError);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("refuses a second run while one is going", async () => {
    const j = job({ fetchPage: source(rows(5), 10).fetchPage });
    const first = j.run();
    await expect(j.run()).rejects.toThrow(/already running/);
    await first;
  });
});
