import { useSyncExternalStore } from "react";

/** True while the CSS media query matches (window.matchMedia), false where matchMedia is absent. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => (typeof window !== "undefined" && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** §9 narrow-window threshold: balances show 2 decimals under 700 px, otherwise up to 8. */
export const NARROW_WINDOW_QUERY = "(max-width: 699.98px)";

/** Max decimals of balances for the current window width (§2 Top wallets, §9). */
export function useBalanceDecimals(): number {
  return useMediaQuery(NARROW_WINDOW_QUERY) ? 2 : 8;
}
