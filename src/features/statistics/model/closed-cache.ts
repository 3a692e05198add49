/**
 * What the statistics page keeps across visits: the summaries of ended hours and days and the
 * heights at past times. An ended bucket never changes, nor does the height at a past time, so a
 * return visit asks the node only for the buckets since. Stored in localStorage through the app's
 * server cache (per API server), checked with valibot on every read, bounded in size.
 */
import * as v from "valibot";
import { readServerCache, writeServerCache } from "@/shared/network/storage-cache";
import type { BucketSummary } from "./bucket-summary";

/** The storage name (the API server is added by the server cache). */
const NAME = "statistics-closed";
/** Buckets kept: the newest, enough for 24 hours, 30 days and a margin. */
export const MAX_BUCKETS = 80;
/** Heights kept: the newest times. */
export const MAX_HEIGHTS = 120;
/** A bucket with more active wallets than this is not kept (its addresses would fill the storage). */
export const MAX_PARTICIPANTS = 5_000;
/**
 * Addresses kept over all buckets (about 35 bytes each: well under a browser's 5 MB of storage,
 * shared with the app's other caches); the oldest buckets go first beyond it.
 */
export const MAX_TOTAL_PARTICIPANTS = 20_000;

const decimal = v.pipe(v.string(), v.regex(/^\d+$/));
const count = v.pipe(v.number(), v.integer(), v.minValue(0));
const summarySchema = v.object({
  count,
  volume: decimal,
  fees: decimal,
  participants: v.pipe(v.array(v.pipe(v.string(), v.maxLength(64))), v.maxLength(MAX_PARTICIPANTS)),
});
const cacheSchema = v.object({
  /** by bucket key ({@link bucketKey}) */
  buckets: v.record(v.string(), summarySchema),
  /** by epoch second (as a string) */
  heights: v.record(v.string(), count),
});

/** The kept figures: summaries by bucket key, heights by epoch second. */
export interface ClosedCache {
  buckets: Record<string, BucketSummary>;
  heights: Record<string, number>;
}

/** The key of a bucket: its first and last epoch seconds. */
export function bucketKey(fromEpoch: number, toEpoch: number): string {
  return `${fromEpoch}-${toEpoch}`;
}

/** The kept figures; empty when nothing is kept or what is kept does not pass the schema. */
export function readClosedCache(): ClosedCache {
  return readServerCache(NAME, cacheSchema)?.data ?? { buckets: {}, heights: {} };
}

/** The `max` entries with the largest numeric keys (the first number of a bucket key). */
function newest<T>(record: Record<string, T>, max: number): Record<string, T> {
  const entries = Object.entries(record).sort(
    ([a], [b]) => Number.parseInt(b, 10) - Number.parseInt(a, 10),
  );
  return Object.fromEntries(entries.slice(0, max));
}

/**
 * `cache` with the summaries of ended buckets and the heights at past times added, bounded to the
 * newest {@link MAX_BUCKETS} and {@link MAX_HEIGHTS}; a summary with more than
 * {@link MAX_PARTICIPANTS} wallets is left out, and the oldest go once the kept ones hold more than
 * {@link MAX_TOTAL_PARTICIPANTS} addresses together. A pure function: {@link writeClosedCache}
 * stores it.
 */
export function mergeClosed(
  cache: ClosedCache,
  buckets: Record<string, BucketSummary>,
  heights: Record<string, number>,
): ClosedCache {
  const kept = Object.fromEntries(
    Object.entries(buckets).filter(([, s]) => s.participants.length <= MAX_PARTICIPANTS),
  );
  let addresses = 0;
  const bounded = Object.entries(newest({ ...cache.buckets, ...kept }, MAX_BUCKETS)).filter(
    ([, s]) => (addresses += s.participants.length) <= MAX_TOTAL_PARTICIPANTS,
  );
  return {
    buckets: Object.fromEntries(bounded),
    heights: newest({ ...cache.heights, ...heights }, MAX_HEIGHTS),
  };
}

/** Stores the kept figures (when the main thread is idle: see the server cache). */
export function writeClosedCache(cache: ClosedCache): void {
  writeServerCache(NAME, cache);
}
