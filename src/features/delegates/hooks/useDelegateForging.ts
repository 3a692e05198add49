import { useIsFetching, useQueries, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { Delegate } from "@/shared/api/schemas";
import { useNetwork } from "@/shared/network/useNetwork";
import { roundBlocksQuery, roundMembersQuery } from "../api/delegate-queries";
import {
  DEFAULT_HISTORY_ROUNDS,
  forgingStatus,
  OLDER_ROUNDS_DELAY_MS,
  productivityRounds,
  roundOf,
  type ForgingStatus,
} from "../forging";
import type { Productivity, productivityOf } from "../round/productivity";

/** What the delegate list shows of the active delegates' forging. */
export interface DelegateForging {
  /** a delegate's forging status, as the delegate monitor decides it; undefined while unknown */
  statusOf: (d: Delegate) => ForgingStatus | undefined;
  /**
   * forged and missed slots per public key over {@link rounds}; undefined while loading (it loads
   * after the first view), a delegate missing from it was active in none of them
   */
  productivity: Map<string, Productivity> | undefined;
  /** the complete rounds productivity counts, oldest first */
  rounds: number[];
}

/**
 * Forging status and productivity of the active delegates for the delegate list, from the same
 * queries as the delegate monitor (its cached rounds serve both):
 * - status: the network height, the delegate's last forged block (`blocks.last` of the list's rows)
 *   and the previous round's active list (GET rounds/{round-1}/delegates, one request);
 * - productivity: forged / (forged + missed) slots over the last {@link DEFAULT_HISTORY_ROUNDS}
 *   complete rounds (each round's active list and blocks), asked for
 *   {@link OLDER_ROUNDS_DELAY_MS} after the first view is in, with the code that computes it, so a
 *   first visit asks only for what it shows.
 * `onNewRound` is called when a round starts after the first render (the list's last blocks then
 * decide the statuses of the new round). Nothing is asked while `enabled` is false.
 */
export function useDelegateForging(enabled: boolean, onNewRound: () => void): DelegateForging {
  const { height, activeDelegates: n, blocktime, node } = useNetwork();
  // the node's round length, not the preset's, decides the rounds
  const known = enabled && node !== undefined && height !== undefined;
  const round = known ? roundOf(height, n) : 0;
  const previous = useQuery({ ...roundMembersQuery(round - 1), enabled: known && round - 1 >= 1 });
  const prevSet = useMemo(
    () => new Set((previous.data ?? []).map((m) => m.publicKey)),
    [previous.data],
  );

  const lastRound = useRef(round);
  const onNewRoundRef = useRef(onNewRound);
  useEffect(() => {
    onNewRoundRef.current = onNewRound;
  });
  useEffect(() => {
    const before = lastRound.current;
    lastRound.current = round;
    if (before > 0 && round > before) onNewRoundRef.current();
  }, [round]);

  // productivity: once the first view is in (nothing fetching), after a delay, with its code
  const fetching = useIsFetching();
  const [due, setDue] = useState(false);
  const firstViewIn = known && (previous.data !== undefined || round <= 1) && fetching === 0;
  useEffect(() => {
    if (!firstViewIn || due) return;
    const timer = setTimeout(() => setDue(true), OLDER_ROUNDS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [firstViewIn, due]);
  const [compute, setCompute] = useState<typeof productivityOf>();
  useEffect(() => {
    if (!due || compute) return;
    let live = true;
    void import("../round/productivity").then((m) => live && setCompute(() => m.productivityOf));
    return () => {
      live = false;
    };
  }, [due, compute]);

  const rounds = useMemo(
    () => (known ? productivityRounds(height, n, DEFAULT_HISTORY_ROUNDS) : []),
    [known, height, n],
  );
  const members = useQueries({
    queries: rounds.map((r) => ({ ...roundMembersQuery(r), enabled: due })),
  });
  const blocks = useQueries({
    queries: rounds.map((r) => ({ ...roundBlocksQuery(r, n, height ?? 0), enabled: due })),
  });
  const membersData = members.map((q) => q.data);
  const blocksData = blocks.map((q) => q.data);
  const dataKey = `${members.map((q) => q.dataUpdatedAt).join(",")}/${blocks.map((q) => q.dataUpdatedAt).join(",")}`;
  const productivity = useMemo(() => {
    if (!compute || membersData.some((d) => !d) || blocksData.some((d) => !d)) return undefined;
    return compute(
      rounds.map((round, i) => ({ round, members: membersData[i]!, blocks: blocksData[i]! })),
      n,
      blocktime,
    );
    // membersData/blocksData are new arrays each render: `dataKey` changes exactly when one of
    // their items does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [compute, dataKey, rounds, n, blocktime]);

  const statusOf = useMemo(
    () =>
      (d: Delegate): ForgingStatus | undefined => {
        if (!known || (previous.data === undefined && round - 1 >= 1)) return undefined;
        return forgingStatus({
          height,
          lastBlockHeight: d.blocks.last?.height,
          activeDelegates: n,
          inPreviousRound: prevSet.has(d.publicKey),
        });
      },
    [known, previous.data, round, height, n, prevSet],
  );
  return { statusOf, productivity, rounds };
}
