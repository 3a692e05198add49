import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCapabilities, setCapability } from "@/shared/api/capabilities";
import { FAKE_SERVER, fakeNode, type SeenRequest } from "@/shared/api/fixtures/fake-node";
import { bucketKey, readClosedCache, writeClosedCache } from "../model/closed-cache";
import { useStatistics } from "./useStatistics";

const HOUR = 3600;
/** The running hour is hour 100 (the network's epoch is unix 0 here). */
const NOW = 100 * HOUR + 1800;
const HEIGHT = 2000;

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({
    epochUnix: 0,
    blocktime: 8,
    activeDelegates: 51,
    height: HEIGHT,
    supply: "100",
    node: { reward: "200000000" },
    addressPrefix: 23,
  }),
}));
vi.mock("./useAddressCheck", () => ({
  useAddressCheck: () => (text: string) => text.startsWith("A"),
}));
// idle time at once: the test is about what is asked, not when
vi.mock(import("@/shared/network/idle"), async (importOriginal) => ({
  ...(await importOriginal()),
  runWhenIdle: (task: () => void) => {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  },
}));

const tx = (id: string, epoch: number, sender: string) => ({
  id,
  type: 0,
  amount: "100",
  fee: "10",
  sender,
  recipient: "A0",
  timestamp: { epoch, unix: epoch, human: "" },
});

/**
 * The running hour holds `busy` transactions from as many senders; every other hour none.
 * The node answers its count (as `totalCount`) and the rows of the page asked.
 */
const answerWith = (busy: number) => (r: SeenRequest) => {
  if (r.path === "transactions") {
    const from = Number(r.query["timestamp.from"]);
    const page = Number(r.query.page ?? 1);
    const limit = Number(r.query.limit ?? 100);
    const total = from === 100 * HOUR ? busy : 0;
    const data = Array.from(
      { length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) },
      (_, i) => {
        const k = (page - 1) * limit + i;
        return tx(`t${k}`, from + (k % HOUR), `A${k + 1}`);
      },
    );
    return { status: 200, body: { meta: { count: data.length, totalCount: total }, data } };
  }
  if (r.path === "blocks") {
    const to = Number(r.query["timestamp.to"]);
    const height = Math.floor((to + 1) / HOUR) * 10;
    return {
      status: 200,
      body: {
        meta: { count: 1, totalCount: height },
        data: [
          {
            id: `b${height}`,
            height,
            timestamp: { epoch: to, unix: to, human: "" },
            generator: { address: "AG" },
            forged: { reward: "0", fee: "0", amount: "0", total: "0" },
          },
        ],
      },
    };
  }
  return undefined;
};
const answer = answerWith(150);

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const fromOf = (r: SeenRequest) => Number(r.query["timestamp.from"]);
const WAIT = { timeout: 10_000 };

beforeEach(() => {
  localStorage.clear();
  setCapability(FAKE_SERVER, "postSearch", false);
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetCapabilities();
});

describe("useStatistics", () => {
  it("reads a busy hour page after page: complete counts, no figure left out; ended hours kept", async () => {
    const seen = fakeNode(answer);
    writeClosedCache({ buckets: {}, heights: {} });
    const { result } = renderHook(() => useStatistics("24h", NOW), { wrapper });
    await waitFor(() => expect(result.current.loadedBuckets).toBe(24), WAIT);
    const newest = result.current.rows.at(-1)!;
    expect(newest.transactions).toEqual({ count: 150, isEstimate: false });
    expect(newest.activeWallets).toBe(151);
    expect(newest.volume).toBe("15000");
    expect(newest.fees).toBe("1500");
    expect(result.current.totals).toEqual({
      tooMany: false,
      transactions: { count: 150, isEstimate: false },
      activeWallets: 151,
      volume: "15000",
      fees: "1500",
      missed: expect.any(Number),
    });
    // the busy hour's second page came after every hour's first page
    const txRequests = seen.filter((r) => r.path === "transactions");
    const second = txRequests.findIndex((r) => r.query.page === "2");
    expect(second).toBeGreaterThanOrEqual(24);
    // the 23 ended hours and their past heights are kept for the next visit
    await waitFor(() => expect(Object.keys(readClosedCache().buckets)).toHaveLength(23), WAIT);
    expect(readClosedCache().buckets[bucketKey(99 * HOUR, 100 * HOUR - 1)]).toEqual({
      count: 0,
      volume: "0",
      fees: "0",
      participants: [],
    });
  });

  it("a return visit reads ended hours from the cache and asks only for the running one", async () => {
    const buckets = Object.fromEntries(
      Array.from({ length: 23 }, (_, i) => {
        const from = (77 + i) * HOUR;
        return [
          bucketKey(from, from + HOUR - 1),
          { count: 2, volume: "7", fees: "1", participants: ["A1", `A${i + 1000}`] },
        ];
      }),
    );
    const heights = Object.fromEntries(
      Array.from({ length: 24 }, (_, i) => [String((77 + i) * HOUR - 1), (77 + i) * 10]),
    );
    const seen = fakeNode(answer);
    writeClosedCache({ buckets, heights });
    const { result } = renderHook(() => useStatistics("24h", NOW), { wrapper });
    await waitFor(() => expect(result.current.loadedBuckets).toBe(24), WAIT);
    const asked = seen.filter((r) => r.path === "transactions").map(fromOf);
    // the running hour only (its two pages); no ended hour again
    expect(new Set(asked)).toEqual(new Set([100 * HOUR]));
    // every height before an hour was kept: no block asked at all
    expect(seen.filter((r) => r.path === "blocks")).toEqual([]);
    const rows = result.current.rows;
    expect(rows[0]!.transactions).toEqual({ count: 2, isEstimate: false });
    expect(rows[0]!.forged).toBe(10);
    expect(result.current.totals.transactions).toEqual({ count: 23 * 2 + 150, isEstimate: false });
    // A1 is in every kept hour and the running one: once
    expect(result.current.totals.activeWallets).toBe(1 + 23 + 150);
  });

  it("an ended hour that is not kept is asked; the running one always", async () => {
    const from = 99 * HOUR;
    const seen = fakeNode(answer);
    writeClosedCache({
      buckets: {
        [bucketKey(from, from + HOUR - 1)]: { count: 0, volume: "0", fees: "0", participants: [] },
      },
      heights: {},
    });
    const { result } = renderHook(() => useStatistics("24h", NOW), { wrapper });
    await waitFor(() => expect(result.current.loadedBuckets).toBe(24), WAIT);
    const asked = new Set(seen.filter((r) => r.path === "transactions").map(fromOf));
    expect(asked.has(from)).toBe(false);
    expect(asked.has(98 * HOUR)).toBe(true);
    expect(asked.has(100 * HOUR)).toBe(true);
  });

  it("a bucket beyond the most the page reads is said to be too busy, never paged through", async () => {
    const seen = fakeNode(answerWith(6_000));
    writeClosedCache({ buckets: {}, heights: {} });
    const { result } = renderHook(() => useStatistics("24h", NOW), { wrapper });
    await waitFor(() => expect(result.current.loadedBuckets).toBe(24), WAIT);
    const newest = result.current.rows.at(-1)!;
    expect(newest.tooMany).toBe(true);
    expect(newest.transactions).toEqual({ count: 6_000, isEstimate: false });
    expect(newest.volume).toBeUndefined();
    expect(result.current.totals).toMatchObject({
      tooMany: true,
      transactions: { count: 6_000, isEstimate: false },
    });
    expect(result.current.totals.volume).toBeUndefined();
    expect(seen.filter((r) => r.path === "transactions" && r.query.page !== "1")).toEqual([]);
  });
});
