/**
 * A tiny localStorage cache for server data that must survive a reload (chain constants per
 * nethash, the delegate list for 2 minutes, §7). Used only as React Query `initialData`; the
 * query stays the owner of the data. Storage unavailable, full or holding garbage → a miss.
 */
export interface CachedEntry<T> {
  data: T;
  updatedAt: number;
}

const PREFIX = "ark-explorer:cache:";

export function readCache<T>(key: string, isValid: (v: unknown) => v is T): CachedEntry<T> | undefined {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    if (!raw) return undefined;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      "updatedAt" in parsed &&
      typeof (parsed as CachedEntry<unknown>).updatedAt === "number" &&
      isValid((parsed as CachedEntry<unknown>).data)
    ) {
      return parsed as CachedEntry<T>;
    }
  } catch {
    /* garbage or no storage */
  }
  return undefined;
}

export function writeCache<T>(key: string, data: T): void {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify({ data, updatedAt: Date.now() }));
  } catch {
    /* full or unavailable: fine, it is only a cache */
  }
}
