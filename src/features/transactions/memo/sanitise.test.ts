import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  ALLOWED_LINK_DOMAINS,
  MEMO_MAX_LENGTH,
  URL_SHORTENER_DOMAINS,
  containsBlacklisted,
  sanitiseMemo,
} from "./sanitise";
import { nameToEmoji } from "gemoji";
import { EMOJI_CODE } from "./emoji-code";
import { sanitiseMemoWith } from "./sanitise-core";
import { needsEmojiTable } from "./useSanitisedMemo";

const INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200B\u200C\uFEFF]/u;

describe("sanitiseMemo", () => {
  it.each<[string | undefined, string | null]>([
    // nothing to show
    [undefined, null],
    ["", null],
    ["   ", null],
    // plain text passes
    ["Thanks for the payment", "Thanks for the payment"],
    ["line 1\nline 2", "line 1\nline 2"],
    ["a\r\nb", "a\nb"],
    ["  spaced   out  ", "spaced out"],
    // blacklist: "onion" (alphanumeric-only comparison)
    ["visit abcdefgh.onion", null],
    ["o-n-i-o-n", null],
    ["ONION", null],
    ["on\u200Bion", null],
    ["I like onions", null], // a plain substring of the stripped memo is enough
    // shorteners, fuzzy (stripped ≥ 5 chars)
    ["go to bit.ly/abc", null],
    ["https://bit.ly/abc", null],
    ["bit . ly / abc", null],
    ["BIT.LY", null],
    ["ｂｉｔ．ｌｙ/x", null], // fullwidth, NFKC
    ["tinyurl.com/xyz", null],
    ["see goo.gl/maps", null],
    ["b-i-t-l-y", null],
    // not shorteners
    ["google it", "google it"],
    ["a bit lyrical", "a bit lyrical"],
    ["habitlying", "habitlying"],
    // shorteners, literal hostname (stripped < 5 chars)
    ["t.co/abc", null],
    ["read https://t.co/xyz now", null],
    ["sub.t.co", null],
    ["is.gd/x", null],
    ["react.component", "react.component"],
    ["T-Co is a company", "T-Co is a company"],
    ["at.com", "at.com"],
    ["it is gd", "it is gd"],
    // links
    ["pay me https://evil.example/x now", "pay me now"],
    ["http://evil.example", null],
    ["www.evil.example/path ok", "ok"],
    ["HTTPS://EVIL.EXAMPLE/", null],
    ["docs https://ark.dev/docs", "docs https://ark.dev/docs"],
    [
      "https://ark.io and https://explorer.ark.io/x",
      "https://ark.io and https://explorer.ark.io/x",
    ],
    ["www.arkscan.io/wallets", "www.arkscan.io/wallets"],
    ["code https://github.com/ArkEcosystem", "code https://github.com/ArkEcosystem"],
    ["https://ark.io.evil.example/", null],
    ["https://evil.example/ark.io", null],
    ["https://ark.io@evil.example/", null],
    ["https://notark.io/", null],
    // hostile input
    ["<script>alert(1)</script>", "<script>alert(1)</script>"], // plain text; caller renders as text
    ['<img src=x onerror="alert(1)">', '<img src=x onerror="alert(1)">'],
    ["click javascript:alert(1)", "click"],
    ["JaVaScRiPt:alert(document.cookie)", null],
    ["data:text/html;base64,PHNjcmlwdD4= x", "x"],
    ["vbscript:msgbox", null],
    ['<a href="https://evil.example">x</a>', '<a href="'],
    ["abc\u202Edcba", "abcdcba"],
    ["\u2066iso\u2069late \u200Fmark", "isolate mark"],
    ["zero\u200Bwidth\uFEFF\u200C", "zerowidth"],
    ["bell\u0007 and nul\u0000", "bell and nul"],
    ["lone \uD800 surrogate", "lone \uFFFD surrogate"],
    // emoji codes
    [":smile:", "😄"],
    ["great :+1: :rocket:", "great 👍 🚀"],
    [":SMILE:", "😄"],
    [
      ":not_an_emoji: :constructor: :__proto__: :toString:",
      ":not_an_emoji: :constructor: :__proto__: :toString:",
    ],
    ["time 10:30:45", "time 10:30:45"],
    ["family 👨\u200D👩\u200D👧 ok", "family 👨\u200D👩\u200D👧 ok"],
    ["stray a\u200Db", "stray ab"],
    // censoring
    ["pedo", "****"],
    ["Pedophile!", "*********!"],
    ["PEDOS and pedophiles", "***** and **********"],
    ["torpedo pedometer pedology", "torpedo pedometer pedology"],
  ])("%j → %j", (input, expected) => {
    expect(sanitiseMemo(input)).toBe(expected);
  });

  it("caps a 10 kB memo at 1024 code points without splitting surrogate pairs", () => {
    const plain = sanitiseMemo("a".repeat(10_240));
    expect(plain).toBe("a".repeat(MEMO_MAX_LENGTH));
    const emoji = sanitiseMemo("x" + "😀".repeat(5000));
    expect(emoji).not.toBeNull();
    expect(Array.from(emoji ?? "")).toHaveLength(MEMO_MAX_LENGTH);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("handles a 10 kB adversarial string quickly", () => {
    const hostile = "b.".repeat(2500) + "i".repeat(5000) + "\u202E".repeat(100);
    const start = performance.now();
    sanitiseMemo(hostile);
    expect(performance.now() - start).toBeLessThan(500);
  });

  it("never returns invisible/bidi characters or more than 1024 code points (property)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 3000 }), (memo) => {
        const out = sanitiseMemo(memo);
        if (out === null) return;
        expect(out).not.toMatch(INVISIBLE);
        expect(Array.from(out).length).toBeLessThanOrEqual(MEMO_MAX_LENGTH);
        expect(out).toBe(out.trim());
      }),
    );
  }, 30_000); // 100 strings of up to 3000 code points: generation alone is slow on a loaded CI machine

  it("is idempotent (property)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (memo) => {
        const once = sanitiseMemo(memo);
        if (once !== null) expect(sanitiseMemo(once)).toBe(once);
      }),
    );
  });

  it("drops any memo mentioning a listed shortener as a link (property)", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...URL_SHORTENER_DOMAINS),
        fc.stringMatching(/^[a-z ]{0,20}$/),
        (domain, prefix) => {
          expect(sanitiseMemo(`${prefix} https://${domain}/abc`)).toBeNull();
        },
      ),
    );
  });
});

describe("data", () => {
  it("ships a curated, well-formed shortener list and allow-list", () => {
    expect(URL_SHORTENER_DOMAINS.length).toBeGreaterThan(100);
    for (const d of URL_SHORTENER_DOMAINS) expect(d).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
    expect(new Set(URL_SHORTENER_DOMAINS).size).toBe(URL_SHORTENER_DOMAINS.length);
    expect(ALLOWED_LINK_DOMAINS).toEqual(["ark.io", "arkscan.io", "github.com", "ark.dev"]);
    expect(containsBlacklisted("hello")).toBe(false);
  });
});

describe("sanitiseMemoWith (the core the lists load without the emoji table)", () => {
  it("keeps emoji codes as typed without a table and runs every other step", () => {
    expect(sanitiseMemoWith(":smile: see https://evil.example/x  \u202Eok", null)).toBe(
      ":smile: see ok",
    );
    expect(sanitiseMemoWith("bit.ly/abc :smile:", null)).toBeNull();
  });
  it("converts codes with a table, and equals the full pipeline with gemoji's", () => {
    expect(sanitiseMemoWith(":smile: :nope:", { smile: "😄" })).toBe("😄 :nope:");
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (memo) => {
        expect(sanitiseMemoWith(memo, nameToEmoji)).toBe(sanitiseMemo(memo));
      }),
    );
  });
  it("needsEmojiTable is true exactly when a memo holds a code", () => {
    expect(needsEmojiTable(["plain", undefined])).toBe(false);
    expect(needsEmojiTable(["a :tada: b"])).toBe(true);
    expect(EMOJI_CODE.test("12:30:45")).toBe(true); // digits look like a code: the table loads, nothing converts
  });
});
