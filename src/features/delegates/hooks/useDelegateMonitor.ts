import { useQueries, useQueryClient, type QueryObserverResult } from "@tanstack/react-query";
import { startTransition, useCallback, useEffect, useMemo, useState } from "react";
import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { Block, Delegate } from "@/shared/api/schemas";
import { useDelegateIndex, type DelegateIndex } from "@/shared/network/delegate-names";
import { runWhenQuiet } from "@/shared/network/idle";
import { useNetwork } from "@/shared/network/useNetwork";
import { monitorRoundQueries } from "../api/delegate-queries";
import {
  DEFAULT_HISTORY_ROUNDS,
  forgingStatus,
  OLDER_ROUNDS_DELAY_MS,
  remainingBlocksInRound,
  roundHeights,
  roundOf,
  type ForgingStatus,
} from "../forging";
import {
  rankChanges,
  roundHistory,
  type RankChange,
  type RoundCell,
  type RoundRecord,
} from "../round/history";
import { monitorRounds, type MonitorRounds } from "../round/rounds";
import { forgingOrder, rankRoundMembers } from "../round/shuffle";
import { pastSlots, type RoundSlot, type SlotBlock } from "../round/slots";

// shared with the delegate list, which must not load this module's round maths on a first visit
export { DEFAULT_HISTORY_ROUNDS, OLDER_ROUNDS_DELAY_MS } from "../forging";

/** The older history rounds are asked for at the latest this long after the first view is in (ms), on a page whose requests never go quiet. */
const OLDER_ROUNDS_LATEST_MS = 15_000;

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

/**
 * The rounds' answers as the monitor shows them: plain arrays of the cached answers, so React
 * Query's structural sharing keeps this object (and the page) as it is while nothing shown changed.
 */
interface RoundAnswers {
  /** aligned with the view's member rounds from round 1 on; undefined: not in (yet) */
  members: Array<RoundDelegate[] | undefined>;
  /** aligned with the view's history rounds */
  blocks: Array<Block[] | undefined>;
  membersFailed: boolean[];
  blocksFailed: boolean[];
  /** the first failure of a round without an answer */
  error: Error | null;
  /** every round of the first view answered or failed */
  firstViewIn: boolean;
  /** an older history round has no answer yet */
  olderMissing: boolean;
}

type RoundResult = QueryObserverResult<RoundDelegate[] | Block[]>;

/**
 * Picks what the monitor shows from the results of its round queries (members first, then blocks,
 * as {@link monitorRoundQueries} lists them). The older history rounds asked for at `olderAskedAt`
 * (ms since 1970; null while not asked for) show together: their answers stay out until none of
 * them is still on its way (each on its own would redraw the page, ~50 rows), while an older round
 * kept from before (an earlier visit, or a round that left the two newest when the next round
 * started) shows at once.
 */
function pickAnswers(
  results: RoundResult[],
  view: MonitorRounds,
  memberCount: number,
  olderAskedAt: number | null,
): RoundAnswers {
  const memberRounds = view.members.filter((r) => r >= 1);
  const isOlder = (i: number) =>
    i < memberCount
      ? !view.eagerMembers.has(memberRounds[i]!)
      : !view.eagerBlocks.has(view.history[i - memberCount]!);
  const olderOnTheWay =
    olderAskedAt !== null && results.some((q, i) => isOlder(i) && q.isPending && q.isFetching);
  const shown = results.map((q, i) =>
    olderOnTheWay && isOlder(i) && q.dataUpdatedAt >= olderAskedAt ? undefined : q.data,
  );
  const failed = results.map((q) => q.isError);
  const firstFailure = results.find((q) => q.isError && q.data === undefined);
  return {
    members: shown.slice(0, memberCount) as Array<RoundDelegate[] | undefined>,
    blocks: shown.slice(memberCount) as Array<Block[] | undefined>,
    membersFailed: failed.slice(0, memberCount),
    blocksFailed: failed.slice(memberCount),
    error: firstFailure?.error ?? null,
    firstViewIn:
      results.length > 0 &&
      results.every((q, i) => isOlder(i) || q.data !== undefined || q.isError),
    olderMissing: results.some((q, i) => isOlder(i) && q.data === undefined),
  };
}

function toSlotBlock(b: Block, byAddress: Map<string, Delegate>): SlotBlock {
  return {
    height: b.height,
    id: b.id,
    epoch: b.timestamp.epoch,
    generatorPublicKey:
      b.generator.publicKey ?? byAddress.get(b.generator.address)?.publicKey ?? b.generator.address,
  };
}

/** What the monitor derives from the rounds' answers (see {@link deriveMonitor}). */
type Derived = Pick<MonitorData, "order" | "slotsSoFar" | "lastBlock" | "active">;

/**
 * The forging order, the slots of the round so far, the last block and the active rows at
 * `height`, from the rounds' answers (aligned with `view`), the shared delegate list and the
 * chain constants. Pure. A round's blocks that stop short of the height (a pool member behind
 * the others answered) count as far as they go: the slots after them are not missed, the round
 * is not complete, and the last block is missing (the page keeps its last complete view).
 */
function deriveMonitor(args: {
  view: MonitorRounds;
  answers: RoundAnswers;
  height: number | undefined;
  activeDelegates: number;
  blocktime: number;
  index: DelegateIndex;
}): Derived {
  const { view, answers, height, activeDelegates: n, blocktime, index } = args;
  const round = height ? roundOf(height, n) : 0;
  const nextRound = height ? roundOf(height + 1, n) : 0;
  const memberRounds = view.members.filter((r) => r >= 1);
  const membersOf = new Map<number, RoundDelegate[]>();
  memberRounds.forEach((r, i) => {
    const d = answers.members[i];
    if (d) membersOf.set(r, d);
  });
  const blocksByHeight = new Map<number, SlotBlock>();
  const fullBlocks = new Map<number, Block>();
  for (const list of answers.blocks)
    for (const b of list ?? []) {
      blocksByHeight.set(b.height, toSlotBlock(b, index.byAddress));
      fullBlocks.set(b.height, b);
    }

  // slots per history round
  const records: RoundRecord[] = view.history.map((r, i) => {
    const m = membersOf.get(r);
    const { first, last } = roundHeights(r, n);
    const blocks = answers.blocks[i];
    if (!m || !blocks || !height) {
      // not failed: asked for, or to be asked for once the first view is in
      const loading = !answers.blocksFailed[i] && !answers.membersFailed[memberRounds.indexOf(r)];
      return { round: r, complete: height !== undefined && height >= last, loading };
    }
    const inRound: SlotBlock[] = [];
    for (let h = first; h <= Math.min(last, height); h++) {
      const b = blocksByHeight.get(h);
      if (b) inRound.push(b);
    }
    const order = forgingOrder(r, m);
    const slots = pastSlots({
      order,
      blocks: inRound,
      previous: blocksByHeight.get(first - 1),
      blocktime,
    });
    return {
      round: r,
      members: new Set(m.map((x) => x.publicKey)),
      slots,
      complete: blocksByHeight.has(last),
    };
  });

  const nextMembers = membersOf.get(nextRound);
  const order = nextMembers ? forgingOrder(nextRound, nextMembers) : null;
  const slotsSoFar = records.find((r) => r.round === nextRound)?.slots ?? [];
  const lastBlock = height ? blocksByHeight.get(height) : undefined;

  // the forger of each fetched block, and the last block per delegate
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
    const history = roundHistory(
      records,
      current.map((m) => m.publicKey),
    );
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
          if (b.height > since && blocksByHeight.get(b.height)!.generatorPublicKey === m.publicKey)
            produced++;
        }
        lastForged = {
          height: fromBlocks.height,
          id: fromBlocks.id,
          unix: fromBlocks.timestamp.unix,
        };
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
          if (!lastForged || roundOf(lastForged.height, n) !== cell.round || cell.forged > 0)
            return cell;
          if (cell.state === "pending" || cell.state === "unknown")
            return { ...cell, state: "forged" as const, forged: 1 };
          if (cell.state === "missed") return { ...cell, state: "partial" as const, forged: 1 };
          return cell;
        }),
      };
    });
  }
  return { order, slotsSoFar, lastBlock, active };
}

/**
 * Data of the delegate monitor: follows the 8 s height poll (useNetwork), the shared delegate list
 * (useDelegateIndex, refetched after 2 min), round lists (rounds/{r}/delegates, fetched once each)
 * and the blocks of the last `historyRounds` rounds by height range (the round in progress is
 * refetched only when the height changes). What it asks for comes from
 * {@link monitorRoundQueries}, which the route's data function uses too; the rest is a pure
 * derivation of the answers.
 *
 * A first visit asks only for the two newest rounds; the older ones are asked for in idle time
 * {@link OLDER_ROUNDS_DELAY_MS} after the first view is in and the app's requests went quiet, their
 * history cells "loading" meanwhile, and shown together; at once when the visitor picks another
 * history length. An older round kept from an earlier visit (or one that left the two newest when
 * a round ended) shows at once.
 *
 * The active rows need only the first 100 delegates by rank (the round's forgers are among them);
 * a round member missing from that page (a rank change within the round) asks for the complete
 * list. (The standby and resigned tabs are pages of the node's own lists, not derived here.)
 */
export function useDelegateMonitor(historyRounds = DEFAULT_HISTORY_ROUNDS): MonitorData {
  const { height, activeDelegates: n, blocktime, epochUnix } = useNetwork();
  const index = useDelegateIndex();
  const queryClient = useQueryClient();
  const round = height ? roundOf(height, n) : 0;
  const nextRound = height ? roundOf(height + 1, n) : 0;

  // when the older history rounds were asked for (ms since 1970), null until they are due
  const [olderAskedAt, setOlderAskedAt] = useState<number | null>(null);
  // a history length the visitor picked (not the one the page opened with) is asked for at once
  const [firstHistoryRounds] = useState(historyRounds);
  const older = olderAskedAt !== null || historyRounds !== firstHistoryRounds;

  // the view changes with the round, not with every block
  const view = useMemo(
    () => monitorRounds(round, nextRound, historyRounds),
    [round, nextRound, historyRounds],
  );
  const queries = monitorRoundQueries(view, height, n, older);
  const memberCount = queries.members.length;
  const combine = useCallback(
    (results: RoundResult[]) => pickAnswers(results, view, memberCount, olderAskedAt),
    [view, memberCount, olderAskedAt],
  );
  const answers = useQueries({ queries: [...queries.members, ...queries.blocks], combine });

  // the older rounds: once the first view is in, in idle time after the app's requests went quiet
  const olderDue = answers.firstViewIn && answers.olderMissing && olderAskedAt === null;
  useEffect(() => {
    if (!olderDue) return;
    const activity = {
      isFetching: () => queryClient.isFetching(),
      subscribe: (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
    };
    return runWhenQuiet(
      activity,
      () => startTransition(() => setOlderAskedAt(Date.now())),
      OLDER_ROUNDS_DELAY_MS,
      OLDER_ROUNDS_LATEST_MS,
    );
  }, [olderDue, queryClient]);

  // a round member outside the first 100 by rank: its name and last block need every delegate
  const currentMembers = answers.members[view.members.filter((r) => r >= 1).indexOf(round)];
  const memberMissing =
    !index.complete &&
    index.list.length > 0 &&
    Boolean(currentMembers?.some((m) => !index.byPublicKey.has(m.publicKey)));
  useDelegateIndex({ complete: memberMissing });

  const derived = useMemo(
    () => deriveMonitor({ view, answers, height, activeDelegates: n, blocktime, index }),
    [view, answers, height, n, blocktime, index],
  );

  return {
    height,
    activeDelegates: n,
    blocktime,
    epochUnix,
    round,
    nextRound,
    remaining: height ? remainingBlocksInRound(height, n) : n,
    historyRounds: view.history,
    error: answers.error,
    retry: () => {
      for (const { queryKey } of [...queries.members, ...queries.blocks])
        if (queryClient.getQueryState(queryKey)?.status === "error")
          void queryClient.refetchQueries({ queryKey, exact: true });
      if (index.error) index.retry();
    },
    byPublicKey: index.byPublicKey,
    ...derived,
  };
}
