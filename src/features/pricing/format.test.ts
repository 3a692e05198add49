import { describe, expect, it } from "vitest";
import { changePercent, formatQuote, formatVolume } from "./format";
import { makeFiatFormatter } from "./hooks/useFiat";

const opts = { locale: "en-GB", tokenCode: "ARK", tokenSymbol: "Ѧ" };

describe("fiat formatting per currency", () => {
  it("token, BTC, ETH and LTC: up to 8 decimals with Ѧ, Ƀ, Ξ, Ł", () => {
    // 1.23456789 ARK at 0.0000123456 BTC = 0.0000152415…  → 8 decimals
    expect(makeFiatFormatter(0.0000123456, "BTC", opts)("123456789")).toBe("0.00001524 Ƀ");
    expect(makeFiatFormatter(0.000291, "ETH", opts)("100000000000")).toBe("0.291 Ξ");
    expect(makeFiatFormatter(0.0118, "LTC", opts)("250000000")).toBe("0.0295 Ł");
    expect(makeFiatFormatter(1, "ARK", opts)("123456789")).toBe("1.23456789 Ѧ");
  });

  it("other currencies: the locale's currency format", () => {
    expect(makeFiatFormatter(0.31, "USD", opts)("123456789012")).toBe("US$382.72");
    expect(makeFiatFormatter(0.31, "USD", { ...opts, locale: "en-US" })("123456789012")).toBe(
      "$382.72",
    );
    expect(makeFiatFormatter(0.29, "EUR", { ...opts, locale: "fr-FR" })("100000000000")).toMatch(
      /^290,00\s€$/,
    );
    expect(makeFiatFormatter(151, "JPY", opts)("100000000")).toBe("JP¥151");
  });

  it("no rate or an invalid amount → null", () => {
    expect(makeFiatFormatter(null, "USD", opts)("100000000")).toBeNull();
    expect(makeFiatFormatter(0.3, "USD", opts)("not a number")).toBeNull();
  });

  it("big amounts stay exact (no exponential notation)", () => {
    expect(makeFiatFormatter(0.5, "BTC", opts)("12500000000000000")).toBe("62,500,000 Ƀ");
  });
});

describe("chart value formatting", () => {
  it("prices: fiat with 4 decimals under 1, crypto with 8", () => {
    expect(formatQuote(0.312345, "USD", { ...opts, locale: "en-US" })).toBe("$0.3123");
    expect(formatQuote(12.5, "USD", { ...opts, locale: "en-US" })).toBe("$12.50");
    expect(formatQuote(0.0000052, "BTC", opts)).toBe("0.0000052 Ƀ");
    expect(formatQuote(Number.NaN, "USD", opts)).toBe("-");
  });

  it("volumes are compact", () => {
    expect(formatVolume(1_234_567, "USD", { ...opts, locale: "en-US" })).toBe("$1.23M");
    expect(formatVolume(1_500, "BTC", opts)).toMatch(/^1\.5k Ƀ$/i);
  });

  it("change over the period in percent", () => {
    expect(changePercent(0.5, 0.55)).toBeCloseTo(10);
    expect(changePercent(0, 1)).toBeUndefined();
    expect(changePercent(undefined, 1)).toBeUndefined();
  });
});
