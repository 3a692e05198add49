import { describe, expect, it } from "vitest";
import { collectionOrder, nextCollectStep, type RoundStatus } from "./collect";

const statuses = (map: Record<number, RoundStatus>) => (r: number) => map[r] ?? "idle";

describe("nextCollectStep: lazy collection of the history's rounds", () => {
  const order = collectionOrder([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);

  it("orders the window newest first", () => {
    expect(order.slice(0, 3)).toEqual([15, 14, 13]);
    expect(order.at(-1)).toBe(1);
  });

  it("starts with the newest rounds, at once, at most maxInFlight of them", () => {
    expect(
      nextCollectStep(order, statuses({}), { hidden: false, maxInFlight: 2, firstRounds: 10 }),
    ).toEqual({
      kind: "load",
      rounds: [15, 14],
      idle: false,
    });
  });

  it("waits while as many rounds as allowed are in flight, tops up when one ends", () => {
    const opts = { hidden: false, maxInFlight: 2, firstRounds: 10 };
    expect(nextCollectStep(order, statuses({ 15: "loading", 14: "loading" }), opts)).toEqual({
      kind: "wait",
    });
    expect(nextCollectStep(order, statuses({ 15: "have", 14: "loading" }), opts)).toEqual({
      kind: "load",
      rounds: [13],
      idle: false,
    });
  });

  it("asks at once for the first view's rounds only, never for the one after them too", () => {
    // rounds 15..7 are in: 6 is the first view's last (the tenth), 5 comes in idle time
    const have: Record<number, RoundStatus> = {};
    for (let r = 7; r <= 15; r++) have[r] = "have";
    const opts = { hidden: false, maxInFlight: 2, firstRounds: 10 };
    expect(nextCollectStep(order, statuses(have), opts)).toEqual({
      kind: "load",
      rounds: [6],
      idle: false,
    });
    expect(nextCollectStep(order, statuses({ ...have, 6: "loading" }), opts)).toEqual({
      kind: "load",
      rounds: [5],
      idle: true,
    });
  });

  it("skips rounds already cached (a revisit asks nothing new) and pages older rounds in idle time", () => {
    const have: Record<number, RoundStatus> = {};
    for (let r = 6; r <= 15; r++) have[r] = "have";
    expect(
      nextCollectStep(order, statuses(have), { hidden: false, maxInFlight: 2, firstRounds: 10 }),
    ).toEqual({
      kind: "load",
      rounds: [5, 4],
      idle: true,
    });
    const all: Record<number, RoundStatus> = {};
    for (const r of order) all[r] = "have";
    expect(nextCollectStep(order, statuses(all), { hidden: false })).toEqual({ kind: "done" });
  });

  it("asks nothing while the tab is hidden, but lets rounds in flight end", () => {
    expect(nextCollectStep(order, statuses({}), { hidden: true })).toEqual({ kind: "paused" });
    expect(nextCollectStep(order, statuses({ 15: "loading" }), { hidden: true })).toEqual({
      kind: "paused",
    });
  });

  it("stops at the first failure", () => {
    expect(
      nextCollectStep(order, statuses({ 15: "have", 14: "error" }), { hidden: false }),
    ).toEqual({ kind: "failed" });
  });

  it("an empty window (no complete round yet) is done at once", () => {
    expect(nextCollectStep([], statuses({}), { hidden: false })).toEqual({ kind: "done" });
  });
});
