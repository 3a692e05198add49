import type * as Idle from "@/shared/network/idle";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render as renderElement, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getBlocksByHeightRange } from "@/shared/api/endpoints/blocks";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import { forgedChain, testMembers } from "../missed/test-chain";
import { useMissedBlocks, type MissedBlocks } from "./useMissedBlocks";

const N = 51;
// 30 complete rounds, round 31 in progress
const HEIGHT = 30 * N + 20;
const members = testMembers(N);
const IDLE = members[7]!.publicKey;
// the idle delegate never forges; the chain goes on into the round in progress
const chain = forgedChain(members, HEIGHT, new Set([IDLE]));

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({
    height: HEIGHT,
    activeDelegates: N,
    blocktime: 8,
    epochUnix: 1_490_101_200,
    node: {},
  }),
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
vi.mock("@/shared/api/endpoints/blocks", () => ({
  getBlocksByHeightRange: vi.fn(async (from: number, to: number) =>
    chain.filter((b) => b.height >= from && b.height <= to),
  ),
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
/** Runs the idle tasks due, and lets their requests answer. */
async function idleOnce() {
  await act(async () => {
    for (const task of idleTasks.splice(0)) task();
    await new Promise((r) => setTimeout(r, 10));
  });
}

let client: QueryClient;
function render(url = "/missed-blocks") {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createMemoryRouter([{ path: "/missed-blocks", element: children }], {
      initialEntries: [url],
    });
    return (
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    );
  };
  return renderHook(() => useMissedBlocks(), { wrapper });
}

beforeEach(() => {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.clearAllMocks();
  idleTasks.length = 0;
  inFlight = 0;
  maxInFlight = 0;
  failRound = undefined;
  localStorage.clear();
});
afterEach(() => client.clear());

describe("useMissedBlocks", () => {
  it("shows the two newest complete rounds first, the older ones in idle time, together once all are in", async () => {
    const { result } = render();
    expect(result.current.rounds).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(result.current.inProgress).toBe(31);
    await waitFor(() => expect(result.current.shown).toEqual([30, 29]), { timeout: 10_000 });
    expect(asked()).toEqual([30, 29]);
    expect(result.current.missed.every((m) => m.publicKey === IDLE && m.round >= 29)).toBe(true);
    expect(result.current.missed.length).toBeGreaterThanOrEqual(2);
    expect(result.current.byDelegate[0]).toMatchObject({ publicKey: IDLE, forged: 0, rounds: 2 });

    // the older rounds: a couple at a time, each step in idle time; held until the last is in
    await idleOnce();
    expect(asked()).toEqual([30, 29, 28, 27]);
    await waitFor(() => expect(result.current.loaded).toBe(4));
    expect(result.current.shown).toEqual([30, 29]);
    for (let i = 0; i < 10 && result.current.loaded < 10; i++) await idleOnce();
    await waitFor(() => expect(result.current.shown).toHaveLength(10));
    expect(asked()).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]);
    expect(maxInFlight).toBeLessThanOrEqual(2);

    // every round's slots of the idle delegate, counted against the chain's own gaps
    const gaps = chain
      .filter(
        (b, i) =>
          i > 1 &&
          b.height > 20 * N &&
          b.height <= 30 * N &&
          b.timestamp.epoch - chain[i - 1]!.timestamp.epoch > 8,
      )
      .reduce((n, b) => n + (b.timestamp.epoch - chain[b.height - 2]!.timestamp.epoch) / 8 - 1, 0);
    expect(result.current.missed).toHaveLength(gaps);
    expect(result.current.byDelegate[0]).toMatchObject({
      publicKey: IDLE,
      forged: 0,
      missed: gaps,
      rounds: 10,
    });
    expect(result.current.byDelegate.slice(1).every((d) => d.missed === 0)).toBe(true);
    // newest first
    expect(result.current.missed[0]!.round).toBe(30);
    expect(result.current.missed.at(-1)!.round).toBe(21);
  });

  it("never reports the round in progress: its blocks are not asked for", async () => {
    const { result } = render("/missed-blocks?rounds=1");
    await waitFor(() => expect(result.current.shown).toEqual([30]), { timeout: 10_000 });
    const calls = vi.mocked(getBlocksByHeightRange).mock.calls;
    expect(calls.every(([, to]) => to <= 30 * N)).toBe(true);
    expect(result.current.missed.every((m) => m.round === 30)).toBe(true);
    expect(idleTasks).toHaveLength(0);
  });

  it("a revisit shows the cached rounds at once and asks nothing new", async () => {
    const first = render("/missed-blocks?rounds=5");
    await waitFor(() => expect(first.result.current.shown).toHaveLength(2), { timeout: 10_000 });
    for (let i = 0; i < 10 && first.result.current.shown.length < 5; i++) await idleOnce();
    first.unmount();
    vi.mocked(getRoundDelegates).mockClear();
    const again = render("/missed-blocks?rounds=5");
    expect(again.result.current.shown).toEqual([30, 29, 28, 27, 26]);
    await act(async () => new Promise((r) => setTimeout(r, 20)));
    expect(asked()).toEqual([]);
  });

  it("a longer window keeps the rounds shown while the older ones load, then shows those together", async () => {
    let current: MissedBlocks | undefined;
    function Probe() {
      current = useMissedBlocks();
      return null;
    }
    const router = createMemoryRouter([{ path: "/missed-blocks", element: <Probe /> }], {
      initialEntries: ["/missed-blocks?rounds=5"],
    });
    renderElement(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(current?.shown).toHaveLength(2), { timeout: 10_000 });
    for (let i = 0; i < 10 && current!.shown.length < 5; i++) await idleOnce();
    expect(current!.shown).toEqual([30, 29, 28, 27, 26]);

    await act(async () => router.navigate("/missed-blocks?rounds=10"));
    expect(current!.count).toBe(10);
    expect(current!.shown).toEqual([30, 29, 28, 27, 26]);
    await idleOnce();
    await waitFor(() => expect(current!.loaded).toBe(7));
    // the new rounds wait for the rest of them; the five stay
    expect(current!.shown).toEqual([30, 29, 28, 27, 26]);
    for (let i = 0; i < 10 && current!.loaded < 10; i++) await idleOnce();
    await waitFor(() => expect(current!.shown).toEqual([30, 29, 28, 27, 26, 25, 24, 23, 22, 21]));
  });

  it("stops at a failed round and says so; a retry goes on", async () => {
    failRound = 28;
    const { result } = render("/missed-blocks?rounds=5");
    await waitFor(() => expect(result.current.shown).toHaveLength(2), { timeout: 10_000 });
    await idleOnce();
    await waitFor(() => expect(result.current.error).not.toBeNull());
    // what is in shows: the collection stopped
    expect(result.current.shown).toEqual([30, 29, 27]);
    await idleOnce();
    expect(Math.min(...asked())).toBe(27);
    failRound = undefined;
    act(() => result.current.retry());
    for (let i = 0; i < 10 && result.current.shown.length < 5; i++) await idleOnce();
    await waitFor(() => expect(result.current.shown).toEqual([30, 29, 28, 27, 26]));
    expect(result.current.error).toBeNull();
  });
});
