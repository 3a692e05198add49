import { describe, expect, it } from "vitest";
import type { Block, Transaction } from "@/shared/api/schemas";
import { ForgingStatus } from "@/features/delegates/forging";
import {
  averageBlockTime,
  forgingTally,
  lastForgedHeights,
  newestBlock,
  roundProgress,
  windowVolume,
} from "./summary";
import { DAY_SECONDS, windowStartEpoch } from "./latest";

const block = (height: number, unix: number, publicKey = `pk${height}`) =>
  ({
    height,
    timestamp: { epoch: unix - 1000, unix },
    generator: { address: `a-${publicKey}`, publicKey },
    id: `b${height}`,
  }) as unknown as Block;

const tx = (id: string, unix: number, amount: string, extra: Partial<Transaction> = {}) =>
  ({
    id,
    type: 0,
    typeGroup: 1,
    amount,
    fee: "1",
    sender: "s",
    timestamp: { epoch: unix - 1000, unix },
    ...extra,
  }) as unknown as Transaction;

describe("averageBlockTime", () => {
  it("is the time between the oldest and newest block over the heights between them, in any order", () => {
    expect(averageBlockTime([block(10, 180), block(8, 160), block(9, 168)])).toBe(10);
  });
  it("counts a missed slot in the average (a longer gap)", () => {
    expect(averageBlockTime([block(3, 124), block(2, 108), block(1, 100)])).toBe(12);
  });
  it("is undefined with fewer than two blocks", () => {
    expect(averageBlockTime([])).toBeUndefined();
    expect(averageBlockTime([block(5, 100)])).toBeUndefined();
  });
  it("newestBlock: the highest height", () => {
    expect(newestBlock([block(4, 1), block(9, 2), block(7, 3)])?.height).toBe(9);
    expect(newestBlock([])).toBeUndefined();
  });
});

describe("roundProgress", () => {
  it("counts the blocks forged in the round of the height out of its slots", () => {
    expect(roundProgress(139, 51)).toEqual({ round: 3, forged: 37, slots: 51, share: 37 / 51 });
  });
  it("a round's first and last block", () => {
    expect(roundProgress(103, 51)).toMatchObject({ round: 3, forged: 1 });
    expect(roundProgress(102, 51)).toMatchObject({ round: 2, forged: 51, share: 1 });
  });
  it("unknown height: round 0", () => {
    expect(roundProgress(undefined, 51)).toEqual({ round: 0, forged: 0, slots: 51, share: 0 });
  });
});

describe("lastForgedHeights", () => {
  it("takes the delegate list's last block unless the latest blocks hold a newer one", () => {
    const delegates = [
      { publicKey: "A", address: "addrA", blocks: { produced: 1, last: { height: 90 } } },
      { publicKey: "B", address: "addrB", blocks: { produced: 1, last: { height: 95 } } },
      { publicKey: "C", address: "addrC", blocks: { produced: 0, last: undefined } },
    ] as never;
    const blocks = [
      block(100, 1, "A"),
      { height: 99, generator: { address: "addrC" } } as Block,
      block(80, 1, "B"),
    ];
    const m = lastForgedHeights(delegates, blocks);
    expect(Object.fromEntries(m)).toEqual({ A: 100, B: 95, C: 99 });
  });
});

describe("forgingTally", () => {
  const n = 5;
  // height 22: round 5 (21..25)
  const members = ["fresh", "lastRound", "twoBehind", "never", "old"];
  const lastForged = new Map([
    ["fresh", 21],
    ["lastRound", 18],
    ["twoBehind", 14],
    ["old", 3],
  ]);
  it("without the previous round's list: only delegates two or more rounds behind are undecided", () => {
    const tally = forgingTally({ height: 22, activeDelegates: n, members, lastForged });
    expect(tally.undecided).toBe(2);
    expect(tally.counts.get(ForgingStatus.Forging)).toBe(2);
    expect(tally.counts.get(ForgingStatus.NeverForged)).toBe(1);
  });
  it("with it: the monitor's statuses (missing, not forging, became active)", () => {
    const tally = forgingTally({
      height: 22,
      activeDelegates: n,
      members,
      lastForged,
      previousMembers: new Set(["fresh", "lastRound", "twoBehind", "never"]),
    });
    expect(tally.undecided).toBe(0);
    expect(Object.fromEntries(tally.counts)).toEqual({
      [ForgingStatus.Forging]: 2,
      [ForgingStatus.Missing]: 1,
      [ForgingStatus.NeverForged]: 1,
      [ForgingStatus.BecameActive]: 1,
    });
  });
  it("a delegate far behind that was in the previous round is not forging", () => {
    const tally = forgingTally({
      height: 22,
      activeDelegates: n,
      members: ["old"],
      lastForged,
      previousMembers: new Set(["old"]),
    });
    expect(tally.counts.get(ForgingStatus.NotForging)).toBe(1);
  });
});

describe("24 h figures", () => {
  it("the window starts one day before the current five-minute step, in epoch seconds", () => {
    const epochUnix = 1_490_101_200;
    // the epoch falls on a step: epoch second 200_030 is in the step starting at 199_800
    expect(windowStartEpoch(epochUnix + 200_030, epochUnix)).toBe(199_800 - DAY_SECONDS);
    expect(windowStartEpoch(epochUnix + 10, epochUnix)).toBe(0);
    // stays put within a step: one cache entry per five minutes
    expect(windowStartEpoch(1_800_000_000, epochUnix)).toBe(
      windowStartEpoch(1_800_000_299, epochUnix),
    );
    expect(windowStartEpoch(1_800_000_300, epochUnix)).toBe(
      windowStartEpoch(1_800_000_000, epochUnix) + 300,
    );
  });
  it("sums every transaction of a complete window exactly, multipayments by their payments", () => {
    const multi = tx("m", 100, "0", {
      type: 6,
      asset: {
        payments: [
          { amount: "5", recipientId: "r1" },
          { amount: "7", recipientId: "r2" },
        ],
      },
    });
    const v = windowVolume([[tx("a", 300, "90071992547409930"), multi, tx("b", 100, "3")]], true);
    expect(v).toEqual({ total: "90071992547409945", summed: 3 });
  });
  it("an incomplete window leaves out the oldest block read (it may be cut) and says since when", () => {
    const pages = [
      [tx("a", 300, "10"), tx("b", 200, "20")],
      [tx("b", 200, "20"), tx("c", 100, "40"), tx("d", 100, "80")],
    ];
    expect(windowVolume(pages, false)).toEqual({ total: "30", summed: 2, sinceUnix: 200 });
  });
});
