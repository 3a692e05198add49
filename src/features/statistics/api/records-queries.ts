import { queryOptions } from "@tanstack/react-query";
import {
  countWalletsFrom,
  getLargestBlock,
  getLargestTransaction,
  getRichestBalances,
} from "@/shared/api/endpoints/records";

/** Records and holdings change slowly: asked again after five minutes at most. */
const RECORDS_STALE_MS = 5 * 60_000;

const keys = {
  all: ["statistics", "records"] as const,
  largestTransaction: () => [...keys.all, "largest-transaction"] as const,
  largestBlock: () => [...keys.all, "largest-block"] as const,
  walletsFrom: (arktoshi: string) => [...keys.all, "wallets-from", arktoshi] as const,
  richest: (pages: number) => [...keys.all, "richest", pages] as const,
};

/** The chain's transaction with the largest amount (see {@link getLargestTransaction}). */
export function largestTransactionQuery() {
  return queryOptions({
    queryKey: keys.largestTransaction(),
    queryFn: ({ signal }) => getLargestTransaction(signal),
    staleTime: RECORDS_STALE_MS,
  });
}

/** The chain's block with the largest total amount (see {@link getLargestBlock}). */
export function largestBlockQuery() {
  return queryOptions({
    queryKey: keys.largestBlock(),
    queryFn: ({ signal }) => getLargestBlock(signal),
    staleTime: RECORDS_STALE_MS,
  });
}

/** Wallets holding at least `arktoshi` (see {@link countWalletsFrom}; null: no count from the node). */
export function walletsFromQuery(arktoshi: string) {
  return queryOptions({
    queryKey: keys.walletsFrom(arktoshi),
    queryFn: ({ signal }) => countWalletsFrom(arktoshi, signal),
    staleTime: RECORDS_STALE_MS,
  });
}

/** The richest wallets' balances, up to `pages` pages of 100 (see {@link getRichestBalances}). */
export function richestBalancesQuery(pages: number) {
  return queryOptions({
    queryKey: keys.richest(pages),
    queryFn: ({ signal }) => getRichestBalances(pages, signal),
    staleTime: RECORDS_STALE_MS,
  });
}
