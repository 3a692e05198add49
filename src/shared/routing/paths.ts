/**
 * Every in-app path, built in one place. Paths are hash paths (`/blocks/2`, no `#`): the app is
 * served as static files under any subpath, so the route lives in the URL's fragment. Every
 * segment that comes from the chain or the URL is URL-encoded here, so callers pass raw ids.
 *
 * `search` arguments take a query string with or without its leading `?` (`sort=height:asc`,
 * `?type=vote`), URLSearchParams, or the parameters by name (`{ type: "vote" }`; undefined ones are
 * left out); an empty one adds nothing. A list's filter lives in its query string, never in the
 * preferences, so a shared or reloaded URL shows the same list. Stable parameter names: `type`
 * (transaction type filter, e.g. `vote`), `sort` (`column:asc|desc`), `limit` (rows per page),
 * `tab` and `page` (delegate monitor), `rounds` (the monitor's history, the missed blocks' window),
 * `delegate` (the votes list's delegate).
 */

/**
 * The tabs of a wallet's transactions, in its URL (`/wallets/{address}/transactions/{tab}/{page}`);
 * `votes`: a delegate's votes received and lost.
 */
export type WalletTab = "all" | "sent" | "received" | "locks" | "votes";

type Search = string | URLSearchParams | Readonly<Record<string, string | undefined>>;

/**
 * One URL-encoded path segment. A segment of only dots ("." or "..") is a relative step to the
 * router, which would resolve `/wallets/..` to `/` (home, not the wallet's not-found message), so
 * its dots are encoded too.
 */
const enc = (segment: string): string =>
  /^\.+$/.test(segment) ? segment.replace(/\./g, "%2E") : encodeURIComponent(segment);

/** `?a=b` from a query string, URLSearchParams or parameters by name; "" when empty. */
function query(search?: Search): string {
  let text: string;
  if (search === undefined) text = "";
  else if (typeof search === "string") text = search.replace(/^\?/, "");
  else if (search instanceof URLSearchParams) text = search.toString();
  else
    text = new URLSearchParams(
      Object.entries(search).filter((e): e is [string, string] => e[1] !== undefined),
    ).toString();
  return text ? `?${text}` : "";
}

export const paths = {
  /** Home; `search` carries the latest transactions' type filter (`type=vote`). */
  home: (search?: Search) => `/${query(search)}`,
  /** A page of every block (1-based). */
  blocks: (page = 1, search?: Search) => `/blocks/${page}${query(search)}`,
  /** A block by id or height. */
  block: (id: string) => `/block/${enc(id)}`,
  /** A page of one block's transactions. */
  blockTransactions: (id: string, page = 1, search?: Search) =>
    `/block/${enc(id)}/transactions/${page}${query(search)}`,
  /** A page of every transaction (`search` carries the type filter and the table state). */
  transactions: (page = 1, search?: Search) => `/transactions/${page}${query(search)}`,
  transaction: (id: string) => `/transaction/${enc(id)}`,
  /** A lock's page (facts and timeline) by the lock transaction's id. */
  lock: (id: string) => `/lock/${enc(id)}`,
  /** A business's page (facts and timeline) by the id the businesses list gives it. */
  business: (id: string) => `/business/${enc(id)}`,
  /** A bridgechain's page (facts and timeline) by the id the bridgechains list gives it. */
  bridgechain: (id: string) => `/bridgechain/${enc(id)}`,
  /** A wallet by address, public key or delegate username. */
  wallet: (address: string) => `/wallets/${enc(address)}`,
  walletTransactions: (address: string, tab: WalletTab, page = 1, search?: Search) =>
    `/wallets/${enc(address)}/transactions/${enc(tab)}/${page}${query(search)}`,
  walletVoters: (address: string, page = 1) => `/wallets/${enc(address)}/voters/${page}`,
  walletBlocks: (address: string, page = 1, search?: Search) =>
    `/wallets/${enc(address)}/blocks/${page}${query(search)}`,
  topWallets: (page = 1) => `/top-wallets/${page}`,
  watchlist: () => "/watchlist",
  /** The monitor; `search` carries its tab and page (`tab=standby&page=2`). */
  delegateMonitor: (search?: Search) => `/delegate-monitor${query(search)}`,
  /** The missed slots of the last complete rounds; `search` carries the window (`rounds=25`). */
  missedBlocks: (search?: Search) => `/missed-blocks${query(search)}`,
  /** A page of the active delegates (ranks 1 … the network's active delegate count), the list's first tab. */
  delegates: (page = 1, search?: Search) => `/delegates/${page}${query(search)}`,
  /**
   * A page of the newest votes, unvotes and switches; `search` carries the delegate filter
   * (`delegate=genesis_1`: a username, an address or a public key).
   */
  votes: (page = 1, search?: Search) => `/votes/${page}${query(search)}`,
  /** A page of the standby delegates (every rank after the active ones). */
  standbyDelegates: (page = 1, search?: Search) => `/delegates/standby/${page}${query(search)}`,
  resignedDelegates: (page = 1, search?: Search) => `/delegates/resigned/${page}${query(search)}`,
  businesses: (page = 1, search?: Search) => `/businesses/${page}${query(search)}`,
  bridgechains: (page = 1, search?: Search) => `/bridgechains/${page}${query(search)}`,
  advancedSearch: (page = 1, search?: Search) => `/advanced-search/${page}${query(search)}`,
  /** The header search's results: every match of the text, grouped by kind. */
  search: (text: string) => `/search/${enc(text)}`,
  /** Network statistics; `period` is `24h`, `7d` or `30d` (none: the page's default). */
  statistics: (period?: string) => `/statistics${query({ period })}`,
  notFound: () => "/404",
} as const;
