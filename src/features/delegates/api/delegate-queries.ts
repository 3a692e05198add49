import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getBlocksByHeightRange } from "@/shared/api/endpoints/blocks";
import * as v from "valibot";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import { amount, looseObject, num } from "@/shared/api/schemas";
import { isNotFound } from "@/shared/api/errors";
import type { Block } from "@/shared/api/schemas";
import { ASK_AGAIN_MS, askUntilKnown } from "@/shared/network/lagging-pool";
import { readServerCache, writeServerCache } from "@/shared/network/storage-cache";
import { monitorRounds, roundOf, type MonitorRounds } from "../round/rounds";

/** How long an unobserved answer of the round in progress stays cached (ms). */
const IN_PROGRESS_GC_MS = 0;
/**
 * How long an unobserved answer of a past round stays cached (ms): it never changes, so a return
 * to the monitor within this time asks only for the rounds that ended meanwhile. A round is ~52
 * parsed blocks, so even a 20-round history kept this long is small.
 */
export const PAST_ROUND_GC_MS = 30 * 60_000;

/** Query keys of the delegates feature, general to specific. */
const delegateKeys = {
  all: ["delegates-feature"] as const,
  round: (round: number) => [...delegateKeys.all, "round", round] as const,
  roundMembers: (round: number) => [...delegateKeys.round(round), "members"] as const,
  roundBlocks: (round: number, activeDelegates: number, until: number | "complete") =>
    [...delegateKeys.round(round), "blocks", activeDelegates, until] as const,
};

/**
 * The newest round's list as kept in localStorage (outside input: checked on every read, its
 * members as GET rounds/{round}/delegates answers were, so votes are arktoshi digits).
 */
const keptRoundSchema = v.object({
  round: v.pipe(num, v.integer()),
  members: v.array(looseObject({ publicKey: v.string(), votes: amount })),
});

/**
 * The active list of a round (GET rounds/{round}/delegates: public key + votes; [] below round 1).
 * A round's list never changes once created, so it is never refetched, and kept for
 * {@link PAST_ROUND_GC_MS} once nothing shows it. The newest round asked for is also kept in
 * localStorage (~5 KB), so a return within the same round (~7 minutes on ARK) asks nothing. A 404
 * (a pool member that has not reached the round yet) is asked again a few times (askUntilKnown)
 * before it is the answer: callers ask only for rounds the chain head says exist.
 */
export function roundMembersQuery(round: number) {
  const kept = readServerCache("round-members", keptRoundSchema);
  return queryOptions({
    queryKey: delegateKeys.roundMembers(round),
    queryFn: async ({ signal }) => {
      // asked for once the chain head says the round exists: a "not found" comes from a member of
      // a load-balanced pool that is behind, and the next request likely reaches another
      const members = await askUntilKnown(
        () => getRoundDelegates(round, signal),
        isNotFound,
        signal,
      );
      // older rounds (a delegate's history reads a hundred) never replace the newest
      const newest = readServerCache("round-members", keptRoundSchema)?.data.round ?? 0;
      if (members.length > 0 && round >= newest)
        writeServerCache("round-members", { round, members });
      return members;
    },
    initialData: kept?.data.round === round ? kept.data.members : undefined,
    staleTime: Infinity,
    gcTime: PAST_ROUND_GC_MS,
  });
}

/**
 * The blocks of a round (heights (round-1)·n … round·n, i.e. including the last block of the
 * previous round for the missed-slot gap), up to the current `height`. A complete round is fetched
 * once and kept for {@link PAST_ROUND_GC_MS} once nothing shows it. The round in progress is keyed
 * on the height, so it refetches only when the height changes and keeps the previous answer on
 * screen meanwhile; its entry is dropped as soon as nothing shows it: the next block makes it
 * obsolete, and the default 5 minutes kept ~40 stale copies of the round's blocks in memory on an
 * open monitor (soak test). An answer that stops short of the height asked for (a member of a
 * load-balanced pool behind the others) is shown as far as it goes and asked again
 * {@link ASK_AGAIN_MS} later, never kept as the round's answer.
 */
export function roundBlocksQuery(round: number, activeDelegates: number, height: number) {
  const last = round * activeDelegates;
  const complete = height >= last;
  const to = Math.min(last, height);
  // the answer reaches the height asked for: else a pool member behind the head answered
  const reaches = (blocks: readonly Block[] | undefined) => (blocks?.at(-1)?.height ?? 0) >= to;
  return queryOptions({
    queryKey: delegateKeys.roundBlocks(round, activeDelegates, complete ? "complete" : to),
    queryFn: ({ signal }) => getBlocksByHeightRange((round - 1) * activeDelegates, to, signal),
    staleTime: (query) => (reaches(query.state.data) ? Infinity : 0),
    refetchInterval: (query) =>
      query.state.data !== undefined && !reaches(query.state.data) ? ASK_AGAIN_MS : false,
    gcTime: complete ? PAST_ROUND_GC_MS : IN_PROGRESS_GC_MS,
    placeholderData: complete ? undefined : keepPreviousData,
  });
}

/** The members and blocks queries of the delegate monitor's view, each enabled when it is asked for. */
export interface MonitorRoundQueries {
  /** rounds/{r}/delegates of every round in the view's `members` from round 1 on, in that order */
  members: Array<ReturnType<typeof roundMembersQuery> & { enabled: boolean }>;
  /** the blocks of every round in the view's `history`, in that order */
  blocks: Array<ReturnType<typeof roundBlocksQuery> & { enabled: boolean }>;
}

/**
 * The delegate monitor's view at `height` (undefined while unknown: no round) with
 * `activeDelegates` per round and a history of `historyRounds` (see monitorRounds).
 */
export function monitorView(
  height: number | undefined,
  activeDelegates: number,
  historyRounds: number,
): MonitorRounds {
  const known = height !== undefined && height > 0;
  return monitorRounds(
    known ? roundOf(height, activeDelegates) : 0,
    known ? roundOf(height + 1, activeDelegates) : 0,
    historyRounds,
  );
}

/**
 * The one place that decides what the delegate monitor asks for: every round of `view` (see
 * {@link monitorView}) at `height` with `activeDelegates` per round, its queries enabled for the
 * first view's rounds, and for the older history rounds too once `older` (in idle time after the
 * first view, or at once when the visitor picks another history length). The route's data function
 * starts the enabled ones, the monitor observes them all (an older round kept from an earlier visit
 * shows while it is not asked for).
 */
export function monitorRoundQueries(
  view: MonitorRounds,
  height: number | undefined,
  activeDelegates: number,
  older: boolean,
): MonitorRoundQueries {
  return {
    members: view.members
      .filter((r) => r >= 1)
      .map((r) => ({ ...roundMembersQuery(r), enabled: older || view.eagerMembers.has(r) })),
    blocks:
      height !== undefined && height > 0 && activeDelegates > 0
        ? view.history.map((r) => ({
            ...roundBlocksQuery(r, activeDelegates, height),
            enabled: older || view.eagerBlocks.has(r),
          }))
        : [],
  };
}
