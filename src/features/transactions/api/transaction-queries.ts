import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import type { Transaction } from "@/shared/api/schemas";
import { seedFromLists } from "@/shared/routing/route-data";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import {
  getBlockTransactions,
  getTransaction,
  getTransactions,
  getWalletTransactions,
  type Since,
  type TypeFilter,
  type WalletTransactionsDirection,
} from "@/shared/api/endpoints/transactions";

/**
 * Paged list params plus an optional type filter (`type` < 0 or undefined = ALL) and an optional
 * lower time bound (`fromEpoch`, seconds since the network epoch).
 */
export type TransactionListParams = PageParams & TypeFilter & Since;

/** Query keys of the transactions feature, general to specific. */
const transactionKeys = {
  all: ["transactions"] as const,
  lists: () => [...transactionKeys.all, "list"] as const,
  list: (p: TransactionListParams) => [...transactionKeys.lists(), p] as const,
  latest: (limit: number, filter: TypeFilter) =>
    [...transactionKeys.all, "latest", limit, filter] as const,
  detail: (id: string) => [...transactionKeys.all, "detail", id] as const,
  byBlock: (blockId: string, p: PageParams) =>
    [...transactionKeys.all, "block", blockId, p] as const,
  byWallet: (address: string, direction: WalletTransactionsDirection, p: TransactionListParams) =>
    [...transactionKeys.all, "wallet", address, direction, p] as const,
};

/** A page of transactions (GET transactions?page&limit&orderBy[&type&typeGroup][&timestamp.from]). */
export function transactionsQuery(p: TransactionListParams) {
  return queryOptions({
    queryKey: transactionKeys.list(p),
    queryFn: ({ signal }) => getTransactions(p, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * The latest transactions (GET transactions?orderBy=timestamp:desc&limit) for the home page.
 * No timer: the page refetches it when the network height changes.
 */
export function latestTransactionsQuery(limit: number, filter: TypeFilter) {
  return queryOptions({
    queryKey: transactionKeys.latest(limit, filter),
    queryFn: ({ signal }) =>
      getTransactions({ page: 1, limit, orderBy: "timestamp:desc", ...filter }, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One transaction (GET transactions/{id}); a 404 (unknown id) shows at once (the app's retry rule
 * never retries a 4xx).
 */
export function transactionQuery(id: string) {
  return queryOptions({
    queryKey: transactionKeys.detail(id),
    queryFn: ({ signal }) => getTransaction(id, signal),
    staleTime: 30_000,
  });
}

/** The transactions of one block (GET blocks/{id}/transactions?page&limit&orderBy). */
export function blockTransactionsQuery(blockId: string, p: PageParams) {
  return queryOptions({
    queryKey: transactionKeys.byBlock(blockId, p),
    queryFn: ({ signal }) => getBlockTransactions(blockId, p, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/**
 * A wallet's transactions (GET wallets/{address}/transactions[/sent|/received]?page&limit&orderBy
 * [&type&typeGroup]), previous page kept while the next loads.
 */
export function walletTransactionsQuery(
  address: string,
  direction: WalletTransactionsDirection,
  p: TransactionListParams,
) {
  return queryOptions({
    queryKey: transactionKeys.byWallet(address, direction, p),
    queryFn: ({ signal }) => getWalletTransactions(address, direction, p, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Puts a transaction a cached list already holds (latest, paged, a block's or a wallet's) under
 * {@link transactionQuery}, so the transaction page opened from that list renders at once; see
 * seedFromLists.
 */
export function seedTransactionFromLists(queryClient: QueryClient, id: string): boolean {
  return seedFromLists<Transaction>(
    queryClient,
    transactionQuery(id).queryKey,
    transactionKeys.all,
    (tx) => tx.id === id,
  );
}
