import { useSyncExternalStore } from "react";

/**
 * Whether the CSS media query matches (window.matchMedia), following changes; `undefined` where
 * matchMedia is absent (tests, very old browsers), so callers can fall back to CSS-only layouts.
 */
export function useMediaQuery(query: string): boolean | undefined {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === "undefined" || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () =>
      typeof window !== "undefined" && window.matchMedia
        ? window.matchMedia(query).matches
        : undefined,
    () => undefined,
  );
}

/** The `md` breakpoint of the Tailwind theme (768 px): tables from here, cards below. */
export const WIDE_WINDOW_QUERY = "(min-width: 768px)";
