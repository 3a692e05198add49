import { seedTransactionFromLists } from "@/features/transactions/api/transaction-queries";
import { isTransactionId } from "@/shared/routing/params";
import { prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { lockPageQueries } from "./api/page-queries";

/**
 * `/lock/{id}`: the lock transaction (lockPageQueries), taken from a list that already shows it
 * when one does; the page starts what depends on it.
 */
export const lockData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (isTransactionId(id)) seedTransactionFromLists(queryClient, id);
  prefetchPage(queryClient, lockPageQueries({ params }));
};
