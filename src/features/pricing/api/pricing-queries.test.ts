import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  dayAverageKey,
  DAY_AVERAGE_CACHE_LIMIT,
  readDayAverage,
  writeDayAverage,
} from "./day-average-cache";
import {
  dayAverageQuery,
  historyQuery,
  polledRateQuery,
  rateQuery,
  RATE_REFRESH_MS,
} from "./pricing-queries";

const BASE = "http://prices.test";

function mockFetch(body: unknown) {
  const fn = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200 }));
  vi.stubGlobal("fetch", fn);
  return fn;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("rate and history queries", () => {
  it("refresh the rate every 5 minutes", () => {
    expect(RATE_REFRESH_MS).toBe(300_000);
    expect(polledRateQuery(BASE, "ARK", "USD").refetchInterval).toBe(300_000);
    // readers share the key but have no timer of their own
    expect(rateQuery(BASE, "ARK", "USD").queryKey).toEqual(
      polledRateQuery(BASE, "ARK", "USD").queryKey,
    );
    expect(rateQuery(BASE, "ARK", "USD")).not.toHaveProperty("refetchInterval");
  });

  it("a failing call is logged with console.warn and rethrown", async () => {
    mockFetch({ Response: "Error", Message: "rate limit" });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(client.fetchQuery(historyQuery(BASE, "ARK", "USD", "week"))).rejects.toThrow(
      "rate limit",
    );
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining("history ARK/USD week"),
      "rate limit",
    );
  });
});

describe("day average (Main only, end of UTC day, cached per currency and day)", () => {
  it("asks at the end of the UTC day and caches in memory and localStorage", async () => {
    const fetchFn = mockFetch({ EUR: 0.27, ConversionType: { type: "direct" } });
    const client = new QueryClient();
    const rate = await client.fetchQuery(dayAverageQuery(BASE, "ARK", "EUR", 1_700_000_000));
    expect(rate).toBe(0.27);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    const url = new URL(fetchFn.mock.calls[0]?.[0] ?? "");
    expect(url.pathname).toBe("/data/dayAvg");
    expect(url.searchParams.get("toTs")).toBe("1700006399");
    expect(url.searchParams.get("tsym")).toBe("EUR");
    // the same day, another second: memory hit (never stale)
    await client.fetchQuery(dayAverageQuery(BASE, "ARK", "EUR", 1_699_950_000));
    expect(fetchFn).toHaveBeenCalledTimes(1);
    // stored per currency and day
    expect(readDayAverage(dayAverageKey("ARK", "EUR", 1_700_006_399))).toBe(0.27);
    // a new session (fresh QueryClient) starts from localStorage without a request
    const fresh = new QueryClient();
    await expect(
      fresh.fetchQuery(dayAverageQuery(BASE, "ARK", "EUR", 1_700_000_000)),
    ).resolves.toBe(0.27);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    // another currency is another entry
    mockFetch({ USD: 0.3 });
    await expect(
      fresh.fetchQuery(dayAverageQuery(BASE, "ARK", "USD", 1_700_000_000)),
    ).resolves.toBe(0.3);
  });

  it("returns null (not cached) when the service has no average", async () => {
    mockFetch({ ConversionType: {} });
    const client = new QueryClient();
    await expect(
      client.fetchQuery(dayAverageQuery(BASE, "ARK", "USD", 1_700_000_000)),
    ).resolves.toBeNull();
    expect(readDayAverage(dayAverageKey("ARK", "USD", 1_700_006_399))).toBeUndefined();
  });

  it("the localStorage cache is bounded and tolerates garbage", () => {
    for (let i = 0; i < DAY_AVERAGE_CACHE_LIMIT + 5; i++)
      writeDayAverage(dayAverageKey("ARK", "USD", i * 86400 + 86399), i + 1);
    expect(readDayAverage(dayAverageKey("ARK", "USD", 86399))).toBeUndefined();
    expect(
      readDayAverage(dayAverageKey("ARK", "USD", (DAY_AVERAGE_CACHE_LIMIT + 4) * 86400 + 86399)),
    ).toBe(DAY_AVERAGE_CACHE_LIMIT + 5);
    localStorage.setItem("ark-explorer:cache:pricing:day-average", "{not json");
    expect(readDayAverage("ARK:USD:1")).toBeUndefined();
    writeDayAverage("ARK:USD:1", 2);
    expect(readDayAverage("ARK:USD:1")).toBe(2);
  });
});
