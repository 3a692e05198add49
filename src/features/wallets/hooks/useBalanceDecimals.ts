import { useMediaQuery } from "@/shared/hooks/useMediaQuery";

/** §9 narrow-window threshold: balances show 2 decimals under 700 px, otherwise up to 8. */
export const NARROW_WINDOW_QUERY = "(max-width: 699.98px)";

/** Max decimals of balances for the current window width (§2 Top wallets, §9). */
export function useBalanceDecimals(): number {
  return useMediaQuery(NARROW_WINDOW_QUERY) === true ? 2 : 8;
}
