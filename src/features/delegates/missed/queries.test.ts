import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCapabilities } from "@/shared/api/capabilities";
import { heightFromRejected26 } from "@/shared/api/fixtures/core-2.6";
import { fakeNode, type FakeAnswer, type SeenRequest } from "@/shared/api/fixtures/fake-node";
import type { Block } from "@/shared/api/schemas";
import { ASK_AGAIN_MS } from "@/shared/network/lagging-pool";
import { roundBlocksQuery, roundMembersQuery } from "../api/delegate-queries";
import fixture from "./fixtures/testnet-missed-rounds.json";
import { roundMisses } from "./derive";
import { missedPageQueries, missedRoundQuery } from "./queries";
import { FIRST_MISSED_ROUNDS } from "./window";

const { activeDelegates: N, blocktime: BT, idleDelegate } = fixture;
const recorded = fixture.rounds[0]!;
const ROUND = recorded.round;

/** The recorded blocks as a node of either generation lists them: full block objects. */
function apiBlock(b: (typeof recorded.blocks)[number]) {
  return {
    ...b,
    version: 0,
    previous: "0",
    forged: { reward: "200000000", fee: "0", total: "200000000", amount: "0" },
    payload: {
      hash: "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
      length: 0,
    },
    signature: "3044",
    confirmations: 10,
    transactions: 0,
    timestamp: { ...b.timestamp, human: new Date(b.timestamp.unix * 1000).toISOString() },
  };
}

const page = (data: unknown[]): FakeAnswer => ({
  status: 200,
  body: { meta: { count: data.length, pageCount: 1, totalCount: data.length }, data },
});
const members = (r: SeenRequest) =>
  r.method === "GET" && r.path === `rounds/${ROUND}/delegates`
    ? { status: 200, body: { data: recorded.members } }
    : undefined;
const inRange = (from: number, to: number) =>
  recorded.blocks.filter((b) => b.height >= from && b.height <= to).map(apiBlock);

/** A 3.x node: GET blocks?height.from&height.to (oldest first), no POST search route. */
function node3(limitTo = Infinity) {
  return fakeNode((r) => {
    if (r.method === "GET" && r.path === "blocks" && r.query["height.from"])
      return page(
        inRange(Number(r.query["height.from"]), Math.min(limitTo, Number(r.query["height.to"]))),
      );
    return members(r);
  });
}

/** A 2.6 node: POST blocks/search {height: {from, to}} (newest first); GET blocks?height.from is refused. */
function node26() {
  return fakeNode((r) => {
    if (r.method === "POST" && r.path === "blocks/search") {
      const { from, to } = (r.json as { height: { from: number; to: number } }).height;
      return page(inRange(from, to).reverse());
    }
    if (r.path === "blocks") return heightFromRejected26;
    return members(r);
  });
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("missedRoundQuery on both API generations", () => {
  it("3.x and 2.6 give the same round: the idle delegate's missed slots, from the monitor's own queries", async () => {
    const seen3 = node3();
    const queryClient3 = client();
    const on3 = await queryClient3.fetchQuery(missedRoundQuery(queryClient3, ROUND, N, BT));
    expect(seen3.map((r) => `${r.method} ${r.path}`).sort()).toEqual([
      "GET blocks",
      "GET rounds/3/delegates",
      "POST blocks/search",
    ]);
    // the delegate monitor's cache holds the answers: it asks nothing more for the round
    expect(queryClient3.getQueryData(roundMembersQuery(ROUND).queryKey)).toHaveLength(N);
    expect(queryClient3.getQueryData(roundBlocksQuery(ROUND, N, ROUND * N).queryKey)).toHaveLength(
      N + 1,
    );
    vi.unstubAllGlobals();

    resetCapabilities();
    sessionStorage.clear();
    const seen26 = node26();
    const queryClient26 = client();
    const on26 = await queryClient26.fetchQuery(missedRoundQuery(queryClient26, ROUND, N, BT));
    // (the round's active list is the newest one kept in the storage cache since the first node)
    expect(
      seen26.filter((r) => r.path.startsWith("blocks")).map((r) => `${r.method} ${r.path}`),
    ).toEqual(["POST blocks/search"]);

    expect(on3.complete).toBe(true);
    expect(on26).toEqual(on3);
    expect(on3.missed.length).toBeGreaterThan(0);
    expect(on3.missed.every((m) => m.publicKey === idleDelegate)).toBe(true);
    expect(on3).toEqual(
      roundMisses(
        { round: ROUND, members: recorded.members, blocks: recorded.blocks as unknown as Block[] },
        N,
        BT,
      ),
    );
  });

  it("an answer short of the round's last block (a node behind the others) reports nothing, and is asked again", async () => {
    node3(ROUND * N - 5);
    const queryClient = client();
    const options = missedRoundQuery(queryClient, ROUND, N, BT);
    const short = await queryClient.fetchQuery(options);
    expect(short).toMatchObject({ complete: false, missed: [] });
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey })!;
    // the options' functions of the query's state, as React Query calls them
    const interval = options.refetchInterval as unknown as (q: typeof query) => number | false;
    const stale = options.staleTime as unknown as (q: typeof query) => number;
    expect(interval(query)).toBe(ASK_AGAIN_MS);
    expect(stale(query)).toBe(0);
    // the next answer reaches the round's end: kept for good
    vi.unstubAllGlobals();
    node3();
    const whole = await queryClient.fetchQuery(options);
    expect(whole.complete).toBe(true);
    expect(interval(query)).toBe(false);
    expect(stale(query)).toBe(Infinity);
  });
});

describe("missedPageQueries", () => {
  const queryClient = new QueryClient();
  const keysOf = (queries: ReturnType<typeof missedPageQueries>) =>
    Object.values(queries).map((q) => [q.queryKey[2], q.enabled]);

  it("the window's complete rounds newest first, the newest ones asked at once, the others when requested", () => {
    const queries = missedPageQueries(queryClient, {
      height: 560,
      activeDelegates: 51,
      blocktime: 8,
      count: 5,
      requested: new Set([8]),
    });
    expect(FIRST_MISSED_ROUNDS).toBe(2);
    expect(keysOf(queries)).toEqual([
      [10, true],
      [9, true],
      [8, true],
      [7, false],
      [6, false],
    ]);
    expect(Object.values(queries)[0]!.queryKey).toEqual(
      missedRoundQuery(queryClient, 10, 51, 8).queryKey,
    );
  });

  it("nothing while the height is unknown; a young chain has fewer rounds", () => {
    expect(
      missedPageQueries(queryClient, {
        height: undefined,
        activeDelegates: 51,
        blocktime: 8,
        count: 10,
        requested: new Set(),
      }),
    ).toEqual({});
    expect(
      keysOf(
        missedPageQueries(queryClient, {
          height: 160,
          activeDelegates: 51,
          blocktime: 8,
          count: 10,
          requested: new Set(),
        }),
      ),
    ).toEqual([
      [3, true],
      [2, true],
      [1, false],
    ]);
  });
});
