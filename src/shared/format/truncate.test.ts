import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { truncateMiddle } from "./truncate";

const graphemeCount = (s: string): number =>
  Array.from(new Intl.Segmenter(undefined, { granularity: "grapheme" }).segment(s)).length;

describe("truncateMiddle", () => {
  it.each<[string, number | undefined, string]>([
    ["AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed", undefined, "AJo5Ws…eqhQed"],
    ["1234567890123", undefined, "1234567890123"], // exactly 13
    ["12345678901234", undefined, "123456…901234"],
    ["short", 13, "short"],
    ["", 13, ""],
    ["abcdefghij", 6, "abc…ij"],
    ["abcdefghij", 2, "a…"],
    ["abcdefghij", 1, "…"],
    ["abcdefghij", 0, ""],
    ["😀😀😀😀😀😀😀😀😀😀", 5, "😀😀…😀😀"], // no split surrogate pairs
    ["👨‍👩‍👧abcdefgh👍🏽", 5, "👨‍👩‍👧a…h👍🏽"], // ZWJ family and skin tone kept whole
    ["😀😀😀", 3, "😀😀😀"], // 6 UTF-16 units but 3 characters
  ])("truncateMiddle(%j, %j) → %j", (text, max, expected) => {
    expect(max === undefined ? truncateMiddle(text) : truncateMiddle(text, max)).toBe(expected);
  });

  it("never exceeds max characters, keeps short text and the ends (property)", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "grapheme", maxLength: 60 }),
        fc.integer({ min: 2, max: 40 }),
        (text, max) => {
          const out = truncateMiddle(text, max);
          expect(graphemeCount(out)).toBeLessThanOrEqual(
            Math.max(max, graphemeCount(text) <= max ? graphemeCount(text) : 0),
          );
          if (graphemeCount(text) <= max) expect(out).toBe(text);
          else {
            expect(out).toContain("…");
            expect(text.startsWith(out.slice(0, out.indexOf("…")))).toBe(true);
            expect(text.endsWith(out.slice(out.indexOf("…") + 1))).toBe(true);
          }
          expect(out).not.toMatch(
            /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
          );
        },
      ),
    );
  });
});
