import { useIsFetching, useQueries, useQueryClient } from "@tanstack/react-query";
import { startTransition, useEffect, useMemo, useRef, useState } from "react";
import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { Block, Delegate } from "@/shared/api/schemas";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { roundBlocksQuery, roundMembersQuery } from "../api/delegate-queries";
import {
  DEFAULT_HISTORY_ROUNDS,
  forgingStatus,
  monitorRounds,
  OLDER_ROUNDS_DELAY_MS,
  remainingBlocksInRound,
  roundHeights,
  roundOf,
  type ForgingStatus,
} from "../forging";
import { rankChanges, roundHistory, type RankChange, type RoundCell, type RoundRecord } from "../round/history";
import { forgingOrder, rankRoundMembers } from "../round/shuffle";
import { pastSlots, type RoundSlot, type SlotBlock } from "../round/slots";

// shared with the delegate list, which must not load this module's round maths on a first visit
export { DEFAULT_HISTORY_ROUNDS, OLDER_ROUNDS_DELAY_MS } from "../forging";

/** The last forged block of a delegate as far as the monitor knows. */
interface LastForged {
  height: number;
  id?: string;
  unix?: number;
}

/** One row of the active tab. */
export interface ActiveRow {
  publicKey: string;
  /** undefined while the shared list does not know the delegate (see useDelegateIndex) */
  delegate?: Delegate;
  /** rank in the current round's list (votes desc, public key asc) */
  rank: number;
  rankChange?: RankChange;
  votes: string;
  produced: number;
  lastForged?: LastForged;
  status?: ForgingStatus;
  history?: RoundCell[];
}

/** Everything the delegate monitor shows, derived from the height, the shared list and the rounds. */
export interface MonitorData {
  height?: number;
  activeDelegates: number;
  blocktime: number;
  epochUnix: number;
  /** round of the current height */
  round: number;
  /** round the next block belongs to (round + 1 right after the round's last block) */
  nextRound: number;
  remaining: number;
  /** null while loading */
  active: ActiveRow[] | null;
  /** forging order of nextRound (public keys), null while loading */
  order: readonly string[] | null;
  /** forged/missed slots of nextRound so far */
  slotsSoFar: readonly RoundSlot[];
  /** the last block known (height of the network), for the next-forger prediction */
  lastBlock?: SlotBlock;
  historyRounds: number[];
  error: Error | null;
  retry: () => void;
  byPublicKey: Map<string, Delegate>;
}

/** The parts of a query result the monitor reads. */
interface QueryState {
  data: unknown;
  error: Error | null;
  isError: boolean;
  isPlaceholderData: boolean;
  dataUpdatedAt: number;
  refetch: () => Promise<unknown>;
}

function toSlotBlock(b: Block, byAddress: Map<string, Delegate>): SlotBlock {
  return {
    height: b.height,
    id: b.id,
    epoch: b.timestamp.epoch,
    generatorPublicKey: b.generator.publicKey ?? byAddress.get(b.generator.address)?.publicKey ?? b.generator.address,
  };
}

/**
 * Data of the delegate monitor: follows the 8 s height poll (useNetwork), the shared delegate list
 * (useDelegateIndex, refetched after 2 min), round lists (rounds/{r}/delegates, fetched once each)
 * and the blocks of the last `historyRounds` rounds by height range (the round in progress is
 * refetched only when the height changes).
 *
 * A first visit asks only for the two newest rounds (see {@link monitorRounds}); the older ones
 * follow in idle time {@link OLDER_ROUNDS_DELAY_MS} after the first view is in, their history
 * cells "loading" meanwhile, all shown together in one interruptible render, or at once when the
 * user picks another history length. When every older round is kept from an earlier visit of the
 * page, they show at once. A round that ends meanwhile keeps the cells it showed.
 *
 * The active rows need only the first 100 delegates by rank (the round's forgers are among them);
 * a round member missing from that page (a rank change within the round) asks for the complete
 * list. (The standby and resigned tabs are pages of the node's own lists, not derived here.)
 */
export function useDelegateMonitor(historyRounds = DEFAULT_HISTORY_ROUNDS): MonitorData {
  const { height, activeDelegates: n, blocktime, epochUnix } = useNetwork();
  const index = useDelegateIndex();
  const round = height ? roundOf(height, n) : 0;
  const nextRound = height ? roundOf(height + 1, n) : 0;
  const rounds = useMemo(() => monitorRounds(round, nextRound, historyRounds), [round, nextRound, historyRounds]);
  const { history: historyList, members: memberRounds } = rounds;

  const queryClient = useQueryClient();
  // The older history rounds: asked for once the first view is in (see below), or at once when the
  // user picks another history length than the page opened with. Until then nothing observes them:
  // an observer, even a disabled one, re-renders the page synchronously with each answer the idle-
  // time prefetch brings (on the mainnet-scale chain three blocking renders of 100–170 ms at 4×
  // CPU), instead of the one interruptible render that shows them all. A visit whose older rounds
  // are all still cached (a return to the page) shows them at once.
  const [firstHistoryRounds] = useState(historyRounds);
  const [olderDue, setOlderDue] = useState(
    () =>
      Boolean(height) &&
      memberRounds.every((r) => r < 1 || rounds.eagerMembers.has(r) || queryClient.getQueryData(roundMembersQuery(r).queryKey) !== undefined) &&
      historyList.every((r) => rounds.eagerBlocks.has(r) || queryClient.getQueryData(roundBlocksQuery(r, n, height ?? 0).queryKey) !== undefined),
  );
  const olderWanted = olderDue || historyRounds !== firstHistoryRounds;
  // The oldest rounds the first view asked for (once the height is known). A round that ends before
  // the older rounds are due moves a round out of the two newest: it stays observed (its answers
  // are in the cache) instead of showing "loading" cells until the older rounds come in.
  const [firstEager, setFirstEager] = useState<{ members: number; blocks: number } | null>(null);
  if (firstEager === null && height) setFirstEager({ members: Math.min(...rounds.eagerMembers), blocks: Math.min(...rounds.eagerBlocks) });
  const observedSince = (r: number, eager: ReadonlySet<number>, since: number | undefined) =>
    olderWanted || eager.has(r) || (since !== undefined && r >= since);

  const observedMembers = memberRounds.filter((r) => r >= 1 && observedSince(r, rounds.eagerMembers, firstEager?.members));
  const observedBlocks = historyList.filter((r) => observedSince(r, rounds.eagerBlocks, firstEager?.blocks));
  const memberResults = useQueries({ queries: observedMembers.map((r) => roundMembersQuery(r)) });
  const blockResults = useQueries({
    queries: observedBlocks.map((r) => ({ ...roundBlocksQuery(r, n, height ?? 0), enabled: Boolean(height) })),
  });
  // aligned with memberRounds and historyList; undefined for a round not observed yet
  const members = memberRounds.map((r) => memberResults[observedMembers.indexOf(r)]);
  const blocks = historyList.map((r) => blockResults[observedBlocks.indexOf(r)]);

  // the first view is in once its rounds answered and nothing else is being fetched (the app
  // shell's requests included): latched, so the height poll does not push the older rounds back
  const eagerIn =
    Boolean(height) &&
    memberRounds.every((r, i) => !rounds.eagerMembers.has(r) || members[i]?.data !== undefined || members[i]?.isError) &&
    historyList.every((r, i) => !rounds.eagerBlocks.has(r) || blocks[i]?.data !== undefined || blocks[i]?.isError);
  const [firstViewIn, setFirstViewIn] = useState(false);
  // counts nothing once latched: no re-render for every later request of the app
  const fetching = useIsFetching({ predicate: () => !firstViewIn });
  if (!firstViewIn && eagerIn && fetching === 0) setFirstViewIn(true);
  // The older rounds are fetched together, then shown in one transition (an interruptible render,
  // from the cache): each answer that arrived on its own re-rendered the page synchronously (the
  // queries' subscription), and one coming in during a deferred render made React redo that render
  // synchronously too: five to ten renders of ~50 rows of 30-90 ms each on a desktop.
  const olderRounds = useRef<() => Promise<unknown>[]>(() => []);
  useEffect(() => {
    olderRounds.current = () => [
      ...memberRounds.filter((r) => r >= 1 && !rounds.eagerMembers.has(r)).map((r) => queryClient.prefetchQuery(roundMembersQuery(r))),
      ...historyList.filter((r) => !rounds.eagerBlocks.has(r)).map((r) => queryClient.prefetchQuery(roundBlocksQuery(r, n, height ?? 0))),
    ];
  });
  useEffect(() => {
    if (!firstViewIn || olderDue) return;
    let cancel: (() => void) | undefined;
    let live = true;
    const showOlder = () =>
      void Promise.all(olderRounds.current()).then(() => {
        if (live) startTransition(() => setOlderDue(true));
      });
    // the scheduling code is not needed before the first view is in
    void import("@/shared/network/idle").then(({ runWhenIdle }) => {
      if (live) cancel = runWhenIdle(showOlder, OLDER_ROUNDS_DELAY_MS);
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [firstViewIn, olderDue]);

  const membersData = members.map((q) => q?.data);
  const blocksData = blocks.map((q) => q?.data);
  const membersFailed = members.map((q) => q?.isError ?? false);
  const blocksFailed = blocks.map((q) => q?.isError ?? false);
  const allQueries: QueryState[] = [];
  for (const q of memberResults) allQueries.push(q);
  for (const q of blockResults) allQueries.push(q);
  const failed = allQueries.find((q) => q.isError && !q.data);
  // a round member outside the first 100 by rank: its name and last block need every delegate
  const currentMembers = membersData[memberRounds.indexOf(round)];
  const memberMissing =
    !index.complete && index.list.length > 0 && Boolean(currentMembers?.some((m) => !index.byPublicKey.has(m.publicKey)));
  useDelegateIndex({ complete: memberMissing });
  const dataKey = allQueries.map((q) => `${q.dataUpdatedAt}:${q.isPlaceholderData ? 1 : 0}:${q.isError ? 1 : 0}`).join(",");

  const derived = useMemo(() => {
    const membersOf = new Map<number, RoundDelegate[]>();
    memberRounds.forEach((r, i) => {
      const d = membersData[i];
      if (d) membersOf.set(r, d);
    });
    const blocksByHeight = new Map<number, SlotBlock>();
    const fullBlocks = new Map<number, Block>();
    blocksData.forEach((list) =>
      list?.forEach((b) => {
        blocksByHeight.set(b.height, toSlotBlock(b, index.byAddress));
        fullBlocks.set(b.height, b);
      }),
    );

    // slots per history round
    const records: RoundRecord[] = historyList.map((r, i) => {
      const m = membersOf.get(r);
      const { first, last } = roundHeights(r, n);
      const loaded = blocksData[i] !== undefined;
      if (!m || !loaded || !height) {
        // not failed: asked for, or to be asked for once the first view is in
        const loading = !blocksFailed[i] && !membersFailed[memberRounds.indexOf(r)];
        return { round: r, complete: height !== undefined && height >= last, loading };
      }
      const inRound: SlotBlock[] = [];
      for (let h = first; h <= Math.min(last, height); h++) {
        const b = blocksByHeight.get(h);
        if (b) inRound.push(b);
      }
      const order = forgingOrder(r, m);
      const slots = pastSlots({ order, blocks: inRound, previous: blocksByHeight.get(first - 1), blocktime });
      return { round: r, members: new Set(m.map((x) => x.publicKey)), slots, complete: height >= last };
    });

    const nextMembers = membersOf.get(nextRound);
    const order = nextMembers ? forgingOrder(nextRound, nextMembers) : null;
    const slotsSoFar = records.find((r) => r.round === nextRound)?.slots ?? [];
    const lastBlock = height ? blocksByHeight.get(height) : undefined;

    // last forged block per delegate from the fetched blocks
    const lastFromBlocks = new Map<string, Block>();
    for (const b of fullBlocks.values()) {
      const key = blocksByHeight.get(b.height)!.generatorPublicKey;
      const cur = lastFromBlocks.get(key);
      if (!cur || cur.height < b.height) lastFromBlocks.set(key, b);
    }

    const current = membersOf.get(round);
    const previous = round - 1 >= 1 ? membersOf.get(round - 1) : [];
    let active: ActiveRow[] | null = null;
    if (current && previous && height && !index.isLoading) {
      const prevSet = new Set(previous.map((m) => m.publicKey));
      const changes = rankChanges(current, previous);
      const history = roundHistory(records, current.map((m) => m.publicKey));
      active = rankRoundMembers(current).map((m, i) => {
        const delegate = index.byPublicKey.get(m.publicKey);
        const fromList = delegate?.blocks.last;
        const fromBlocks = lastFromBlocks.get(m.publicKey);
        let lastForged: LastForged | undefined = fromList
          ? { height: fromList.height, id: fromList.id, unix: fromList.timestamp?.unix }
          : undefined;
        let produced = delegate?.blocks.produced ?? 0;
        if (fromBlocks && (!lastForged || fromBlocks.height > lastForged.height)) {
          const since = lastForged?.height ?? 0;
          // blocks forged after the shared list was fetched
          for (const b of fullBlocks.values()) {
            if (b.height > since && blocksByHeight.get(b.height)!.generatorPublicKey === m.publicKey) produced++;
          }
          lastForged = { height: fromBlocks.height, id: fromBlocks.id, unix: fromBlocks.timestamp.unix };
        }
        return {
          publicKey: m.publicKey,
          delegate,
          rank: i + 1,
          rankChange: changes.get(m.publicKey),
          votes: m.votes,
          produced,
          lastForged,
          status: forgingStatus({
            height,
            lastBlockHeight: lastForged?.height,
            activeDelegates: n,
            inPreviousRound: prevSet.has(m.publicKey),
          }),
          history: history.get(m.publicKey)?.map((cell) => {
            // the shared list may know a newer block than the round blocks fetched so far
            if (!lastForged || roundOf(lastForged.height, n) !== cell.round || cell.forged > 0) return cell;
            if (cell.state === "pending" || cell.state === "unknown") return { ...cell, state: "forged" as const, forged: 1 };
            if (cell.state === "missed") return { ...cell, state: "partial" as const, forged: 1 };
            return cell;
          }),
        };
      });
    }

    return { order, slotsSoFar, lastBlock, active };
    // membersData/blocksData are new arrays each render: `dataKey` changes exactly when one of
    // their items does
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dataKey, memberRounds, historyList, index, height, n, blocktime, round, nextRound]);

  return {
    height,
    activeDelegates: n,
    blocktime,
    epochUnix,
    round,
    nextRound,
    remaining: height ? remainingBlocksInRound(height, n) : n,
    historyRounds: historyList,
    error: failed?.error ?? null,
    retry: () => {
      for (const q of allQueries) if (q.isError) void q.refetch();
      if (index.error) index.retry();
    },
    byPublicKey: index.byPublicKey,
    ...derived,
  };
}
