import { createContext, useContext } from "react";

/** Formats an arktoshi amount in the chosen fiat currency; null when there is nothing to show. */
export type FiatFormatter = (arktoshi: string) => string | null;

/** The formatter that shows nothing: prices off, the token itself chosen, or no rate yet. */
export const NO_FIAT: FiatFormatter = () => null;

/** Context of the app's one fiat formatter (provided by FiatProvider, src/app/App.tsx). */
export const FiatContext = createContext<FiatFormatter>(NO_FIAT);

/**
 * Fiat value of arktoshi amounts in the visitor's chosen currency (amount cell tooltips,
 * wallet balance). Returns a formatter `(arktoshi) => string | null`;
 * null when prices are off (no price service configured), the token itself is chosen, or no
 * rate is known yet. Native token, BTC, ETH, LTC: up to 8 decimals and Ѧ/Ƀ/Ξ/Ł; others: Intl.
 * CONTRACT for other features. Reads the formatter computed once by FiatProvider (so a table of
 * hundreds of amount cells does not run hundreds of currency/rate hooks); without the provider
 * there is no fiat value. This module holds no price code: importing it costs a few bytes.
 */
export function useFiat(): FiatFormatter {
  return useContext(FiatContext);
}
