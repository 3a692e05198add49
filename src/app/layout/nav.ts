import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { paths } from "@/shared/routing/paths";

/** Menu entries, each labelled with its page title; `magistrate` ones only when enabled. */
export interface NavEntry {
  to: string;
  label: MessageDescriptor;
  magistrate?: boolean;
  /** route prefixes that mark this entry as current */
  match: string[];
  /**
   * Only in the menu panel of phones and tablets: from 1024 px the menu is one row, full in the
   * longer languages, and the entry is a link in the stats bar instead.
   */
  panelOnly?: boolean;
}

export const NAV: NavEntry[] = [
  { to: paths.home(), label: msg`Home`, match: ["/"] },
  { to: paths.blocks(), label: msg`Blocks`, match: ["/blocks", "/block/"] },
  { to: paths.transactions(), label: msg`Transactions`, match: ["/transactions", "/transaction/"] },
  { to: paths.delegates(), label: msg`Delegates`, match: ["/delegates"] },
  { to: paths.topWallets(), label: msg`Top wallets`, match: ["/top-wallets"] },
  { to: paths.watchlist(), label: msg`Watchlist`, match: ["/watchlist"] },
  { to: paths.delegateMonitor(), label: msg`Delegate monitor`, match: ["/delegate-monitor"] },
  { to: paths.statistics(), label: msg`Statistics`, match: ["/statistics"], panelOnly: true },
  { to: paths.advancedSearch(), label: msg`Advanced search`, match: ["/advanced-search"] },
  // last: they join the menu when the node's answer says it has them (after the page settled), so
  // no entry moves aside for them
  { to: paths.businesses(), label: msg`Businesses`, magistrate: true, match: ["/businesses"] },
  { to: paths.bridgechains(), label: msg`Bridgechains`, magistrate: true, match: ["/bridgechains"] },
];

export function isCurrent(entry: NavEntry, pathname: string): boolean {
  return entry.match.some((m) => (m === "/" ? pathname === "/" : pathname.startsWith(m)));
}
