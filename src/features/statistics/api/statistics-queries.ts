import { queryOptions } from "@tanstack/react-query";
import { getBlockAtHeight } from "@/shared/api/endpoints/blocks";
import {
  getHeightAt,
  getNodeFees,
  getTransactionsInRange,
} from "@/shared/api/endpoints/statistics";
import { searchTransactions } from "@/shared/api/endpoints/transactions";
import { apiServer } from "@/shared/api/client";
import type { Transaction } from "@/shared/api/schemas";
import { readAllPages, type AllRows } from "../model/bucket-summary";

/** Answers of the running hour or day, and the node's fee aggregate, are asked again after a minute. */
const LIVE_STALE_MS = 60_000;
/** Rows per bucket request: a bucket with fewer transactions has its volume summed. */
const BUCKET_LIMIT = 100;

const keys = {
  all: ["statistics"] as const,
  fees: (days: number) => [...keys.all, "fees", days] as const,
  transactions: (fromEpoch: number, toEpoch: number) =>
    [...keys.all, "transactions", fromEpoch, toEpoch] as const,
  allTransactions: (fromEpoch: number, toEpoch: number) =>
    [...keys.all, "all-transactions", fromEpoch, toEpoch] as const,
  heightAt: (epoch: number) => [...keys.all, "height-at", epoch] as const,
  chainStart: () => [...keys.all, "chain-start"] as const,
};

/** GET node/fees?days=N: fee figures per type, or null where the node has no such endpoint. */
export function feesQuery(days: number) {
  return queryOptions({
    queryKey: keys.fees(days),
    queryFn: ({ signal }) => getNodeFees(days, signal),
    staleTime: LIVE_STALE_MS,
  });
}

/**
 * The transactions of one bucket, [fromEpoch, toEpoch] epoch seconds: its count and, when fewer
 * than {@link BUCKET_LIMIT}, its rows. A bucket that has ended never changes: cached for good.
 */
export function bucketTransactionsQuery(fromEpoch: number, toEpoch: number, complete: boolean) {
  return queryOptions({
    queryKey: keys.transactions(fromEpoch, toEpoch),
    queryFn: ({ signal }) => getTransactionsInRange(fromEpoch, toEpoch, BUCKET_LIMIT, signal),
    staleTime: complete ? Infinity : LIVE_STALE_MS,
  });
}

/** Pages read at most for one bucket: its figures stay partial beyond them. */
const MAX_PAGES = 50;
/**
 * Transactions a bucket may hold to be read in full ({@link MAX_PAGES} pages): a busier one (a
 * large network's day) would cost the node more requests than its figures are worth.
 */
export const MAX_BUCKET_TRANSACTIONS = MAX_PAGES * BUCKET_LIMIT;

/**
 * Every transaction of one bucket, [fromEpoch, toEpoch] epoch seconds, page after page of
 * {@link BUCKET_LIMIT} (GET transactions with the bucket's timestamp range, page=1, 2, …; POST
 * transactions/search on 2.6). For a bucket with more transactions than one page, read in idle
 * time. Throws when the node ignores the range (a row outside it). An ended bucket: cached for good.
 */
export function bucketAllTransactionsQuery(fromEpoch: number, toEpoch: number, complete: boolean) {
  return queryOptions({
    queryKey: keys.allTransactions(fromEpoch, toEpoch),
    queryFn: ({ signal }): Promise<AllRows<Transaction>> =>
      readAllPages(
        async (page) => {
          const answer = await searchTransactions(
            { timestamp: { from: fromEpoch, to: toEpoch } },
            { page, limit: BUCKET_LIMIT },
            signal,
          );
          if (
            answer.data.some(
              (t) => t.timestamp && (t.timestamp.epoch < fromEpoch || t.timestamp.epoch > toEpoch),
            )
          )
            throw new Error(
              `Error GET /transactions : ${apiServer()} ignored the timestamp filter`,
            );
          return answer.data;
        },
        BUCKET_LIMIT,
        MAX_PAGES,
      ),
    staleTime: complete ? Infinity : LIVE_STALE_MS,
  });
}

/** The height of the newest block at or before `epoch` (epoch seconds, in the past: never changes). */
export function heightAtQuery(epoch: number) {
  return queryOptions({
    queryKey: keys.heightAt(epoch),
    queryFn: ({ signal }) => getHeightAt(epoch, signal),
    staleTime: Infinity,
  });
}

/**
 * When the chain began forging: the epoch timestamp of block 2 (the genesis block carries the
 * network's epoch, not a forging time), so slots before it are not counted as missed. Null when
 * the chain has no block 2 yet.
 */
export function chainStartQuery() {
  return queryOptions({
    queryKey: keys.chainStart(),
    queryFn: async ({ signal }) => (await getBlockAtHeight(2, signal))?.timestamp.epoch ?? null,
    staleTime: Infinity,
  });
}
