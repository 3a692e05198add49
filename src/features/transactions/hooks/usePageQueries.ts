import { useQuery } from "@tanstack/react-query";
import { usePageInputs } from "@/shared/routing/table-state";
import {
  blockTransactionsPageQueries,
  transactionPageQueries,
  transactionsPageQueries,
} from "../api/page-queries";
import { useNodeInputs } from "./useNodeInputs";

/** The transactions page's queries (see transactionsPageQueries) from the URL, the preferences and the node. */
export function useTransactionsPageQueries() {
  const inputs = usePageInputs();
  return transactionsPageQueries({ ...inputs, node: useNodeInputs(inputs.searchParams) });
}

/**
 * The transaction page's queries (`queries`, see transactionPageQueries) and the transaction's
 * query result (`transaction`), whose answer names the block to ask.
 */
export function useTransactionPageQueries() {
  const inputs = usePageInputs();
  const transaction = useQuery(transactionPageQueries(inputs).transaction);
  return { queries: transactionPageQueries(inputs, transaction.data), transaction };
}

/** A block's transactions page's queries (see blockTransactionsPageQueries) from the URL and the preferences. */
export function useBlockTransactionsPageQueries() {
  return blockTransactionsPageQueries(usePageInputs());
}
