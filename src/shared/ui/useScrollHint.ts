import { useEffect, useState, type RefObject } from "react";

/** Which ends of a horizontally scrolling row hide content: start (left) and end (right). */
export interface ScrollHint {
  start: boolean;
  end: boolean;
}

const NONE: ScrollHint = { start: false, end: false };

/**
 * Which ends of a scroll box hide content, from its `scrollLeft`, `scrollWidth` and `clientWidth`
 * (CSS px; a 1 px tolerance for sub-pixel widths). A right-to-left box scrolls to negative
 * `scrollLeft`: its start is then the right end.
 */
export function scrollHintOf(
  scrollLeft: number,
  scrollWidth: number,
  clientWidth: number,
): ScrollHint {
  const hidden = scrollWidth - clientWidth;
  if (hidden <= 1) return NONE;
  const x = Math.abs(scrollLeft);
  return { start: x > 1, end: x < hidden - 1 };
}

/**
 * Follows which ends of the horizontally scrolling element `ref` hide content (on scroll and
 * resize), so the caller can fade that end and show an arrow: a row of tabs wider than a phone
 * otherwise hides its last tabs without a hint. `deps` re-measure when the content changes.
 */
export function useScrollHint(
  ref: RefObject<HTMLElement | null>,
  deps: readonly unknown[],
): ScrollHint {
  const [hint, setHint] = useState<ScrollHint>(NONE);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const next = scrollHintOf(el.scrollLeft, el.scrollWidth, el.clientWidth);
      setHint((prev) => (prev.start === next.start && prev.end === next.end ? prev : next));
    };
    el.addEventListener("scroll", update, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(update);
    // a ResizeObserver reports once as soon as it observes, after the browser's own layout; a
    // measure here would force that layout in the middle of the commit (tens of ms on a phone
    // with a page of table rows)
    if (observer) observer.observe(el);
    else update();
    return () => {
      el.removeEventListener("scroll", update);
      observer?.disconnect();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's content deps
  }, [ref, ...deps]);
  return hint;
}
