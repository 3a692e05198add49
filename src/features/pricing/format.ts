/**
 * Display of price-service values (rates and volumes are floats of the quote currency, never
 * arktoshi amounts). Crypto quotes (the token, BTC, ETH, LTC) keep up to 8 decimals and their
 * symbol (Ѧ, Ƀ, Ξ, Ł); fiat uses the locale's currency format, with 4 decimals under 1 so small
 * prices stay readable.
 */
import Big from "big.js";
import { cryptoSymbol, formatCurrency, isCryptoCurrency } from "@/shared/format/amount";

/** Token code and symbol plus the locale, as {@link formatCurrency} needs them. */
export interface QuoteFormatOptions {
  locale: string;
  tokenCode: string;
  tokenSymbol: string;
}

function safeBig(value: number): Big | null {
  try {
    return Number.isFinite(value) ? new Big(value) : null;
  } catch {
    return null;
  }
}

/** A price in `currency`, e.g. 0.31234 USD → "$0.3123", 0.0000052 BTC → "0.0000052 Ƀ". "-" if invalid. */
export function formatQuote(value: number, currency: string, opts: QuoteFormatOptions): string {
  const big = safeBig(value);
  if (!big) return "-";
  if (isCryptoCurrency(currency, opts.tokenCode)) return formatCurrency(big, currency, opts);
  const digits = Math.abs(value) < 1 && value !== 0 ? 4 : 2;
  return new Intl.NumberFormat(opts.locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    minimumFractionDigits: Math.min(2, digits),
    maximumFractionDigits: digits,
  }).format(big.toFixed() as Intl.StringNumericLiteral);
}

/** A volume in `currency`, compact: 1234567 USD → "$1.2M"; crypto: "1.2M Ƀ". "-" if invalid. */
export function formatVolume(value: number, currency: string, opts: QuoteFormatOptions): string {
  if (!Number.isFinite(value)) return "-";
  if (isCryptoCurrency(currency, opts.tokenCode)) {
    const text = new Intl.NumberFormat(opts.locale, {
      notation: "compact",
      maximumFractionDigits: 2,
    }).format(value);
    return `${text} ${cryptoSymbol(currency, opts.tokenCode, opts.tokenSymbol)}`;
  }
  return new Intl.NumberFormat(opts.locale, {
    style: "currency",
    currency: currency.toUpperCase(),
    notation: "compact",
    maximumFractionDigits: 2,
  }).format(value);
}

/** Change from `first` to `last` in percent; undefined when `first` is zero or either is missing. */
export function changePercent(
  first: number | undefined,
  last: number | undefined,
): number | undefined {
  if (first === undefined || last === undefined || first === 0) return undefined;
  return ((last - first) / first) * 100;
}
