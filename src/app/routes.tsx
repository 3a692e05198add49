import type { QueryClient } from "@tanstack/react-query";
import { createHashRouter, Navigate, useParams, type RouteObject } from "react-router-dom";
import { Layout } from "./layout/Layout";
import { NotFoundPage } from "./layout/NotFoundPage";
import { RouteError } from "./layout/RouteError";

/** Redirects to a target built from the current route params (§2 redirects and aliases). */
function ParamRedirect({ to }: { to: (params: Record<string, string>) => string }) {
  const params = useParams() as Record<string, string>;
  return <Navigate to={to(params)} replace />;
}
const enc = encodeURIComponent;

/** Lazily loaded route module: its default-less `Component` export is the page. */
type PageModule = { Component: React.ComponentType };
const page = (load: () => Promise<PageModule>): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).Component }),
});

/**
 * The complete route table of §2 in one place: pages, redirects, legacy aliases, the digits-only
 * page rule (pages validate their own `page` param and show the 404 page) and the 404 fallback.
 */
export function routeTable(_queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <Layout />,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
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
            { path: "/wallets/:address", ...page(() => import("@/features/wallets/pages/WalletPage")) },
            { path: "/wallets/:address/voters", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/voters/1`} /> },
            { path: "/wallets/:address/voters/:page", ...page(() => import("@/features/wallets/pages/WalletVotersPage")) },
            { path: "/wallets/:address/blocks", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/blocks/1`} /> },
            { path: "/wallets/:address/blocks/:page", ...page(() => import("@/features/wallets/pages/WalletBlocksPage")) },
            { path: "/wallets/:address/transactions", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/transactions/all/1`} /> },
            { path: "/wallets/:address/transactions/:type", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}/transactions/${enc(p.type ?? "")}/1`} /> },
            { path: "/wallets/:address/transactions/:type/:page", ...page(() => import("@/features/wallets/pages/WalletPage")) },
            { path: "/top-wallets", element: <Navigate to="/top-wallets/1" replace /> },
            { path: "/top-wallets/:page", ...page(() => import("@/features/wallets/pages/TopWalletsPage")) },
            { path: "/watchlist", ...page(() => import("@/features/wallets/pages/WatchlistPage")) },
            { path: "/address/:address", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}`} /> },
            { path: "/topAccounts", element: <Navigate to="/top-wallets/1" replace /> },
            // @delegates-routes
            { path: "/delegateMonitor", element: <Navigate to="/delegate-monitor" replace /> },
            // @magistrate-routes
            { path: "/businesses", element: <Navigate to="/businesses/1" replace /> },
            { path: "/businesses/:page", ...page(() => import("@/features/magistrate/pages/BusinessesPage")) },
            { path: "/bridgechains", element: <Navigate to="/bridgechains/1" replace /> },
            { path: "/bridgechains/:page", ...page(() => import("@/features/magistrate/pages/BridgechainsPage")) },
            // @search-routes
            { path: "/advanced-search", ...page(() => import("@/features/search/pages/AdvancedSearchPage")) },
            { path: "/advanced-search/:page", ...page(() => import("@/features/search/pages/AdvancedSearchPage")) },
            { path: "/404", element: <NotFoundPage /> },
            { path: "*", element: <Navigate to="/404" replace /> },
          ],
        },
      ],
    },
  ];
}

/** The hash router (§2: hash mode, so one build works under any path). */
export function createRouter(queryClient: QueryClient) {
  return createHashRouter(routeTable(queryClient));
}
