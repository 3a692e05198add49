/**
 * A tiny localStorage cache for server data that must survive a reload (chain constants per
 * nethash, the delegate list for 2 minutes). Used only as React Query `initialData`; the
 * query stays the owner of the data. Storage unavailable, full or holding garbage → a miss.
 */
export interface CachedEntry<T> {
  data: T;
  /** when the data was written (ms since 1970), never later than when it was read */
  updatedAt: number;
}

import * as v from "valibot";
import { apiServer } from "../api/client";
// a type only: the idle scheduler itself (runWhenIdle) waits seconds, skips hidden tabs and
// Save-Data, where a cache write must still happen soon
import { onIdle } from "./idle";
import { CACHE_PREFIX as PREFIX } from "./known-wallets-file";

/**
 * Parsed entries by storage key, so a read costs one localStorage parse per key and page load:
 * query options are built on every render of every component that uses the network state, and
 * the delegate list is tens of KB of JSON (parsing it each time would cost main-thread time).
 * Keyed on the raw string, so another tab's write is still seen. `raw: null` marks a write not
 * stored yet (see {@link writeCache}): it wins over what the storage holds.
 */
const memo = new Map<string, { raw: string | null; entry: CachedEntry<unknown> | undefined }>();

const entrySchema = v.object({ updatedAt: v.pipe(v.number(), v.finite()), data: v.unknown() });

/**
 * The cached entry of `key` when present and its data passes `schema` (the one its answer was
 * checked with, or one of the kept shape): the entry holds the schema's output, so data edited in
 * the storage (a delegate's `votes: "abc"`, which `new Big` throws on) is a miss like garbage, never
 * a crash of a page. An `updatedAt` in the future (an edited entry, a clock set back since) is read
 * as now: React Query would hold such data fresh, never asking again, until that time. A write of
 * this page not stored yet is returned as it is (its data came from a checked answer). One key is
 * always read with one schema (the entry parsed is kept for the page's life).
 */
export function readCache<S extends v.GenericSchema>(
  key: string,
  schema: S,
): CachedEntry<v.InferOutput<S>> | undefined {
  try {
    const hit = memo.get(key);
    if (hit && hit.raw === null) return hit.entry as CachedEntry<v.InferOutput<S>> | undefined;
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    if (hit && hit.raw === raw) return hit.entry as CachedEntry<v.InferOutput<S>> | undefined;
    const parsed = v.safeParse(entrySchema, JSON.parse(raw));
    const data = parsed.success ? v.safeParse(schema, parsed.output.data) : undefined;
    const entry =
      parsed.success && data?.success
        ? { data: data.output, updatedAt: Math.min(parsed.output.updatedAt, Date.now()) }
        : undefined;
    memo.set(key, { raw, entry });
    return entry;
  } catch {
    /* garbage or no storage */
  }
  return undefined;
}

/** How long a write waits for an idle moment at most (ms). */
const WRITE_TIMEOUT_MS = 2_000;
let flushScheduled = false;

/** Stores every write not stored yet. */
function flushCacheWrites(): void {
  flushScheduled = false;
  for (const [key, hit] of memo) {
    if (hit.raw !== null || !hit.entry) continue;
    try {
      const raw = JSON.stringify(hit.entry);
      localStorage.setItem(PREFIX + key, raw);
      memo.set(key, { raw, entry: hit.entry });
    } catch {
      /* full or unavailable: fine, it is only a cache (the entry still serves this page) */
    }
  }
}

/**
 * Stores `data` with the current time as `updatedAt`. Reads see it at once; the storage gets it
 * when the main thread is idle (at most 2 s later, and before the page goes away): turning a
 * large answer (the delegate list) into JSON and storing it would otherwise lengthen the task that
 * received it, where the page's first rows are being built.
 */
export function writeCache<T>(key: string, data: T): void {
  memo.set(key, { raw: null, entry: { data, updatedAt: Date.now() } });
  if (flushScheduled || typeof window === "undefined") return;
  flushScheduled = true;
  onIdle(flushCacheWrites, WRITE_TIMEOUT_MS);
}

if (typeof window !== "undefined") {
  // a reload or a closed tab right after a write still keeps it
  window.addEventListener("pagehide", flushCacheWrites);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushCacheWrites();
  });
}

/**
 * {@link readCache} of an answer of the API server the app is bound to (`name:server`): query keys
 * leave the server out (one per page load), the storage that outlives the page keeps it apart.
 */
export function readServerCache<S extends v.GenericSchema>(
  name: string,
  schema: S,
): CachedEntry<v.InferOutput<S>> | undefined {
  return readCache(`${name}:${apiServer()}`, schema);
}

/** {@link writeCache} of an answer of the API server the app is bound to (`name:server`). */
export function writeServerCache<T>(name: string, data: T): void {
  writeCache(`${name}:${apiServer()}`, data);
}
