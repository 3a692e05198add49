import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { getBlocksByHeightRange } from "@/shared/api/endpoints/blocks";
import * as v from "valibot";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import { readServerCache, writeServerCache } from "@/shared/network/storage-cache";

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

/** The newest round's list as kept in localStorage (outside input: checked on every read). */
const keptRoundSchema = v.object({
  round: v.number(),
  members: v.array(v.object({ publicKey: v.string(), votes: v.string() })),
});
const isKeptRound = (x: unknown): x is v.InferOutput<typeof keptRoundSchema> => v.is(keptRoundSchema, x);

/**
 * The active list of a round (GET rounds/{round}/delegates: public key + votes; [] below round 1).
 * A round's list never changes once created, so it is never refetched, and kept for
 * {@link PAST_ROUND_GC_MS} once nothing shows it. The newest round asked for is also kept in
 * localStorage (~5 KB), so a return within the same round (~7 minutes on ARK) asks nothing.
 */
export function roundMembersQuery(round: number) {
  const kept = readServerCache("round-members", isKeptRound);
  return queryOptions({
    queryKey: delegateKeys.roundMembers(round),
    queryFn: async ({ signal }) => {
      const members = await getRoundDelegates(round, signal);
      // older rounds (a delegate's history reads a hundred) never replace the newest
      const newest = readServerCache("round-members", isKeptRound)?.data.round ?? 0;
      if (members.length > 0 && round >= newest) writeServerCache("round-members", { round, members });
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
 * open monitor (soak test).
 */
export function roundBlocksQuery(round: number, activeDelegates: number, height: number) {
  const last = round * activeDelegates;
  const complete = height >= last;
  const to = Math.min(last, height);
  return queryOptions({
    queryKey: delegateKeys.roundBlocks(round, activeDelegates, complete ? "complete" : to),
    queryFn: ({ signal }) => getBlocksByHeightRange((round - 1) * activeDelegates, to, signal),
    staleTime: Infinity,
    gcTime: complete ? PAST_ROUND_GC_MS : IN_PROGRESS_GC_MS,
    placeholderData: complete ? undefined : keepPreviousData,
  });
}
