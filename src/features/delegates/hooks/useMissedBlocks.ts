import { useQueries, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { runWhenIdle } from "@/shared/network/idle";
import { useNetwork } from "@/shared/network/useNetwork";
import { nextCollectStep, type RoundStatus } from "../history/collect";
import {
  missesByDelegate,
  missedSlotsOf,
  type DelegateMisses,
  type ForgerName,
  type MissedSlot,
  type RoundMisses,
} from "../missed/derive";
import { missedPageQueries, type MissedPageQueries } from "../missed/queries";
import { FIRST_MISSED_ROUNDS, missedRoundsOf } from "../missed/window";

/** Everything the missed-blocks page shows. */
export interface MissedBlocks {
  /** the window length (`?rounds=`, see missedRoundsOf) */
  count: number;
  /** the height and the node's round length are known */
  known: boolean;
  /** the window's complete rounds, newest first */
  rounds: number[];
  /** the round after the window's newest: in progress, not reported */
  inProgress: number;
  /** the rounds shown, newest first (complete, their answers in) */
  shown: number[];
  /** rounds whose answers are in, of `rounds.length` */
  loaded: number;
  /** missed slots of the rounds shown, newest first */
  missed: MissedSlot[];
  /** per delegate over the rounds shown, most missed first */
  byDelegate: DelegateMisses[];
  /** forgers' names as the rounds' blocks give them, by public key */
  forgers: ReadonlyMap<string, ForgerName>;
  /** the network epoch (unix seconds): a slot's start is epochUnix + startEpoch */
  epochUnix: number;
  /** the first failure of a round: the collection stopped (see `retry`) */
  error: Error | null;
  /** the tab is hidden and rounds are missing: the collection waits for it to be shown */
  paused: boolean;
  retry: () => void;
  /** the queries of the window (for the route's data function's test) */
  queries: MissedPageQueries;
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

const NO_ROUNDS: ReadonlySet<number> = new Set();

/**
 * The missed slots of the last `?rounds=` complete rounds (see missedWindow) and each active
 * delegate's missed and assigned slots over them, from {@link missedPageQueries} (GET
 * rounds/{round}/delegates and the round's blocks per round, the delegate monitor's queries),
 * which the route's data function uses too. The newest {@link FIRST_MISSED_ROUNDS} rounds are asked
 * for at once; the older ones afterwards in idle time, newest first, a few in flight, none while
 * the tab is hidden, stopping at the first failure (history/collect.ts) — and shown together once
 * they are all in (each on its own would push the tables down), except rounds already cached (an
 * earlier visit, the monitor), which show at once. The window moves when a round completes; the
 * round in progress is never reported.
 */
export function useMissedBlocks(): MissedBlocks {
  const [params] = useSearchParams();
  const count = missedRoundsOf(params.get("rounds"));
  const { height, activeDelegates: n, blocktime, epochUnix, node } = useNetwork();
  const client = useQueryClient();
  const known = node !== undefined && height !== undefined && height > 0 && n > 0;
  const lastComplete = known ? Math.floor(height / n) : 0;
  const [requested, setRequested] = useState<ReadonlySet<number>>(NO_ROUNDS);
  // the window moves when a round completes, not on every block
  const queries = missedPageQueries(client, {
    height: known ? height : undefined,
    activeDelegates: n,
    blocktime,
    count,
    requested,
  });
  const entries = Object.values(queries);
  const rounds = entries.map((q) => q.queryKey[2]);
  const results = useQueries({ queries: entries });

  const statusOf = new Map<number, RoundStatus>();
  rounds.forEach((r, i) => {
    const q = results[i]!;
    const status: RoundStatus = q.data?.complete
      ? "have"
      : q.isError
        ? "error"
        : entries[i]!.enabled
          ? "loading"
          : "idle";
    statusOf.set(r, status);
  });
  const hidden = useHidden();
  const step = nextCollectStep(rounds, (r) => statusOf.get(r) ?? "idle", {
    hidden,
    firstRounds: FIRST_MISSED_ROUNDS,
  });
  const stepKey = step.kind === "load" ? `load:${step.rounds.join(",")}:${step.idle}` : step.kind;

  useEffect(() => {
    if (step.kind !== "load") return;
    const ask = () => setRequested((before) => new Set([...before, ...step.rounds]));
    if (!step.idle) {
      ask();
      return;
    }
    return runWhenIdle(ask, 0);
    // `stepKey` stands for `step`, a new object on each render
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stepKey]);

  // A run of collection: from when older rounds are missing (the first view, a longer window) until
  // none is. The answers that arrive during a run wait for the rest of it, so the tables change
  // once; rounds in before it (an earlier visit, a shorter window) stay shown.
  const missingOlder = rounds.some(
    (r, i) =>
      i >= FIRST_MISSED_ROUNDS && (statusOf.get(r) === "loading" || statusOf.get(r) === "idle"),
  );
  const [runSince, setRunSince] = useState<number | null>(null);
  useEffect(() => {
    if (missingOlder && runSince === null) setRunSince(Date.now());
    else if (!missingOlder && runSince !== null) setRunSince(null);
  }, [missingOlder, runSince]);
  // a stopped collection (a failure, a hidden tab) shows what is in
  const collecting = (step.kind === "load" || step.kind === "wait") && missingOlder;
  const shownData: RoundMisses[] = [];
  results.forEach((q, i) => {
    if (!q.data?.complete) return;
    const held =
      i >= FIRST_MISSED_ROUNDS && collecting && runSince !== null && q.dataUpdatedAt >= runSince;
    if (!held) shownData.push(q.data);
  });
  // one key for what is shown: the derivations below run again only when it changes
  const shownKey = shownData.map((d) => `${d.round}`).join(",");
  const derived = useMemo(() => {
    const forgers = new Map<string, ForgerName>();
    for (const d of shownData)
      for (const [key, name] of Object.entries(d.forgers))
        if (!forgers.has(key)) forgers.set(key, name);
    return { missed: missedSlotsOf(shownData), byDelegate: missesByDelegate(shownData), forgers };
    // `shownKey` changes exactly when the rounds shown do (a complete round's answer never changes)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shownKey, blocktime, n]);

  const firstError = results.find((q) => q.isError)?.error ?? null;
  return {
    count,
    known,
    rounds,
    inProgress: lastComplete + 1,
    shown: shownData.map((d) => d.round),
    loaded: results.filter((q) => q.data?.complete).length,
    ...derived,
    epochUnix,
    error: firstError,
    paused: step.kind === "paused",
    retry: () => {
      for (const q of results) if (q.isError) void q.refetch();
    },
    queries,
  };
}
