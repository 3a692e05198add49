import type { QueryClient, QueryKey } from "@tanstack/react-query";
import * as v from "valibot";
import { apiServer } from "@/shared/api/client";
import type { NodeConfiguration } from "@/shared/api/endpoints/node";
import { chainKeys, DEFAULT_EPOCH, nodeConfigurationQuery } from "@/shared/network/queries";
import { readServerCache } from "@/shared/network/storage-cache";
import type { SortPref } from "@/shared/preferences/store";

/**
 * What a route's data function receives: the app's one QueryClient, the matched route params and
 * the URL's query string.
 */
export interface RouteDataContext {
  queryClient: QueryClient;
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
}

/**
 * A route's data function: starts (never awaits) the page's first queries with exactly the options
 * the page itself uses, so the answer is on its way while the page's code loads and the page finds
 * it in the cache. Run by the route's loader (src/app/router.tsx) on every navigation to it,
 * including the first visit, in parallel with the page chunk. Not awaited: a click shows the new
 * page as soon as its code is in, with what the cache already holds.
 */
export type RouteData = (ctx: RouteDataContext) => void;

/**
 * Gives a detail query the item a list already shows, so a page opened from a list renders at once
 * and completes in the background: looks through the cached answers under `listPrefix` (pages of
 * `{ data: T[] }`) for an item `match` accepts and stores it under `detailKey`, dated like the list
 * answer it came from (the detail query's staleTime then decides whether to ask again). Does
 * nothing when the detail is already cached or no list holds the item. Returns whether it seeded.
 */
export function seedFromLists<T>(
  queryClient: QueryClient,
  detailKey: QueryKey,
  listPrefix: QueryKey,
  match: (item: T) => boolean,
): boolean {
  if (queryClient.getQueryData(detailKey) !== undefined) return false;
  for (const query of queryClient.getQueryCache().findAll({ queryKey: listPrefix })) {
    const rows = (query.state.data as { data?: unknown } | undefined)?.data;
    if (!Array.isArray(rows)) continue;
    const item = (rows as T[]).find(match);
    if (item !== undefined) {
      queryClient.setQueryData(detailKey, item, { updatedAt: query.state.dataUpdatedAt });
      return true;
    }
  }
  return false;
}

/** The stored preferences a page's queries depend on: the sort chosen per table and the rows per page. */
interface StoredPrefs {
  sorts: Readonly<Record<string, SortPref | undefined>>;
  rowsPerPage: number;
}

/**
 * What a page's query function reads of its route: the matched params, the URL's query and the
 * stored preferences. A route's data function gathers them outside React (`routeInputs`), the page
 * through its hooks (`usePageInputs`), so both build the same query keys from the same function.
 */
export interface RouteInputs {
  params: Readonly<Record<string, string | undefined>>;
  searchParams: URLSearchParams;
  prefs: StoredPrefs;
}

/**
 * What a page's queries may need of the node, as a page's first render knows it (the network
 * state's values before and after the node answered): the network epoch (unix seconds), whether
 * it runs HTLC transactions (true until its configuration says otherwise) and the magistrate ones
 * (undefined until the magistrate probe answered).
 */
export interface NodeInputs {
  epochUnix: number;
  htlcEnabled: boolean;
  magistrateEnabled: boolean | undefined;
}

/**
 * {@link NodeInputs} outside React, for a route's data function: from the answers in the cache,
 * else the ones kept from an earlier visit (localStorage), else the defaults; what the network
 * state gives the page's render, so a list filtered on an HTLC or magistrate type starts with the
 * route instead of after the page's first render, and never with a filter the page would not use.
 */
export function knownNode(queryClient: QueryClient): NodeInputs {
  const configuration =
    queryClient.getQueryData<NodeConfiguration>(chainKeys.configuration()) ?? keptConfiguration();
  const probe = queryClient.getQueryState<boolean>(chainKeys.magistrate());
  // a failed probe counts as an answer (disabled), as in the network state
  const magistrate =
    probe?.data ??
    (probe?.status === "error" ? false : readServerCache("magistrate", v.boolean())?.data);
  return {
    epochUnix: Math.floor(Date.parse(configuration?.epoch ?? DEFAULT_EPOCH) / 1000),
    htlcEnabled: configuration?.htlcEnabled ?? true,
    magistrateEnabled: magistrate,
  };
}

/** The node configuration kept from an earlier visit (nodeConfigurationQuery's initial data). */
function keptConfiguration(): NodeConfiguration | undefined {
  const kept = nodeConfigurationQuery(apiServer()).initialData;
  return typeof kept === "function" ? kept() : kept;
}

/** Query options a page's query function returns; `enabled: false` marks one the page does not ask now. */
interface PageQuery {
  queryKey: QueryKey;
  enabled?: unknown;
}

/**
 * Options of a query the page does not ask now (an invalid id, a filter waiting for the node, a
 * query that waits for another's answer): `useQuery` keeps it idle, a route's data function skips
 * it (see pageQueriesOf).
 */
export function unasked<O extends object>(options: O): O & { enabled: false } {
  return { ...options, enabled: false };
}

/** Whether the page asks this query now (not marked with {@link unasked}). */
export function isAsked(options: { enabled?: unknown }): boolean {
  return options.enabled !== false;
}

/**
 * The queries a page asks, from what its query function returned: every query option among the
 * object's values (a list's: the one of the URL's page, its `query`), the unasked ones left out.
 * The route's data function starts these, and a test compares them with the page's.
 */
export function pageQueriesOf(queries: object): PageQuery[] {
  const out: PageQuery[] = [];
  for (const value of Object.values(queries)) {
    const options = isPageQuery(value)
      ? value
      : isPageQuery((value as { query?: unknown } | null)?.query)
        ? (value as { query: PageQuery }).query
        : null;
    if (options && isAsked(options)) out.push(options);
  }
  return out;
}

function isPageQuery(value: unknown): value is PageQuery {
  return (
    typeof value === "object" && value !== null && Array.isArray((value as PageQuery).queryKey)
  );
}

/** Starts (never awaits) every query the page asks, see {@link pageQueriesOf}. */
export function prefetchPage(queryClient: QueryClient, queries: object): void {
  for (const options of pageQueriesOf(queries)) void queryClient.prefetchQuery(options);
}
