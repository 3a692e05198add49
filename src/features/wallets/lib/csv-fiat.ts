import Big from "big.js";
import { isCryptoCurrency, toToken } from "@/shared/format/amount";
import { isAbortError, type ExportPage } from "./csv-export";

/**
 * The price of one whole token in the export's currency on the UTC day holding `unixSeconds`
 * (the price service's day average), null when the service has none. Rejects with an AbortError
 * when `signal` aborts; any other rejection counts as "no price".
 */
export type DayPriceSource = (unixSeconds: number, signal: AbortSignal) => Promise<number | null>;

/** A fiat value column: where its day prices come from and how its cells read. */
export interface CsvFiat {
  priceOfDay: DayPriceSource;
  /** fraction digits of the currency (see {@link fiatDecimals}) */
  decimals: number;
  /** the cell of a row the service has no price for ("not priced", in the reader's language) */
  notPriced: string;
}

const DAY_SECONDS = 86_400;

/**
 * Day prices of an export, asked once per UTC day (the source behind it, the pricing feature's
 * day-average query, also caches them across exports and visits). Days are asked one after
 * another: the price service takes one call at a time anyway.
 */
export class DayPrices {
  private readonly days = new Map<number, number | null>();
  constructor(private readonly source: DayPriceSource) {}

  /**
   * Asks the days of `times` (unix seconds) not known yet. A failed day is "not priced" (null);
   * rejects only with an AbortError once `signal` aborts.
   */
  async load(times: Iterable<number | undefined>, signal: AbortSignal): Promise<void> {
    const wanted = new Set<number>();
    for (const unix of times) {
      if (unix === undefined || !Number.isFinite(unix)) continue;
      const day = Math.floor(unix / DAY_SECONDS);
      if (!this.days.has(day)) wanted.add(day);
    }
    for (const day of wanted) {
      signal.throwIfAborted();
      let rate: number | null;
      try {
        rate = await this.source(day * DAY_SECONDS, signal);
      } catch (error) {
        if (signal.aborted || isAbortError(error)) throw error;
        rate = null;
      }
      this.days.set(day, rate !== null && Number.isFinite(rate) && rate > 0 ? rate : null);
    }
  }

  /** The rate of the UTC day holding `unixSeconds`: null for "not priced", undefined if not loaded. */
  rateAt(unixSeconds: number | undefined): number | null | undefined {
    if (unixSeconds === undefined) return null;
    return this.days.get(Math.floor(unixSeconds / DAY_SECONDS));
  }
}

/**
 * Wraps an export's page source so that the day prices of every page's rows (`timeOf`: a row's
 * unix seconds) are known before the page is written.
 */
export function withDayPrices<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<ExportPage<T>>,
  prices: DayPrices,
  timeOf: (row: T) => number | undefined,
): (page: number, signal: AbortSignal) => Promise<ExportPage<T>> {
  return async (page, signal) => {
    const answer = await fetchPage(page, signal);
    await prices.load(answer.rows.map(timeOf), signal);
    return answer;
  };
}

/**
 * Fraction digits of a value in `currency`: 8 for the token and the crypto currencies (BTC, ETH,
 * LTC), else the currency's own (Intl: 2 for USD and EUR, 0 for JPY), 2 for a code Intl does not know.
 */
export function fiatDecimals(currency: string, tokenCode: string): number {
  if (isCryptoCurrency(currency, tokenCode)) return 8;
  try {
    return (
      new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/**
 * The fiat value cell of `arktoshi` at `rate` (one whole token in the currency): a plain decimal
 * with `decimals` fraction digits, rounded half-up; `notPriced` when there is no rate.
 */
export function fiatCell(
  arktoshi: string,
  rate: number | null | undefined,
  decimals: number,
  notPriced: string,
): string {
  if (rate === null || rate === undefined) return notPriced;
  return toToken(arktoshi).times(new Big(rate)).round(decimals, 1).toFixed(decimals);
}
