/**
 * The pricing code the app shell needs only on networks with a price service (config `priceApi`):
 * the header controls, the stats-bar market cap and the fiat formatter source. Loaded lazily, as
 * one chunk, by FiatProvider, HeaderExtras and StatsBar when `priceApi` is set (a network
 * without prices downloads none of it).
 */
import { useEffect } from "react";
import type { FiatFormatter } from "./hooks/fiat-context";
import { useFiatFormatter } from "./hooks/useFiat";

export { MarketStats } from "./components/MarketStats";
export { PricingHeader } from "./components/PricingHeader";

/**
 * Computes the fiat formatter (chosen currency × current rate) and hands each new one to
 * `onChange`; renders nothing.
 */
export function FiatSource({ onChange }: { onChange: (formatter: FiatFormatter) => void }) {
  const formatter = useFiatFormatter();
  useEffect(() => onChange(formatter), [formatter, onChange]);
  return null;
}
