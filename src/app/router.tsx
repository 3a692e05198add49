import type { QueryClient } from "@tanstack/react-query";
import {
  createHashRouter,
  replace,
  type LoaderFunctionArgs,
  type RouteObject,
} from "react-router-dom";
import { loadPageMessages } from "@/shared/i18n/i18n";
import { runWhenIdle } from "@/shared/network/idle";
import { blockchainQuery, firstDelegatesQuery } from "@/shared/network/queries";
import { parsePage } from "@/shared/routing/params";
import { paths } from "@/shared/routing/paths";
import type { RouteData } from "@/shared/routing/route-data";
import type { RouteHandle } from "@/shared/routing/useRouteHeading";
import { Layout } from "./layout/Layout";
import { RouteErrorElement } from "./layout/RouteError";
import { loadPage, ROUTES, type RouteEntry } from "./routes";

/** A page's module and its part of the catalog, loaded together (the page renders with its texts). */
async function loadPageWithMessages(entry: RouteEntry) {
  const [module] = await Promise.all([loadPage(entry), loadPageMessages(entry.page)]);
  return module;
}

/**
 * Loads the pages' chunks and catalog parts ahead of a click, one page at a time in idle time
 * (call it once the first page settled). Failures are ignored: the real navigation reports them.
 */
export function preloadPages(entries: readonly RouteEntry[]): void {
  const [entry, ...rest] = entries;
  if (!entry) return;
  runWhenIdle(() => {
    loadPageWithMessages(entry)
      .catch(() => undefined)
      .finally(() => preloadPages(rest));
  }, 0);
}

/** The data functions loaded, by entry: a click runs a page's loader without waiting a task for its module. */
const dataFunctions = new Map<RouteEntry, RouteData>();

/** A page's data function (its module is in the app shell: the import resolves at once). */
async function dataOf(entry: RouteEntry): Promise<RouteData | undefined> {
  if (!entry.data) return undefined;
  let data = dataFunctions.get(entry);
  if (!data) {
    data = await entry.data();
    dataFunctions.set(entry, data);
  }
  return data;
}

/**
 * The route table, derived from the route registry (routes.ts): pages (lazy chunks) with their
 * data functions, redirects from page-less paths and legacy aliases (replace: the alias never
 * becomes a history entry), and the 404 fallback.
 *
 * `ready` resolves once the API client knows its server (config.json): a first visit's loaders run
 * before that, in parallel with the page chunk, and start their queries the moment it is known.
 * Loaders never wait for data: a click shows the next page as soon as its code is in (preloaded in
 * idle time, so at once), with what the cache holds, and the data completes in the background.
 */
export function appRoutes(queryClient: QueryClient, ready: Promise<unknown>): RouteObject[] {
  const page = (entry: RouteEntry, path: string): RouteObject => ({
    path,
    handle: { heading: entry.heading } satisfies RouteHandle,
    lazy: { Component: async () => (await loadPageWithMessages(entry)).Component },
    loader: async ({ params, request }: LoaderFunctionArgs) => {
      // a page number that is not digits is the 404 page, before the page renders (no blank
      // moment while the 404 page's chunk loads)
      if (params.page !== undefined && parsePage(params.page) === null)
        return replace(paths.notFound());
      const [data] = await Promise.all([dataOf(entry), ready]);
      data?.({ queryClient, params, searchParams: new URL(request.url).searchParams });
      return null;
    },
  });
  const redirect = ([path, target]: [
    string,
    (p: Record<string, string>, search: URLSearchParams) => string,
  ]): RouteObject => ({
    path,
    loader: ({ params, request }: LoaderFunctionArgs) =>
      replace(target(params as Record<string, string>, new URL(request.url).searchParams)),
  });
  return [
    {
      element: <Layout />,
      // the first page's code still on its way when the app renders: the frame with a loading
      // indicator (without it, react-router renders nothing there and the screen went blank)
      hydrateFallbackElement: <Layout loading />,
      // the height poll's first answer (height, supply) and the delegates' names (the first 100
      // by rank: every forger) start beside the page's own data, not after the first render:
      // every link to a delegate shows its name from the start instead of turning from an address
      // into a name (a layout shift). Once only: the poll's timer takes over from there.
      loader: async () => {
        await ready;
        void queryClient.prefetchQuery(blockchainQuery());
        void queryClient.prefetchQuery(firstDelegatesQuery());
        return null;
      },
      shouldRevalidate: () => false,
      children: [
        {
          errorElement: <RouteErrorElement />,
          children: [
            ...ROUTES.flatMap((entry) => entry.paths.map((path) => page(entry, path))),
            ...ROUTES.flatMap((entry) => Object.entries(entry.redirects ?? {}).map(redirect)),
            redirect(["*", () => paths.notFound()]),
          ],
        },
      ],
    },
  ];
}

/**
 * The app's router: react-router's data router on the URL's fragment (hash routing: one static
 * build works under any path). Created at start-up, before React renders: it starts the first
 * page's chunk and data at once.
 */
export function createAppRouter(queryClient: QueryClient, ready: Promise<unknown>) {
  return createHashRouter(appRoutes(queryClient, ready));
}
export type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Resolves once the router finished its first navigation (page chunk in, loaders done), or after
 * `timeoutMs`. It stops listening to the router either way: while nobody listens, the router keeps
 * its last update for the first listener, which the app's router provider then gets as it mounts.
 */
export function routerReady(router: AppRouter, timeoutMs = Infinity): Promise<void> {
  if (router.state.initialized && router.state.navigation.state === "idle")
    return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stop();
      clearTimeout(timer);
      resolve();
    };
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === "idle") done();
    });
    const timer = Number.isFinite(timeoutMs) ? setTimeout(done, timeoutMs) : undefined;
  });
}
