import { transactionQuery } from "@/features/transactions/api/transaction-queries";
import { isTransactionId } from "@/shared/routing/params";
import { unasked, type RouteInputs } from "@/shared/routing/route-data";

/**
 * `/lock/{id}` (the lock transaction's id): the lock transaction (GET transactions/{id}, the
 * transaction page's query). Its claim or refund (which depends on the chain height) and GET
 * locks/{id} (which depends on that answer: a claimed or refunded lock is a 404 there) follow on
 * the page. The route's data function (../route-data.ts) and the page
 * (../hooks/usePageQueries.ts) both take the query from here.
 */
export function lockPageQueries({ params }: Pick<RouteInputs, "params">) {
  const id = params.id ?? "";
  return {
    transaction: isTransactionId(id) ? transactionQuery(id) : unasked(transactionQuery(id)),
  };
}
