import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrencyState } from "@/features/pricing/hooks/useCurrency";
import { useCsvFiat } from "./CsvExportFiat";

const currency = vi.hoisted(() => ({
  current: {} as Partial<CurrencyState>,
  alias: "Main",
}));
vi.mock("@/features/pricing/hooks/useCurrency", () => ({ useCurrency: () => currency.current }));
vi.mock("@/shared/network/useNetwork", () => ({ useNetwork: () => ({ alias: currency.alias }) }));

const PRICES = "http://prices.test";
const USD: Partial<CurrencyState> = { priceApi: PRICES, token: "ARK", name: "USD", isToken: false };

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

beforeEach(() => {
  localStorage.clear();
  currency.current = USD;
  currency.alias = "Main";
  vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("useCsvFiat", () => {
  it("offers the value column in the chosen currency where a price service is configured", () => {
    const { result } = renderHook(() => useCsvFiat(), { wrapper });
    expect(result.current?.currency).toBe("USD");
    expect(result.current?.fiat("not priced")).toMatchObject({
      decimals: 2,
      notPriced: "not priced",
    });
  });

  it.each([
    ["no price service", { ...USD, priceApi: null }, "Main"],
    ["a test network", USD, "Development"],
    ["the token itself chosen", { ...USD, name: "ARK", isToken: true }, "Main"],
  ])("offers nothing with %s", (_, state, alias) => {
    currency.current = state;
    currency.alias = alias;
    const { result } = renderHook(() => useCsvFiat(), { wrapper });
    expect(result.current).toBeNull();
  });

  it("prices a day with the service's day average (asked at the day's last second), once per day", async () => {
    const asked: URL[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) => {
        asked.push(new URL(input));
        return new Response(JSON.stringify({ USD: 0.3125 }), { status: 200 });
      }),
    );
    const { result } = renderHook(() => useCsvFiat(), { wrapper });
    const { priceOfDay } = result.current!.fiat("not priced");
    const signal = new AbortController().signal;
    expect(await priceOfDay(day("2024-05-01"), signal)).toBe(0.3125);
    expect(await priceOfDay(day("2024-05-01") + 3600, signal)).toBe(0.3125);
    expect(asked).toHaveLength(1);
    expect(asked[0]!.pathname).toBe("/data/dayAvg");
    expect(asked[0]!.searchParams.get("tsym")).toBe("USD");
    expect(asked[0]!.searchParams.get("toTs")).toBe(String(day("2024-05-02") - 1));
  });

  it("a day the service has no price for: null; a cancelled export stops waiting at once", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ USD: 0 }), { status: 200 })),
    );
    const { result } = renderHook(() => useCsvFiat(), { wrapper });
    const { priceOfDay } = result.current!.fiat("not priced");
    expect(await priceOfDay(day("2024-05-01"), new AbortController().signal)).toBeNull();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    const ac = new AbortController();
    const pending = priceOfDay(day("2024-06-01"), ac.signal);
    ac.abort();
    await expect(pending).rejects.toThrow();
  });
});
