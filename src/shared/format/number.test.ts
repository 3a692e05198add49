import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatNumber, formatPercent, formatSeconds, percentOf, type PercentInput } from "./number";

const sp = (s: string): string => s.replace(/\s/g, " ");

describe("formatPercent", () => {
  it.each<[PercentInput, number | undefined, string, string]>([
    [12.345, undefined, "en-GB", "12.35%"],
    [12.34, 2, "en-GB", "12.34%"],
    ["12.345", 2, "fr-FR", "12,35 %"],
    [new Big("99.999"), 2, "en-GB", "100.00%"],
    [0, 2, "en-GB", "0.00%"],
    [-5, 1, "en-GB", "-5.0%"],
    [50, 0, "de-DE", "50 %"],
    [undefined, 2, "en-GB", "-"],
    [null, 2, "en-GB", "-"],
    [Number.NaN, 2, "en-GB", "-"],
    [Number.POSITIVE_INFINITY, 2, "en-GB", "-"],
    ["abc", 2, "en-GB", "-"],
  ])("formatPercent(%j, %j, %s) → %s", (value, decimals, locale, expected) => {
    expect(sp(formatPercent(value, decimals, locale))).toBe(expected);
  });
});

describe("formatNumber", () => {
  it.each<[number | string | bigint, string, string]>([
    [1234567, "en-GB", "1,234,567"],
    [1234567, "de-DE", "1.234.567"],
    ["1234567", "fr-FR", "1 234 567"],
    [123456789012345678901234n, "en-GB", "123,456,789,012,345,678,901,234"],
    [0, "en-GB", "0"],
    [Number.NaN, "en-GB", "-"],
  ])("formatNumber(%s, %s) → %s", (value, locale, expected) => {
    expect(sp(formatNumber(value, locale))).toBe(expected);
  });
});

describe("percentOf", () => {
  it.each<[string, string, number | undefined]>([
    ["25", "200", 12.5],
    ["1", "3", 33.333333333333],
    ["0", "5", 0],
    ["5", "0", undefined],
    ["x", "5", undefined],
    ["12500000000000000", "12500000000000000", 100],
  ])("percentOf(%s, %s) = %j", (part, total, expected) => {
    expect(percentOf(part, total)).toBe(expected);
  });

  it("is between 0 and 100 for 0 ≤ part ≤ total (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        fc.bigInt({ min: 0n, max: 10n ** 24n }),
        (total, raw) => {
          const part = raw % (total + 1n);
          const p = percentOf(part.toString(), total.toString());
          expect(p).toBeGreaterThanOrEqual(0);
          expect(p).toBeLessThanOrEqual(100);
        },
      ),
    );
  });
});

describe("formatSeconds", () => {
  it("writes the number as the language does, with the SI symbol", () => {
    expect(formatSeconds(8, "en-GB", 1)).toBe("8.0 s");
    expect(formatSeconds(8, "pl-PL", 1)).toBe("8,0 s");
    expect(formatSeconds(7.96, "pt-BR", 1)).toBe("8,0 s");
    expect(formatSeconds(1234, "en-GB")).toBe("1,234 s");
    expect(formatSeconds(Number.NaN, "en-GB")).toBe("-");
  });
});
