import { QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { render, waitFor } from "@testing-library/react";
import { createMemoryRouter, matchRoutes, RouterProvider } from "react-router-dom";
import { expect, vi } from "vitest";
import type { NodeConfiguration } from "@/shared/api/endpoints/node";
import { chainKeys } from "@/shared/network/queries";
import { pageQueriesOf, type RouteData } from "./route-data";

// Test helpers: a route's data function and its page's hook, run on the same URL, preferences and
// cache, must ask for the same queries (a prefetch under another key is a silent miss).

/** Prepares a test's cache (answers the page or the route would find there). */
type Seed = (queryClient: QueryClient) => void;

function testQueryClient(seed?: Seed): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  seed?.(queryClient);
  return queryClient;
}

function split(url: string): { pathname: string; search: string } {
  const { pathname, search } = new URL(url, "http://explorer.test");
  return { pathname, search };
}

/**
 * The query keys a route's data function starts for `url` on the route `pattern` (its params
 * matched as the router matches them), in the order it starts them, with the cache prepared by
 * `seed`; query code it loads on demand (a dynamic import) is waited for.
 */
async function routeDataKeys(
  data: RouteData,
  pattern: string,
  url: string,
  seed?: Seed,
): Promise<QueryKey[]> {
  const fetch = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(() => new Promise<Response>(() => {}));
  const queryClient = testQueryClient(seed);
  const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
  const { pathname, search } = split(url);
  // matched (and decoded) as the router matches a location
  const match = matchRoutes([{ path: pattern }], pathname)?.[0];
  if (!match) throw new Error(`${url} is not a ${pattern} URL`);
  data({ queryClient, params: match.params, searchParams: new URLSearchParams(search) });
  await vi.dynamicImportSettled();
  await new Promise((resolve) => setTimeout(resolve, 0));
  fetch.mockRestore();
  return prefetch.mock.calls.map(([options]) => options.queryKey);
}

/**
 * The query keys a page's hook asks for at `url` (see pageQueriesOf), rendered under a router on
 * the route `pattern` with the cache prepared by `seed`; `select` picks the page's queries out of
 * what the hook returns (default: all of it). The node is never asked (a request waits for ever).
 */
async function pageHookKeys<T>(
  hook: () => T,
  pattern: string,
  url: string,
  { seed, select }: { seed?: Seed; select?: (result: T) => object } = {},
): Promise<QueryKey[]> {
  const fetch = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(() => new Promise<Response>(() => {}));
  const queryClient = testQueryClient(seed);
  let result: { value: T } | undefined;
  function Probe() {
    result = { value: hook() };
    return null;
  }
  const router = createMemoryRouter([{ path: pattern, element: <Probe /> }], {
    initialEntries: [url],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await waitFor(() => expect(result).toBeDefined());
  view.unmount();
  queryClient.clear();
  fetch.mockRestore();
  if (!result) throw new Error("the page's hook did not render");
  const { value } = result;
  return pageQueriesOf(select ? select(value) : (value as object)).map(
    (options) => options.queryKey,
  );
}

/** What the tests say the node is: the network state's values a page hook reads (mock them with it). */
export interface TestNode {
  epochUnix: number;
  htlcEnabled: boolean;
  magistrateEnabled: boolean;
  magistrateKnown: boolean;
  /** false: the node's configuration is not known yet (epoch and HTLC are the defaults) */
  configured: boolean;
}

/** The answers of `node` in a route's cache, where its data function reads them (see knownNode). */
export function seedNode(node: TestNode): Seed {
  return (queryClient) => {
    if (node.configured) {
      const configuration: Partial<NodeConfiguration> = {
        epoch: new Date(node.epochUnix * 1000).toISOString(),
        htlcEnabled: node.htlcEnabled,
      };
      queryClient.setQueryData(chainKeys.configuration(), configuration);
    }
    if (node.magistrateKnown)
      queryClient.setQueryData(chainKeys.magistrate(), node.magistrateEnabled);
  };
}

/** Runs every `seeds` on one cache. */
export const seedAll =
  (...seeds: (Seed | undefined)[]): Seed =>
  (queryClient) => {
    for (const seed of seeds) seed?.(queryClient);
  };

/**
 * Asserts that the route's data function and the page's hook ask for the same queries, in the same
 * order, at each of `urls` (each a URL of the route `pattern`); `seed` and `select` as for
 * {@link pageHookKeys}. Returns the keys per URL for further checks.
 */
export async function expectSameQueries<T>(
  data: RouteData,
  hook: () => T,
  pattern: string,
  urls: readonly string[],
  options: { seed?: Seed; select?: (result: T) => object } = {},
): Promise<Record<string, QueryKey[]>> {
  const keys: Record<string, QueryKey[]> = {};
  for (const url of urls) {
    const fromRoute = await routeDataKeys(data, pattern, url, options.seed);
    const fromPage = await pageHookKeys(hook, pattern, url, options);
    expect(fromRoute, url).toEqual(fromPage);
    keys[url] = fromRoute;
  }
  return keys;
}
