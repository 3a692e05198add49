import type { QueryClient } from "@tanstack/react-query";
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
import { nextTask } from "@/shared/network/next-task";
import { parsePage } from "@/shared/routing/params";
import { paths, type WalletTab } from "@/shared/routing/paths";
import type { RouteData } from "@/shared/routing/route-data";
import { isFirstView } from "@/shared/ui/first-view";
import { Layout } from "./layout/Layout";
import { RouteErrorElement } from "./layout/RouteError";
import { loadPage, PAGE_PATHS, REDIRECT_PATHS, type PageName, type RedirectPath } from "./pages";

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

/** The pages' data functions (pages without one start their queries as they render). */
const PAGE_DATA: Partial<Record<PageName, RouteData>> = {
  home: homeData,
  blocks: blocksData,
  block: blockData,
  blockTransactions: blockTransactionsData,
  transactions: transactionsData,
  transaction: transactionData,
  lock: lockData,
  wallet: walletData,
  walletVoters: walletVotersData,
  walletBlocks: walletBlocksData,
  topWallets: topWalletsData,
  delegateMonitor: delegateMonitorData,
  delegates: delegatesData,
  resignedDelegates: resignedDelegatesData,
  standbyDelegates: standbyDelegatesData,
  searchResults: searchResultsData,
};

/**
 * Where each path without a page of its own leads: a path built from the matched params (and the
 * query, for lists that keep their filter). The page each one shows is in `REDIRECT_PATHS` (the
 * start script's guess).
 */
const REDIRECT_TARGETS: Record<RedirectPath, (p: Record<string, string>, search: URLSearchParams) => string> = {
  "/blocks": () => paths.blocks(),
  "/block/:id/transactions": (p) => paths.blockTransactions(p.id ?? ""),
  "/transactions": (_, search) => paths.transactions(1, search),
  "/tx/:id": (p) => paths.transaction(p.id ?? ""),
  "/wallets/:address/voters": (p) => paths.walletVoters(p.address ?? ""),
  "/wallets/:address/blocks": (p) => paths.walletBlocks(p.address ?? ""),
  "/wallets/:address/transactions": (p, search) => paths.walletTransactions(p.address ?? "", "all", 1, search),
  // the tab is checked by the page (an unknown one shows the 404 page)
  "/wallets/:address/transactions/:type": (p, search) => paths.walletTransactions(p.address ?? "", p.type as WalletTab, 1, search),
  "/top-wallets": () => paths.topWallets(),
  "/address/:address": (p) => paths.wallet(p.address ?? ""),
  "/topAccounts": () => paths.topWallets(),
  "/delegateMonitor": () => paths.delegateMonitor(),
  "/delegates": () => paths.delegates(),
  "/delegates/resigned": () => paths.resignedDelegates(),
  "/delegates/standby": (_, search) => paths.standbyDelegates(1, search),
  "/businesses": () => paths.businesses(),
  "/bridgechains": () => paths.bridgechains(),
};

/**
 * Waits for a task of its own. On a first visit the config's arrival resumed the API client's set-up,
 * the layout's loader and the page's loader in one task (~35 ms on a desktop, four times that on a
 * phone: Lighthouse's TBT); each loader starting its requests in a task of its own keeps every
 * task short. After a click the loaders run at once.
 */
function ownTask(): Promise<void> | undefined {
  return isFirstView() ? nextTask() : undefined;
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
      // the first page's code still on its way when the app renders: the frame with a loading
      // indicator (without it, react-router renders nothing there and the screen went blank)
      hydrateFallbackElement: <Layout loading />,
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
            ...PAGE_PATHS.map(([path, name]) => ({ path, ...page(name, PAGE_DATA[name]) })),
            // paths without a page of their own: lists without a page number, legacy aliases
            ...REDIRECT_PATHS.map(([path]) => ({ path, ...to(REDIRECT_TARGETS[path]) })),
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
