import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TYPE_PARAM, typeFilterBeforeConfig, typeFilterParams } from "@/features/transactions/model/type-filter";
import type { RouteData } from "@/shared/routing/route-data";
import { firstDelegatesQuery, knownEpochUnix } from "@/shared/network/queries";
import { dayTransactionsQuery, dayWindowStart, LATEST_LIMIT, latestBlocksQuery } from "./latest";

/**
 * `/`: the latest blocks (the summary cards' source and the blocks list), the first page of
 * delegates (the summary's forgers and names) and the latest
 * transactions: without a type filter the last 24 h's (the summary's, which the list shows on a
 * busy chain), with one in the URL (`/?type=vote`) that filter's. A filter on an HTLC or magistrate
 * type depends on the node's configuration: the page resolves that one itself.
 */
export const homeData: RouteData = ({ queryClient, searchParams }) => {
  void queryClient.prefetchQuery(latestBlocksQuery());
  // the summary cards' forgers and names (kept 2 minutes: a return asks nothing)
  void queryClient.prefetchQuery(firstDelegatesQuery());
  const filter = typeFilterBeforeConfig(searchParams.get(TYPE_PARAM));
  if (filter === null) return;
  const typeParams = typeFilterParams(filter);
  if (typeParams.type === undefined)
    void queryClient.prefetchQuery(dayTransactionsQuery(dayWindowStart(knownEpochUnix())));
  else void queryClient.prefetchQuery(latestTransactionsQuery(LATEST_LIMIT, typeParams));
};
