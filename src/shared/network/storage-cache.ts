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

const PREFIX = "ark-explorer:cache:";

/**
 * Parsed entries by storage key, so a read costs one localStorage parse per key and page load:
 * query options are built on every render of every component that uses the network state, and
 * the delegate list is tens of KB of JSON (parsing it each time would cost main-thread time).
 * Keyed on the raw string, so another tab's write is still seen.
 */
const memo = new Map<string, { raw: string; entry: CachedEntry<unknown> | undefined }>();

/** The cached entry of `key` when present and `isValid` accepts its data; else undefined. */
export function readCache<T>(key: string, isValid: (v: unknown) => v is T): CachedEntry<T> | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const hit = memo.get(key);
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

/** Stores `data` with the current time as `updatedAt`. */
export function writeCache<T>(key: string, data: T): void {
  try {
    const entry = { data, updatedAt: Date.now() };
    const raw = JSON.stringify(entry);
    localStorage.setItem(PREFIX + key, raw);
    memo.set(key, { raw, entry });
  } catch {
    /* full or unavailable: fine, it is only a cache */
  }
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
