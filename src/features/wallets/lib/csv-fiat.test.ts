import { describe, expect, it, vi } from "vitest";
import { DayPrices, fiatCell, fiatDecimals, withDayPrices } from "./csv-fiat";

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

describe("DayPrices", () => {
  it("asks each UTC day once, at its start, and knows its rate afterwards", async () => {
    const source = vi.fn(async (unix: number) => (unix === day("2024-05-01") ? 0.25 : 0.5));
    const prices = new DayPrices(source);
    const signal = new AbortController().signal;
    await prices.load(
      [day("2024-05-01") + 10, day("2024-05-01") + 86_399, day("2024-05-02")],
      signal,
    );
    await prices.load([day("2024-05-02") + 5, undefined], signal);
    expect(source.mock.calls.map((c) => c[0])).toEqual([day("2024-05-01"), day("2024-05-02")]);
    expect(prices.rateAt(day("2024-05-01") + 3600)).toBe(0.25);
    expect(prices.rateAt(day("2024-05-02") + 3600)).toBe(0.5);
    expect(prices.rateAt(day("2024-05-03"))).toBeUndefined();
    expect(prices.rateAt(undefined)).toBeNull();
  });

  it("no price, a zero price or a failed call: the day is not priced (null), the export goes on", async () => {
    const source = vi.fn(async (unix: number) => {
      if (unix === day("2024-05-01")) return null;
      if (unix === day("2024-05-02")) return 0;
      throw new Error("service down");
    });
    const prices = new DayPrices(source);
    await prices.load(
      [day("2024-05-01"), day("2024-05-02"), day("2024-05-03")],
      new AbortController().signal,
    );
    expect(prices.rateAt(day("2024-05-01"))).toBeNull();
    expect(prices.rateAt(day("2024-05-02"))).toBeNull();
    expect(prices.rateAt(day("2024-05-03"))).toBeNull();
  });

  it("a cancelled export stops at once (AbortError), asking nothing more", async () => {
    const ac = new AbortController();
    const source = vi.fn(async () => {
      ac.abort();
      throw new DOMException("aborted", "AbortError");
    });
    const prices = new DayPrices(source);
    await expect(prices.load([day("2024-05-01"), day("2024-05-02")], ac.signal)).rejects.toThrow();
    expect(source).toHaveBeenCalledTimes(1);
  });
});

describe("withDayPrices", () => {
  it("knows the prices of a page's days before the page is handed on", async () => {
    const rows = [{ t: day("2024-05-01") }, { t: day("2024-05-02") }];
    const prices = new DayPrices(async () => 1);
    const read = withDayPrices(
      async () => ({ rows, totalCount: 2 }),
      prices,
      (r) => r.t,
    );
    const page = await read(1, new AbortController().signal);
    expect(page.rows).toBe(rows);
    expect(rows.map((r) => prices.rateAt(r.t))).toEqual([1, 1]);
  });
});

describe("fiatCell and fiatDecimals", () => {
  it("values arktoshi at the rate with the currency's decimals, rounded half-up", () => {
    expect(fiatCell("250000000", 0.3125, 2, "not priced")).toBe("0.78");
    expect(fiatCell("100000000", 0.315, 2, "not priced")).toBe("0.32");
    expect(fiatCell("123456789", 151, 0, "not priced")).toBe("186");
    expect(fiatCell("100000000", 0.0000155, 8, "not priced")).toBe("0.00001550");
    expect(fiatCell("0", 0.5, 2, "not priced")).toBe("0.00");
  });

  it("no rate: the 'not priced' text", () => {
    expect(fiatCell("100000000", null, 2, "non valorisé")).toBe("non valorisé");
    expect(fiatCell("100000000", undefined, 2, "not priced")).toBe("not priced");
  });

  it("fraction digits per currency: Intl's for fiat, 8 for crypto", () => {
    expect(fiatDecimals("USD", "ARK")).toBe(2);
    expect(fiatDecimals("EUR", "ARK")).toBe(2);
    expect(fiatDecimals("JPY", "ARK")).toBe(0);
    expect(fiatDecimals("BTC", "ARK")).toBe(8);
    expect(fiatDecimals("ARK", "ARK")).toBe(8);
    expect(fiatDecimals("??", "ARK")).toBe(2);
  });
});
