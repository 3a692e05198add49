import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  cryptoSymbol,
  fiatValue,
  formatCrypto,
  formatCurrency,
  formatToken,
  isCryptoCurrency,
  toToken,
} from "./amount";

/** ICU uses NBSP / narrow NBSP as group separators; compare them as plain spaces. */
const sp = (s: string): string => s.replace(/\s/g, " ");
const CUR = { tokenCode: "ARK", tokenSymbol: "Ѧ" } as const;

describe("toToken", () => {
  it.each([
    ["0", "0"],
    ["1", "0.00000001"],
    ["100000000", "1"],
    ["-250000000", "-2.5"],
    ["123456789012345678901234567890", "1234567890123456789012.3456789"],
  ])("toToken(%s) = %s", (arktoshi, token) => {
    expect(toToken(arktoshi).toFixed()).toBe(token);
    expect(toToken(new Big(arktoshi)).toFixed()).toBe(token);
  });

  it("throws on garbage", () => {
    expect(() => toToken("abc")).toThrow();
    expect(() => toToken("1e")).toThrow();
  });

  it("is exact for any integer arktoshi amount (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), (n) => {
        expect(toToken(n.toString()).times(100_000_000).toFixed()).toBe(n.toString());
      }),
    );
  });
});

describe("formatToken", () => {
  it.each<[string, Parameters<typeof formatToken>[1], string]>([
    ["123456789012", { locale: "en-GB", symbol: "Ѧ" }, "1,234.56789012 Ѧ"],
    ["123456789012", { locale: "en-GB" }, "1,234.56789012"],
    ["-123456789012", { locale: "de-DE" }, "-1.234,56789012"],
    ["123456789012", { locale: "fr-FR" }, "1 234,56789012"],
    ["123456789012", { locale: "pl-PL" }, "1234,56789012"], // pl: no grouping of 4 digits
    ["1234567890123456789012345", { locale: "en-IN" }, "12,34,56,78,90,12,34,567.89012345"],
    ["1234567890123456789012345", { locale: "en-GB" }, "12,345,678,901,234,567.89012345"],
    ["0", { locale: "en-GB" }, "0"],
    ["1", { locale: "en-GB" }, "0.00000001"], // never 1e-8
    ["100000000", { locale: "en-GB" }, "1"],
    ["100000000", { locale: "en-GB", minDecimals: 2 }, "1.00"],
    ["150000000", { locale: "en-GB", minDecimals: 2 }, "1.50"],
    ["123456789", { locale: "en-GB", maxDecimals: 2 }, "1.23"],
    ["123500000", { locale: "en-GB", maxDecimals: 2 }, "1.24"], // half-up
    ["99999999", { locale: "en-GB", maxDecimals: 2 }, "1"],
    ["-1", { locale: "en-GB", maxDecimals: 2 }, "0"], // no "-0"
    ["-1", { locale: "en-GB" }, "-0.00000001"],
    ["100000000", { locale: "ar-EG" }, "1"], // Latin digits always
  ])("%s %j → %s", (arktoshi, opts, expected) => {
    expect(sp(formatToken(arktoshi, opts))).toBe(expected);
  });

  it("is exact and never exponential for any amount (property)", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), (n) => {
        const text = formatToken(n.toString(), { locale: "en-GB" });
        expect(text).not.toMatch(/e/i);
        // removing grouping gives back the exact token value
        expect(new Big(text.replace(/,/g, "")).times(1e8).toFixed()).toBe(n.toString());
      }),
    );
  });

  it("respects maxDecimals for every locale (property)", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.integer({ min: 0, max: 8 }),
        fc.constantFrom("en-GB", "fr-FR", "de-DE", "it-IT", "nl-NL", "pl-PL", "pt-BR"),
        (n, maxDecimals, locale) => {
          const text = formatToken(n.toString(), { locale, maxDecimals });
          const decimal =
            new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === "decimal")
              ?.value ?? ".";
          const at = text.indexOf(decimal);
          const frac = at === -1 ? "" : text.slice(at + 1);
          expect(frac.length).toBeLessThanOrEqual(maxDecimals);
          expect(frac).not.toMatch(/0$/);
        },
      ),
    );
  });
});

describe("formatCrypto / formatCurrency", () => {
  it.each<[Big | string, string, string]>([
    ["0.5", "BTC", "0.5 Ƀ"],
    ["1.123456789", "ETH", "1.12345679 Ξ"],
    [new Big("0.0000001"), "eth", "0.0000001 Ξ"],
    ["1000", "LTC", "1,000 Ł"],
    ["12.5", "ARK", "12.5 Ѧ"],
    ["12.5", "DOGE", "12.5 DOGE"],
  ])("formatCrypto(%j, %s) → %s", (value, code, expected) => {
    expect(formatCrypto(value, code, { locale: "en-GB", ...CUR })).toBe(expected);
  });

  it.each<[string, string, string, string]>([
    ["1234.5", "EUR", "fr-FR", "1 234,50 €"],
    ["1234.5", "USD", "en-US", "$1,234.50"],
    ["1234.5", "GBP", "en-GB", "£1,234.50"],
    ["1234.5", "JPY", "en-GB", "JP¥1,235"],
    ["0.12345678", "btc", "en-GB", "0.12345678 Ƀ"],
    ["1234.5", "ARK", "de-DE", "1.234,5 Ѧ"],
    ["12345678901234567890.12", "USD", "en-US", "$12,345,678,901,234,567,890.12"], // exact
  ])("formatCurrency(%s, %s, %s) → %s", (value, currency, locale, expected) => {
    expect(sp(formatCurrency(value, currency, { locale, ...CUR }))).toBe(expected);
  });

  it("symbols and crypto detection", () => {
    expect(cryptoSymbol("ark", "ARK", "Ѧ")).toBe("Ѧ");
    expect(cryptoSymbol("XRP")).toBe("XRP");
    expect(isCryptoCurrency("ltc", "ARK")).toBe(true);
    expect(isCryptoCurrency("USD", "ARK")).toBe(false);
  });
});

describe("fiatValue", () => {
  it.each<[string, number | string, string]>([
    ["100000000", 0.25, "0.25"],
    ["150000000", "1.1", "1.65"],
    ["1", "40000", "0.0004"],
    ["0", 3, "0"],
    ["-100000000", "2", "-2"],
  ])("fiatValue(%s, %j) = %s", (arktoshi, rate, expected) => {
    expect(fiatValue(arktoshi, rate).toFixed()).toBe(expected);
  });
});
