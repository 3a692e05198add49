import { useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { ApiCount } from "@/shared/api/counts";
import type { TypeFeeStats } from "@/shared/api/endpoints/statistics";
import type { Transaction } from "@/shared/api/schemas";
import { runWhenIdle } from "@/shared/network/idle";
import { firstDelegatesQuery } from "@/shared/network/queries";
import { useNetwork } from "@/shared/network/useNetwork";
import {
  bucketTransactionsQuery,
  chainStartQuery,
  feesQuery,
  heightAtQuery,
} from "../api/statistics-queries";
import { bucketsOf, expectedSlots, missedSlots, type Bucket } from "../model/buckets";
import {
  feeStatsOfTransactions,
  participantsOf,
  rewardsOf,
  voteDistribution,
  volumeOf,
  type VoteDistribution,
} from "../model/figures";
import { periodDays, type Period } from "../model/period";
import { useAddressCheck } from "./useAddressCheck";

/** Buckets (the newest) the first screen loads at once; the older ones follow in idle time. */
const FIRST_SCREEN_BUCKETS = 7;
/** Pause between two buckets loaded in idle time (ms): the page stays responsive, the node unhurried. */
const IDLE_STEP_MS = 400;

/** One bucket's figures; undefined parts are still loading. */
export interface BucketRow extends Bucket {
  /** transactions in the bucket (`isEstimate`: the node's estimate) */
  transactions?: ApiCount;
  /** arktoshi; null when the bucket has more transactions than one page (not summed) */
  volume?: string | null;
  /** arktoshi; null as `volume` */
  fees?: string | null;
  /** distinct senders and recipients of the bucket's transactions; null as `volume` */
  activeWallets?: number | null;
  /** blocks forged (difference of the heights at the bucket's ends) */
  forged?: number;
  /** slots in the bucket (since the chain began, up to now) */
  expected?: number;
  missed?: number;
  /** every figure of the bucket is in */
  loaded: boolean;
  /** the bucket's transactions could not be loaded */
  failed: boolean;
}

/** Everything the statistics page shows for a period. */
interface Statistics {
  rows: BucketRow[];
  /** buckets whose figures are in */
  loadedBuckets: number;
  /** requests the first screen asks of the node, by this page (the app's own are not counted) */
  firstScreenRequests: number;
  /** every bucket of the first screen is loaded or failed: later sections may start their own requests */
  firstScreenIn: boolean;
  /**
   * `data` null: the node does not answer GET node/fees; then `computed` holds the same figures
   * from the transactions the page read (the rows with at most one page of them), with what they
   * cover: transactions summed, rows read in full, rows in all
   */
  fees: {
    data?: TypeFeeStats[] | null;
    error: boolean;
    computed?: { data: TypeFeeStats[]; transactions: number; rows: number; of: number };
  };
  /**
   * distinct wallets active in any bucket read in full (each counted once over them all), and
   * over how many of the period's buckets that is; absent until a bucket has been counted
   */
  activeWallets?: { count: number; buckets: number; of: number };
  votes?: VoteDistribution;
  /** blocks forged over the period (exact: two heights), when known */
  periodBlocks?: number;
  /** rewards of those blocks (arktoshi), when the node gives the block reward */
  periodRewards?: string;
  supply?: string;
  /** arktoshi per block, as node/configuration says */
  reward?: string;
  error: boolean;
}

/**
 * The figures of the statistics page for `period`, from the node's public API only:
 * - per bucket (hour or UTC day): GET transactions?timestamp.from&timestamp.to&limit=100 (count;
 *   volume, fees and active wallets when the bucket fits one page) and GET blocks?timestamp.to={start−1}&limit=1
 *   (the height before it; the height after it is the next bucket's, or the chain's now): blocks
 *   forged, missed slots against the block time;
 * - GET node/fees?days=N (fees per type), the delegates' first page (shared with the app shell:
 *   vote distribution of the active ones), GET blocks?height=2 only when the chain began within
 *   the period (slots before it are not missed).
 * The newest {@link FIRST_SCREEN_BUCKETS} buckets load at once; the others one by one in idle
 * time, while the tab is visible. `nowUnix` fixes the buckets (unix seconds).
 */
export function useStatistics(period: Period, nowUnix: number): Statistics {
  const { epochUnix, blocktime, activeDelegates, height, supply, node, addressPrefix } =
    useNetwork();
  const buckets = useMemo(
    () => bucketsOf(period, nowUnix, epochUnix),
    [period, nowUnix, epochUnix],
  );
  const n = buckets.length;
  const [asked, setAsked] = useState(Math.min(FIRST_SCREEN_BUCKETS, n));
  const firstIndex = n - asked;

  const fees = useQuery(feesQuery(periodDays(period)));
  const delegates = useQuery(firstDelegatesQuery());
  const txQueries = useQueries({
    queries: buckets.map((b, i) => ({
      ...bucketTransactionsQuery(b.fromEpoch, b.toEpoch, b.complete),
      enabled: i >= firstIndex,
    })),
  });
  // the height before each bucket; the oldest one's at once too (the period's blocks and rewards)
  const startHeights = useQueries({
    queries: buckets.map((b, i) => ({
      ...heightAtQuery(b.fromEpoch - 1),
      enabled: i >= firstIndex || i === 0,
    })),
  });
  // the chain began within the period: a bucket starts at or before block 1
  const startedInPeriod = startHeights.some((q) => q.data !== undefined && q.data <= 1);
  const chainStart = useQuery({ ...chainStartQuery(), enabled: startedInPeriod });
  const isAddress = useAddressCheck(addressPrefix);
  // each bucket's participants once per answer (its rows array) and address check: every render
  // would otherwise check the same addresses again. Undefined while the check loads, null for a
  // bucket not read in full
  const participants = useMemo(() => {
    const cache = new WeakMap<readonly Transaction[], ReadonlySet<string>>();
    return (
      rows: readonly Transaction[] | null | undefined,
    ): ReadonlySet<string> | null | undefined => {
      if (!rows || !isAddress) return rows === null ? null : undefined;
      let set = cache.get(rows);
      if (!set) {
        set = participantsOf(rows, isAddress);
        cache.set(rows, set);
      }
      return set;
    };
  }, [isAddress]);

  const nowEpoch = nowUnix - epochUnix;
  const rows: BucketRow[] = buckets.map((b, i) => {
    const tx = txQueries[i]?.data;
    const start = startHeights[i]?.data;
    const end = i === n - 1 ? height : startHeights[i + 1]?.data;
    const forged = start !== undefined && end !== undefined ? Math.max(0, end - start) : undefined;
    const needsStart = start !== undefined && start <= 1;
    const chainStartEpoch = needsStart ? (chainStart.data ?? undefined) : -Infinity;
    // shown with the blocks forged: a row not loaded yet shows neither
    const expected =
      start === undefined
        ? undefined
        : chainStartEpoch === undefined
          ? chainStart.data === null
            ? 0
            : undefined
          : expectedSlots(b, blocktime, chainStartEpoch, nowEpoch);
    const sums = tx ? (tx.rows ? volumeOf(tx.rows) : null) : undefined;
    const wallets = tx ? participants(tx.rows) : undefined;
    return {
      ...b,
      transactions: tx?.count,
      volume: sums === undefined ? undefined : (sums?.volume ?? null),
      fees: sums === undefined ? undefined : (sums?.fees ?? null),
      activeWallets: wallets === undefined ? undefined : (wallets?.size ?? null),
      forged,
      expected,
      missed:
        expected !== undefined && forged !== undefined ? missedSlots(expected, forged) : undefined,
      loaded:
        tx !== undefined && wallets !== undefined && forged !== undefined && expected !== undefined,
      failed: txQueries[i]?.isError === true,
    };
  });
  const loadedBuckets = rows.filter((r) => r.loaded).length;
  const askedSettled = rows.every(
    (r, i) => i < firstIndex || r.loaded || txQueries[i]?.isError || startHeights[i]?.isError,
  );

  // the next older bucket once the asked ones are in, in idle time (runWhenIdle waits while hidden)
  useEffect(() => {
    if (asked >= n || !askedSettled) return;
    return runWhenIdle(() => setAsked((a) => Math.min(n, a + 1)), IDLE_STEP_MS);
  }, [asked, n, askedSettled]);

  const periodStart = startHeights[0]?.data;
  const periodBlocks =
    periodStart !== undefined && height !== undefined
      ? Math.max(0, height - periodStart)
      : undefined;
  const votes = useMemo(
    () => (delegates.data ? voteDistribution(delegates.data.data, activeDelegates) : undefined),
    [delegates.data, activeDelegates],
  );
  // without GET node/fees (rare): the fee figures of the transactions read so far, no request of
  // their own
  let computed: Statistics["fees"]["computed"];
  if (fees.data === null) {
    const read = txQueries.flatMap((q) => (q.data?.rows ? [q.data.rows] : []));
    const data = feeStatsOfTransactions(read.flat());
    computed = {
      data,
      transactions: data.reduce((sum, f) => sum + f.count, 0),
      rows: read.length,
      of: n,
    };
  }
  // the period's active wallets: the union of the counted buckets' participants, from no request
  // of its own
  const counted = txQueries.flatMap((q) => {
    const set = participants(q.data?.rows);
    return set ? [set] : [];
  });
  const activeWallets = counted.length
    ? { count: new Set(counted.flatMap((set) => [...set])).size, buckets: counted.length, of: n }
    : undefined;
  const first = Math.min(FIRST_SCREEN_BUCKETS, n);
  // fees 1, per first-screen bucket 2, the period's start height when the oldest bucket is not
  // among them, block 2 when the chain began within the period
  const firstScreenRequests = 1 + 2 * first + (first < n ? 1 : 0) + (startedInPeriod ? 1 : 0);
  const firstScreenIn = rows
    .slice(n - first)
    .every((r, i) => r.loaded || r.failed || startHeights[n - first + i]?.isError);
  return {
    rows,
    loadedBuckets,
    firstScreenRequests,
    firstScreenIn,
    fees: { data: fees.data, error: fees.isError, computed },
    activeWallets,
    votes,
    periodBlocks,
    periodRewards:
      periodBlocks !== undefined && node?.reward !== undefined
        ? rewardsOf(periodBlocks, node.reward)
        : undefined,
    supply,
    reward: node?.reward,
    error: txQueries.some((q) => q.isError) || startHeights.some((q) => q.isError),
  };
}
