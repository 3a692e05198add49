import { seedTransactionFromLists, transactionQuery } from "@/features/transactions/api/transaction-queries";
import { isTransactionId } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";

/**
 * `/lock/{id}`: the lock transaction (GET transactions/{id}, the query the transaction page uses,
 * taken from a list that already shows it). The claim/refund lookup depends on the chain height,
 * and GET locks/{id} on its answer (a claimed or refunded lock is a 404 there): the page starts
 * them.
 */
export const lockData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (!isTransactionId(id)) return;
  seedTransactionFromLists(queryClient, id);
  void queryClient.prefetchQuery(transactionQuery(id));
};
