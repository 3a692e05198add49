/**
 * Amount formatting. All amounts are exact decimals (big.js); JS `number` is never used for
 * amounts. Units: "arktoshi" = smallest unit = 1e-8 token, carried as integer decimal strings.
 */
import Big from "big.js";
import { numberFormat } from "./intl-cache";

/** Arktoshi per token (1e8). */
const ARKTOSHI_PER_TOKEN = new Big("100000000");

/** Default number of fraction digits for token / crypto display: 8, the arktoshi precision. */
const CRYPTO_DECIMALS = 8;

/**
 * Symbols of the supported non-native crypto currencies (shown with up to 8 decimals, like the
 * token).
 */
const CRYPTO_SYMBOLS: Readonly<Record<string, string>> = { BTC: "Ƀ", ETH: "Ξ", LTC: "Ł" };

/** big.js's half-up rounding mode (the @types enum is a const enum, unusable with isolatedModules). */
const ROUND_HALF_UP = 1;

/** Options shared by the decimal formatters. */
interface DecimalFormatOptions {
  /** BCP 47 locale for the group and decimal separators; default = the runtime's default. */
  locale?: string;
  /** Max fraction digits, rounded half-up (default 8). */
  maxDecimals?: number;
  /** Trailing zeros are trimmed down to this many fraction digits (default 0). */
  minDecimals?: number;
}

/** Options of {@link formatToken}. */
export interface TokenFormatOptions extends DecimalFormatOptions {
  /** Appended after a space, e.g. "Ѧ"; omitted = no symbol. */
  symbol?: string;
}

/** Options of {@link formatCrypto}. */
export interface CryptoFormatOptions extends DecimalFormatOptions {
  /** The native token's code (e.g. "ARK"); when `code` equals it, `tokenSymbol` is used. */
  tokenCode?: string;
  /** The native token's symbol (e.g. "Ѧ"). */
  tokenSymbol?: string;
}

/** Options of {@link formatCurrency}. */
export interface CurrencyFormatOptions {
  locale: string;
  tokenCode: string;
  tokenSymbol: string;
}

function toBig(value: Big | string | number): Big {
  return value instanceof Big ? value : new Big(value);
}

/** arktoshi (integer decimal string or Big) → token units as an exact Big (÷ 1e8). Throws on invalid input. */
export function toToken(arktoshi: string | Big): Big {
  return toBig(arktoshi).div(ARKTOSHI_PER_TOKEN);
}

interface Separators {
  decimal: string;
  minus: string;
  grouper: Intl.NumberFormat;
}

const separatorCache = new Map<string, Separators>();

function separators(locale: string | undefined): Separators {
  const key = locale ?? "";
  const cached = separatorCache.get(key);
  if (cached) return cached;
  // Latin digits so that the integer part matches the big.js fraction digits.
  const grouper = new Intl.NumberFormat(locale, {
    numberingSystem: "latn",
    maximumFractionDigits: 0,
  });
  const parts = new Intl.NumberFormat(locale, { numberingSystem: "latn" }).formatToParts(-1.5);
  const result: Separators = {
    decimal: parts.find((p) => p.type === "decimal")?.value ?? ".",
    minus: parts.find((p) => p.type === "minusSign")?.value ?? "-",
    grouper,
  };
  separatorCache.set(key, result);
  return result;
}

/**
 * Formats an exact decimal (already in display units) with locale separators, never in
 * exponential notation. Digits come from big.js; only grouping/separators come from Intl.
 */
function formatDecimal(value: Big, opts: DecimalFormatOptions = {}): string {
  const maxDecimals = Math.max(0, Math.trunc(opts.maxDecimals ?? CRYPTO_DECIMALS));
  const minDecimals = Math.min(maxDecimals, Math.max(0, Math.trunc(opts.minDecimals ?? 0)));
  const rounded = value.round(maxDecimals, ROUND_HALF_UP);
  const negative = rounded.lt(0);
  const fixed = rounded.abs().toFixed(maxDecimals);
  const [intDigits = "0", fracRaw = ""] = fixed.split(".");
  let frac = fracRaw;
  while (frac.length > minDecimals && frac.endsWith("0")) frac = frac.slice(0, -1);
  const sep = separators(opts.locale);
  // Intl formats BigInt exactly, giving the locale's grouping (incl. e.g. Indian 2-digit groups).
  const grouped = sep.grouper.format(BigInt(intDigits));
  return `${negative ? sep.minus : ""}${grouped}${frac ? sep.decimal + frac : ""}`;
}

/**
 * Formats an arktoshi amount (integer decimal string) as token units, e.g.
 * formatToken("123456789012", { locale: "en-GB", symbol: "Ѧ" }) → "1,234.56789012 Ѧ".
 * Exact for any size; up to `maxDecimals` (default 8) fraction digits, trailing zeros trimmed
 * down to `minDecimals` (default 0); negative values supported.
 */
export function formatToken(arktoshi: string, opts: TokenFormatOptions = {}): string {
  const text = formatDecimal(toToken(arktoshi), opts);
  return opts.symbol ? `${text} ${opts.symbol}` : text;
}

/** Display symbol for a crypto code: the token's symbol, Ƀ/Ξ/Ł, else the code itself. */
export function cryptoSymbol(code: string, tokenCode?: string, tokenSymbol?: string): string {
  const upper = code.toUpperCase();
  if (tokenCode && upper === tokenCode.toUpperCase()) return tokenSymbol ?? code;
  return CRYPTO_SYMBOLS[upper] ?? code;
}

/** True when `currency` is displayed as crypto (the native token, BTC, ETH or LTC). */
export function isCryptoCurrency(currency: string, tokenCode: string): boolean {
  const upper = currency.toUpperCase();
  return upper === tokenCode.toUpperCase() || upper in CRYPTO_SYMBOLS;
}

/**
 * Formats a crypto value already in whole units (NOT arktoshi) with up to 8 decimals and its
 * symbol appended after a space, e.g. formatCrypto("0.5", "BTC") → "0.5 Ƀ".
 */
export function formatCrypto(
  value: Big | string,
  code: string,
  opts: CryptoFormatOptions = {},
): string {
  const text = formatDecimal(toBig(value), opts);
  return `${text} ${cryptoSymbol(code, opts.tokenCode, opts.tokenSymbol)}`;
}

/**
 * Formats a value in `currency` units: the native token, BTC, ETH, LTC via {@link formatCrypto};
 * any other ISO 4217 code via Intl currency formatting (exact: the decimal string is passed to Intl).
 */
export function formatCurrency(
  value: Big | string,
  currency: string,
  opts: CurrencyFormatOptions,
): string {
  const big = toBig(value);
  if (isCryptoCurrency(currency, opts.tokenCode)) {
    return formatCrypto(big, currency, {
      locale: opts.locale,
      tokenCode: opts.tokenCode,
      tokenSymbol: opts.tokenSymbol,
    });
  }
  const nf = numberFormat(opts.locale, {
    style: "currency",
    currency: currency.toUpperCase(),
  });
  return nf.format(big.toFixed() as Intl.StringNumericLiteral);
}

/** Fiat value of an arktoshi amount at `rate` (fiat per whole token), exact: toToken(arktoshi) × rate. */
export function fiatValue(arktoshi: string, rate: number | string): Big {
  return toToken(arktoshi).times(toBig(rate));
}
