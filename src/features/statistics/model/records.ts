/**
 * The records of the statistics page that come from the period's own figures: the busiest hour or
 * day. (The largest transaction and block are the node's own sorts: see
 * `@/shared/api/endpoints/records`.)
 */
import type { ApiCount } from "@/shared/api/counts";

/** What the busiest bucket needs of a row: its start and its transactions, once loaded. */
export interface CountedBucket {
  startUnix: number;
  endUnix: number;
  /** undefined while loading */
  transactions?: ApiCount;
  /** the row's transactions could not be loaded */
  failed?: boolean;
}

/** The busiest hour or day, or why there is none. */
export type Busiest<B> =
  /** some row is still loading: no verdict yet */
  | { state: "loading" }
  /** some row failed: the busiest cannot be told */
  | { state: "unknown" }
  /** no transactions in any row */
  | { state: "none" }
  /** `bucket` has the most transactions (`tie`: others have as many; the newest is named) */
  | { state: "found"; bucket: B; count: ApiCount; tie: boolean };

/**
 * The row with the most transactions, the newest of equal ones. A verdict only once every row is
 * in: loading while one still loads, unknown when one failed (its count could be the largest).
 */
export function busiestBucket<B extends CountedBucket>(rows: readonly B[]): Busiest<B> {
  if (rows.some((r) => r.transactions === undefined && !r.failed)) return { state: "loading" };
  if (rows.some((r) => r.transactions === undefined)) return { state: "unknown" };
  const max = Math.max(0, ...rows.map((r) => r.transactions!.count));
  const top = rows.filter((r) => r.transactions!.count === max);
  const best = max > 0 ? top.reduce((a, r) => (r.startUnix > a.startUnix ? r : a)) : undefined;
  if (!best) return { state: "none" };
  return { state: "found", bucket: best, count: best.transactions!, tie: top.length > 1 };
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `YYYY-MM-DDTHH:MM` of unix seconds, in UTC or the visitor's local time. */
function minuteText(unix: number, zone: "utc" | "local"): string {
  const d = new Date(unix * 1000);
  const [y, mo, day, h, mi] =
    zone === "utc"
      ? [
          d.getUTCFullYear(),
          d.getUTCMonth() + 1,
          d.getUTCDate(),
          d.getUTCHours(),
          d.getUTCMinutes(),
        ]
      : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes()];
  return `${y}-${pad(mo)}-${pad(day)}T${pad(h)}:${pad(mi)}`;
}

/**
 * The advanced search's query for the transactions of a bucket [startUnix, endUnix): its first
 * and last minute, written in the zone the search reads dates in (`zone`: the visitor's time
 * display, UTC or local), so the search lists exactly the bucket's transactions (an upper bound
 * of a minute includes its 59 seconds).
 */
export function bucketSearch(
  bucket: { startUnix: number; endUnix: number },
  zone: "utc" | "local",
): Record<string, string> {
  return {
    kind: "transactions",
    "timestamp.from": minuteText(bucket.startUnix, zone),
    "timestamp.to": minuteText(bucket.endUnix - 60, zone),
  };
}
