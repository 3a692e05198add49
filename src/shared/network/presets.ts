/**
 * Network presets in the format of the operator's config.json (fields in README.md): mainnet
 * (alias Main), devnet (Development) and the local testnet (Testnet Local).
 * The build embeds all three; `VITE_NETWORK` picks the default, `config.json` overrides it.
 */
export type PresetName = "mainnet" | "devnet" | "testnet";

export interface Link {
  label: string;
  url: string;
}

export interface PriceChartOptions {
  enabled: boolean;
  period: "day" | "week" | "month" | "quarter" | "year" | "all";
  type: "price" | "volume";
}

export interface NetworkConfig {
  network: PresetName;
  title: string;
  /** ARK Core public API base URL, ending in /api */
  server: string;
  alias: string;
  activeDelegates: number;
  rewardOffset: number;
  /** currency code → symbol offered by the currency picker; {} hides it */
  currencies: Record<string, string>;
  /** URL of a JSON object address → name, an inline object, or null */
  knownWallets: string | Record<string, string> | null;
  /** base URL of a CryptoCompare-compatible price service, or null (prices off) */
  priceApi: string | null;
  defaults: {
    token: string;
    symbol: string;
    currency: { name: string; symbol: string };
    priceChartOptions: PriceChartOptions;
  };
  footerLinks: Link[];
  socialLinks: Link[];
  /** per-request time-out of API calls in milliseconds (default 10000) */
  apiTimeout?: number;
}

/**
 * Currencies offered by default (code → symbol): AUD BRL BTC CAD CHF CNY ETH EUR GBP JPY KRW LTC
 * NZD RUB USD.
 */
const CURRENCIES: Record<string, string> = {
  AUD: "A$",
  BRL: "R$",
  BTC: "Ƀ",
  CAD: "C$",
  CHF: "CHF",
  CNY: "¥",
  ETH: "Ξ",
  EUR: "€",
  GBP: "£",
  JPY: "¥",
  KRW: "₩",
  LTC: "Ł",
  NZD: "NZ$",
  RUB: "₽",
  USD: "$",
};

const arkLinks = {
  footerLinks: [
    { label: "ARK", url: "https://ark.io" },
    { label: "GitHub", url: "https://github.com/ArkEcosystem" },
  ],
  socialLinks: [
    { label: "X", url: "https://x.com/ArkEcosystem" },
    { label: "YouTube", url: "https://www.youtube.com/c/arkecosystem" },
    { label: "Reddit", url: "https://www.reddit.com/r/ArkEcosystem" },
  ],
};

const chartDefaults: PriceChartOptions = { enabled: true, period: "day", type: "price" };

export const PRESETS: Record<PresetName, NetworkConfig> = {
  mainnet: {
    network: "mainnet",
    title: "ARK Explorer",
    server: "https://api.ark.io/api",
    alias: "Main",
    activeDelegates: 51,
    rewardOffset: 75600,
    currencies: CURRENCIES,
    knownWallets:
      "https://raw.githubusercontent.com/ArkEcosystem/common/master/mainnet/known-wallets-extended.json",
    priceApi: "https://min-api.cryptocompare.com",
    defaults: {
      token: "ARK",
      symbol: "Ѧ",
      currency: { name: "USD", symbol: "$" },
      priceChartOptions: chartDefaults,
    },
    ...arkLinks,
  },
  devnet: {
    network: "devnet",
    title: "ARK Devnet Explorer",
    server: "https://dapi.ark.io/api",
    alias: "Development",
    activeDelegates: 51,
    rewardOffset: 75600,
    currencies: {},
    knownWallets:
      "https://raw.githubusercontent.com/ArkEcosystem/common/master/devnet/known-wallets-extended.json",
    priceApi: null,
    defaults: {
      token: "DARK",
      symbol: "DѦ",
      currency: { name: "DARK", symbol: "DѦ" },
      priceChartOptions: { ...chartDefaults, enabled: false },
    },
    ...arkLinks,
  },
  testnet: {
    network: "testnet",
    title: "ARK Testnet Explorer",
    server: "http://127.0.0.1:4003/api",
    alias: "Testnet Local",
    activeDelegates: 51,
    rewardOffset: 75600,
    currencies: {},
    knownWallets: null,
    priceApi: null,
    defaults: {
      token: "TARK",
      symbol: "TѦ",
      currency: { name: "TARK", symbol: "TѦ" },
      priceChartOptions: { ...chartDefaults, enabled: false },
    },
    ...arkLinks,
  },
};

export function isPresetName(v: unknown): v is PresetName {
  return v === "mainnet" || v === "devnet" || v === "testnet";
}
