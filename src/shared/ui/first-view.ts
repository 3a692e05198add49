/**
 * Whether the app is still drawing its first page (a first visit, until that page settled). Only
 * then do tables and the delegate monitor mount with a skeleton and draw cached data one render
 * later, so the heading paints first (the first visit's largest paint); after a click the rows
 * show in the first render, as soon as possible.
 */
let firstView = true;

/** True until {@link endFirstView}. */
export const isFirstView = (): boolean => firstView;

/** Called once the first page settled (src/app/main.tsx). */
export function endFirstView(): void {
  firstView = false;
}
