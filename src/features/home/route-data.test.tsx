import { beforeEach, describe, expect, it, vi } from "vitest";
import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { expectSameQueries, seedNode, type TestNode } from "@/shared/routing/test-page-queries";
import { useHomePageQueries } from "./hooks/usePageQueries";
import {
  dayTransactionsQuery,
  LATEST_LIMIT,
  latestBlocksQuery,
  windowMinute,
  windowStartEpoch,
} from "./latest";
import { homeData } from "./route-data";

// the network state the page's hook reads; the route's data function reads the same node from the cache
const node = vi.hoisted((): TestNode => ({
  epochUnix: 0,
  htlcEnabled: true,
  magistrateEnabled: false,
  magistrateKnown: false,
  configured: false,
}));
vi.mock("@/shared/network/useNetwork", () => ({
  useChainConstants: () => node,
  useTransactionTypes: () => node,
}));

const DEFAULT_EPOCH_UNIX = Date.parse("2017-03-21T13:00:00.000Z") / 1000;
const URLS = ["/", "/?type=vote", "/?type=%3Cscript%3E", "/?type=timelock-claim", "/?type=entity"];

describe("/ (home): the route's data function starts what the page asks", () => {
  beforeEach(() =>
    Object.assign(node, {
      epochUnix: DEFAULT_EPOCH_UNIX,
      htlcEnabled: true,
      magistrateEnabled: false,
      magistrateKnown: false,
      configured: false,
    }),
  );

  it("the latest blocks and the latest transactions: the 24 h page unfiltered, the filter's own page with one", async () => {
    const keys = await expectSameQueries(homeData, useHomePageQueries, "/", URLS, {
      seed: seedNode(node),
    });
    const blocks = latestBlocksQuery().queryKey;
    const day = dayTransactionsQuery(
      windowStartEpoch(windowMinute() * 60, DEFAULT_EPOCH_UNIX),
    ).queryKey;
    expect(keys["/"]).toEqual([blocks, day]);
    expect(keys["/?type=vote"]).toEqual([
      blocks,
      latestTransactionsQuery(LATEST_LIMIT, { type: 3, typeGroup: 1 }).queryKey,
    ]);
    expect(keys["/?type=%3Cscript%3E"]).toEqual([blocks, day]);
    expect(keys["/?type=timelock-claim"]).toEqual([
      blocks,
      latestTransactionsQuery(LATEST_LIMIT, { type: 9, typeGroup: 1 }).queryKey,
    ]);
    // a magistrate type waits for the probe
    expect(keys["/?type=entity"]).toEqual([blocks]);
  });

  it("with the node's answers: its epoch places the 24 h window, its types decide the filter", async () => {
    Object.assign(node, {
      epochUnix: 1_600_000_000,
      htlcEnabled: false,
      magistrateEnabled: true,
      magistrateKnown: true,
      configured: true,
    });
    const keys = await expectSameQueries(homeData, useHomePageQueries, "/", URLS, {
      seed: seedNode(node),
    });
    const day = dayTransactionsQuery(windowStartEpoch(windowMinute() * 60, 1_600_000_000)).queryKey;
    expect(keys["/"]?.[1]).toEqual(day);
    expect(keys["/?type=timelock-claim"]?.[1]).toEqual(day);
    expect(keys["/?type=entity"]?.[1]).toEqual(
      latestTransactionsQuery(LATEST_LIMIT, { type: 6, typeGroup: 2 }).queryKey,
    );
  });
});
