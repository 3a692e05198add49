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
            { path: "/", element: <Navigate to="/blocks/1" replace /> },
            // @blocks-routes
            { path: "/blocks", element: <Navigate to="/blocks/1" replace /> },
            { path: "/blocks/:page", ...page(() => import("@/features/blocks/pages/BlocksPage")) },
            { path: "/block/:id", ...page(() => import("@/features/blocks/pages/BlockPage")) },
            { path: "/block/:id/transactions", element: <ParamRedirect to={(p) => `/block/${enc(p.id ?? "")}/transactions/1`} /> },
            // @transactions-routes
            { path: "/tx/:id", element: <ParamRedirect to={(p) => `/transaction/${enc(p.id ?? "")}`} /> },
            // @wallets-routes
            { path: "/address/:address", element: <ParamRedirect to={(p) => `/wallets/${enc(p.address ?? "")}`} /> },
            { path: "/topAccounts", element: <Navigate to="/top-wallets/1" replace /> },
            // @delegates-routes
            { path: "/delegateMonitor", element: <Navigate to="/delegate-monitor" replace /> },
            // @magistrate-routes
            // @search-routes
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
