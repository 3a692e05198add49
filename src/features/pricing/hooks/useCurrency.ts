import { useNetworkConfig } from "@/shared/network/NetworkContext";
import { useNetwork } from "@/shared/network/useNetwork";
import type { PriceChartOptions } from "@/shared/network/presets";
import { usePreferences } from "@/shared/preferences/store";

/** A currency the picker offers: code and display symbol. */
interface CurrencyOption {
  name: string;
  symbol: string;
}

/**
 * The currency state: the price service base URL (null = prices off),
 * the currencies offered (config `currencies` plus the token itself), the chosen one (stored
 * preference, else config `defaults.currency`, else the token) and the quote currency used for
 * the chart (the chosen one, or USD when the token itself is chosen: a chart of the token in the
 * token is a flat line).
 */
export interface CurrencyState {
  priceApi: string | null;
  token: string;
  tokenSymbol: string;
  /** the currencies offered by the picker; empty when the picker is hidden */
  options: CurrencyOption[];
  name: string;
  symbol: string;
  /** true when the chosen currency is the network's token itself (rate 1, no fiat) */
  isToken: boolean;
  /** currency the price history is quoted in */
  quote: string;
  setCurrency: (name: string, symbol: string) => void;
}

/** The network's price service base URL (config `priceApi`), or null when prices are off. */
export function usePriceApi(): string | null {
  const priceApi = useNetworkConfig().priceApi?.trim();
  return priceApi ? priceApi : null;
}

/** The currency state for the current network and preferences. */
export function useCurrency(): CurrencyState {
  const config = useNetworkConfig();
  const { token, symbol: tokenSymbol } = useNetwork();
  const storedName = usePreferences((s) => s.currencyName);
  const storedSymbol = usePreferences((s) => s.currencySymbol);
  const setCurrency = usePreferences((s) => s.setCurrency);
  const priceApi = usePriceApi();
  const configured = Object.entries(config.currencies).map(([name, symbol]) => ({
    name: name.toUpperCase(),
    symbol,
  }));
  const options: CurrencyOption[] =
    priceApi && configured.length > 0
      ? [
          { name: token, symbol: tokenSymbol },
          ...configured.filter((c) => c.name !== token.toUpperCase()),
        ]
      : [];
  const offered = (name: string | null | undefined) =>
    !!name &&
    (name.toUpperCase() === token.toUpperCase() ||
      configured.some((c) => c.name === name.toUpperCase()));
  const fallback = config.defaults.currency;
  let name = token;
  let symbol = tokenSymbol;
  if (priceApi && offered(storedName) && storedName) {
    name = storedName.toUpperCase();
    symbol = options.find((o) => o.name === name)?.symbol ?? storedSymbol ?? name;
  } else if (priceApi && offered(fallback.name)) {
    name = fallback.name.toUpperCase();
    symbol = options.find((o) => o.name === name)?.symbol ?? fallback.symbol;
  }
  const isToken =
    name.toUpperCase() === token.toUpperCase() || name === config.defaults.token.toUpperCase();
  return {
    priceApi,
    token,
    tokenSymbol,
    options,
    name: isToken ? token : name,
    symbol: isToken ? tokenSymbol : symbol,
    isToken,
    quote: isToken ? "USD" : name,
    setCurrency,
  };
}

/**
 * The price chart options (`{enabled, period, type}`): the stored ones, else the config defaults.
 */
export function useChartOptions(): [PriceChartOptions, (o: PriceChartOptions) => void] {
  const config = useNetworkConfig();
  const stored = usePreferences((s) => s.priceChartOptions);
  const set = usePreferences((s) => s.setPriceChartOptions);
  return [stored ?? config.defaults.priceChartOptions, set];
}
