import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TYPE_PARAM, typeFilterBeforeConfig, typeFilterParams } from "@/features/transactions/model/type-filter";
import type { RouteData } from "@/shared/routing/route-data";
import { LATEST_LIMIT, latestBlocksQuery } from "./latest";

/**
 * `/`: the latest blocks (the summary cards' source and the blocks list) and the latest
 * transactions in the URL's type filter (`/?type=vote`; none: every type). A filter on an HTLC or
 * magistrate type depends on the node's configuration: the page resolves that one itself.
 */
export const homeData: RouteData = ({ queryClient, searchParams }) => {
  void queryClient.prefetchQuery(latestBlocksQuery());
  const filter = typeFilterBeforeConfig(searchParams.get(TYPE_PARAM));
  if (filter === null) return;
  void queryClient.prefetchQuery(latestTransactionsQuery(LATEST_LIMIT, typeFilterParams(filter)));
};
