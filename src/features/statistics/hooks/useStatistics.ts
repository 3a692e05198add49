import { useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import Big from "big.js";
import { useEffect, useMemo, useRef, useState } from "react";
import type { ApiCount } from "@/shared/api/counts";
import type { TypeFeeStats } from "@/shared/api/endpoints/statistics";
import type { Transaction } from "@/shared/api/schemas";
import { runWhenIdle } from "@/shared/network/idle";
import { firstDelegatesQuery } from "@/shared/network/queries";
import { useNetwork } from "@/shared/network/useNetwork";
import {
  bucketAllTransactionsQuery,
  bucketTransactionsQuery,
  chainStartQuery,
  feesQuery,
  heightAtQuery,
  MAX_BUCKET_TRANSACTIONS,
} from "../api/statistics-queries";
import { summarize, type BucketSummary } from "../model/bucket-summary";
import { bucketsOf, expectedSlots, missedSlots, type Bucket } from "../model/buckets";
import {
  bucketKey,
  mergeClosed,
  readClosedCache,
  writeClosedCache,
  type ClosedCache,
} from "../model/closed-cache";
import {
  feeStatsOfTransactions,
  rewardsOf,
  voteDistribution,
  type VoteDistribution,
} from "../model/figures";
import { periodDays, type Period } from "../model/period";
import { useAddressCheck } from "./useAddressCheck";

/** Buckets (the newest) the first screen loads at once; the older ones follow in idle time. */
const FIRST_SCREEN_BUCKETS = 7;
/** Pause between two buckets loaded in idle time (ms): the page stays responsive, the node unhurried. */
const IDLE_STEP_MS = 400;
/** A height is kept across visits once its time is this far in the past (s): no block still lands before it. */
const SETTLED_HEIGHT_S = 120;

/** One bucket's figures; undefined parts are still loading. */
export interface BucketRow extends Bucket {
  /** transactions in the bucket: exact once read in full, the node's count (maybe an estimate) before */
  transactions?: ApiCount;
  /** arktoshi, once every transaction of the bucket is read */
  volume?: string;
  /** arktoshi, as `volume` */
  fees?: string;
  /** distinct senders and recipients of the bucket's transactions, as `volume` */
  activeWallets?: number;
  /** the bucket holds more transactions than the page reads at most: volume, fees and wallets stay unknown */
  tooMany: boolean;
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

/** The period's totals, each present once every bucket has it. */
interface PeriodTotals {
  /** the rows' counts added up (an estimate when one of them is) */
  transactions?: ApiCount;
  /** a bucket holds more transactions than the page reads: volume, fees and wallets stay unknown */
  tooMany: boolean;
  /** distinct wallets active in the period, each once */
  activeWallets?: number;
  /** arktoshi */
  volume?: string;
  /** arktoshi */
  fees?: string;
  missed?: number;
}

/** Everything the statistics page shows for a period. */
interface Statistics {
  rows: BucketRow[];
  /** buckets whose figures are in */
  loadedBuckets: number;
  /** every bucket of the first screen is loaded or failed: later sections may start their own requests */
  firstScreenIn: boolean;
  /**
   * `data` null: the node has no fee aggregate; then `computed` holds the same figures from the
   * transactions the page read this visit, with how many
   */
  fees: {
    data?: TypeFeeStats[] | null;
    error: boolean;
    computed?: { data: TypeFeeStats[]; transactions: number };
  };
  totals: PeriodTotals;
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

/** The sum of decimal strings (arktoshi). */
function sum(values: readonly string[]): string {
  return values.reduce((a, b) => a.plus(b), new Big(0)).toFixed(0);
}

/**
 * The figures of the statistics page for `period`, from the node's public API only:
 * - per bucket (hour or UTC day): GET transactions?timestamp.from&timestamp.to&limit=100 (its
 *   count; every figure when the bucket fits one page); a bucket with more, up to
 *   {@link MAX_BUCKET_TRANSACTIONS}, is read page after page in idle time once every bucket's
 *   first page is in (exact count, volume, fees, active wallets);
 *   GET blocks?timestamp.to={start−1}&limit=1 (the height before it; the height after it is the
 *   next bucket's, or the chain's now): blocks forged, missed slots against the block time;
 * - GET node/fees?days=N (fees per type), the delegates' first page (shared with the app shell:
 *   vote distribution of the active ones), GET blocks?height=2 only when the chain began within
 *   the period (slots before it are not missed).
 * Ended buckets' figures and past heights are kept across visits ({@link readClosedCache}): a
 * return visit asks only for what changed since. The newest {@link FIRST_SCREEN_BUCKETS} buckets
 * load at once; the others one by one in idle time, while the tab is visible. `nowUnix` fixes the
 * buckets (unix seconds).
 */
export function useStatistics(period: Period, nowUnix: number): Statistics {
  const { epochUnix, blocktime, activeDelegates, height, supply, node, addressPrefix } =
    useNetwork();
  const buckets = useMemo(
    () => bucketsOf(period, nowUnix, epochUnix),
    [period, nowUnix, epochUnix],
  );
  const n = buckets.length;
  // what earlier visits kept, read once per mount (a write of this visit must not re-render)
  const [kept] = useState<ClosedCache>(readClosedCache);
  const keptSummary = (b: Bucket): BucketSummary | undefined =>
    b.complete ? kept.buckets[bucketKey(b.fromEpoch, b.toEpoch)] : undefined;
  const [asked, setAsked] = useState(Math.min(FIRST_SCREEN_BUCKETS, n));
  const firstIndex = n - asked;

  const fees = useQuery(feesQuery(periodDays(period)));
  const delegates = useQuery(firstDelegatesQuery());
  const txQueries = useQueries({
    queries: buckets.map((b, i) => ({
      ...bucketTransactionsQuery(b.fromEpoch, b.toEpoch, b.complete),
      enabled: i >= firstIndex && !keptSummary(b),
    })),
  });
  // the height before each bucket; the oldest one's at once too (the period's blocks and rewards)
  const startHeights = useQueries({
    queries: buckets.map((b, i) => {
      const keptHeight = kept.heights[String(b.fromEpoch - 1)];
      return {
        ...heightAtQuery(b.fromEpoch - 1),
        ...(keptHeight === undefined ? {} : { initialData: keptHeight }),
        enabled: i >= firstIndex || i === 0,
      };
    }),
  });
  // the chain began within the period: a bucket starts at or before block 1
  const startedInPeriod = startHeights.some((q) => q.data !== undefined && q.data <= 1);
  const chainStart = useQuery({ ...chainStartQuery(), enabled: startedInPeriod });
  const isAddress = useAddressCheck(addressPrefix);

  // every bucket's first page (or kept summary) is in: busy buckets are then read in full, in
  // idle time, newest first, one at a time
  const firstIn = buckets.map(
    (b, i) =>
      keptSummary(b) !== undefined || txQueries[i]?.data !== undefined || txQueries[i]?.isError,
  );
  const allFirstIn = asked >= n && firstIn.every(Boolean);
  const [pagingStarted, setPagingStarted] = useState(false);
  useEffect(() => {
    if (!allFirstIn || pagingStarted) return;
    return runWhenIdle(() => setPagingStarted(true), IDLE_STEP_MS);
  }, [allFirstIn, pagingStarted]);
  // more rows than one page, but not more than the page reads: read in full
  const busy = buckets.map((b, i) => {
    const first = txQueries[i]?.data;
    return (
      !keptSummary(b) &&
      first !== undefined &&
      first.rows === null &&
      first.count.count <= MAX_BUCKET_TRANSACTIONS
    );
  });
  // the newest busy bucket not read in full yet (the query cache knows what was read)
  const queryClient = useQueryClient();
  const pagedState = (b: Bucket) =>
    queryClient.getQueryState(
      bucketAllTransactionsQuery(b.fromEpoch, b.toEpoch, b.complete).queryKey,
    );
  let nextBusy = -1;
  for (let i = n - 1; i >= 0; i--) {
    const state = pagedState(buckets[i]!);
    if (busy[i] && state?.data === undefined && state?.status !== "error") {
      nextBusy = i;
      break;
    }
  }
  const pagedQueries = useQueries({
    queries: buckets.map((b, i) => ({
      ...bucketAllTransactionsQuery(b.fromEpoch, b.toEpoch, b.complete),
      enabled:
        pagingStarted && busy[i] === true && (i === nextBusy || pagedState(b)?.data !== undefined),
    })),
  });

  // each bucket's summary once per answer (its rows array) and address check: every render would
  // otherwise count the same addresses again
  const summaryOf = useMemo(() => {
    const cache = new WeakMap<readonly Transaction[], BucketSummary>();
    return (rows: readonly Transaction[] | null | undefined): BucketSummary | undefined => {
      if (!rows || !isAddress) return undefined;
      let s = cache.get(rows);
      if (!s) {
        s = summarize(rows, isAddress);
        cache.set(rows, s);
      }
      return s;
    };
  }, [isAddress]);

  const summaries = buckets.map((b, i): BucketSummary | undefined => {
    const keptOne = keptSummary(b);
    if (keptOne) return keptOne;
    const first = txQueries[i]?.data;
    if (first?.rows) return summaryOf(first.rows);
    const all = pagedQueries[i]?.data;
    return all?.complete ? summaryOf(all.rows) : undefined;
  });

  const nowEpoch = nowUnix - epochUnix;
  const rows: BucketRow[] = buckets.map((b, i) => {
    const first = txQueries[i]?.data;
    const summary = summaries[i];
    const tooMany =
      pagedQueries[i]?.data?.complete === false ||
      (first !== undefined && first.rows === null && first.count.count > MAX_BUCKET_TRANSACTIONS);
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
    return {
      ...b,
      transactions: summary ? { count: summary.count, isEstimate: false } : first?.count,
      volume: summary?.volume,
      fees: summary?.fees,
      activeWallets: summary?.participants.length,
      tooMany,
      forged,
      expected,
      missed:
        expected !== undefined && forged !== undefined ? missedSlots(expected, forged) : undefined,
      loaded: (summary !== undefined || tooMany) && forged !== undefined && expected !== undefined,
      failed: txQueries[i]?.isError === true || pagedQueries[i]?.isError === true,
    };
  });
  const loadedBuckets = rows.filter((r) => r.loaded).length;
  const askedSettled = rows.every(
    (r, i) =>
      i < firstIndex ||
      ((firstIn[i] === true || r.failed) &&
        (startHeights[i]?.data !== undefined || startHeights[i]?.isError)),
  );

  // the next older bucket once the asked ones are in, in idle time (runWhenIdle waits while hidden)
  useEffect(() => {
    if (asked >= n || !askedSettled) return;
    return runWhenIdle(() => setAsked((a) => Math.min(n, a + 1)), IDLE_STEP_MS);
  }, [asked, n, askedSettled]);

  // ended buckets read in full and past heights: kept for the next visit
  const written = useRef(new Set<string>());
  const toKeep: Record<string, BucketSummary> = {};
  const heightsToKeep: Record<string, number> = {};
  buckets.forEach((b, i) => {
    const key = bucketKey(b.fromEpoch, b.toEpoch);
    const summary = summaries[i];
    if (b.complete && summary && !kept.buckets[key] && !written.current.has(key))
      toKeep[key] = summary;
    const at = b.fromEpoch - 1;
    const h = startHeights[i]?.data;
    if (
      h !== undefined &&
      at < nowEpoch - SETTLED_HEIGHT_S &&
      kept.heights[String(at)] === undefined &&
      !written.current.has(`h${at}`)
    )
      heightsToKeep[String(at)] = h;
  });
  const keepKey = [...Object.keys(toKeep), ...Object.keys(heightsToKeep)].join(",");
  useEffect(() => {
    if (!keepKey) return;
    for (const k of Object.keys(toKeep)) written.current.add(k);
    for (const k of Object.keys(heightsToKeep)) written.current.add(`h${k}`);
    writeClosedCache(mergeClosed(readClosedCache(), toKeep, heightsToKeep));
    // toKeep and heightsToKeep are derived from what keepKey names
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [keepKey]);

  const periodStart = startHeights[0]?.data;
  const periodBlocks =
    periodStart !== undefined && height !== undefined
      ? Math.max(0, height - periodStart)
      : undefined;
  const votes = useMemo(
    () => (delegates.data ? voteDistribution(delegates.data.data, activeDelegates) : undefined),
    [delegates.data, activeDelegates],
  );
  // without a fee aggregate on the node (rare): the fee figures of the transactions read this
  // visit, no request of their own
  let computed: Statistics["fees"]["computed"];
  if (fees.data === null) {
    const read = buckets.flatMap((_, i) => {
      const first = txQueries[i]?.data?.rows;
      const all = pagedQueries[i]?.data?.rows;
      return first ?? all ?? [];
    });
    const data = feeStatsOfTransactions(read);
    computed = { data, transactions: data.reduce((total, f) => total + f.count, 0) };
  }
  const all = summaries.every((s) => s !== undefined) ? (summaries as BucketSummary[]) : undefined;
  const counts = rows.every((r) => r.transactions !== undefined)
    ? rows.map((r) => r.transactions as ApiCount)
    : undefined;
  const totals: PeriodTotals = {
    tooMany: rows.some((r) => r.tooMany),
    transactions: counts && {
      count: counts.reduce((total, c) => total + c.count, 0),
      isEstimate: counts.some((c) => c.isEstimate),
    },
    ...(all && {
      activeWallets: new Set(all.flatMap((s) => s.participants)).size,
      volume: sum(all.map((s) => s.volume)),
      fees: sum(all.map((s) => s.fees)),
    }),
  };
  if (rows.every((r) => r.missed !== undefined))
    totals.missed = rows.reduce((total, r) => total + (r.missed ?? 0), 0);
  const first = Math.min(FIRST_SCREEN_BUCKETS, n);
  const firstScreenIn = rows
    .slice(n - first)
    .every(
      (r, i) =>
        (firstIn[n - first + i] === true && r.forged !== undefined) ||
        r.failed ||
        startHeights[n - first + i]?.isError,
    );
  return {
    rows,
    loadedBuckets,
    firstScreenIn,
    fees: { data: fees.data, error: fees.isError, computed },
    totals,
    votes,
    periodBlocks,
    periodRewards:
      periodBlocks !== undefined && node?.reward !== undefined
        ? rewardsOf(periodBlocks, node.reward)
        : undefined,
    supply,
    reward: node?.reward,
    error:
      txQueries.some((q) => q.isError) ||
      pagedQueries.some((q) => q.isError) ||
      startHeights.some((q) => q.isError),
  };
}
