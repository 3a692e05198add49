import { queryOptions } from "@tanstack/react-query";
import { getBlockAtHeight } from "@/shared/api/endpoints/blocks";
import {
  getHeightAt,
  getNodeFees,
  getTransactionsInRange,
} from "@/shared/api/endpoints/statistics";

/** Answers of the running hour or day, and the node's fee aggregate, are asked again after a minute. */
const LIVE_STALE_MS = 60_000;
/** Rows per bucket request: a bucket with fewer transactions has its volume summed. */
const BUCKET_LIMIT = 100;

const keys = {
  all: ["statistics"] as const,
  fees: (days: number) => [...keys.all, "fees", days] as const,
  transactions: (fromEpoch: number, toEpoch: number) =>
    [...keys.all, "transactions", fromEpoch, toEpoch] as const,
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
