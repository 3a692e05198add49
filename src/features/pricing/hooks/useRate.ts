import { useQuery } from "@tanstack/react-query";
import { useNetwork } from "@/shared/network/useNetwork";
import { dayAverageQuery, polledRateQuery, rateQuery } from "../api/pricing-queries";
import { useCurrency } from "./useCurrency";

/**
 * The price of one whole token in the chosen currency (GET data/price; the header's
 * {@link usePriceBootstrap} refreshes it every 5 min).
 * 1 when the token itself is chosen; null when prices are off or no rate is known (yet or after a
 * failed call — failures are only logged, a missing price is never an error on the page).
 */
export function useRate(): number | null {
  const { priceApi, token, name, isToken } = useCurrency();
  const query = useQuery({
    ...rateQuery(priceApi ?? "", token, name),
    enabled: !!priceApi && !isToken,
  });
  if (!priceApi) return null;
  if (isToken) return 1;
  return query.data ?? null;
}

/**
 * Start-up price calls: the rate for the selected currency code and, for a listed main
 * network, the token's price in the quote currency (USD when the token itself is chosen).
 * Both refresh every 5 minutes while mounted; mount once in the app shell (the header does).
 */
export function usePriceBootstrap(): void {
  const { priceApi, token, name, isToken, quote } = useCurrency();
  const { isListed } = useNetwork();
  useQuery({ ...polledRateQuery(priceApi ?? "", token, name), enabled: !!priceApi && !isToken });
  useQuery({
    ...polledRateQuery(priceApi ?? "", token, quote),
    enabled: !!priceApi && isListed && isToken,
  });
}

/**
 * The average price of the token on the UTC day of `unixSeconds` in the chosen currency
 * (GET data/dayAvg): only for the Main network alias (test networks have no market) and a currency
 * other than the token; null otherwise, while loading, or when the service has none or fails.
 */
export function useDayAverage(unixSeconds: number | null | undefined): number | null {
  const { priceApi, token, name, isToken } = useCurrency();
  const { alias } = useNetwork();
  const active =
    !!priceApi &&
    alias === "Main" &&
    !isToken &&
    typeof unixSeconds === "number" &&
    unixSeconds > 0;
  const query = useQuery({
    ...dayAverageQuery(priceApi ?? "", token, name, active ? unixSeconds : 0),
    enabled: active,
  });
  return active ? (query.data ?? null) : null;
}
