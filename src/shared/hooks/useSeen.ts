import { useEffect, useState, type RefObject } from "react";

/**
 * Whether the element of `ref` has come into the viewport once (true for good after that; true at
 * once where IntersectionObserver is missing): a section's requests start only for a visitor who
 * scrolls to it, never on the page's first visit.
 */
export function useSeen(ref: RefObject<HTMLElement | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === "undefined") {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setSeen(true);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
