import { lazy, Suspense, useState, type ComponentType } from "react";
import { paths } from "@/shared/routing/paths";
import { matchRoutes, Navigate, useParams, useRoutes, type RouteObject } from "react-router-dom";
import { prefetchWallet } from "@/features/wallets/api/wallet-prefetch";
import type { PagePrefetch } from "@/shared/routing/prefetch";
import { Spinner } from "@/shared/ui/Spinner";
import { Layout } from "./layout/Layout";

/**
 * Redirects to a target built from the current route params (page-less paths → page 1, legacy
 * aliases).
 */
function ParamRedirect({ to }: { to: (params: Record<string, string>) => string }) {
  const params = useParams() as Record<string, string>;
  return <Navigate to={to(params)} replace />;
}
const enc = encodeURIComponent;

/** A route module: its `Component` export is the page; `prefetch` optionally starts its first query. */
type PageModule = { Component: ComponentType; prefetch?: PagePrefetch };
type Loader = () => Promise<PageModule>;
/** Page components whose chunk is in (filled by the tracked loaders of {@link page}). */
const loadedPages = new Map<Loader, ComponentType>();
const lazyPages = new Map<Loader, ComponentType>();
let pageKeys = 0;

/**
 * Renders a route's page: at once when its chunk is already in (start-up and hover prefetch
 * loaded it), else through React.lazy with a spinner. The choice is made once per mount: a page
 * that appeared through lazy is not remounted when its module later turns out loaded. Rendering a
 * loaded page directly matters for the first paint: a committed Suspense fallback holds the content
 * back for React's fallback throttle (~300 ms), on every first visit.
 */
function RoutePage({ load }: { load: Loader }) {
  const [Page] = useState<ComponentType>(() => {
    const ready = loadedPages.get(load);
    if (ready) return ready;
    let Lazy = lazyPages.get(load);
    if (!Lazy) {
      Lazy = lazy(async () => ({ default: (await load()).Component }));
      lazyPages.set(load, Lazy);
    }
    return Lazy;
  });
  return (
    <Suspense fallback={<Spinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * A lazily loaded page (its own chunk). The loader is also kept so links can prefetch the chunk
 * on hover/focus (`prefetchRoute`). A chunk that fails to load reaches the layout's error
 * boundary ("Loading chunk {name} failed", with a reload button). `data`, when given, starts the
 * page's first query from the shell, in parallel with the chunk instead of after it (one step less
 * before the page's main content on a first visit; keep it small, it is in every first visit's
 * bytes).
 */
export const page = (importPage: Loader, data?: PagePrefetch): Pick<RouteObject, "element"> & { load: Loader; data?: PagePrefetch } => {
  const load: Loader = () =>
    importPage().then((mod) => {
      loadedPages.set(load, mod.Component);
      return mod;
    });
  // one key per route entry: two routes never share a mounted page (their pages differ)
  return { load, data, element: <RoutePage key={`page-${++pageKeys}`} load={load} /> };
};

/**
 * The complete route table in one place: pages, redirects, legacy aliases, the digits-only
 * page rule (pages validate their own `page` param and show the 404 page) and the 404 fallback.
 */
function routeTable(): RouteObject[] {
  return [
    {
      element: <Layout />,
      children: [
        {
          children: [
            // @home-routes
            { path: "/", ...page(() => import("@/features/home/pages/HomePage")) },
            // @blocks-routes
            { path: "/blocks", element: <Navigate to="/blocks/1" replace /> },
            { path: "/blocks/:page", ...page(() => import("@/features/blocks/pages/BlocksPage")) },
            { path: "/block/:id", ...page(() => import("@/features/blocks/pages/BlockPage")) },
            { path: "/block/:id/transactions", element: <ParamRedirect to={(p) => `/block/${enc(p.id ?? "")}/transactions/1`} /> },
            { path: "/block/:id/transactions/:page", ...page(() => import("@/features/transactions/pages/BlockTransactionsPage")) },
            // @transactions-routes
            { path: "/transactions", element: <Navigate to="/transactions/1" replace /> },
            { path: "/transactions/:page", ...page(() => import("@/features/transactions/pages/TransactionsPage")) },
            { path: "/transaction/:id", ...page(() => import("@/features/transactions/pages/TransactionPage")) },
            { path: "/tx/:id", element: <ParamRedirect to={(p) => `/transaction/${enc(p.id ?? "")}`} /> },
            // @wallets-routes
            { path: "/wallets/:address", ...page(() => import("@/features/wallets/pages/WalletPage"), prefetchWallet) },
            { path: "/wallets/:address/voters", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/voters/1`} /> },
            { path: "/wallets/:address/voters/:page", ...page(() => import("@/features/wallets/pages/WalletVotersPage")) },
            { path: "/wallets/:address/blocks", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/blocks/1`} /> },
            { path: "/wallets/:address/blocks/:page", ...page(() => import("@/features/wallets/pages/WalletBlocksPage")) },
            { path: "/wallets/:address/transactions", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/transactions/all/1`} /> },
            { path: "/wallets/:address/transactions/:type", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/transactions/${enc(p.type ?? "")}/1`} /> },
            { path: "/wallets/:address/transactions/:type/:page", ...page(() => import("@/features/wallets/pages/WalletPage"), prefetchWallet) },
            { path: "/top-wallets", element: <Navigate to="/top-wallets/1" replace /> },
            { path: "/top-wallets/:page", ...page(() => import("@/features/wallets/pages/TopWalletsPage")) },
            { path: "/watchlist", ...page(() => import("@/features/wallets/pages/WatchlistPage")) },
            { path: "/address/:address", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}`} /> },
            { path: "/topAccounts", element: <Navigate to="/top-wallets/1" replace /> },
            // @delegates-routes
            { path: "/delegateMonitor", element: <Navigate to="/delegate-monitor" replace /> },
            { path: "/delegate-monitor", ...page(() => import("@/features/delegates/pages/DelegateMonitorPage")) },
            { path: "/delegates", element: <Navigate to="/delegates/1" replace /> },
            { path: "/delegates/resigned", element: <Navigate to="/delegates/resigned/1" replace /> },
            { path: "/delegates/resigned/:page", ...page(() => import("@/features/delegates/pages/ResignedDelegatesPage")) },
            { path: "/delegates/:page", ...page(() => import("@/features/delegates/pages/DelegatesPage")) },
            // @magistrate-routes
            { path: "/businesses", element: <Navigate to="/businesses/1" replace /> },
            { path: "/businesses/:page", ...page(() => import("@/features/magistrate/pages/BusinessesPage")) },
            { path: "/bridgechains", element: <Navigate to="/bridgechains/1" replace /> },
            { path: "/bridgechains/:page", ...page(() => import("@/features/magistrate/pages/BridgechainsPage")) },
            // @search-routes
            { path: "/advanced-search", ...page(() => import("@/features/search/pages/AdvancedSearchPage")) },
            { path: "/advanced-search/:page", ...page(() => import("@/features/search/pages/AdvancedSearchPage")) },
            { path: "/404", ...page(() => import("./layout/NotFoundPage")) },
            { path: "*", element: <Navigate to={paths.notFound()} replace /> },
          ],
        },
      ],
    },
  ];
}

/** The route elements of the table (hash routing, so one build works under any path). */
export function AppRoutes() {
  return useRoutes(TABLE);
}
const TABLE = routeTable();

/**
 * The lazily loaded page modules of the route a hash path (`/blocks/2`, no `#`) leads to, with the
 * matched params: what link prefetching (src/app/prefetch.ts) and start-up load ahead of React.
 */
export function pageLoadersFor(
  path: string,
): { load: Loader; data?: PagePrefetch; params: Record<string, string | undefined> }[] {
  const matches = matchRoutes(TABLE, path) ?? [];
  return matches.flatMap((m) => {
    const { load, data } = m.route as { load?: Loader; data?: PagePrefetch };
    return load ? [{ load, data, params: m.params }] : [];
  });
}
