import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { fiatValue, formatCurrency } from "@/shared/format/amount";
import { useCurrency } from "./useCurrency";
import { NO_FIAT, type FiatFormatter } from "./fiat-context";
import { useDayAverage, useRate } from "./useRate";

/** Formats arktoshi at `rate` in `currency`; null when there is nothing to show. */
export function makeFiatFormatter(
  rate: number | null,
  currency: string,
  opts: { locale: string; tokenCode: string; tokenSymbol: string },
): (arktoshi: string) => string | null {
  return (arktoshi: string) => {
    if (rate === null) return null;
    try {
      return formatCurrency(fiatValue(arktoshi, rate), currency, opts);
    } catch {
      return null;
    }
  };
}

/**
 * The fiat formatter of the visitor's chosen currency and the current rate, computed once for the
 * whole app by FiatSource (loaded only on networks with prices) and served by {@link FiatProvider}
 * through {@link useFiat}. No rate yet, or the token itself chosen → the formatter that shows nothing.
 */
export function useFiatFormatter(): FiatFormatter {
  const { i18n } = useLingui();
  const { name, isToken, token, tokenSymbol } = useCurrency();
  const rate = useRate();
  const effective = isToken ? null : rate;
  const locale = i18n.locale;
  const formatter = useCallback(
    (arktoshi: string) =>
      makeFiatFormatter(effective, name, { locale, tokenCode: token, tokenSymbol })(arktoshi),
    [effective, name, locale, token, tokenSymbol],
  );
  return effective !== null ? formatter : NO_FIAT;
}

/**
 * Fiat value of a transaction's amounts at the average price of its UTC day (GET data/dayAvg
 * at the end of that day, Main network only, cached per currency and day in memory and
 * localStorage). `unixTimestamp` = the transaction's unix seconds. Same formatter contract as
 * {@link useFiat}: null when prices are off, not the Main network, the token is chosen, or no
 * day average is known.
 */
export function useTransactionPrice(
  unixTimestamp: number | null | undefined,
): (arktoshi: string) => string | null {
  const { i18n } = useLingui();
  const { name, token, tokenSymbol } = useCurrency();
  const rate = useDayAverage(unixTimestamp);
  const locale = i18n.locale;
  return useCallback(
    (arktoshi: string) =>
      makeFiatFormatter(rate, name, { locale, tokenCode: token, tokenSymbol })(arktoshi),
    [rate, name, locale, token, tokenSymbol],
  );
}
