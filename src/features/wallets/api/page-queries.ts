import { delegateBlocksQuery } from "@/features/blocks/api/block-queries";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "@/features/blocks/blocks-sort";
import { walletTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import {
  ALL_FILTER,
  listTypeFilter,
  TYPE_PARAM,
  typeFilterParams,
  type TypeFilterValue,
} from "@/features/transactions/model/type-filter";
import {
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_SORT_IDS,
  transactionOrderOf,
} from "@/features/transactions/transactions-sort";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import { isWalletId } from "@/shared/routing/params";
import type { WalletTab } from "@/shared/routing/paths";
import { unasked, type NodeInputs, type RouteInputs } from "@/shared/routing/route-data";
import {
  listQueries,
  sortedListQueries,
  type ListQueries,
  type SortedListQueries,
  type TableSpec,
} from "@/shared/routing/table-state";
import { topWalletsQuery, votersQuery, walletDelegateQuery, walletQuery } from "./wallet-queries";

// Each page's queries from its route's inputs: the route's data function (../route-data.ts) starts
// them and the page (../hooks/usePageQueries.ts) asks them, from this one function per page, so a
// prefetched answer is always the one the page reads.

const TABS: readonly string[] = ["all", "sent", "received", "locks", "votes"] satisfies WalletTab[];
/** A base58 address (what wallet links carry); usernames and public keys redirect to one first. */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{34}$/;
/** The locks tab's order: newest first (not sortable). */
const LOCK_SORT = "timestamp:desc";

/** The wallet's transactions table: its stored sort's name, default sort and sortable columns. */
export const WALLET_TRANSACTIONS_TABLE: TableSpec = {
  table: "wallet-transactions",
  defaultSort: TRANSACTION_DEFAULT_SORT,
  sortIds: TRANSACTION_SORT_IDS,
};
/** A delegate's forged blocks table. */
const WALLET_BLOCKS_TABLE: TableSpec = {
  table: "wallet-blocks",
  defaultSort: BLOCK_DEFAULT_SORT,
  sortIds: BLOCK_SORT_IDS,
};

/** What {@link walletPageQueries} gives; `Locks`: the locks tab's list, when given the locks code's query. */
interface WalletQueries<Locks> {
  wallet: ReturnType<typeof walletQuery>;
  tab: WalletTab | null;
  filter: TypeFilterValue | null;
  transactions: SortedListQueries<ReturnType<typeof walletTransactionsQuery>>;
  locksAsked: boolean;
  locks: Locks;
}

/**
 * `/wallets/{address}` and `/wallets/{address}/transactions/{tab}/{page}`: the wallet (GET
 * wallets/{id}) and, for an address (a username or public key is redirected to its address
 * first), the page of the tab's list: the URL's tab (`tab`: all unless it names one; null for an
 * unknown tab, or locks on a node without HTLC; votes, a delegate's votes, lists them apart: see
 * DelegateVotes), page, type filter (`filter`, null while it waits
 * for the magistrate probe) and the wallet table's sort and size (`transactions`: GET
 * wallets/{address}/transactions[/sent|/received]); on the locks tab its page of locks (`locks`,
 * built with the locks code's `locksQuery`, see walletLocksQuery; `locksAsked` tells whether the
 * page asks it, for a caller without that code).
 */
export function walletPageQueries(
  inputs: RouteInputs & { node: NodeInputs },
): WalletQueries<undefined>;
export function walletPageQueries<L extends object>(
  inputs: RouteInputs & { node: NodeInputs },
  locksQuery: (address: string, p: PageParams) => L,
): WalletQueries<ListQueries<L>>;
export function walletPageQueries<L extends object>(
  inputs: RouteInputs & { node: NodeInputs },
  locksQuery?: (address: string, p: PageParams) => L,
): WalletQueries<ListQueries<L> | undefined> {
  const id = inputs.params.address ?? "";
  const valid = isWalletId(id);
  const raw = inputs.params.type ?? "all";
  const tab =
    TABS.includes(raw) && (raw !== "locks" || inputs.node.htlcEnabled) ? (raw as WalletTab) : null;
  const filter = listTypeFilter(inputs.searchParams.get(TYPE_PARAM), inputs.node);
  const typeParams = typeFilterParams(filter ?? ALL_FILTER);
  const direction = tab === "sent" || tab === "received" ? tab : "all";
  const listed = valid && ADDRESS.test(id) && tab !== null;
  const transactions = sortedListQueries(
    inputs,
    WALLET_TRANSACTIONS_TABLE,
    (page, limit, sort) =>
      walletTransactionsQuery(id, direction, {
        page,
        limit,
        orderBy: transactionOrderOf(sort),
        ...typeParams,
      }),
    // the locks and votes tabs list no transactions of the wallet's own
    listed && tab !== "locks" && tab !== "votes" && filter !== null,
  );
  const locksAsked = listed && tab === "locks" && transactions.page !== null;
  // the locks tab pages at the transactions' size (one rows-per-page control for both)
  const locks =
    locksQuery &&
    listQueries(
      { params: inputs.params, prefs: { ...inputs.prefs, rowsPerPage: transactions.limit } },
      (page, limit) => locksQuery(id, { page, limit, orderBy: LOCK_SORT }),
      locksAsked,
    );
  return {
    wallet: valid ? walletQuery(id) : unasked(walletQuery(id)),
    tab,
    filter,
    transactions,
    locksAsked,
    locks,
  };
}

/** `/top-wallets/{page}`: the page of the richest wallets (GET wallets/top) at the stored rows per page. */
export function topWalletsPageQueries(inputs: Pick<RouteInputs, "params" | "prefs">) {
  return { list: listQueries(inputs, (page, limit) => topWalletsQuery({ page, limit })) };
}

/**
 * `/wallets/{address}/voters/{page}`: the delegate (GET delegates/{id}: its name in the heading)
 * and the page of its voters (GET delegates/{id}/voters) at the stored rows per page, together.
 */
export function walletVotersPageQueries(inputs: Pick<RouteInputs, "params" | "prefs">) {
  const id = inputs.params.address ?? "";
  const valid = isWalletId(id);
  return {
    delegate: valid ? walletDelegateQuery(id) : unasked(walletDelegateQuery(id)),
    list: listQueries(inputs, (page, limit) => votersQuery(id, { page, limit }), valid),
  };
}

/**
 * `/wallets/{address}/blocks/{page}`: the delegate (GET delegates/{id}) and the page of the
 * blocks it forged (GET delegates/{id}/blocks) in the URL's (else the stored) sort and size,
 * together.
 */
export function walletBlocksPageQueries(inputs: RouteInputs) {
  const id = inputs.params.address ?? "";
  const valid = isWalletId(id);
  return {
    delegate: valid ? walletDelegateQuery(id) : unasked(walletDelegateQuery(id)),
    list: sortedListQueries(
      inputs,
      WALLET_BLOCKS_TABLE,
      (page, limit, sort) => delegateBlocksQuery(id, { page, limit, orderBy: blockOrderOf(sort) }),
      valid,
    ),
  };
}
