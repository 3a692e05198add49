import { useDeferredValue } from "react";

/**
 * False in a component's first render, then true in a deferred, interruptible re-render that React
 * starts once that first render is on screen (`useDeferredValue` with an initial value). A page
 * renders its top (heading and main facts) with the first value and what lies below the first
 * screen (long tables, history, charts) with the second: a click or a first visit shows the
 * page's identity one commit earlier instead of after the whole page was built.
 */
export function useTopFirst(): boolean {
  return useDeferredValue(true, false);
}
