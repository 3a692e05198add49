import { useQueries, useQuery } from "@tanstack/react-query";
import {
  largestBlockQuery,
  largestTransactionQuery,
  richestBalancesQuery,
  walletsFromQuery,
} from "../api/records-queries";
import {
  bandFrom,
  bandFromBalances,
  bandFromCount,
  HOLDING_THRESHOLDS,
  type HoldingBand,
} from "../model/holdings";

/** Pages of 100 richest wallets read when the node gives no count per band (at most 500 wallets). */
export const RICHEST_PAGES_CAP = 5;

/**
 * The chain's largest transaction and largest block (two requests, asked only once `enabled`):
 * the react-query results of {@link largestTransactionQuery} and {@link largestBlockQuery}.
 */
export function useRecords(enabled: boolean) {
  const transaction = useQuery({ ...largestTransactionQuery(), enabled });
  const block = useQuery({ ...largestBlockQuery(), enabled });
  return { transaction, block };
}

/** The holdings bands and how they load. */
export interface Holdings {
  bands: HoldingBand[];
  /** the first failure, when a band could not be loaded */
  error: unknown;
  /** asks the failed requests again */
  retry: () => void;
  /** some band is counted from the richest wallets (the node gave no count) */
  fromRichest: boolean;
}

/**
 * How many wallets hold more than each of {@link HOLDING_THRESHOLDS} tokens, asked only once
 * `enabled`: one count per band (GET wallets?balance.from&limit=1, 7 requests); for a band the
 * node gives no count, the richest wallets' balances instead (up to {@link RICHEST_PAGES_CAP}
 * pages of wallets/top, counted with big.js; "at least" where the list stops at the cap).
 */
export function useHoldings(enabled: boolean): Holdings {
  const counts = useQueries({
    queries: HOLDING_THRESHOLDS.map((t) => ({ ...walletsFromQuery(bandFrom(t)), enabled })),
  });
  const fromRichest = counts.some((q) => q.data === null);
  const richest = useQuery({ ...richestBalancesQuery(RICHEST_PAGES_CAP), enabled: fromRichest });
  const bands = HOLDING_THRESHOLDS.map((t, i) => {
    const data = counts[i]?.data;
    if (data === null && richest.data)
      return bandFromBalances(t, richest.data.balances, richest.data.complete);
    return bandFromCount(t, data);
  });
  const failed: Array<{ error: unknown; refetch: () => Promise<unknown> }> = counts.filter(
    (q) => q.isError,
  );
  if (richest.isError) failed.push(richest);
  return {
    bands,
    error: failed[0]?.error ?? null,
    retry: () => {
      for (const q of failed) void q.refetch();
    },
    fromRichest,
  };
}
