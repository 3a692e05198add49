import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TYPE_PARAM, typeFilterBeforeConfig, typeFilterParams } from "@/features/transactions/model/type-filter";
import type { RouteData } from "@/shared/routing/route-data";
import { knownEpochUnix } from "@/shared/network/queries";
import { dayTransactionsQuery, dayWindowStart, LATEST_LIMIT, latestBlocksQuery } from "./latest";

/**
 * `/`: the latest blocks (the summary cards' source and the blocks list; the summary's forgers and
 * names, the first page of delegates, start with the layout's loader) and the latest
 * transactions: without a type filter the last 24 h's (the summary's, which the list shows on a
 * busy chain), with one in the URL (`/?type=vote`) that filter's. A filter on an HTLC or magistrate
 * type depends on the node's configuration: the page resolves that one itself.
 */
export const homeData: RouteData = ({ queryClient, searchParams }) => {
  void queryClient.prefetchQuery(latestBlocksQuery());
  const filter = typeFilterBeforeConfig(searchParams.get(TYPE_PARAM));
  if (filter === null) return;
  const typeParams = typeFilterParams(filter);
  if (typeParams.type === undefined)
    void queryClient.prefetchQuery(dayTransactionsQuery(dayWindowStart(knownEpochUnix())));
  else void queryClient.prefetchQuery(latestTransactionsQuery(LATEST_LIMIT, typeParams));
};
