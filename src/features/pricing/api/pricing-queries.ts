/**
 * React Query options for every price-service call. Keys start with the service base URL so
 * two configs never share answers. Failures are logged with console.warn (prices are an extra: a
 * failing price service never puts a message on the page) and rethrown so React Query keeps its
 * error state (the chart, the one place that needs the data, shows it).
 */
import { queryOptions } from "@tanstack/react-query";
import { endOfUtcDay, roundedNowUnix, type ChartPeriod } from "@/shared/format/date";

/**
 * The price-service client loads with the first price call, not with every page (no price code in
 * first visits that show no price).
 */
const client = () => import("./price-client");
import { dayAverageKey, readDayAverage, writeDayAverage } from "./day-average-cache";

/**
 * Currency rate refresh: every 5 minutes (enough for a fiat estimate; the price service is
 * rate-limited).
 */
export const RATE_REFRESH_MS = 300_000;

/**
 * The end of a price history is "now" rounded down to the minute (hourly points at the finest),
 * so every visitor of the same minute asks the same URL and a shared cache answers them all.
 */
const HISTORY_END_STEP_SECONDS = 60;

/** Query keys of the pricing feature, general to specific. */
const pricingKeys = {
  all: (base: string) => ["pricing", base] as const,
  rate: (base: string, from: string, to: string) =>
    [...pricingKeys.all(base), "rate", from, to] as const,
  history: (base: string, from: string, to: string, period: ChartPeriod) =>
    [...pricingKeys.all(base), "history", from, to, period] as const,
  dayAverage: (base: string, from: string, to: string, dayEnd: number) =>
    [...pricingKeys.all(base), "day-average", from, to, dayEnd] as const,
};

/** Logs a failed price call (never shown to the visitor) and rethrows it. */
async function logged<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof DOMException && error.name === "AbortError")) {
      console.warn(`[pricing] ${what} failed:`, error instanceof Error ? error.message : error);
    }
    throw error;
  }
}

/**
 * The price of one `from` (the token) in `to` (GET data/price), fresh for 5 minutes. Readers
 * (amount cells, stats) use this one: no timer of their own, so mounting many never multiplies calls.
 */
export function rateQuery(base: string, from: string, to: string) {
  return queryOptions({
    queryKey: pricingKeys.rate(base, from, to),
    queryFn: ({ signal }) =>
      logged(`price ${from}/${to}`, async () =>
        (await client()).fetchPrice(base, from, to, signal),
      ),
    staleTime: RATE_REFRESH_MS,
  });
}

/** {@link rateQuery} refreshed every 5 minutes; used once, by the always-mounted header. */
export function polledRateQuery(base: string, from: string, to: string) {
  return queryOptions({ ...rateQuery(base, from, to), refetchInterval: RATE_REFRESH_MS });
}

/**
 * The price history of `period` ending now (GET data/v2/histohour|histoday), refreshed every 5
 * minutes. Not retried automatically: the chart offers "Reload chart" instead.
 */
export function historyQuery(base: string, from: string, to: string, period: ChartPeriod) {
  return queryOptions({
    queryKey: pricingKeys.history(base, from, to, period),
    queryFn: ({ signal }) =>
      logged(`history ${from}/${to} ${period}`, () =>
        client().then((c) =>
          c.fetchHistory(base, from, to, period, roundedNowUnix(HISTORY_END_STEP_SECONDS), signal),
        ),
      ),
    staleTime: RATE_REFRESH_MS,
    refetchInterval: RATE_REFRESH_MS,
    // the app's rule retries any price-service failure once, a second later, while the chart
    // shows nothing; a failed history shows "Reload chart" at once instead
    retry: false,
  });
}

/**
 * The average price of the UTC day holding `unixSeconds` (GET data/dayAvg at the end of that day).
 * Cached per currency and day in memory (never stale) and in localStorage.
 */
export function dayAverageQuery(base: string, from: string, to: string, unixSeconds: number) {
  const dayEnd = endOfUtcDay(unixSeconds);
  const cached = readDayAverage(dayAverageKey(from, to, dayEnd));
  return queryOptions({
    queryKey: pricingKeys.dayAverage(base, from, to, dayEnd),
    queryFn: ({ signal }) =>
      logged(`day average ${from}/${to} ${dayEnd}`, async () => {
        const rate = await (await client()).fetchDayAverage(base, from, to, dayEnd, signal);
        if (rate !== null) writeDayAverage(dayAverageKey(from, to, dayEnd), rate);
        return rate;
      }),
    initialData: cached,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });
}
