import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { ASK_AGAIN_MS } from "@/shared/network/lagging-pool";
import { PAST_ROUND_GC_MS, roundBlocksQuery, roundMembersQuery } from "../api/delegate-queries";
import type { RoundMisses } from "./derive";
import { FIRST_MISSED_ROUNDS, missedWindow } from "./window";

/**
 * The missed and forged slots of a complete round (see roundMisses): GET rounds/{round}/delegates
 * and the round's blocks (GET blocks?height.from&height.to, or POST blocks/search on 2.6), through
 * the delegate monitor's own queries, so their cache serves both pages. A complete round never
 * changes: its answer is never asked again and is kept {@link PAST_ROUND_GC_MS} once nothing shows
 * it. An answer that lacks some of the round's blocks (a member of a load-balanced pool behind the
 * others) reports nothing and is asked again {@link ASK_AGAIN_MS} later while shown.
 * `activeDelegates` is the round length, `blocktime` in seconds.
 */
export function missedRoundQuery(
  client: QueryClient,
  round: number,
  activeDelegates: number,
  blocktime: number,
) {
  return queryOptions({
    queryKey: ["delegates-feature", "round", round, "missed", activeDelegates, blocktime] as const,
    queryFn: async (): Promise<RoundMisses> => {
      // the round maths (the forging order's hashing) load with the first round, not with the app
      const [members, blocks, { roundMisses }] = await Promise.all([
        client.fetchQuery(roundMembersQuery(round)),
        client.fetchQuery(roundBlocksQuery(round, activeDelegates, round * activeDelegates)),
        import("./derive"),
      ]);
      return roundMisses({ round, members, blocks }, activeDelegates, blocktime);
    },
    staleTime: (query) => (query.state.data?.complete === false ? 0 : Infinity),
    refetchInterval: (query) => (query.state.data?.complete === false ? ASK_AGAIN_MS : false),
    gcTime: PAST_ROUND_GC_MS,
  });
}

/** The missed-blocks page's round queries, by round (`r{round}`, newest first), each enabled when asked for. */
export type MissedPageQueries = Record<
  string,
  ReturnType<typeof missedRoundQuery> & { enabled: boolean }
>;

/**
 * The one place that decides what the missed-blocks page asks for: the last `count` complete rounds
 * at `height` (see missedWindow), the newest {@link FIRST_MISSED_ROUNDS} at once, the older ones
 * once `requested` (in idle time, see useMissedBlocks). Nothing while the height is unknown. The
 * route's data function starts the enabled ones, the page observes them all (a round kept from an
 * earlier visit, or from the delegate monitor, shows without a request).
 */
export function missedPageQueries(
  client: QueryClient,
  args: {
    height: number | undefined;
    activeDelegates: number;
    blocktime: number;
    count: number;
    requested: ReadonlySet<number>;
  },
): MissedPageQueries {
  const { height, activeDelegates, blocktime, count, requested } = args;
  const rounds = height !== undefined ? missedWindow(height, activeDelegates, count) : [];
  const out: MissedPageQueries = {};
  rounds.forEach((round, i) => {
    out[`r${round}`] = {
      ...missedRoundQuery(client, round, activeDelegates, blocktime),
      enabled: i < FIRST_MISSED_ROUNDS || requested.has(round),
    };
  });
  return out;
}
