import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/** Menu entries, each labelled with its page title; `magistrate` ones only when enabled. */
export interface NavEntry {
  to: string;
  label: MessageDescriptor;
  magistrate?: boolean;
  /** route prefixes that mark this entry as current */
  match: string[];
}

export const NAV: NavEntry[] = [
  { to: "/", label: msg`Home`, match: ["/"] },
  { to: "/blocks/1", label: msg`Blocks`, match: ["/blocks", "/block/"] },
  { to: "/transactions/1", label: msg`Transactions`, match: ["/transactions", "/transaction/"] },
  { to: "/delegates/1", label: msg`Delegates`, match: ["/delegates"] },
  { to: "/top-wallets/1", label: msg`Top wallets`, match: ["/top-wallets"] },
  { to: "/watchlist", label: msg`Watchlist`, match: ["/watchlist"] },
  { to: "/delegate-monitor", label: msg`Delegate monitor`, match: ["/delegate-monitor"] },
  { to: "/businesses/1", label: msg`Businesses`, magistrate: true, match: ["/businesses"] },
  { to: "/bridgechains/1", label: msg`Bridgechains`, magistrate: true, match: ["/bridgechains"] },
  { to: "/advanced-search/1", label: msg`Advanced search`, match: ["/advanced-search"] },
];

export function isCurrent(entry: NavEntry, pathname: string): boolean {
  return entry.match.some((m) => (m === "/" ? pathname === "/" : pathname.startsWith(m)));
}
