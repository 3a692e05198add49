import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { runWhenIdle } from "@/shared/network/idle";
import { useNetwork } from "@/shared/network/useNetwork";
import { productivityRounds } from "../forging";
import type { Productivity } from "../round/productivity";
import {
  collectionOrder,
  HISTORY_ROUNDS,
  nextCollectStep,
  type RoundStatus,
} from "../history/collect";
import { roundSummaryQuery } from "../history/queries";
import { delegateRoundPoint, windowProductivity, type DelegateRoundPoint } from "../history/points";

/** Longest wait for the page's first data before the history starts anyway (ms). */
const FIRST_DATA_WAIT_MS = 3_000;
/** How often the history looks whether the page's first data is in (ms). */
const FIRST_DATA_CHECK_MS = 200;

/** A delegate's rank, votes and productivity over the last complete rounds, as far as collected. */
export interface DelegateRoundHistory {
  /** the window's complete rounds, oldest first (at most {@link HISTORY_ROUNDS}) */
  rounds: number[];
  /** the collected rounds' points, oldest first */
  points: DelegateRoundPoint[];
  /** rounds collected so far, of `rounds.length` */
  loaded: number;
  /** forged and missed slots over the collected rounds, and in how many the delegate was active */
  productivity: Productivity;
  /** a round could not be collected: the collection stopped (see `retry`) */
  failed: boolean;
  /** the tab is hidden and rounds are missing: the collection waits for the tab to be shown */
  paused: boolean;
  retry: () => void;
}

function useHidden(): boolean {
  const [hidden, setHidden] = useState(
    () => typeof document !== "undefined" && document.visibilityState === "hidden",
  );
  useEffect(() => {
    const onChange = () => setHidden(document.visibilityState === "hidden");
    document.addEventListener("visibilitychange", onChange);
    return () => document.removeEventListener("visibilitychange", onChange);
  }, []);
  return hidden;
}

/**
 * Rank (in each round's active list), votes at that round and forged/missed slots of the delegate
 * `publicKey` over the last {@link HISTORY_ROUNDS} complete rounds (fewer on a young chain), from
 * the round summaries ({@link roundSummaryQuery}: GET rounds/{round}/delegates and the round's
 * blocks). Collected lazily, off the page's critical path: cached rounds show at once; the rest
 * starts once the page's first data is in (or after {@link FIRST_DATA_WAIT_MS}), newest first, the
 * newest few right away and the older ones in idle time, at most a few in flight, nothing while the
 * tab is hidden, stopping at the first failure. Nothing is asked while `publicKey` is undefined.
 */
export function useDelegateRoundHistory(
  publicKey: string | undefined,
  count = HISTORY_ROUNDS,
  enabled = true,
): DelegateRoundHistory {
  const { height, activeDelegates: n, blocktime, node } = useNetwork();
  const client = useQueryClient();
  const known = publicKey !== undefined && node !== undefined && height !== undefined && n > 0;
  const lastComplete = known ? Math.floor(height / n) : 0;
  // the window moves only when a round completes, not on every block
  const rounds = useMemo(
    () => (lastComplete > 0 ? productivityRounds(lastComplete * n, n, count) : []),
    [lastComplete, n, count],
  );
  const order = useMemo(() => collectionOrder(rounds), [rounds]);

  const [requested, setRequested] = useState<ReadonlySet<number>>(() => new Set());
  // newest first, so that rounds asked for together start in collection order
  const queries = useQueries({
    queries: order.map((r) => ({
      ...roundSummaryQuery(client, r, n, blocktime),
      enabled: known && requested.has(r),
    })),
  });
  const statusOf = new Map<number, RoundStatus>();
  order.forEach((r, i) => {
    const q = queries[i]!;
    statusOf.set(r, q.data ? "have" : q.isError ? "error" : requested.has(r) ? "loading" : "idle");
  });

  // the page's own first data goes first: start once no request runs (checked every
  // FIRST_DATA_CHECK_MS), at the latest after FIRST_DATA_WAIT_MS
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || !known || !enabled) return;
    const since = Date.now();
    const timer = setInterval(() => {
      if (client.isFetching() === 0 || Date.now() - since >= FIRST_DATA_WAIT_MS) setStarted(true);
    }, FIRST_DATA_CHECK_MS);
    return () => clearInterval(timer);
  }, [started, known, client, enabled]);

  const hidden = useHidden();
  const step = nextCollectStep(order, (r) => statusOf.get(r) ?? "idle", { hidden });
  const stepKey = step.kind === "load" ? `load:${step.rounds.join(",")}:${step.idle}` : step.kind;
  useEffect(() => {
    if (!started || step.kind !== "load") return;
    const ask = () =>
      setRequested((before) => {
        const next = new Set(before);
        for (const r of step.rounds) next.add(r);
        return next;
      });
    if (!step.idle) {
      ask();
      return;
    }
    return runWhenIdle(ask, 0);
    // `stepKey` stands for `step`, a new object on each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [started, stepKey]);

  const dataKey = queries.map((q) => q.dataUpdatedAt).join(",");
  const points = useMemo(
    () =>
      publicKey
        ? queries.flatMap((q) => (q.data ? [delegateRoundPoint(q.data, publicKey)] : [])).reverse()
        : [],
    // `dataKey` changes exactly when one of the queries' data does
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [dataKey, publicKey],
  );
  const productivity = useMemo(() => windowProductivity(points), [points]);
  return {
    rounds,
    points,
    loaded: points.length,
    productivity,
    failed: step.kind === "failed",
    paused: step.kind === "paused",
    retry: () => {
      for (const q of queries) if (q.isError) void q.refetch();
    },
  };
}
