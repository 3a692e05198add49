/**
 * Time conversions and formatting. Units: "unix" = seconds since 1970-01-01T00:00:00Z;
 * "epoch" = seconds since the network's genesis epoch (an ISO date string from the network config).
 */
import { dateTimeFormat, relativeTimeFormat } from "./intl-cache";

/** Seconds per day. */
const SECONDS_PER_DAY = 86400;

/** Price chart periods; "day" is the default. */
export type ChartPeriod = "day" | "week" | "month" | "quarter" | "year" | "all";

function epochStartUnix(networkEpochIso: string): number {
  const ms = Date.parse(networkEpochIso);
  if (Number.isNaN(ms)) throw new Error(`Invalid network epoch date: "${networkEpochIso}"`);
  return Math.floor(ms / 1000);
}

/** Unix seconds → seconds since the network epoch (may be negative). Throws on an invalid epoch date. */
export function unixToEpoch(unixSeconds: number, networkEpochIso: string): number {
  return unixSeconds - epochStartUnix(networkEpochIso);
}

/**
 * Unix seconds → the locale's short date + long time, e.g. en-GB utc:
 * "21/03/2017, 13:00:00 UTC". mode "local" uses the runtime's time zone, "utc" forces UTC.
 */
export function formatDateTime(
  unixSeconds: number,
  locale: string,
  mode: "local" | "utc" = "local",
): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: "short", timeStyle: "long" };
  if (mode === "utc") options.timeZone = "UTC";
  return dateTimeFormat(locale, options).format(unixSeconds * 1000);
}

const RELATIVE_UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ["year", 365 * SECONDS_PER_DAY],
  ["month", 30 * SECONDS_PER_DAY],
  ["week", 7 * SECONDS_PER_DAY],
  ["day", SECONDS_PER_DAY],
  ["hour", 3600],
  ["minute", 60],
];

/**
 * Unix seconds relative to `nowUnix` in the largest fitting unit, truncated toward zero:
 * formatRelative(now - 200, "en-GB", now) → "3 minutes ago"; future → "in 2 hours";
 * under a second → "now". Months are 30 days, years 365 days.
 */
export function formatRelative(unixSeconds: number, locale: string, nowUnix: number): string {
  const diff = Math.trunc(unixSeconds - nowUnix);
  const abs = Math.abs(diff);
  for (const [unit, size] of RELATIVE_UNITS) {
    if (abs >= size) {
      return relativeTimeFormat(locale, { numeric: "always" }).format(
        Math.trunc(diff / size),
        unit,
      );
    }
  }
  if (diff === 0) return relativeTimeFormat(locale, { numeric: "auto" }).format(0, "second");
  return relativeTimeFormat(locale, { numeric: "always" }).format(diff, "second");
}

/**
 * Last second of the UTC day containing `unixSeconds`, the time a transaction's day-average price
 * is asked for:
 * 2020-01-01T00:00:00Z → 2020-01-01T23:59:59Z; 23:59:59 stays unchanged.
 */
export function endOfUtcDay(unixSeconds: number): number {
  return Math.floor(unixSeconds / SECONDS_PER_DAY) * SECONDS_PER_DAY + SECONDS_PER_DAY - 1;
}

/**
 * "Now" in unix seconds rounded down to a multiple of `stepSeconds` (UTC, so the same for every
 * time zone): a time bound sent in a URL must be the same for every visitor of the same moment,
 * or no shared cache can answer two of them with one entry. `nowMs` defaults to the clock.
 */
export function roundedNowUnix(stepSeconds: number, nowMs: number = Date.now()): number {
  const step = Math.max(1, Math.floor(stepSeconds));
  return Math.floor(nowMs / 1000 / step) * step;
}
