import { describe, expect, it } from "vitest";
import {
  bandFrom,
  bandFromBalances,
  bandFromCount,
  emptyBands,
  HOLDING_THRESHOLDS,
  thresholdArktoshi,
} from "./holdings";

describe("holdings thresholds", () => {
  it("are 1 to 1M tokens, in arktoshi as exact strings", () => {
    expect(HOLDING_THRESHOLDS).toEqual(["1", "10", "100", "1000", "10000", "100000", "1000000"]);
    expect(thresholdArktoshi("1")).toBe("100000000");
    expect(thresholdArktoshi("1000000")).toBe("100000000000000");
  });
  it("a band counts MORE than its threshold: the node's `from` is one arktoshi above", () => {
    expect(bandFrom("1")).toBe("100000001");
    expect(bandFrom("1000000")).toBe("100000000000001");
  });
  it("nothing known at first", () => {
    expect(emptyBands().map((b) => b.count)).toEqual(Array(7).fill(undefined));
  });
});

describe("bandFromCount", () => {
  it("the node's exact total, or its estimate", () => {
    expect(bandFromCount("10", { count: 54, isEstimate: false })).toEqual({
      tokens: "10",
      arktoshi: "1000000000",
      count: 54,
      kind: "exact",
    });
    expect(bandFromCount("10", { count: 9000, isEstimate: true }).kind).toBe("estimate");
  });
  it("no count (loading, or none from the node): no verdict", () => {
    expect(bandFromCount("10", undefined).count).toBeUndefined();
    expect(bandFromCount("10", null).kind).toBeUndefined();
  });
});

describe("bandFromBalances", () => {
  // beyond 2^53 arktoshi: a JavaScript number would round these
  const balances = ["9007199254740993", "100000001", "100000000", "99999999", "0"];
  it("counts the balances strictly above the threshold, exactly (big numbers included)", () => {
    expect(bandFromBalances("1", balances, true)).toMatchObject({ count: 2, kind: "exact" });
    expect(bandFromBalances("90071992", balances, true)).toMatchObject({ count: 1 });
    expect(bandFromBalances("90071992.54740993", balances, true)).toMatchObject({ count: 0 });
  });
  it("a capped list: a band every listed wallet is in is only a lower bound", () => {
    const top = ["500000000000", "300000000000", "200000000000"];
    expect(bandFromBalances("1", top, false)).toMatchObject({ count: 3, kind: "atLeast" });
    expect(bandFromBalances("2500", top, false)).toMatchObject({ count: 2, kind: "exact" });
    expect(bandFromBalances("1", top, true)).toMatchObject({ count: 3, kind: "exact" });
  });
});
