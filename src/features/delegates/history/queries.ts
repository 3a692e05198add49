import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { roundBlocksQuery, roundMembersQuery } from "../api/delegate-queries";
import type { RoundSummary } from "./round-summary";

/**
 * The summary of a complete round (its active list with votes and each member's forged and missed
 * slots): GET rounds/{round}/delegates and the round's blocks (GET blocks?height.from&height.to,
 * or POST blocks/search on 2.6), through the delegate monitor's own queries so their cache serves
 * both. A complete round never changes: the summary is never refetched nor dropped during the
 * visit (it is one small entry per active delegate), so a revisit asks nothing.
 * `activeDelegates` is the round length, `blocktime` in seconds.
 */
export function roundSummaryQuery(
  client: QueryClient,
  round: number,
  activeDelegates: number,
  blocktime: number,
) {
  return queryOptions({
    queryKey: ["delegates-feature", "round", round, "summary", activeDelegates, blocktime] as const,
    queryFn: async (): Promise<RoundSummary> => {
      const [members, blocks, { summarizeRound }] = await Promise.all([
        client.fetchQuery(roundMembersQuery(round)),
        client.fetchQuery(roundBlocksQuery(round, activeDelegates, round * activeDelegates)),
        import("./round-summary"),
      ]);
      return summarizeRound({ round, members, blocks }, activeDelegates, blocktime);
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
