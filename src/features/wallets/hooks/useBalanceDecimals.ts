import { useMediaQuery } from "@/shared/hooks/useMediaQuery";

/**
 * Narrow-window threshold: balances show 2 decimals under 700 px (8 would not fit), otherwise up to
 * 8.
 */
const NARROW_WINDOW_QUERY = "(max-width: 699.98px)";

/** Max decimals of balances for the current window width. */
export function useBalanceDecimals(): number {
  return useMediaQuery(NARROW_WINDOW_QUERY) === true ? 2 : 8;
}
