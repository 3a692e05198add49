/**
 * Time buckets of the statistics page and what is computed per bucket. Times: unix seconds for
 * display (`startUnix`, `endUnix`), network epoch seconds for the API (`fromEpoch`, `toEpoch`,
 * timestamps count from the network's epoch: epoch = unix − epochUnix).
 */
import type { Period } from "./period";

const HOUR = 3600;
const DAY = 86_400;

/** One bucket: an hour (24 h period) or a UTC day, [startUnix, endUnix). */
export interface Bucket {
  startUnix: number;
  /** exclusive */
  endUnix: number;
  /** first epoch second of the bucket */
  fromEpoch: number;
  /** last epoch second of the bucket (inclusive, as the API's `.to` filters are) */
  toEpoch: number;
  /** the bucket has ended: its figures never change again */
  complete: boolean;
}

/**
 * The buckets of a period ending with the one that holds `nowUnix`, oldest first: 24 UTC hours for
 * 24 h, 7 or 30 UTC days otherwise. The last one is still running (`complete` false).
 */
export function bucketsOf(period: Period, nowUnix: number, epochUnix: number): Bucket[] {
  const size = period === "24h" ? HOUR : DAY;
  const count = period === "24h" ? 24 : period === "7d" ? 7 : 30;
  const currentStart = Math.floor(nowUnix / size) * size;
  const out: Bucket[] = [];
  for (let i = count - 1; i >= 0; i--) {
    const startUnix = currentStart - i * size;
    const endUnix = startUnix + size;
    out.push({
      startUnix,
      endUnix,
      fromEpoch: startUnix - epochUnix,
      toEpoch: endUnix - 1 - epochUnix,
      complete: endUnix <= nowUnix,
    });
  }
  return out;
}

/**
 * Forging slots that start in [fromEpoch, toEpoch] clipped to [chainStartEpoch, nowEpoch]: slot k
 * covers [k·blocktime, (k+1)·blocktime) epoch seconds. 0 for an empty or reversed range.
 */
export function expectedSlots(
  bucket: Pick<Bucket, "fromEpoch" | "toEpoch">,
  blocktime: number,
  chainStartEpoch: number,
  nowEpoch: number,
): number {
  if (!(blocktime > 0)) return 0;
  const from = Math.max(bucket.fromEpoch, chainStartEpoch);
  const end = Math.min(bucket.toEpoch + 1, nowEpoch + 1);
  if (end <= from) return 0;
  return Math.max(0, Math.ceil(end / blocktime) - Math.ceil(from / blocktime));
}

/** Missed slots: expected slots less the blocks forged, never below 0. */
export function missedSlots(expected: number, forged: number): number {
  return Math.max(0, expected - forged);
}
