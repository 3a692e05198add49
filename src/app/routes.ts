import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ComponentType } from "react";
import { paths, type WalletTab } from "@/shared/routing/paths";
import type { RouteData } from "@/shared/routing/route-data";

/** A page module: its `Component` export is the page. */
export type PageModule = { Component: ComponentType };

/**
 * Every page module (`src/<folder>/pages/<Name>.tsx`), each its own chunk, by its path from `src`
 * without the extension (`features/blocks/pages/BlocksPage`). The path is also the name of the
 * page's catalog part (scripts/lingui-page-catalogs.ts reads the same modules off the build's graph).
 */
const PAGE_MODULES = import.meta.glob<PageModule>(["/src/**/pages/*.tsx", "!/src/**/*.test.tsx"]);

/** Where a path without a page of its own leads, built from the matched params and the query string. */
type Redirect = (
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
) => string;

/** A page of the explorer: everything the router, the start script, the menu and the build know of it. */
export interface RouteEntry {
  /** The page's name (the start script's guess, the preload list). */
  name: string;
  /** Paths that show the page. A `:page` segment is a page number (digits; anything else is the 404 page). */
  paths: readonly string[];
  /** Paths without a page of their own that lead here: lists without their page number, legacy aliases. */
  redirects?: Readonly<Record<string, Redirect>>;
  /** The page module's path from `src`, without `.tsx` (a key of the page modules). */
  page: string;
  /**
   * The page's data function: starts its first queries while the page's code loads. In the app
   * shell (the build puts every module it reaches there), so it runs as soon as the API is known.
   */
  data?: () => Promise<RouteData>;
  /** The page's `<h1>` when it is a fixed text (the start script paints it before the app is in). */
  heading?: MessageDescriptor;
  /** The page's entry in the main menu (its label defaults to the heading). */
  menu?: {
    label?: MessageDescriptor;
    /** Path prefixes that mark the entry as current. */
    match: readonly string[];
    /** Only for networks whose node has the magistrate transaction types. */
    magistrate?: boolean;
    /** Only in the menu panel of phones and tablets (from 1024 px it is a link in the stats bar). */
    panelOnly?: boolean;
  };
}

const delegatesHeading = msg`Delegates`;

/**
 * The route registry: one entry per page. The router (router.tsx), the start script's page guess
 * (start.ts), the page headings, the main menu (in the order listed here), the catalog split and
 * the chunk grouping are derived from it. Adding a page: an entry here, the page module under
 * `src/features/<feature>/pages/`, and its queries (with a data function in the feature's
 * `route-data.ts` when the page has data to start early).
 */
export const ROUTES: readonly RouteEntry[] = [
  {
    name: "home",
    paths: ["/"],
    page: "features/home/pages/HomePage",
    data: () => import("@/features/home/route-data").then((m) => m.homeData),
    menu: { label: msg`Home`, match: ["/"] },
  },
  {
    name: "blocks",
    paths: ["/blocks/:page"],
    redirects: { "/blocks": () => paths.blocks() },
    page: "features/blocks/pages/BlocksPage",
    data: () => import("@/features/blocks/route-data").then((m) => m.blocksData),
    heading: msg`Blocks`,
    menu: { match: ["/blocks", "/block/"] },
  },
  {
    name: "transactions",
    paths: ["/transactions/:page"],
    redirects: { "/transactions": (_, search) => paths.transactions(1, search) },
    page: "features/transactions/pages/TransactionsPage",
    data: () => import("@/features/transactions/route-data").then((m) => m.transactionsData),
    heading: msg`Transactions`,
    menu: { match: ["/transactions", "/transaction/"] },
  },
  {
    name: "delegates",
    paths: ["/delegates/:page"],
    redirects: { "/delegates": () => paths.delegates() },
    page: "features/delegates/pages/DelegatesPage",
    data: () => import("@/features/delegates/route-data").then((m) => m.delegatesData),
    heading: delegatesHeading,
    menu: { match: ["/delegates"] },
  },
  {
    name: "votes",
    paths: ["/votes/:page"],
    redirects: { "/votes": (_, search) => paths.votes(1, search) },
    page: "features/votes/pages/VotesPage",
    data: () => import("@/features/votes/route-data").then((m) => m.votesData),
    heading: msg`Recent votes`,
    menu: { label: msg`Votes`, match: ["/votes"] },
  },
  {
    name: "topWallets",
    paths: ["/top-wallets/:page"],
    redirects: {
      "/top-wallets": () => paths.topWallets(),
      "/topAccounts": () => paths.topWallets(),
    },
    page: "features/wallets/pages/TopWalletsPage",
    data: () => import("@/features/wallets/route-data").then((m) => m.topWalletsData),
    heading: msg`Top wallets`,
    menu: { match: ["/top-wallets"] },
  },
  {
    name: "watchlist",
    paths: ["/watchlist"],
    page: "features/wallets/pages/WatchlistPage",
    heading: msg`Watchlist`,
    menu: { match: ["/watchlist"] },
  },
  {
    name: "delegateMonitor",
    paths: ["/delegate-monitor"],
    redirects: { "/delegateMonitor": () => paths.delegateMonitor() },
    page: "features/delegates/pages/DelegateMonitorPage",
    data: () => import("@/features/delegates/route-data").then((m) => m.delegateMonitorData),
    heading: msg`Delegate monitor`,
    menu: { match: ["/delegate-monitor"] },
  },
  {
    name: "missedBlocks",
    paths: ["/missed-blocks"],
    page: "features/delegates/pages/MissedBlocksPage",
    data: () => import("@/features/delegates/route-data").then((m) => m.missedBlocksData),
    heading: msg`Missed blocks`,
    menu: { match: ["/missed-blocks"] },
  },
  {
    name: "statistics",
    paths: ["/statistics"],
    page: "features/statistics/pages/StatisticsPage",
    menu: { label: msg`Statistics`, match: ["/statistics"], panelOnly: true },
  },
  {
    name: "advancedSearch",
    paths: ["/advanced-search", "/advanced-search/:page"],
    page: "features/search/pages/AdvancedSearchPage",
    heading: msg`Advanced search`,
    menu: { match: ["/advanced-search"] },
  },
  // last in the menu: they join it when the node's answer says it has them (after the page
  // settled), so no entry moves aside for them
  {
    name: "businesses",
    paths: ["/businesses/:page"],
    redirects: { "/businesses": () => paths.businesses() },
    page: "features/magistrate/pages/BusinessesPage",
    menu: { label: msg`Businesses`, match: ["/businesses"], magistrate: true },
  },
  {
    name: "bridgechains",
    paths: ["/bridgechains/:page"],
    redirects: { "/bridgechains": () => paths.bridgechains() },
    page: "features/magistrate/pages/BridgechainsPage",
    menu: { label: msg`Bridgechains`, match: ["/bridgechains"], magistrate: true },
  },
  // pages outside the menu
  {
    name: "block",
    paths: ["/block/:id"],
    page: "features/blocks/pages/BlockPage",
    data: () => import("@/features/blocks/route-data").then((m) => m.blockData),
  },
  {
    name: "blockTransactions",
    paths: ["/block/:id/transactions/:page"],
    redirects: { "/block/:id/transactions": (p) => paths.blockTransactions(p.id ?? "") },
    page: "features/transactions/pages/BlockTransactionsPage",
    data: () => import("@/features/transactions/route-data").then((m) => m.blockTransactionsData),
  },
  {
    name: "transaction",
    paths: ["/transaction/:id"],
    redirects: { "/tx/:id": (p) => paths.transaction(p.id ?? "") },
    page: "features/transactions/pages/TransactionPage",
    data: () => import("@/features/transactions/route-data").then((m) => m.transactionData),
  },
  {
    name: "lock",
    paths: ["/lock/:id"],
    page: "features/locks/pages/LockPage",
    data: () => import("@/features/locks/route-data").then((m) => m.lockData),
  },
  {
    name: "wallet",
    paths: ["/wallets/:address", "/wallets/:address/transactions/:type/:page"],
    redirects: {
      "/address/:address": (p) => paths.wallet(p.address ?? ""),
      "/wallets/:address/transactions": (p, search) =>
        paths.walletTransactions(p.address ?? "", "all", 1, search),
      // the tab is checked by the page (an unknown one shows the 404 page)
      "/wallets/:address/transactions/:type": (p, search) =>
        paths.walletTransactions(p.address ?? "", p.type as WalletTab, 1, search),
    },
    page: "features/wallets/pages/WalletPage",
    data: () => import("@/features/wallets/route-data").then((m) => m.walletData),
  },
  {
    name: "walletVoters",
    paths: ["/wallets/:address/voters/:page"],
    redirects: { "/wallets/:address/voters": (p) => paths.walletVoters(p.address ?? "") },
    page: "features/wallets/pages/WalletVotersPage",
    data: () => import("@/features/wallets/route-data").then((m) => m.walletVotersData),
  },
  {
    name: "walletBlocks",
    paths: ["/wallets/:address/blocks/:page"],
    redirects: { "/wallets/:address/blocks": (p) => paths.walletBlocks(p.address ?? "") },
    page: "features/wallets/pages/WalletBlocksPage",
    data: () => import("@/features/wallets/route-data").then((m) => m.walletBlocksData),
  },
  {
    name: "standbyDelegates",
    paths: ["/delegates/standby/:page"],
    redirects: { "/delegates/standby": (_, search) => paths.standbyDelegates(1, search) },
    page: "features/delegates/pages/StandbyDelegatesPage",
    data: () => import("@/features/delegates/route-data").then((m) => m.standbyDelegatesData),
    heading: delegatesHeading,
  },
  {
    name: "resignedDelegates",
    paths: ["/delegates/resigned/:page"],
    redirects: { "/delegates/resigned": () => paths.resignedDelegates() },
    page: "features/delegates/pages/ResignedDelegatesPage",
    data: () => import("@/features/delegates/route-data").then((m) => m.resignedDelegatesData),
    heading: delegatesHeading,
  },
  {
    name: "magistrateItem",
    paths: ["/business/:id", "/bridgechain/:id"],
    page: "features/magistrate/pages/MagistrateItemPage",
  },
  {
    name: "searchResults",
    paths: ["/search/:query"],
    page: "features/search/pages/SearchResultsPage",
    data: () => import("@/features/search/route-data").then((m) => m.searchResultsData),
  },
  {
    name: "notFound",
    paths: ["/404"],
    page: "app/pages/NotFoundPage",
  },
];

/** A page's registry entry by name; throws for a name the registry does not have (a typo in code). */
export function routeNamed(name: string): RouteEntry {
  const entry = ROUTES.find((r) => r.name === name);
  if (!entry) throw new Error(`no page named ${name} in the route registry`);
  return entry;
}

/**
 * The page a path shows (`/wallets/A…/voters/2` → walletVoters), or the one a redirect path leads
 * to (`/blocks` → blocks); undefined for an unknown path or a page number that is not digits. Like
 * the router, a static segment wins over a parameter (`/delegates/standby/1` is the standby list).
 * The start script's guess before the router is in: a wrong guess costs a download, never a
 * wrong page (the router decides).
 */
export function routeOfPath(path: string): RouteEntry | undefined {
  const segments = path.split("/").filter(Boolean);
  let best: { entry: RouteEntry; statics: number } | undefined;
  for (const entry of ROUTES) {
    for (const pattern of [...entry.paths, ...Object.keys(entry.redirects ?? {})]) {
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
      if (matches && (!best || statics > best.statics)) best = { entry, statics };
    }
  }
  return best?.entry;
}

/** The page modules loaded, by page path. */
const loaded = new Map<string, PageModule>();
/** The page modules loading, by page path (a failed load is forgotten: the next call retries). */
const loading = new Map<string, Promise<PageModule>>();

/**
 * A page's module: imported once (the start script's, a preload's and the route's calls share one
 * load). A loaded module comes back in an already resolved promise, so a click on a preloaded page
 * does not wait a task for the browser to resolve a module it already has. Rejects when the chunk
 * cannot be loaded.
 */
export function loadPage(entry: RouteEntry): Promise<PageModule> {
  const module = loaded.get(entry.page);
  if (module) return Promise.resolve(module);
  let load = loading.get(entry.page);
  if (!load) {
    const importer = PAGE_MODULES[`/src/${entry.page}.tsx`];
    if (!importer) return Promise.reject(new Error(`no page module src/${entry.page}.tsx`));
    load = importer().then((m) => {
      loaded.set(entry.page, m);
      return m;
    });
    load.catch(() => loading.delete(entry.page));
    loading.set(entry.page, load);
  }
  return load;
}

/** The page module paths the registry knows (for the registry's own test). */
export const pageModulePaths = (): string[] => Object.keys(PAGE_MODULES);
