/**
 * A small, bounded localStorage cache of transaction-day average prices: a past day's
 * average never changes, so a repeat visit asks for it only once. Keys are `FROM:TO:endOfUtcDay`;
 * values are rates (one whole token in the quote currency). The oldest entries are dropped
 * beyond {@link DAY_AVERAGE_CACHE_LIMIT}. Storage unavailable, full or garbage → a miss.
 */
const STORAGE_KEY = "ark-explorer:cache:pricing:day-average";

/** Most entries kept (insertion order; the oldest go first). */
export const DAY_AVERAGE_CACHE_LIMIT = 500;

/** The cache key of a day average: token, quote currency and the end of the UTC day (unix s). */
export function dayAverageKey(from: string, to: string, dayEnd: number): string {
  return `${from.toUpperCase()}:${to.toUpperCase()}:${dayEnd}`;
}

function readAll(): Record<string, number> {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return {};
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return {};
    const out: Record<string, number> = {};
    for (const [k, v] of Object.entries(parsed)) {
      if (typeof v === "number" && Number.isFinite(v) && v > 0) out[k] = v;
    }
    return out;
  } catch {
    return {};
  }
}

/** The cached rate for `key`, or undefined. */
export function readDayAverage(key: string): number | undefined {
  return readAll()[key];
}

/** Stores `rate` under `key`, keeping at most DAY_AVERAGE_CACHE_LIMIT entries. */
export function writeDayAverage(key: string, rate: number): void {
  const all = readAll();
  delete all[key];
  all[key] = rate;
  const keys = Object.keys(all);
  for (const old of keys.slice(0, Math.max(0, keys.length - DAY_AVERAGE_CACHE_LIMIT)))
    delete all[old];
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    /* full or unavailable: the in-memory cache still holds it */
  }
}
