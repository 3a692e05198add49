import type { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { createHashRouter, replace, type LoaderFunctionArgs, type RouteObject } from "react-router-dom";
import { blockData, blocksData } from "@/features/blocks/route-data";
import { delegateMonitorData, delegatesData, resignedDelegatesData, standbyDelegatesData } from "@/features/delegates/route-data";
import { homeData } from "@/features/home/route-data";
import { lockData } from "@/features/locks/route-data";
import { searchResultsData } from "@/features/search/route-data";
import { blockTransactionsData, transactionData, transactionsData } from "@/features/transactions/route-data";
import { topWalletsData, walletBlocksData, walletData, walletVotersData } from "@/features/wallets/route-data";
import { loadPageMessages } from "@/shared/i18n/i18n";
import { blockchainQuery, firstDelegatesQuery } from "@/shared/network/queries";
import { parsePage } from "@/shared/routing/params";
import { paths, type WalletTab } from "@/shared/routing/paths";
import type { RouteData } from "@/shared/routing/route-data";
import { isFirstView } from "@/shared/ui/first-view";
import { Layout } from "./layout/Layout";
import { RouteErrorElement } from "./layout/RouteError";

/** A page module: its `Component` export is the page. */
type PageModule = { Component: ComponentType };

/**
 * The page modules, each its own chunk, by name: the route table imports them lazily, and
 * {@link preloadPages} loads the likely next ones in idle time.
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

/** The page modules loaded so far (preloaded or shown), by name. */
const loadedPages = new Map<PageName, PageModule>();

/**
 * A page's module: from {@link loadedPages} when it is in, else imported (and kept). The browser
 * resolves an `import()` of a module it already has in a task of its own, queued behind whatever
 * the main thread has to do; a click on a preloaded page would wait for it (20-40 ms measured on a
 * desktop right after a click). Taken from the map, the module is there within the same task.
 */
function loadPage(name: PageName): Promise<PageModule> {
  const loaded = loadedPages.get(name);
  if (loaded) return Promise.resolve(loaded);
  return PAGES[name]().then((module: PageModule) => {
    loadedPages.set(name, module);
    return module;
  });
}

/**
 * Loads page chunks and their catalog parts ahead of a click, one page per idle period (never on a
 * first visit's critical path: call it once the first page settled). Failures are ignored: the
 * real navigation reports them.
 */
export function preloadPages(names: readonly PageName[]): void {
  const idle = (fn: () => void): void => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(fn, { timeout: 5_000 });
    else setTimeout(fn, 200);
  };
  const next = (i: number) => {
    const name = names[i];
    if (!name) return;
    idle(() => {
      Promise.all([loadPage(name), loadPageMessages(name)])
        .catch(() => undefined)
        .finally(() => next(i + 1));
    });
  };
  next(0);
}

/**
 * Waits for a task of its own. On a first visit the config's arrival resumed the API client's set-up,
 * the layout's loader and the page's loader in one task (~35 ms on a desktop, four times that on a
 * phone: Lighthouse's TBT); each loader starting its requests in a task of its own keeps every
 * task short. After a click the loaders run at once.
 */
function ownTask(): Promise<void> | undefined {
  return isFirstView() ? new Promise((resolve) => setTimeout(resolve, 0)) : undefined;
}

/**
 * The route table: pages (lazy chunks) with their data functions, redirects from page-less paths
 * and legacy aliases (replace: the alias never becomes a history entry), and the 404 fallback.
 *
 * `ready` resolves once the API client knows its server (config.json): a first visit's loaders run
 * before that, in parallel with the page chunk, and start their queries the moment it is known.
 * Loaders never wait for data: a click shows the next page as soon as its code is in (preloaded in
 * idle time, so at once), with what the cache holds, and the data completes in the background.
 */
export function appRoutes(queryClient: QueryClient, ready: Promise<unknown>): RouteObject[] {
  const page = (name: PageName, data?: RouteData): RouteObject => ({
    // the page's messages (its part of the catalog) load with its chunk
    lazy: { Component: async () => (await Promise.all([loadPage(name), loadPageMessages(name)]))[0].Component },
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      // a page number that is not digits is the 404 page, before the page renders (no blank
      // moment while the 404 page's chunk loads)
      if (params.page !== undefined && parsePage(params.page) === null) return replace(paths.notFound());
      if (data) {
        await ready;
        await ownTask();
        data({ queryClient, params, searchParams: new URL(request.url).searchParams });
      }
      return null;
    },
  });
  /** A redirect to a path built from the matched params (and the query, for lists that keep their filter). */
  const to = (target: (p: Record<string, string>, search: URLSearchParams) => string): RouteObject => ({
    loader: ({ params, request }: LoaderFunctionArgs) =>
      replace(target(params as Record<string, string>, new URL(request.url).searchParams)),
  });
  return [
    {
      element: <Layout />,
      // the height poll's first answer (height, supply) starts beside the page's own data rather
      // than after the first render; once only, the poll's timer takes over from there. So do the
      // delegates' names (the first 100 by rank: every forger): asked for by the first wallet link
      // on screen, they came one round-trip after the rows, and every link to a delegate turned
      // from its address into its name, a line shorter or a column narrower (layout shift)
      loader: async () => {
        await ready;
        await ownTask();
        void queryClient.prefetchQuery(blockchainQuery());
        void queryClient.prefetchQuery(firstDelegatesQuery());
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        {
          errorElement: <RouteErrorElement />,
          children: [
            { path: "/", ...page("home", homeData) },
            { path: "/blocks", ...to(() => paths.blocks()) },
            { path: "/blocks/:page", ...page("blocks", blocksData) },
            { path: "/block/:id", ...page("block", blockData) },
            { path: "/block/:id/transactions", ...to((p) => paths.blockTransactions(p.id ?? "")) },
            { path: "/block/:id/transactions/:page", ...page("blockTransactions", blockTransactionsData) },
            { path: "/transactions", ...to((_, search) => paths.transactions(1, search)) },
            { path: "/transactions/:page", ...page("transactions", transactionsData) },
            { path: "/transaction/:id", ...page("transaction", transactionData) },
            { path: "/tx/:id", ...to((p) => paths.transaction(p.id ?? "")) },
            { path: "/lock/:id", ...page("lock", lockData) },
            { path: "/wallets/:address", ...page("wallet", walletData) },
            { path: "/wallets/:address/voters", ...to((p) => paths.walletVoters(p.address ?? "")) },
            { path: "/wallets/:address/voters/:page", ...page("walletVoters", walletVotersData) },
            { path: "/wallets/:address/blocks", ...to((p) => paths.walletBlocks(p.address ?? "")) },
            { path: "/wallets/:address/blocks/:page", ...page("walletBlocks", walletBlocksData) },
            { path: "/wallets/:address/transactions", ...to((p, search) => paths.walletTransactions(p.address ?? "", "all", 1, search)) },
            // the tab is checked by the page (an unknown one shows the 404 page)
            { path: "/wallets/:address/transactions/:type", ...to((p, search) => paths.walletTransactions(p.address ?? "", p.type as WalletTab, 1, search)) },
            { path: "/wallets/:address/transactions/:type/:page", ...page("wallet", walletData) },
            { path: "/top-wallets", ...to(() => paths.topWallets()) },
            { path: "/top-wallets/:page", ...page("topWallets", topWalletsData) },
            { path: "/watchlist", ...page("watchlist") },
            { path: "/address/:address", ...to((p) => paths.wallet(p.address ?? "")) },
            { path: "/topAccounts", ...to(() => paths.topWallets()) },
            { path: "/delegateMonitor", ...to(() => paths.delegateMonitor()) },
            { path: "/delegate-monitor", ...page("delegateMonitor", delegateMonitorData) },
            { path: "/delegates", ...to(() => paths.delegates()) },
            { path: "/delegates/resigned", ...to(() => paths.resignedDelegates()) },
            { path: "/delegates/resigned/:page", ...page("resignedDelegates", resignedDelegatesData) },
            { path: "/delegates/standby", ...to((_, search) => paths.standbyDelegates(1, search)) },
            { path: "/delegates/standby/:page", ...page("standbyDelegates", standbyDelegatesData) },
            { path: "/delegates/:page", ...page("delegates", delegatesData) },
            { path: "/businesses", ...to(() => paths.businesses()) },
            { path: "/businesses/:page", ...page("businesses") },
            { path: "/bridgechains", ...to(() => paths.bridgechains()) },
            { path: "/bridgechains/:page", ...page("bridgechains") },
            { path: "/business/:id", ...page("magistrateItem") },
            { path: "/bridgechain/:id", ...page("magistrateItem") },
            { path: "/advanced-search", ...page("advancedSearch") },
            { path: "/advanced-search/:page", ...page("advancedSearch") },
            { path: "/search/:query", ...page("searchResults", searchResultsData) },
            { path: "/statistics", ...page("statistics") },
            { path: "/404", ...page("notFound") },
            { path: "*", ...to(() => paths.notFound()) },
          ],
        },
      ],
    },
  ];
}

/**
 * The app's router: react-router's data router on the URL's fragment (hash routing: one static
 * build works under any path). Created at start-up, before React renders: it starts the first
 * page's chunk and data at once, and it listens to the address bar from then on (a link followed
 * while the first render runs is not lost).
 */
export function createAppRouter(queryClient: QueryClient, ready: Promise<unknown>) {
  return createHashRouter(appRoutes(queryClient, ready));
}
export type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router finished its first navigation (page chunk in, loaders done). */
export function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === "idle") return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === "idle") {
        stop();
        resolve();
      }
    });
  });
}
