import { describe, expect, it } from "vitest";
import { formatSupplyShare, supplyShare } from "./supply-share";

describe("supplyShare", () => {
  it("divides exactly, beyond a JS number's precision", () => {
    expect(supplyShare("245126850000000", "12500000000000000")?.toFixed(8)).toBe("1.96101480");
    // 2^53 + 1 arktoshi of a 10^20 supply: a JS number would drop the last unit
    expect(supplyShare("9007199254740993", "100000000000000000000")?.toFixed()).toBe(
      "0.009007199254740993",
    );
    expect(supplyShare("12500000000000000", "12500000000000000")?.toFixed()).toBe("100");
    expect(supplyShare("0", "12500000000000000")?.toFixed()).toBe("0");
  });

  it("is undefined while the supply is unknown or for nonsense", () => {
    expect(supplyShare("1", undefined)).toBeUndefined();
    expect(supplyShare("1", "0")).toBeUndefined();
    expect(supplyShare("abc", "100")).toBeUndefined();
    expect(supplyShare("-5", "100")).toBeUndefined();
  });
});

describe("formatSupplyShare", () => {
  it("formats with 2 decimals in the locale", () => {
    expect(formatSupplyShare("245126850000000", "12500000000000000", "en-GB")).toBe("1.96%");
    expect(formatSupplyShare("245126850000000", "12500000000000000", "fr-FR")).toMatch(/^1,96\s%$/);
    expect(formatSupplyShare("0", "12500000000000000", "en-GB")).toBe("0.00%");
  });

  it("says a tiny share is below 0.01 % instead of 0.00 %", () => {
    expect(formatSupplyShare("1", "12500000000000000", "en-GB")).toBe("< 0.01%");
  });

  it("shows - while the supply is unknown", () => {
    expect(formatSupplyShare("1", undefined, "en-GB")).toBe("-");
  });
});
