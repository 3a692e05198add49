import { blockTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import type { Block } from "@/shared/api/schemas";
import { isBlockId } from "@/shared/routing/params";
import { unasked, type RouteInputs } from "@/shared/routing/route-data";
import { sortedListQueries, type TableSpec } from "@/shared/routing/table-state";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "../blocks-sort";
import { blockQuery, blocksQuery } from "./block-queries";

// Each page's queries from its route's inputs: the route's data function (../route-data.ts) starts
// them and the page (../hooks/usePageQueries.ts) asks them, from this one function per page, so a
// prefetched answer is always the one the page reads.

/** The blocks list's table: its stored sort's name, default sort and sortable columns. */
const BLOCKS_TABLE: TableSpec = {
  table: "blocks",
  defaultSort: BLOCK_DEFAULT_SORT,
  sortIds: BLOCK_SORT_IDS,
};

/** `/blocks/{page}`: the page of blocks (GET blocks) in the URL's (else the stored) sort and size. */
export function blocksPageQueries(inputs: RouteInputs) {
  return {
    list: sortedListQueries(inputs, BLOCKS_TABLE, (page, limit, sort) =>
      blocksQuery({ page, limit, orderBy: blockOrderOf(sort) }),
    ),
  };
}

/**
 * `/block/{id}` (an id or a height): the block (GET blocks/{id}) and, once it is known (`block`)
 * and holds transactions, the first page of them at the stored rows per page (GET
 * blocks/{id}/transactions), shown under its details.
 */
export function blockPageQueries(
  { params, prefs }: Pick<RouteInputs, "params" | "prefs">,
  block?: Block,
) {
  const id = params.id ?? "";
  const transactions = blockTransactionsQuery(block?.id ?? id, {
    page: 1,
    limit: prefs.rowsPerPage,
  });
  return {
    block: isBlockId(id) ? blockQuery(id) : unasked(blockQuery(id)),
    transactions: block && block.transactions > 0 ? transactions : unasked(transactions),
  };
}
