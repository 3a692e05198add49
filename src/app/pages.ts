import type { ComponentType } from "react";

/** A page module: its `Component` export is the page. */
export type PageModule = { Component: ComponentType };

/**
 * The page modules, each its own chunk, by name: the route table imports them lazily, the start
 * script (`start.ts`) starts the current one before the app's shell is in, and the router
 * preloads the likely next ones in idle time. Kept in a module of its own (not in the router's),
 * so the start script and the shell share one copy of it and of its preload lists.
 */
const PAGES = {
  home: () => import("@/features/home/pages/HomePage"),
  blocks: () => import("@/features/blocks/pages/BlocksPage"),
  block: () => import("@/features/blocks/pages/BlockPage"),
  blockTransactions: () => import("@/features/transactions/pages/BlockTransactionsPage"),
  transactions: () => import("@/features/transactions/pages/TransactionsPage"),
  transaction: () => import("@/features/transactions/pages/TransactionPage"),
  lock: () => import("@/features/locks/pages/LockPage"),
  wallet: () => import("@/features/wallets/pages/WalletPage"),
  walletVoters: () => import("@/features/wallets/pages/WalletVotersPage"),
  walletBlocks: () => import("@/features/wallets/pages/WalletBlocksPage"),
  topWallets: () => import("@/features/wallets/pages/TopWalletsPage"),
  watchlist: () => import("@/features/wallets/pages/WatchlistPage"),
  delegateMonitor: () => import("@/features/delegates/pages/DelegateMonitorPage"),
  delegates: () => import("@/features/delegates/pages/DelegatesPage"),
  resignedDelegates: () => import("@/features/delegates/pages/ResignedDelegatesPage"),
  standbyDelegates: () => import("@/features/delegates/pages/StandbyDelegatesPage"),
  businesses: () => import("@/features/magistrate/pages/BusinessesPage"),
  bridgechains: () => import("@/features/magistrate/pages/BridgechainsPage"),
  magistrateItem: () => import("@/features/magistrate/pages/MagistrateItemPage"),
  advancedSearch: () => import("@/features/search/pages/AdvancedSearchPage"),
  searchResults: () => import("@/features/search/pages/SearchResultsPage"),
  statistics: () => import("@/features/statistics/pages/StatisticsPage"),
  notFound: () => import("./layout/NotFoundPage"),
} satisfies Record<string, () => Promise<PageModule>>;
export type PageName = keyof typeof PAGES;

/**
 * The paths that show a page, with the page each shows (the route table adds their data functions;
 * paths without a page of their own are redirects there). A `:page` segment is a page number
 * (digits: anything else is the 404 page).
 */
export const PAGE_PATHS: readonly (readonly [path: string, page: PageName])[] = [
  ["/", "home"],
  ["/blocks/:page", "blocks"],
  ["/block/:id", "block"],
  ["/block/:id/transactions/:page", "blockTransactions"],
  ["/transactions/:page", "transactions"],
  ["/transaction/:id", "transaction"],
  ["/lock/:id", "lock"],
  ["/wallets/:address", "wallet"],
  ["/wallets/:address/voters/:page", "walletVoters"],
  ["/wallets/:address/blocks/:page", "walletBlocks"],
  ["/wallets/:address/transactions/:type/:page", "wallet"],
  ["/top-wallets/:page", "topWallets"],
  ["/watchlist", "watchlist"],
  ["/delegate-monitor", "delegateMonitor"],
  ["/delegates/resigned/:page", "resignedDelegates"],
  ["/delegates/standby/:page", "standbyDelegates"],
  ["/delegates/:page", "delegates"],
  ["/businesses/:page", "businesses"],
  ["/bridgechains/:page", "bridgechains"],
  ["/business/:id", "magistrateItem"],
  ["/bridgechain/:id", "magistrateItem"],
  ["/advanced-search", "advancedSearch"],
  ["/advanced-search/:page", "advancedSearch"],
  ["/search/:query", "searchResults"],
  ["/statistics", "statistics"],
  ["/404", "notFound"],
];

/**
 * The paths without a page of their own (a list without its page number, legacy aliases), with the
 * page the route table redirects each to (the router's table gives every one its target path).
 */
export const REDIRECT_PATHS = [
  ["/blocks", "blocks"],
  ["/block/:id/transactions", "blockTransactions"],
  ["/transactions", "transactions"],
  ["/tx/:id", "transaction"],
  ["/wallets/:address/voters", "walletVoters"],
  ["/wallets/:address/blocks", "walletBlocks"],
  ["/wallets/:address/transactions", "wallet"],
  ["/wallets/:address/transactions/:type", "wallet"],
  ["/top-wallets", "topWallets"],
  ["/address/:address", "wallet"],
  ["/topAccounts", "topWallets"],
  ["/delegateMonitor", "delegateMonitor"],
  ["/delegates", "delegates"],
  ["/delegates/resigned", "resignedDelegates"],
  ["/delegates/standby", "standbyDelegates"],
  ["/businesses", "businesses"],
  ["/bridgechains", "bridgechains"],
] as const satisfies readonly (readonly [path: string, page: PageName])[];
export type RedirectPath = (typeof REDIRECT_PATHS)[number][0];

/**
 * The page a path shows (`/wallets/A…/voters/2` → `walletVoters`), the one a redirect path leads to
 * (`/blocks` → `blocks`), or undefined for an unknown path or a page number that is not digits.
 * Like the router, a static segment wins over a parameter (`/delegates/standby/1` is the standby
 * list, not page "standby" of the delegates). Only the start script uses it, to guess the page
 * before the router is in: a wrong guess costs a download, never a wrong page (the router decides).
 */
export function pageOfPath(path: string): PageName | undefined {
  const segments = path.split("/").filter(Boolean);
  let best: { page: PageName; statics: number } | undefined;
  for (const [pattern, page] of [...PAGE_PATHS, ...REDIRECT_PATHS]) {
    const parts = pattern.split("/").filter(Boolean);
    if (parts.length !== segments.length) continue;
    let statics = 0;
    const matches = parts.every((part, i) => {
      const segment = segments[i] ?? "";
      if (part === ":page") return /^\d+$/.test(segment);
      if (part.startsWith(":")) return segment !== "";
      statics++;
      return part === segment;
    });
    if (matches && (!best || statics > best.statics)) best = { page, statics };
  }
  return best?.page;
}

/** The page modules loading or loaded, by name (a failed load is forgotten: the next call retries). */
const loading = new Map<PageName, Promise<PageModule>>();
/** The page modules loaded, by name. */
const loaded = new Map<PageName, PageModule>();

/**
 * A page's module: imported once (the start script's, a preload's and the route's calls share
 * one load). A loaded module comes back in an already resolved promise: the browser resolves an
 * `import()` of a module it already has in a task of its own, queued behind whatever the main
 * thread has to do, and a click on a preloaded page would wait for it (20-40 ms measured on a
 * desktop right after a click). Rejects when the chunk cannot be loaded.
 */
export function loadPage(name: PageName): Promise<PageModule> {
  const module = loaded.get(name);
  if (module) return Promise.resolve(module);
  let load = loading.get(name);
  if (!load) {
    load = PAGES[name]().then((m: PageModule) => {
      loaded.set(name, m);
      return m;
    });
    load.catch(() => loading.delete(name));
    loading.set(name, load);
  }
  return load;
}
