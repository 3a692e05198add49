/**
 * A tiny localStorage cache for server data that must survive a reload (chain constants per
 * nethash, the delegate list for 2 minutes). Used only as React Query `initialData`; the
 * query stays the owner of the data. Storage unavailable, full or holding garbage → a miss.
 */
export interface CachedEntry<T> {
  data: T;
  updatedAt: number;
}

import { apiServer } from "../api/client";
// a type only: the idle scheduler itself (runWhenIdle) waits seconds, skips hidden tabs and
// Save-Data, where a cache write must still happen soon
import type { IdleWindow } from "./idle";
import { CACHE_PREFIX as PREFIX } from "./known-wallets-file";

/**
 * Parsed entries by storage key, so a read costs one localStorage parse per key and page load:
 * query options are built on every render of every component that uses the network state, and
 * the delegate list is tens of KB of JSON (parsing it each time would cost main-thread time).
 * Keyed on the raw string, so another tab's write is still seen. `raw: null` marks a write not
 * stored yet (see {@link writeCache}): it wins over what the storage holds.
 */
const memo = new Map<string, { raw: string | null; entry: CachedEntry<unknown> | undefined }>();

/**
 * The cached entry of `key` when present and `isValid` accepts its data; else undefined. A write of
 * this page not stored yet is returned as it is (its data came from a checked answer).
 */
export function readCache<T>(key: string, isValid: (v: unknown) => v is T): CachedEntry<T> | undefined {
  try {
    const hit = memo.get(key);
    if (hit && hit.raw === null) return hit.entry as CachedEntry<T> | undefined;
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    if (hit && hit.raw === raw) return hit.entry as CachedEntry<T> | undefined;
    const parsed: unknown = JSON.parse(raw);
    const entry =
      parsed &&
      typeof parsed === "object" &&
      "updatedAt" in parsed &&
      typeof (parsed as CachedEntry<unknown>).updatedAt === "number" &&
      isValid((parsed as CachedEntry<unknown>).data)
        ? (parsed as CachedEntry<T>)
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
 * when the main thread is idle (at most 2 s later, and before the page goes away): turning the
 * delegate list into JSON and storing it took ~30 ms of the task that received the list on a
 * phone (4× CPU), where the page's first rows are being built.
 */
export function writeCache<T>(key: string, data: T): void {
  memo.set(key, { raw: null, entry: { data, updatedAt: Date.now() } });
  if (flushScheduled || typeof window === "undefined") return;
  flushScheduled = true;
  const w = window as Window & IdleWindow;
  if (w.requestIdleCallback) w.requestIdleCallback(flushCacheWrites, { timeout: WRITE_TIMEOUT_MS });
  else setTimeout(flushCacheWrites, 0);
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
export function readServerCache<T>(name: string, isValid: (v: unknown) => v is T): CachedEntry<T> | undefined {
  return readCache(`${name}:${apiServer()}`, isValid);
}

/** {@link writeCache} of an answer of the API server the app is bound to (`name:server`). */
export function writeServerCache<T>(name: string, data: T): void {
  writeCache(`${name}:${apiServer()}`, data);
}
