import { blockQuery } from "@/features/blocks/api/block-queries";
import type { Transaction } from "@/shared/api/schemas";
import { isBlockId, isTransactionId } from "@/shared/routing/params";
import { unasked, type NodeInputs, type RouteInputs } from "@/shared/routing/route-data";
import { sortedListQueries, type TableSpec } from "@/shared/routing/table-state";
import { ALL_FILTER, listTypeFilter, TYPE_PARAM, typeFilterParams } from "../model/type-filter";
import {
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_SORT_IDS,
  transactionOrderOf,
} from "../transactions-sort";
import { blockTransactionsQuery, transactionQuery, transactionsQuery } from "./transaction-queries";

// Each page's queries from its route's inputs: the route's data function (../route-data.ts) starts
// them and the page (../hooks/usePageQueries.ts) asks them, from this one function per page, so a
// prefetched answer is always the one the page reads.

/** The transactions list's table: its stored sort's name, default sort and sortable columns. */
const TRANSACTIONS_TABLE: TableSpec = {
  table: "transactions",
  defaultSort: TRANSACTION_DEFAULT_SORT,
  sortIds: TRANSACTION_SORT_IDS,
};
/** A block's transactions list's table. */
const BLOCK_TRANSACTIONS_TABLE: TableSpec = {
  table: "block-transactions",
  defaultSort: TRANSACTION_DEFAULT_SORT,
  sortIds: TRANSACTION_SORT_IDS,
};

/**
 * `/transactions/{page}`: the page of transactions (GET transactions) in the URL's type filter
 * (`filter`, null while it waits for the magistrate probe: the list is not asked then), sort and
 * size (else the stored ones).
 */
export function transactionsPageQueries(inputs: RouteInputs & { node: NodeInputs }) {
  const filter = listTypeFilter(inputs.searchParams.get(TYPE_PARAM), inputs.node);
  const typeParams = typeFilterParams(filter ?? ALL_FILTER);
  const list = sortedListQueries(
    inputs,
    TRANSACTIONS_TABLE,
    (page, limit, sort) =>
      transactionsQuery({ page, limit, orderBy: transactionOrderOf(sort), ...typeParams }),
    filter !== null,
  );
  return { filter, list };
}

/**
 * `/transaction/{id}`: the transaction (GET transactions/{id}) and, once it is known
 * (`transaction`), the block it is in (GET blocks/{id}: its height and the confirmations).
 */
export function transactionPageQueries(
  { params }: Pick<RouteInputs, "params">,
  transaction?: Transaction,
) {
  const id = params.id ?? "";
  const options = transactionQuery(id);
  const blockId = transaction?.blockId;
  return {
    transaction: isTransactionId(id) ? options : unasked(options),
    block: blockId ? blockQuery(blockId) : unasked(blockQuery("")),
  };
}

/**
 * `/block/{id}/transactions/{page}`: the block (GET blocks/{id}: the heading's height) and the
 * page of its transactions (GET blocks/{id}/transactions) in the URL's (else the stored) sort and
 * size.
 */
export function blockTransactionsPageQueries(inputs: RouteInputs) {
  const id = inputs.params.id ?? "";
  const valid = isBlockId(id);
  const list = sortedListQueries(
    inputs,
    BLOCK_TRANSACTIONS_TABLE,
    (page, limit, sort) =>
      blockTransactionsQuery(id, { page, limit, orderBy: transactionOrderOf(sort) }),
    valid,
  );
  return { block: valid ? blockQuery(id) : unasked(blockQuery(id)), list };
}
