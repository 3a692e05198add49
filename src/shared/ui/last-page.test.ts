import { describe, expect, it } from "vitest";
import { findLastPage, lastPageAfterEmpty } from "./last-page";

describe("lastPageAfterEmpty", () => {
  it("an exact count below the empty page names the last page", () => {
    expect(lastPageAfterEmpty(99_999, { pageCount: 4, totalCount: 90 })).toEqual({
      kind: "known",
      page: 4,
    });
    expect(lastPageAfterEmpty(99_999, { pageCount: 0, totalCount: 0 })).toEqual({
      kind: "known",
      page: 1,
    });
  });

  it("an estimate has to be checked, from its last page (or the page before the empty one)", () => {
    const meta = { pageCount: 200, totalCount: 5_000, totalCountIsEstimate: true };
    expect(lastPageAfterEmpty(99_999, meta)).toEqual({ kind: "search", guess: 200 });
    // the estimate overshoots: its own last page is empty
    expect(lastPageAfterEmpty(200, meta)).toEqual({ kind: "search", guess: 199 });
    expect(lastPageAfterEmpty(150, meta)).toEqual({ kind: "search", guess: 149 });
  });

  it("an exact count the empty page contradicts (the list shrank) is checked too", () => {
    expect(lastPageAfterEmpty(3, { pageCount: 4, totalCount: 90 })).toEqual({
      kind: "search",
      guess: 2,
    });
  });
});

describe("findLastPage", () => {
  /** A list of `total` rows, `limit` per page; records the pages asked for. */
  const list = (total: number, limit: number) => {
    const asked: number[] = [];
    const rowsOn = (page: number) => {
      asked.push(page);
      return Promise.resolve(Math.max(0, Math.min(limit, total - (page - 1) * limit)));
    };
    return { asked, rowsOn };
  };

  it("finds the end below an estimate that overshoots, in a few requests", async () => {
    const l = list(4_100_000, 25); // real last page 164,000
    const last = await findLastPage(l.rowsOn, { emptyPage: 165_745, guess: 165_744, limit: 25 });
    expect(last).toBe(164_000);
    expect(l.asked.length).toBeLessThanOrEqual(2 * Math.ceil(Math.log2(1_745)) + 2);
  });

  it("finds the end above an estimate that undershoots", async () => {
    const l = list(5_010, 25); // real last page 201, a short one
    expect(await findLastPage(l.rowsOn, { emptyPage: 99_999, guess: 195, limit: 25 })).toBe(201);
    expect(l.asked.length).toBeLessThanOrEqual(6);
  });

  it("a full last page (rows a multiple of the page size)", async () => {
    const l = list(5_000, 25);
    expect(await findLastPage(l.rowsOn, { emptyPage: 205, guess: 204, limit: 25 })).toBe(200);
  });

  it("the guess itself is the last page: one request", async () => {
    const l = list(4_990, 25);
    expect(await findLastPage(l.rowsOn, { emptyPage: 99_999, guess: 200, limit: 25 })).toBe(200);
    expect(l.asked).toEqual([200]);
  });

  it("an empty list: 0", async () => {
    expect(await findLastPage(list(0, 25).rowsOn, { emptyPage: 7, guess: 6, limit: 25 })).toBe(0);
    expect(await findLastPage(list(0, 25).rowsOn, { emptyPage: 1, guess: 1, limit: 25 })).toBe(0);
  });

  it("is right for every end and guess on a small list", async () => {
    for (let total = 0; total <= 60; total += 7) {
      for (let guess = 1; guess <= 12; guess++) {
        const expected = Math.ceil(total / 5);
        const got = await findLastPage(list(total, 5).rowsOn, { emptyPage: 13, guess, limit: 5 });
        expect(got, `total ${total}, guess ${guess}`).toBe(expected);
      }
    }
  });

  it("stops after maxProbes with the last page it knows has rows", async () => {
    const l = list(1_000_000, 1);
    const last = await findLastPage(l.rowsOn, {
      emptyPage: 2_000_000,
      guess: 1,
      limit: 1,
      maxProbes: 5,
    });
    expect(l.asked).toHaveLength(5);
    expect(last).toBe(l.asked[l.asked.length - 1]);
  });
});
