import { msg } from "@lingui/core/macro";

/**
 * The headings of the pages whose `<h1>` is a fixed text: the page renders it from here, and the
 * start script paints the same text into the static shell of a first visit before the app is in
 * (`start.ts`). One descriptor for both, so the two cannot differ: the visitor sees the page's
 * heading at the first paint, and the app's own heading, of the same text and size, replaces it
 * without a jump. A module of its own, in the start chunk: the start script reads it without the
 * shell.
 */
export const PAGE_HEADINGS = {
  blocks: msg`Blocks`,
  transactions: msg`Transactions`,
  delegates: msg`Delegates`,
  delegateMonitor: msg`Delegate monitor`,
  topWallets: msg`Top wallets`,
  watchlist: msg`Watchlist`,
  advancedSearch: msg`Advanced search`,
} as const;
