import { parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import { transactionsQuery } from "../api/transaction-queries";
import { TYPE_PARAM, typeFilterBeforeConfig, typeFilterParams } from "../model/type-filter";
import {
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_SORT_IDS,
  transactionOrderOf,
} from "../transactions-sort";

/**
 * `/transactions/{page}`: the page of transactions the page will show, in the URL's type filter,
 * sort and size (the same query key). A filter on an HTLC or magistrate type depends on the node's
 * configuration: the page resolves that one itself.
 */
export const transactionsData: RouteData = ({ queryClient, params, searchParams }) => {
  const page = parsePage(params.page);
  const filter = typeFilterBeforeConfig(searchParams.get(TYPE_PARAM));
  if (page === null || filter === null) return;
  const { sort, limit } = tableStateOf(
    "transactions",
    searchParams,
    TRANSACTION_DEFAULT_SORT,
    TRANSACTION_SORT_IDS,
  );
  void queryClient.prefetchQuery(
    transactionsQuery({
      page,
      limit,
      orderBy: transactionOrderOf(sort),
      ...typeFilterParams(filter),
    }),
  );
};
