import type { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { chainKeys } from "@/shared/network/queries";
import { expectSameQueries } from "@/shared/routing/test-page-queries";
import { useMissedBlocks } from "../hooks/useMissedBlocks";
import { missedBlocksData } from "../route-data";
import { missedRoundQuery } from "./queries";

// the network state the page's hook reads; the route's data function reads the same from the cache
const chain = vi.hoisted(() => ({ height: 560, activeDelegates: 51, blocktime: 8 }));
vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ ...chain, epochUnix: 1_490_101_200, node: {} }),
}));

/** The height poll's and the node configuration's answers, where the route's data function reads them. */
const seed = (queryClient: QueryClient) => {
  queryClient.setQueryData(chainKeys.blockchain(), { height: chain.height, blockId: "1" });
  queryClient.setQueryData(chainKeys.configuration(), {
    activeDelegates: chain.activeDelegates,
    blocktime: chain.blocktime,
  });
};
const keyOf = (round: number) =>
  missedRoundQuery({} as QueryClient, round, chain.activeDelegates, chain.blocktime).queryKey;

beforeEach(() => Object.assign(chain, { height: 560, activeDelegates: 51, blocktime: 8 }));

describe("/missed-blocks: the route's data function starts what the page asks", () => {
  it("the newest two complete rounds of the window, whatever its length", async () => {
    const keys = await expectSameQueries(
      missedBlocksData,
      useMissedBlocks,
      "/missed-blocks",
      [
        "/missed-blocks",
        "/missed-blocks?rounds=1",
        "/missed-blocks?rounds=25",
        "/missed-blocks?rounds=7",
      ],
      { seed, select: (r) => r.queries },
    );
    // height 560 with 51 delegates: round 11 in progress, rounds 10 and 9 first
    expect(keys["/missed-blocks"]).toEqual([keyOf(10), keyOf(9)]);
    expect(keys["/missed-blocks?rounds=1"]).toEqual([keyOf(10)]);
    expect(keys["/missed-blocks?rounds=25"]).toEqual([keyOf(10), keyOf(9)]);
  });

  it("right after a round's last block, and on a chain younger than two rounds", async () => {
    chain.height = 561;
    const after = await expectSameQueries(
      missedBlocksData,
      useMissedBlocks,
      "/missed-blocks",
      ["/missed-blocks"],
      {
        seed,
        select: (r) => r.queries,
      },
    );
    expect(after["/missed-blocks"]).toEqual([keyOf(11), keyOf(10)]);
    chain.height = 60;
    const young = await expectSameQueries(
      missedBlocksData,
      useMissedBlocks,
      "/missed-blocks",
      ["/missed-blocks"],
      {
        seed,
        select: (r) => r.queries,
      },
    );
    expect(young["/missed-blocks"]).toEqual([keyOf(1)]);
  });
});
