import { describe, expect, it } from "vitest";
import {
  ForgingStatus,
  forgingStatus,
  remainingBlocksInRound,
  roundHeights,
  roundOf,
} from "./forging";

const N = 51;

describe("roundOf", () => {
  it.each([
    [0, 0],
    [1, 1],
    [50, 1],
    [51, 1],
    [52, 2],
    [102, 2],
    [103, 3],
    [5_100_000, 100_000],
    [5_100_001, 100_001],
  ])("height %i → round %i", (h, r) => expect(roundOf(h, N)).toBe(r));
  it("handles other delegate counts and bad input", () => {
    expect(roundOf(53, 53)).toBe(1);
    expect(roundOf(54, 53)).toBe(2);
    expect(roundOf(-5, N)).toBe(0);
    expect(roundOf(10, 0)).toBe(0);
  });
  it("roundHeights is its inverse", () => {
    expect(roundHeights(1, N)).toEqual({ first: 1, last: 51 });
    expect(roundHeights(3, N)).toEqual({ first: 103, last: 153 });
    for (const h of [1, 51, 52, 153, 154]) {
      const { first, last } = roundHeights(roundOf(h, N), N);
      expect(h).toBeGreaterThanOrEqual(first);
      expect(h).toBeLessThanOrEqual(last);
    }
  });
});

describe("remainingBlocksInRound", () => {
  it.each([
    [1, 50],
    [50, 1],
    [51, 51], // remainder zero: a full round
    [52, 50],
    [101, 1],
    [102, 51],
    [103, 50],
  ])("height %i → %i", (h, rest) => expect(remainingBlocksInRound(h, N)).toBe(rest));
});

describe("forgingStatus (difference in rounds)", () => {
  const s = (height: number, lastBlockHeight: number | undefined, inPreviousRound = true) =>
    forgingStatus({ height, lastBlockHeight, activeDelegates: N, inPreviousRound });

  it("no last block → NeverForged, even when new", () => {
    expect(s(1000, undefined)).toBe(ForgingStatus.NeverForged);
    expect(s(1000, undefined, false)).toBe(ForgingStatus.NeverForged);
  });
  it("difference 0 → Forging, before the became-active rule", () => {
    expect(s(153, 103)).toBe(ForgingStatus.Forging); // both round 3
    expect(s(153, 153, false)).toBe(ForgingStatus.Forging);
  });
  it("not in the previous round (difference > 0) → BecameActive", () => {
    expect(s(154, 153, false)).toBe(ForgingStatus.BecameActive);
    expect(s(1000, 10, false)).toBe(ForgingStatus.BecameActive);
  });
  it("difference 1 → Forging, 2 → Missing, more → NotForging", () => {
    expect(s(154, 153)).toBe(ForgingStatus.Forging); // round 4 vs 3
    expect(s(204, 103)).toBe(ForgingStatus.Forging); // round 4 vs 3, far apart in heights
    expect(s(205, 153)).toBe(ForgingStatus.Missing); // round 5 vs 3
    expect(s(205, 103)).toBe(ForgingStatus.Missing);
    expect(s(205, 102)).toBe(ForgingStatus.NotForging); // round 5 vs 2
    expect(s(10_000, 1)).toBe(ForgingStatus.NotForging);
  });
  it("round edges: the last height of a round belongs to it", () => {
    expect(s(102, 52)).toBe(ForgingStatus.Forging); // 2 vs 2
    expect(s(103, 52)).toBe(ForgingStatus.Forging); // 3 vs 2
    expect(s(153, 51)).toBe(ForgingStatus.Missing); // 3 vs 1
    expect(s(154, 102)).toBe(ForgingStatus.Missing); // 4 vs 2
    expect(s(154, 51)).toBe(ForgingStatus.NotForging); // 4 vs 1
    expect(s(153, 52)).toBe(ForgingStatus.Forging); // 3 vs 2
  });
  it("keeps the numeric codes 0..4 (Forging, Missing, NotForging, NeverForged, BecameActive)", () => {
    expect([
      ForgingStatus.Forging,
      ForgingStatus.Missing,
      ForgingStatus.NotForging,
      ForgingStatus.NeverForged,
      ForgingStatus.BecameActive,
    ]).toEqual([0, 1, 2, 3, 4]);
  });
});
