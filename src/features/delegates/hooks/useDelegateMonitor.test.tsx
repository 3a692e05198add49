import type * as Idle from "@/shared/network/idle";
import { hashKey, QueryClient, QueryClientProvider, type QueryKey } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getBlocksByHeightRange } from "@/shared/api/endpoints/blocks";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import { ApiError } from "@/shared/api/errors";
import { chainKeys } from "@/shared/network/queries";
import { runWhenQuiet } from "@/shared/network/idle";
import { roundBlocksQuery, roundMembersQuery } from "../api/delegate-queries";
import { forgingOrder } from "../round/shuffle";
import { monitorRounds } from "../round/rounds";
import { delegateMonitorData } from "../route-data";
import { OLDER_ROUNDS_DELAY_MS, useDelegateMonitor } from "./useDelegateMonitor";

const N = 51;
// round 11 in progress, 20 blocks into it
const HEIGHT = 10 * N + 20;
const members = Array.from({ length: N }, (_, i) => ({
  publicKey: `02${String(i).padStart(64, "0")}`,
  votes: String(1_000_000 - i),
}));

/** The chain's height as the network state gives it (a test moves it on). */
const chain = vi.hoisted(() => ({ height: 0 }));
vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({
    server: "s",
    height: chain.height,
    activeDelegates: N,
    blocktime: 8,
    epochUnix: 0,
  }),
}));
vi.mock("@/shared/network/delegate-names", () => {
  const index = {
    list: [],
    byAddress: new Map(),
    byPublicKey: new Map(),
    byUsername: new Map(),
    isLoading: false,
    complete: false,
    error: null,
    retry: () => {},
  };
  return { useDelegateIndex: () => index };
});
vi.mock("@/shared/api/endpoints/delegates", () => ({
  getRoundDelegates: vi.fn(async () => members),
}));
// every slot forged by its owner: the block at height h is forged in slot h
vi.mock("@/shared/api/endpoints/blocks", () => ({
  getBlocksByHeightRange: vi.fn(async (from: number, to: number) => {
    const blocks = [];
    for (let h = Math.max(1, from); h <= to; h++) {
      const order = forgingOrder(Math.ceil(h / N), members);
      const publicKey = order[h % order.length]!;
      blocks.push({
        height: h,
        id: `b${h}`,
        timestamp: { epoch: h * 8, unix: h * 8 },
        generator: { address: `A${h}`, publicKey },
      });
    }
    return blocks;
  }),
}));
// the idle scheduler is driven by hand: the test says when the app's requests went quiet and the browser is idle
vi.mock("@/shared/network/idle", async (importOriginal) => ({
  ...(await importOriginal<typeof Idle>()),
  runWhenQuiet: vi.fn(() => () => {}),
}));
/** The task the monitor scheduled for the older rounds (the first call). */
const olderRoundsTask = () => vi.mocked(runWhenQuiet).mock.calls[0]![1];

const roundsAsked = () =>
  vi
    .mocked(getRoundDelegates)
    .mock.calls.map(([r]) => r)
    .sort((a, b) => a - b);
/** Every delegate forged in each complete round shown (the round in progress aside). */
const pastRoundsForged = (rows: ReturnType<typeof useDelegateMonitor>["active"]) =>
  rows !== null &&
  rows.every((row) => row.history!.slice(0, -1).every((c) => c.state === "forged"));
const blockRangesAsked = () =>
  vi
    .mocked(getBlocksByHeightRange)
    .mock.calls.map(([from, to]) => `${from}-${to}`)
    .sort();

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  // the newest round's list is kept in localStorage across page loads: each test starts afresh
  localStorage.clear();
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.clearAllMocks();
  vi.mocked(getRoundDelegates).mockImplementation(async () => members);
  chain.height = HEIGHT;
});
afterEach(() => client.clear());

describe("monitorRounds", () => {
  it("asks at once for the round in progress and the previous one, the older history later", () => {
    const r = monitorRounds(11, 11, 5);
    expect(r.history).toEqual([7, 8, 9, 10, 11]);
    expect(r.members).toEqual([7, 8, 9, 10, 11]);
    expect([...r.eagerMembers].sort((a, b) => a - b)).toEqual([10, 11]);
    expect([...r.eagerBlocks].sort((a, b) => a - b)).toEqual([10, 11]);
  });

  it("right after a round's last block: the next round's order and both rank lists at once", () => {
    // height 11·51: round 11 complete, the next block opens round 12
    const r = monitorRounds(11, 12, 5);
    expect(r.history).toEqual([8, 9, 10, 11, 12]);
    expect([...r.eagerMembers].sort((a, b) => a - b)).toEqual([10, 11, 12]);
    expect([...r.eagerBlocks].sort((a, b) => a - b)).toEqual([11, 12]);
  });

  it("near the genesis: no round below 1", () => {
    const r = monitorRounds(1, 1, 5);
    expect(r.history).toEqual([1]);
    expect(r.members).toEqual([1]);
    expect([...r.eagerBlocks]).toEqual([1]);
  });
});

describe("useDelegateMonitor: older history rounds in idle time", () => {
  it("asks for 2 rounds on a first visit, the 3 older ones once the first view is in and the browser idle", async () => {
    const { result } = renderHook(() => useDelegateMonitor(5), { wrapper });
    await waitFor(() => expect(result.current.active).not.toBeNull());
    // the first view: members and blocks of rounds 10 and 11 only
    expect(roundsAsked()).toEqual([10, 11]);
    expect(blockRangesAsked()).toEqual([`${9 * N}-${10 * N}`, `${10 * N}-${HEIGHT}`]);
    for (const row of result.current.active!) {
      expect(row.history!.slice(0, 4).map((c) => `${c.round}:${c.state}`)).toEqual([
        "7:loading",
        "8:loading",
        "9:loading",
        "10:forged",
      ]);
      // the round in progress: forged, or its turn still to come
      expect(row.history![4]!.state).toMatch(/^(forged|pending)$/);
    }
    expect(result.current.order).toHaveLength(N);
    expect(result.current.lastBlock?.height).toBe(HEIGHT);

    // scheduled once the first view is in, for when the app's requests went quiet, with the short delay
    await waitFor(() => expect(runWhenQuiet).toHaveBeenCalledTimes(1));
    const [, task, delay] = vi.mocked(runWhenQuiet).mock.calls[0]!;
    expect(delay).toBe(OLDER_ROUNDS_DELAY_MS);
    expect(roundsAsked()).toEqual([10, 11]);

    act(() => task());
    await waitFor(() => expect(pastRoundsForged(result.current.active)).toBe(true));
    expect(roundsAsked()).toEqual([7, 8, 9, 10, 11]);
    expect(blockRangesAsked()).toEqual(
      [6, 7, 8, 9]
        .map((r) => `${r * N}-${(r + 1) * N}`)
        .concat(`${10 * N}-${HEIGHT}`)
        .sort(),
    );
    // nothing asked twice
    expect(getRoundDelegates).toHaveBeenCalledTimes(5);
    expect(getBlocksByHeightRange).toHaveBeenCalledTimes(5);
  });

  it("the older rounds show together: the answers in before the last one render nothing", async () => {
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders++;
        return useDelegateMonitor(5);
      },
      { wrapper },
    );
    await waitFor(() => expect(runWhenQuiet).toHaveBeenCalledTimes(1));
    // round 7's list answers last
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    vi.mocked(getRoundDelegates).mockImplementation(async (r) => {
      if (r === 7) await gate;
      return members;
    });
    act(() => olderRoundsTask()());
    await waitFor(() => {
      for (const r of [8, 9]) {
        expect(client.getQueryData(roundMembersQuery(r).queryKey)).toBeDefined();
        expect(client.getQueryData(roundBlocksQuery(r, N, HEIGHT).queryKey)).toBeDefined();
      }
      expect(client.getQueryData(roundBlocksQuery(7, N, HEIGHT).queryKey)).toBeDefined();
    });
    const before = renders;
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    // rounds 8 and 9 are in the cache, yet the page did not render them on their own
    expect(renders).toBe(before);
    for (const row of result.current.active!) {
      expect(row.history!.slice(0, 3).map((c) => c.state)).toEqual([
        "loading",
        "loading",
        "loading",
      ]);
    }
    release();
    await waitFor(() => expect(pastRoundsForged(result.current.active)).toBe(true));
  });

  it('a round that ends before the older rounds are due keeps the cells it had (no "loading" again)', async () => {
    const { result, rerender } = renderHook(() => useDelegateMonitor(5), { wrapper });
    await waitFor(() => expect(runWhenQuiet).toHaveBeenCalledTimes(1));
    const cellOf = (round: number) =>
      result.current.active!.map((row) => row.history!.find((c) => c.round === round)?.state);
    expect(new Set(cellOf(10))).toEqual(new Set(["forged"]));
    // round 11 completes: the next block is round 12's, and round 10 is no longer one of the two
    // newest rounds (the older rounds are still not due)
    chain.height = 11 * N;
    rerender();
    await waitFor(() =>
      expect(result.current.active!.every((row) => row.history!.some((c) => c.round === 12))).toBe(
        true,
      ),
    );
    await waitFor(() => expect(new Set(cellOf(11))).toEqual(new Set(["forged"])));
    expect(new Set(cellOf(10))).toEqual(new Set(["forged"]));
    expect(new Set(cellOf(9))).toEqual(new Set(["loading"]));
    // round 10 was not asked for again
    expect(roundsAsked().filter((r) => r === 10)).toHaveLength(1);
  });

  it("a history length picked by the user loads at once", async () => {
    const { result, rerender } = renderHook(({ rounds }) => useDelegateMonitor(rounds), {
      wrapper,
      initialProps: { rounds: 5 },
    });
    await waitFor(() => expect(result.current.active).not.toBeNull());
    rerender({ rounds: 10 });
    await waitFor(() => expect(roundsAsked()).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]));
    await waitFor(() => expect(pastRoundsForged(result.current.active)).toBe(true));
  });

  it("rounds kept from an earlier visit show at once, without being asked for again", async () => {
    const first = renderHook(() => useDelegateMonitor(5), { wrapper });
    await waitFor(() => expect(runWhenQuiet).toHaveBeenCalledTimes(1));
    act(() => olderRoundsTask()());
    await waitFor(() => expect(pastRoundsForged(first.result.current.active)).toBe(true));
    first.unmount();
    vi.clearAllMocks();

    const again = renderHook(() => useDelegateMonitor(5), { wrapper });
    await waitFor(() => expect(again.result.current.active).not.toBeNull());
    expect(pastRoundsForged(again.result.current.active)).toBe(true);
    expect(getRoundDelegates).not.toHaveBeenCalled();
    // at most the round in progress (dropped once nothing shows it) is asked again
    expect(blockRangesAsked().filter((range) => range !== `${10 * N}-${HEIGHT}`)).toEqual([]);
  });
});

describe("the route's data function and the monitor ask for the same queries", () => {
  /** The options both sides set, comparable (functions by their source). */
  const shape = (o: {
    queryKey: QueryKey;
    staleTime?: unknown;
    refetchInterval?: unknown;
    placeholderData?: unknown;
    initialData?: unknown;
  }) => ({
    key: hashKey(o.queryKey),
    staleTime: String(o.staleTime),
    refetchInterval: String(o.refetchInterval),
    placeholderData: String(o.placeholderData),
    initialData: o.initialData,
  });

  // in a round, at a round's last block (the next block opens a round), in round 1
  it.each([HEIGHT, 11 * N, 20])(
    "at height %i: the queries the monitor's first render asks for are those the route started, with the same options",
    async (height) => {
      chain.height = height;
      const loaderClient = new QueryClient();
      loaderClient.setQueryData(chainKeys.blockchain(), { height });
      loaderClient.setQueryData(chainKeys.configuration(), { activeDelegates: N });
      const prefetch = vi.spyOn(loaderClient, "prefetchQuery").mockResolvedValue(undefined);
      delegateMonitorData({
        queryClient: loaderClient,
        params: {},
        searchParams: new URLSearchParams(),
      });
      await waitFor(() => expect(prefetch).toHaveBeenCalled());
      const started = prefetch.mock.calls.map(
        ([options]) => options as Parameters<typeof shape>[0] & { gcTime?: number },
      );

      renderHook(() => useDelegateMonitor(5), { wrapper });
      // the queries the monitor asks for (observed and enabled), before any answer
      const asked = client
        .getQueryCache()
        .getAll()
        .filter((q) => q.isActive());
      const byKey = (list: Array<Parameters<typeof shape>[0]>) =>
        list.map(shape).sort((a, b) => a.key.localeCompare(b.key));
      expect(byKey(started)).toEqual(
        byKey(asked.map((q) => ({ ...q.options, queryKey: q.queryKey }))),
      );
      // the route's copy of the round in progress outlives the wait for the page's code
      for (const q of asked) {
        const mine = started.find((o) => hashKey(o.queryKey) === q.queryHash)!;
        expect(mine.gcTime ?? 0).toBeGreaterThanOrEqual(q.options.gcTime ?? 0);
      }
    },
  );
});

describe("useDelegateMonitor behind a load-balanced pool whose members lag each other", () => {
  it("a round's blocks from a member behind the head: no missed slot, no last block, asked again until they reach the height", async () => {
    // the first answer of each range comes from a member three blocks behind
    const full = vi.mocked(getBlocksByHeightRange).getMockImplementation()!;
    const asked = new Set<string>();
    vi.mocked(getBlocksByHeightRange).mockImplementation(async (from, to) => {
      const key = `${from}-${to}`;
      if (asked.has(key)) return full(from, to);
      asked.add(key);
      return full(from, to - 3);
    });
    const seen: Array<ReturnType<typeof useDelegateMonitor>> = [];
    const { result } = renderHook(
      () => {
        const data = useDelegateMonitor(5);
        seen.push(data);
        return data;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.lastBlock?.height).toBe(HEIGHT), { timeout: 5_000 });
    // the complete round 10 was asked again too: every delegate forged in it
    expect(new Set(result.current.active!.map((row) => row.history![3]!.state))).toEqual(
      new Set(["forged"]),
    );
    for (const data of seen) {
      expect(data.slotsSoFar.filter((s) => s.state === "missed")).toEqual([]);
      for (const row of data.active ?? [])
        expect(row.history!.filter((c) => c.state === "missed" || c.state === "partial")).toEqual(
          [],
        );
      expect(data.error).toBeNull();
    }
    expect(blockRangesAsked()).toEqual([
      `${9 * N}-${10 * N}`,
      `${9 * N}-${10 * N}`,
      `${10 * N}-${HEIGHT}`,
      `${10 * N}-${HEIGHT}`,
    ]);
  });

  it("a round not found by a member behind the head is asked again: the view comes in, no error", async () => {
    let refused = false;
    vi.mocked(getRoundDelegates).mockImplementation(async (r) => {
      if (r === 11 && !refused) {
        refused = true;
        throw new ApiError({
          method: "GET",
          path: "/rounds/11/delegates",
          reason: "Round not found",
          kind: "http",
          status: 404,
        });
      }
      return members;
    });
    const errors: Array<Error | null> = [];
    const { result } = renderHook(
      () => {
        const data = useDelegateMonitor(5);
        errors.push(data.error);
        return data;
      },
      { wrapper },
    );
    await waitFor(() => expect(result.current.order).toHaveLength(N), { timeout: 5_000 });
    expect(errors.filter(Boolean)).toEqual([]);
    expect(roundsAsked()).toEqual([10, 11, 11]);
  });
});
