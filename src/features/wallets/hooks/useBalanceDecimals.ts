import { truncateMiddle } from "@/shared/format/truncate";
import { useMediaQuery } from "@/shared/hooks/useMediaQuery";

// How wallet figures adapt to the window's width. One module, so the wallet pages load them in the
// chunk they already share.

/**
 * Narrow-window threshold: balances show 2 decimals under 700 px (8 would not fit), otherwise up to
 * 8.
 */
const NARROW_WINDOW_QUERY = "(max-width: 699.98px)";

/** Max decimals of balances for the current window width. */
export function useBalanceDecimals(): number {
  return useMediaQuery(NARROW_WINDOW_QUERY) === true ? 2 : 8;
}

/** From this width a whole address fits on one line beside its buttons. */
const FULL_ADDRESS_QUERY = "(min-width: 480px)";
/** Characters of an address (or a public key) shown below 480 px: with the copy and QR buttons, one 320 px line. */
const NARROW_ADDRESS = 21;

/**
 * A wallet's address as its page shows it: whole from 480 px (and where matchMedia is missing),
 * shortened in the middle below, so it never wraps with one character alone on its last line.
 */
export function useShownAddress(address: string): string {
  const wide = useMediaQuery(FULL_ADDRESS_QUERY) ?? true;
  return wide ? address : truncateMiddle(address, NARROW_ADDRESS);
}
