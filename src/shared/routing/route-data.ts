import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * What a route's data function receives: the app's one QueryClient, the matched route params and
 * the URL's query string.
 */
interface RouteDataContext {
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
