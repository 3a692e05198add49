import { describe, expect, it } from "vitest";
import { productivityRounds } from "../forging";
import {
  DEFAULT_MISSED_ROUNDS,
  MISSED_ROUND_CHOICES,
  missedRoundsOf,
  missedWindow,
} from "./window";

describe("missedWindow", () => {
  it("the last complete rounds, newest first: the delegate list's productivity rounds", () => {
    for (const height of [1, 50, 51, 52, 101, 102, 560, 561, 5_000_000])
      for (const count of MISSED_ROUND_CHOICES)
        expect(missedWindow(height, 51, count), `${height} ${count}`).toEqual(
          productivityRounds(height, 51, count).reverse(),
        );
  });
  it("leaves out the round in progress", () => {
    expect(missedWindow(560, 51, 5)).toEqual([10, 9, 8, 7, 6]);
    expect(missedWindow(561, 51, 1)).toEqual([11]);
    expect(missedWindow(50, 51, 10)).toEqual([]);
  });
  it("nothing for an unknown height or round length", () => {
    expect(missedWindow(0, 51, 5)).toEqual([]);
    expect(missedWindow(Number.NaN, 51, 5)).toEqual([]);
    expect(missedWindow(560, 0, 5)).toEqual([]);
  });
});

describe("missedRoundsOf", () => {
  it("one of the choices, else the default", () => {
    expect(missedRoundsOf("25")).toBe(25);
    expect(missedRoundsOf("1")).toBe(1);
    for (const odd of [null, "", "3", "-5", "1e1", "abc", "100"])
      expect(missedRoundsOf(odd)).toBe(DEFAULT_MISSED_ROUNDS);
  });
  it("the default is one of the choices", () => {
    expect(MISSED_ROUND_CHOICES).toContain(DEFAULT_MISSED_ROUNDS);
  });
});
