import { blockQuery, seedBlockFromLists } from "@/features/blocks/api/block-queries";
import { isBlockId, isTransactionId, parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import { seedTransactionFromLists, transactionQuery, transactionsQuery } from "./api/transaction-queries";
import { TYPE_PARAM, typeFilterBeforeConfig, typeFilterParams } from "./model/type-filter";
import { TRANSACTION_DEFAULT_SORT, TRANSACTION_SORT_IDS, transactionOrderOf } from "./transactions-sort";

/**
 * `/transactions/{page}`: the page of transactions the page will show, in the URL's type filter,
 * sort and size (the same query key). A filter on an HTLC or magistrate type depends on the node's
 * configuration: the page resolves that one itself.
 */
export const transactionsData: RouteData = ({ queryClient, params, searchParams }) => {
  const page = parsePage(params.page);
  const filter = typeFilterBeforeConfig(searchParams.get(TYPE_PARAM));
  if (page === null || filter === null) return;
  const { sort, limit } = tableStateOf("transactions", searchParams, TRANSACTION_DEFAULT_SORT, TRANSACTION_SORT_IDS);
  void queryClient.prefetchQuery(transactionsQuery({ page, limit, orderBy: transactionOrderOf(sort), ...typeFilterParams(filter) }));
};

/**
 * `/transaction/{id}`: the transaction, taken from a list that already shows it when one does (the
 * page then renders at once), else asked now; and the block it is in, for its height and
 * confirmations, when the transaction is known.
 */
export const transactionData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (!isTransactionId(id)) return;
  seedTransactionFromLists(queryClient, id);
  const blockId = queryClient.getQueryData(transactionQuery(id).queryKey)?.blockId;
  if (blockId) {
    seedBlockFromLists(queryClient, blockId);
    void queryClient.prefetchQuery(blockQuery(blockId));
  }
  void queryClient.prefetchQuery(transactionQuery(id));
};

/** `/block/{id}/transactions/{page}`: the block the list belongs to (its heading). */
export const blockTransactionsData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (!isBlockId(id)) return;
  seedBlockFromLists(queryClient, id);
  void queryClient.prefetchQuery(blockQuery(id));
};
