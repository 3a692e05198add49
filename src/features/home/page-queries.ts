import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import {
  ALL_FILTER,
  listTypeFilter,
  TYPE_PARAM,
  typeFilterParams,
} from "@/features/transactions/model/type-filter";
import { unasked, type NodeInputs, type RouteInputs } from "@/shared/routing/route-data";
import { dayTransactionsQuery, LATEST_LIMIT, latestBlocksQuery, windowStartEpoch } from "./latest";

/**
 * `/` (home): the queries of its first view, for the route's data function (./route-data.ts) and
 * the page (./hooks/usePageQueries.ts) alike: the latest blocks (`blocks`: the summary cards'
 * source and the blocks list) and the latest transactions in the URL's type filter (`filter`, null
 * while it waits for the magistrate probe). Without a filter they are the last 24 h's (`day`, the
 * summary's page, which holds the latest rows on a busy chain; its window starts a day before the
 * window's `minute` in the network's epoch); with one, that filter's own page (`latest`), which
 * unfiltered is asked only when the day holds too few rows (the page decides, from the day's
 * answer). The summary's forgers and names, and the first page of delegates, start with the
 * layout's loader.
 */
export function homePageQueries({
  searchParams,
  node,
  minute,
}: Pick<RouteInputs, "searchParams"> & { node: NodeInputs; minute: number }) {
  const filter = listTypeFilter(searchParams.get(TYPE_PARAM), node);
  const typeParams = typeFilterParams(filter ?? ALL_FILTER);
  const unfiltered = filter !== null && typeParams.type === undefined;
  const day = dayTransactionsQuery(windowStartEpoch(minute * 60, node.epochUnix));
  const latest = latestTransactionsQuery(LATEST_LIMIT, typeParams);
  return {
    blocks: latestBlocksQuery(),
    filter,
    day: unfiltered ? day : unasked(day),
    latest: filter !== null && !unfiltered ? latest : unasked(latest),
  };
}
