import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { dayAverageQuery } from "@/features/pricing/api/pricing-queries";
import { useCurrency } from "@/features/pricing/hooks/useCurrency";
import { useNetwork } from "@/shared/network/useNetwork";
import { fiatDecimals, type CsvFiat, type DayPriceSource } from "../lib/csv-fiat";

/** The fiat value column an export may offer: its currency code and how to price its rows. */
export interface CsvFiatOffer {
  /** the chosen currency's code ("USD") */
  currency: string;
  /** the column's pricing, `notPriced` being the cell of a day without a price */
  fiat: (notPriced: string) => CsvFiat;
}

/**
 * The fiat value column of the CSV exports, in the visitor's chosen currency at the average price
 * of each row's UTC day (GET data/dayAvg through the pricing feature's day-average query: cached
 * per currency and day in memory and in localStorage, so a day is asked once). Null — no column
 * offered — when no price service is configured, the network is not the Main network (a test
 * network has no market), or the token itself is the chosen currency.
 */
export function useCsvFiat(): CsvFiatOffer | null {
  const { priceApi, token, name, isToken } = useCurrency();
  const { alias } = useNetwork();
  const queryClient = useQueryClient();
  const offered = Boolean(priceApi) && alias === "Main" && !isToken;
  const priceOfDay: DayPriceSource = useCallback(
    (unixSeconds, signal) => {
      signal.throwIfAborted();
      const price = queryClient.fetchQuery(
        dayAverageQuery(priceApi ?? "", token, name, unixSeconds),
      );
      // the query goes on for the cache when the export is cancelled; the export stops at once
      return new Promise<number | null>((resolve, reject) => {
        const onAbort = () => reject(signal.reason);
        signal.addEventListener("abort", onAbort, { once: true });
        price.then(
          (rate) => {
            signal.removeEventListener("abort", onAbort);
            resolve(rate ?? null);
          },
          (error: unknown) => {
            signal.removeEventListener("abort", onAbort);
            reject(error instanceof Error ? error : new Error(String(error)));
          },
        );
      });
    },
    [queryClient, priceApi, token, name],
  );
  if (!offered) return null;
  return {
    currency: name,
    fiat: (notPriced) => ({ priceOfDay, decimals: fiatDecimals(name, token), notPriced }),
  };
}
