/** Locale-aware formatting of percentages and plain numbers (heights, counts). */
import Big from "big.js";
import { numberFormat } from "./intl-cache";

/** What {@link formatPercent} accepts; nullish, NaN and unparsable values render as "-". */
export type PercentInput = number | string | Big | undefined | null;

function parseBig(value: number | string | bigint | Big): Big | undefined {
  if (value instanceof Big) return value;
  if (typeof value === "number" && !Number.isFinite(value)) return undefined;
  try {
    return new Big(typeof value === "bigint" ? value.toString() : value);
  } catch {
    return undefined;
  }
}

/**
 * Formats a value that is already a percentage (12.345 → "12.35%"), localised
 * (fr-FR → "12,35 %"), with exactly `decimals` (default 2) fraction digits.
 * Returns "-" for undefined, null, NaN, ±Infinity or unparsable strings.
 */
export function formatPercent(value: PercentInput, decimals = 2, locale?: string): string {
  if (value === undefined || value === null) return "-";
  const big = parseBig(value);
  if (!big) return "-";
  const nf = numberFormat(locale, {
    style: "percent",
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return nf.format(big.div(100).toFixed() as Intl.StringNumericLiteral);
}

/**
 * Formats a height/count (or any exact decimal) with the locale's grouping, e.g.
 * formatNumber(1234567, "en-GB") → "1,234,567". Up to 8 fraction digits are kept. "-" if invalid.
 */
export function formatNumber(value: number | string | bigint | Big, locale?: string): string {
  const big = parseBig(value);
  if (!big) return "-";
  return numberFormat(locale, { maximumFractionDigits: 8 }).format(
    big.toFixed() as Intl.StringNumericLiteral,
  );
}

/**
 * `part` as a percentage of `total` (both exact decimal strings, e.g. arktoshi):
 * percentOf("25", "200") → 12.5. Returns undefined when total is zero or either is invalid.
 * The result is a JS number because it is a display ratio, not an amount.
 */
export function percentOf(part: string, total: string): number | undefined {
  const p = parseBig(part);
  const t = parseBig(total);
  if (!p || !t || t.eq(0)) return undefined;
  return Number(p.times(100).div(t).toFixed(12));
}

/**
 * A duration in seconds with the locale's number format and exactly `decimals` fraction digits,
 * followed by the SI symbol "s" (the same in every language of the app):
 * formatSeconds(8, "en-GB", 1) → "8.0 s", formatSeconds(8, "pl-PL", 1) → "8,0 s". "-" if not finite.
 */
export function formatSeconds(seconds: number, locale?: string, decimals = 0): string {
  if (!Number.isFinite(seconds)) return "-";
  const nf = numberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  return `${nf.format(seconds)} s`;
}
