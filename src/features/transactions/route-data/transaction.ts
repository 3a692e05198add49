import { blockQuery, seedBlockFromLists } from "@/features/blocks/api/block-queries";
import { isTransactionId } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { seedTransactionFromLists, transactionQuery } from "../api/transaction-queries";

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
