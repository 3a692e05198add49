/**
 * Every in-app path, built in one place. Paths are hash paths (`/blocks/2`, no `#`): the app is
 * served as static files under any subpath, so the route lives in the URL's fragment. Every
 * segment that comes from the chain or the URL is URL-encoded here, so callers pass raw ids.
 *
 * `search` arguments take a query string with or without its leading `?` (`sort=height:asc`,
 * `?type=0`), or URLSearchParams; an empty one adds nothing.
 */

import type { WalletTab } from "@/shared/preferences/store";

const enc = encodeURIComponent;

/** `?a=b` from a query string or URLSearchParams; "" when empty. */
function query(search?: string | URLSearchParams): string {
  const text = typeof search === "string" ? search.replace(/^\?/, "") : (search?.toString() ?? "");
  return text ? `?${text}` : "";
}

export const paths = {
  home: () => "/",
  /** A page of every block (1-based). */
  blocks: (page = 1, search?: string | URLSearchParams) => `/blocks/${page}${query(search)}`,
  /** A block by id or height. */
  block: (id: string) => `/block/${enc(id)}`,
  /** A page of one block's transactions. */
  blockTransactions: (id: string, page = 1) => `/block/${enc(id)}/transactions/${page}`,
  /** A page of every transaction (`search` carries the type filter and the table state). */
  transactions: (page = 1, search?: string | URLSearchParams) => `/transactions/${page}${query(search)}`,
  transaction: (id: string) => `/transaction/${enc(id)}`,
  /** A wallet by address, public key or delegate username. */
  wallet: (address: string) => `/wallets/${enc(address)}`,
  walletTransactions: (address: string, tab: WalletTab, page = 1, search?: string | URLSearchParams) =>
    `/wallets/${enc(address)}/transactions/${enc(tab)}/${page}${query(search)}`,
  walletVoters: (address: string, page = 1) => `/wallets/${enc(address)}/voters/${page}`,
  walletBlocks: (address: string, page = 1, search?: string | URLSearchParams) =>
    `/wallets/${enc(address)}/blocks/${page}${query(search)}`,
  topWallets: (page = 1) => `/top-wallets/${page}`,
  watchlist: () => "/watchlist",
  /** The monitor; `search` carries its tab and page (`tab=standby&page=2`). */
  delegateMonitor: (search?: string | URLSearchParams) => `/delegate-monitor${query(search)}`,
  delegates: (page = 1, search?: string | URLSearchParams) => `/delegates/${page}${query(search)}`,
  resignedDelegates: (page = 1, search?: string | URLSearchParams) => `/delegates/resigned/${page}${query(search)}`,
  businesses: (page = 1, search?: string | URLSearchParams) => `/businesses/${page}${query(search)}`,
  bridgechains: (page = 1, search?: string | URLSearchParams) => `/bridgechains/${page}${query(search)}`,
  advancedSearch: (page = 1, search?: string | URLSearchParams) => `/advanced-search/${page}${query(search)}`,
  notFound: () => "/404",
} as const;
