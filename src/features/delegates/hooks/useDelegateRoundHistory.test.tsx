import type * as Idle from "@/shared/network/idle";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import { runWhenIdle } from "@/shared/network/idle";
import { FIRST_ROUNDS, MAX_ROUNDS_IN_FLIGHT } from "../history/collect";
import { forgingOrder } from "../round/shuffle";
import { useDelegateRoundHistory } from "./useDelegateRoundHistory";

const N = 51;
// 30 complete rounds, round 31 in progress
const HEIGHT = 30 * N + 5;
const members = Array.from({ length: N }, (_, i) => ({
  publicKey: `02${String(i).padStart(64, "0")}`,
  votes: String(1_000_000 - i),
}));

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ server: "s", height: HEIGHT, activeDelegates: N, blocktime: 8, node: {} }),
}));
let inFlight = 0;
let maxInFlight = 0;
let failRound: number | undefined;
vi.mock("@/shared/api/endpoints/delegates", () => ({
  getRoundDelegates: vi.fn(async (round: number) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    await new Promise((r) => setTimeout(r, 2));
    inFlight--;
    if (round === failRound) throw new Error("down");
    return members;
  }),
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
// the idle scheduler is driven by hand: the test says when the browser is idle
const idleTasks: Array<() => void> = [];
vi.mock("@/shared/network/idle", async (importOriginal) => ({
  ...(await importOriginal<typeof Idle>()),
  runWhenIdle: vi.fn((task: () => void) => {
    idleTasks.push(task);
    return () => {
      const i = idleTasks.indexOf(task);
      if (i >= 0) idleTasks.splice(i, 1);
    };
  }),
}));

const asked = () => vi.mocked(getRoundDelegates).mock.calls.map(([r]) => r);
function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}
/** Lets the browser be idle until nothing more is scheduled. */
async function idleUntilDone() {
  for (let i = 0; i < 200; i++) {
    await act(async () => {
      for (const task of idleTasks.splice(0)) task();
      await new Promise((r) => setTimeout(r, 5));
    });
    if (idleTasks.length === 0 && inFlight === 0 && vi.mocked(runWhenIdle).mock.calls.length > 0) {
      await act(async () => new Promise((r) => setTimeout(r, 10)));
      if (idleTasks.length === 0) return;
    }
  }
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);
const KEY = members[3]!.publicKey;

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.clearAllMocks();
  idleTasks.length = 0;
  inFlight = 0;
  maxInFlight = 0;
  failRound = undefined;
});
afterEach(() => {
  client.clear();
  setVisibility("visible");
});

describe("useDelegateRoundHistory: lazy collection of the last complete rounds", () => {
  it("collects newest first, the newest rounds at once and the older ones in idle time, a few at a time", async () => {
    const { result } = renderHook(() => useDelegateRoundHistory(KEY), { wrapper });
    expect(result.current.rounds).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    await waitFor(() => expect(result.current.loaded).toBe(FIRST_ROUNDS), { timeout: 10_000 });
    // the newest rounds, newest first, without waiting for idle time
    expect(asked()).toEqual(Array.from({ length: FIRST_ROUNDS }, (_, i) => 30 - i));
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toHaveLength(FIRST_ROUNDS);
    expect(idleTasks.length).toBeGreaterThan(0);

    await idleUntilDone();
    expect(result.current.loaded).toBe(30);
    expect(asked()).toEqual(Array.from({ length: 30 }, (_, i) => 30 - i));
    expect(maxInFlight).toBeLessThanOrEqual(MAX_ROUNDS_IN_FLIGHT);
    // rank 4 in every round, every slot forged
    expect(result.current.points.map((p) => p.rank)).toEqual(Array(30).fill(4));
    expect(result.current.points.at(-1)).toMatchObject({ round: 30, votes: members[3]!.votes });
    expect(result.current.productivity).toEqual({ forged: 30, missed: 0, rounds: 30 });
  });

  it("a revisit shows the cached rounds at once and asks nothing new", async () => {
    const first = renderHook(() => useDelegateRoundHistory(KEY), { wrapper });
    await waitFor(() => expect(first.result.current.loaded).toBe(FIRST_ROUNDS), {
      timeout: 10_000,
    });
    await idleUntilDone();
    first.unmount();
    vi.mocked(getRoundDelegates).mockClear();
    const again = renderHook(() => useDelegateRoundHistory(KEY), { wrapper });
    expect(again.result.current.loaded).toBe(30);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toEqual([]);
  });

  it("asks nothing while the tab is hidden, and goes on once it is shown", async () => {
    setVisibility("hidden");
    const { result } = renderHook(() => useDelegateRoundHistory(KEY), { wrapper });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toEqual([]);
    expect(result.current.paused).toBe(true);
    setVisibility("visible");
    await waitFor(() => expect(result.current.loaded).toBe(FIRST_ROUNDS), { timeout: 10_000 });
    expect(result.current.paused).toBe(false);
  });

  it("stops at the first failed round", async () => {
    failRound = 27;
    const { result } = renderHook(() => useDelegateRoundHistory(KEY), { wrapper });
    await waitFor(() => expect(result.current.failed).toBe(true), { timeout: 10_000 });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    await act(async () => {
      for (const task of idleTasks.splice(0)) task();
    });
    // nothing older than what was in flight when round 27 failed
    expect(Math.min(...asked())).toBeGreaterThanOrEqual(27 - MAX_ROUNDS_IN_FLIGHT);
  });

  it("asks nothing without a public key", async () => {
    const { result } = renderHook(() => useDelegateRoundHistory(undefined), { wrapper });
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toEqual([]);
    expect(result.current.rounds).toEqual([]);
  });
});
