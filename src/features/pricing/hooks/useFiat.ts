import { useLingui } from "@lingui/react";
import { createContext, createElement, useCallback, useContext, useDeferredValue, type ReactNode } from "react";
import { fiatValue, formatCurrency } from "@/shared/format/amount";
import { useCurrency } from "./useCurrency";
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
 * Fiat value of arktoshi amounts in the visitor's chosen currency (§2 Amount cell tooltip,
 * wallet balance, §9 currency display). Returns a formatter `(arktoshi) => string | null`;
 * null when prices are off (no price service configured), the token itself is chosen, or no
 * rate is known yet. Native token, BTC, ETH, LTC: up to 8 decimals and Ѧ/Ƀ/Ξ/Ł; others: Intl.
 * CONTRACT for other features. Reads the formatter computed once by {@link FiatProvider} (so a
 * table of hundreds of amount cells does not run hundreds of currency/rate hooks); without the
 * provider there is no fiat value.
 */
export function useFiat(): (arktoshi: string) => string | null {
  return useContext(FiatContext);
}

type FiatFormatter = (arktoshi: string) => string | null;
const NO_FIAT: FiatFormatter = () => null;
const FiatContext = createContext<FiatFormatter>(NO_FIAT);

/**
 * Computes the fiat formatter once for the whole app (mounted in src/app/App.tsx). The value is
 * deferred: when a rate arrives, the amount cells re-render in an interruptible background
 * render, not in one long task (issue 12).
 */
export function FiatProvider({ children }: { children: ReactNode }) {
  const formatter = useDeferredValue(useFiatFormatter(true));
  return createElement(FiatContext.Provider, { value: formatter }, children);
}

function useFiatFormatter(active: boolean): FiatFormatter {
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
  return active && effective !== null ? formatter : NO_FIAT;
}

/**
 * Fiat value of a transaction's amounts at the average price of its UTC day (§7: GET data/dayAvg
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
