import { describe, expect, it } from "vitest";
import { pageWindow, parsePageInput } from "./pagination";

describe("pageWindow", () => {
  it.each([
    [1, 0, []],
    [1, -3, []],
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 50, [1, 2, 3, 4, 5, 6, 7]],
    [2, 50, [1, 2, 3, 4, 5, 6, 7]],
    [10, 50, [7, 8, 9, 10, 11, 12, 13]],
    [50, 50, [44, 45, 46, 47, 48, 49, 50]],
    [48, 50, [44, 45, 46, 47, 48, 49, 50]],
    [99, 500, [96, 97, 98, 99, 100, 101, 102]],
    [100, 500, [98, 99, 100, 101, 102]],
    [500, 500, [496, 497, 498, 499, 500]],
    [120, 121, [117, 118, 119, 120, 121]],
    [0, 5, [1, 2, 3, 4, 5]],
    [9, 5, [1, 2, 3, 4, 5]],
    [Number.NaN, 3, [1, 2, 3]],
  ])("page %d of %d → %j", (page, count, expected) => {
    expect(pageWindow(page, count)).toEqual(expected);
  });

  it("always contains the current page and never more than 7 buttons", () => {
    for (let count = 1; count < 130; count++) {
      for (let page = 1; page <= count; page++) {
        const pages = pageWindow(page, count);
        expect(pages).toContain(page);
        expect(pages.length).toBeLessThanOrEqual(page >= 100 ? 5 : 7);
      }
    }
  });
});

describe("parsePageInput", () => {
  it.each([
    ["", 10, null],
    ["   ", 10, null],
    [" 3 ", 10, 3],
    ["10", 10, 10],
    ["11", 10, "invalid"],
    ["0", 10, "invalid"],
    ["-1", 10, "invalid"],
    ["1.5", 10, "invalid"],
    ["abc", 10, "invalid"],
    ["1e1", 10, 10],
  ])("%j of %d → %j", (raw, count, expected) => {
    expect(parsePageInput(raw, count)).toBe(expected);
  });
});
