import { describe, expect, it } from "vitest";
import { pageSummary, pageWindow, parsePageInput, pastEnd } from "./pagination";

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

describe("pageSummary", () => {
  it("an exact count: the range of rows shown and the node's page count", () => {
    expect(pageSummary(2, 25, 25, { pageCount: 4, totalCount: 90 })).toEqual({
      first: 26,
      last: 50,
      total: 90,
      estimated: false,
      pageCount: 4,
      mayHaveMore: false,
    });
    expect(pageSummary(4, 25, 15, { pageCount: 4, totalCount: 90 })).toMatchObject({
      first: 76,
      last: 90,
      pageCount: 4,
    });
  });

  it("an estimate is flagged and its last page may move", () => {
    const meta = { pageCount: 165_745, totalCount: 4_143_610, totalCountIsEstimate: true };
    expect(pageSummary(1, 25, 25, meta)).toEqual({
      first: 1,
      last: 25,
      total: 4_143_610,
      estimated: true,
      pageCount: 165_745,
      mayHaveMore: false,
    });
    // a full page at (or after) the estimated end: more rows may follow, so there is a next page
    expect(pageSummary(165_745, 25, 25, meta)).toMatchObject({
      mayHaveMore: true,
      pageCount: 165_746,
    });
    expect(pageSummary(165_750, 25, 25, meta)).toMatchObject({
      last: 4_143_750,
      total: 4_143_750,
      pageCount: 165_751,
    });
    // a short page ends the list even when the count is an estimate
    expect(pageSummary(165_745, 25, 10, meta)).toMatchObject({
      mayHaveMore: false,
      pageCount: 165_745,
    });
  });

  it("an estimate below the rows shown is raised to them", () => {
    expect(
      pageSummary(1, 25, 25, { pageCount: 1, totalCount: 10, totalCountIsEstimate: true }),
    ).toMatchObject({
      total: 25,
      pageCount: 2,
      mayHaveMore: true,
    });
  });

  it("an exact count is never extended: a full last page is the last page", () => {
    expect(pageSummary(4, 25, 25, { pageCount: 4, totalCount: 100 })).toMatchObject({
      pageCount: 4,
      mayHaveMore: false,
    });
  });

  it("no rows: an empty range, at least one page", () => {
    expect(pageSummary(1, 25, 0, { pageCount: 0, totalCount: 0 })).toMatchObject({
      first: 0,
      last: 0,
      total: 0,
      pageCount: 1,
    });
  });
});

describe("pastEnd", () => {
  it.each([
    [1, 0, false],
    [1, 5, false],
    [2, 0, true],
    [99_999, 0, true],
    [99_999, 3, false],
  ])("page %d with %d rows → %s", (page, rows, expected) => {
    expect(pastEnd(page, rows)).toBe(expected);
  });
});
