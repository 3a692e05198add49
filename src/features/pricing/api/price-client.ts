/**
 * The external price service: CryptoCompare's public min-api or any
 * compatible proxy, whose base URL is the network config's `priceApi`. This module is the only
 * place that knows its paths, params and response shapes. Every call goes through one serial
 * queue, one call pending at a time (the free service rate-limits bursts).
 *
 * Units: timestamps are unix seconds; rates are floating-point prices of ONE whole token in the
 * quote currency (display ratios, never amounts).
 */
import { endOfUtcDay, type ChartPeriod } from "@/shared/format/date";

/**
 * A price-service failure: the service's own `Message`, an HTTP status, a time-out or a bad shape.
 */
export class PriceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PriceError";
  }
}

/** One point of a price history: unix seconds, closing price and volume in the quote currency. */
export interface PricePoint {
  time: number;
  close: number;
  volume: number;
}

/** A request to the price service: path below the base URL and its query parameters. */
export interface PriceRequest {
  path: string;
  params: Record<string, string>;
}

/**
 * How many points each chart period holds (day: 24 hourly, week 7, month 30, quarter 120, year 365
 * daily) and which endpoint serves it.
 */
export const PERIOD_SPECS: Readonly<
  Record<ChartPeriod, { endpoint: "histohour" | "histoday"; points: number | "all" }>
> = {
  day: { endpoint: "histohour", points: 24 },
  week: { endpoint: "histoday", points: 7 },
  month: { endpoint: "histoday", points: 30 },
  quarter: { endpoint: "histoday", points: 120 },
  year: { endpoint: "histoday", points: 365 },
  all: { endpoint: "histoday", points: "all" },
};

/** Per-request time-out (ms): a hanging price service must not block the queue for long. */
export const PRICE_TIMEOUT_MS = 8_000;

/** GET data/price?fsym=ARK&tsyms=USD — the current price of `from` in `to`. */
export function priceRequest(from: string, to: string): PriceRequest {
  return { path: "data/price", params: { fsym: from.toUpperCase(), tsyms: to.toUpperCase() } };
}

/**
 * GET data/v2/histohour|histoday — the history set of `period` ending at `toTs` (unix seconds).
 * `limit` is the number of points minus one (the service returns limit + 1 points);
 * the all-time set uses `allData=true` instead.
 */
export function historyRequest(
  from: string,
  to: string,
  period: ChartPeriod,
  toTs: number,
): PriceRequest {
  const spec = PERIOD_SPECS[period];
  const params: Record<string, string> = {
    fsym: from.toUpperCase(),
    tsym: to.toUpperCase(),
    toTs: String(Math.floor(toTs)),
  };
  if (spec.points === "all") params.allData = "true";
  else params.limit = String(spec.points - 1);
  return { path: `data/v2/${spec.endpoint}`, params };
}

/**
 * GET data/dayAvg?fsym=ARK&tsym=USD&toTs=… — the average price of the UTC day holding
 * `unixSeconds`, asked at the end of that day (rounded up to the day's end minus 1 s, so the whole
 * day is in the average).
 */
export function dayAverageRequest(from: string, to: string, unixSeconds: number): PriceRequest {
  return {
    path: "data/dayAvg",
    params: {
      fsym: from.toUpperCase(),
      tsym: to.toUpperCase(),
      toTs: String(endOfUtcDay(unixSeconds)),
    },
  };
}

/** The full URL of a request below `base` (trailing slashes of the base ignored). */
export function requestUrl(base: string, req: PriceRequest): string {
  const query = new URLSearchParams(req.params).toString();
  return `${base.replace(/\/+$/, "")}/${req.path}${query ? `?${query}` : ""}`;
}

/** A queue that runs async tasks strictly one after another (one in flight, the rest wait in order). */
export interface SerialQueue {
  /** Runs `task` after every task queued before it has settled; its result or error is passed on. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Tasks queued or running (for tests and diagnostics). */
  readonly size: number;
}

/**
 * Creates a serial queue. A task whose `signal` aborts while it waits is skipped (rejects with the
 * abort reason) without ever starting; a failing task does not stop the tasks after it.
 */
export function createSerialQueue(): SerialQueue {
  let tail: Promise<unknown> = Promise.resolve();
  let size = 0;
  return {
    get size() {
      return size;
    },
    run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      size += 1;
      const result = tail.then(() => {
        signal?.throwIfAborted();
        return task();
      });
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      tail = settled;
      void settled.then(() => {
        size -= 1;
      });
      return result;
    },
  };
}

/** The one queue every price-service call goes through. */
export const priceQueue = createSerialQueue();

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * Throws the service's message when the body is `{"Response":"Error","Message":…}` (the service
 * answers errors with status 200).
 */
function assertNotError(body: unknown): void {
  if (isObj(body) && body.Response === "Error") {
    throw new PriceError(
      typeof body.Message === "string" && body.Message ? body.Message : "Price service error",
    );
  }
}

/** Sends one GET through the queue and returns the parsed JSON body (Error responses rejected). */
export async function getJson(
  base: string,
  req: PriceRequest,
  opts: {
    signal?: AbortSignal;
    timeoutMs?: number;
    queue?: SerialQueue;
    fetchImpl?: typeof fetch;
  } = {},
): Promise<unknown> {
  const queue = opts.queue ?? priceQueue;
  const doFetch = opts.fetchImpl ?? fetch;
  const url = requestUrl(base, req);
  return queue.run(async () => {
    const timeout = AbortSignal.timeout(opts.timeoutMs ?? PRICE_TIMEOUT_MS);
    let response: Response;
    try {
      response = await doFetch(url, {
        signal: opts.signal ? AbortSignal.any([opts.signal, timeout]) : timeout,
        headers: { accept: "application/json" },
      });
    } catch (error) {
      if (opts.signal?.aborted) throw error;
      throw new PriceError(
        timeout.aborted ? `GET ${req.path}: timed out` : `GET ${req.path}: network error`,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      throw new PriceError(`GET ${req.path}: invalid JSON (HTTP ${response.status})`);
    }
    assertNotError(body);
    if (!response.ok) throw new PriceError(`GET ${req.path}: HTTP ${response.status}`);
    return body;
  }, opts.signal);
}

/** Reads `{"USD":0.31}` → 0.31; throws when the currency's field is missing or not a positive number. */
export function parsePrice(body: unknown, to: string): number {
  assertNotError(body);
  const value = isObj(body) ? body[to.toUpperCase()] : undefined;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0) {
    throw new PriceError(`No ${to.toUpperCase()} price in the answer`);
  }
  return value;
}

/**
 * Reads a history answer: v2 `{"Data":{"Data":[…]}}` or v1 `{"Data":[…]}`. Points without a
 * numeric time are dropped; leading all-zero points (before listing) are trimmed.
 */
export function parseHistory(body: unknown): PricePoint[] {
  assertNotError(body);
  const outer = isObj(body) ? body.Data : undefined;
  const rows = Array.isArray(outer)
    ? outer
    : isObj(outer) && Array.isArray(outer.Data)
      ? outer.Data
      : null;
  if (!rows) throw new PriceError("Unexpected history answer");
  const points: PricePoint[] = [];
  for (const row of rows) {
    if (!isObj(row) || typeof row.time !== "number") continue;
    const close = typeof row.close === "number" && Number.isFinite(row.close) ? row.close : 0;
    const volume =
      typeof row.volumeto === "number" && Number.isFinite(row.volumeto) ? row.volumeto : 0;
    points.push({ time: row.time, close, volume });
  }
  const first = points.findIndex((p) => p.close !== 0 || p.volume !== 0);
  return first < 0 ? [] : points.slice(first);
}

/** Reads `{"USD":0.3,"ConversionType":{…}}` → 0.3; null when the field is missing or zero. */
export function parseDayAverage(body: unknown, to: string): number | null {
  assertNotError(body);
  const value = isObj(body) ? body[to.toUpperCase()] : undefined;
  return typeof value === "number" && Number.isFinite(value) && value > 0 ? value : null;
}

/** The current price of one `from` in `to` (GET data/price). Rejects with PriceError on failure. */
export async function fetchPrice(
  base: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<number> {
  return parsePrice(await getJson(base, priceRequest(from, to), { signal }), to);
}

/** The history set of `period` up to `toTs` (unix seconds). Rejects with PriceError on failure. */
export async function fetchHistory(
  base: string,
  from: string,
  to: string,
  period: ChartPeriod,
  toTs: number,
  signal?: AbortSignal,
): Promise<PricePoint[]> {
  return parseHistory(await getJson(base, historyRequest(from, to, period, toTs), { signal }));
}

/** The day average for the UTC day of `unixSeconds` (GET data/dayAvg); null when there is none. */
export async function fetchDayAverage(
  base: string,
  from: string,
  to: string,
  unixSeconds: number,
  signal?: AbortSignal,
): Promise<number | null> {
  return parseDayAverage(
    await getJson(base, dayAverageRequest(from, to, unixSeconds), { signal }),
    to,
  );
}
