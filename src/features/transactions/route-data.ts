import { seedBlockFromLists } from "@/features/blocks/api/block-queries";
import { isBlockId, isTransactionId } from "@/shared/routing/params";
import { knownNode, prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { routeInputs } from "@/shared/routing/table-state";
import {
  blockTransactionsPageQueries,
  transactionPageQueries,
  transactionsPageQueries,
} from "./api/page-queries";
import { seedTransactionFromLists, transactionQuery } from "./api/transaction-queries";

/**
 * `/transactions/{page}`: the page of transactions the page will show, in the URL's type filter,
 * sort and size (transactionsPageQueries, the page's own function). A filter on a magistrate type
 * starts once the magistrate probe answered: by the page when it had not yet.
 */
export const transactionsData: RouteData = (ctx) => {
  prefetchPage(
    ctx.queryClient,
    transactionsPageQueries({ ...routeInputs(ctx), node: knownNode(ctx.queryClient) }),
  );
};

/**
 * `/transaction/{id}`: the transaction, taken from a list that already shows it when one does (the
 * page then renders at once), else asked now; and the block it is in, for its height and
 * confirmations, when the transaction is known (transactionPageQueries).
 */
export const transactionData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (!isTransactionId(id)) return;
  seedTransactionFromLists(queryClient, id);
  const transaction = queryClient.getQueryData(transactionQuery(id).queryKey);
  if (transaction?.blockId) seedBlockFromLists(queryClient, transaction.blockId);
  prefetchPage(queryClient, transactionPageQueries({ params }, transaction));
};

/**
 * `/block/{id}/transactions/{page}`: the block the list belongs to (its heading; taken from a list
 * that shows it when one does) and the page of its transactions (blockTransactionsPageQueries).
 */
export const blockTransactionsData: RouteData = (ctx) => {
  const id = ctx.params.id ?? "";
  if (isBlockId(id)) seedBlockFromLists(ctx.queryClient, id);
  prefetchPage(ctx.queryClient, blockTransactionsPageQueries(routeInputs(ctx)));
};
