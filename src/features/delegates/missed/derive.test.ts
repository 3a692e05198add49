import { describe, expect, it } from "vitest";
import type { Block } from "@/shared/api/schemas";
import { productivityOf } from "../round/productivity";
import { forgingOrder } from "../round/shuffle";
import fixture from "./fixtures/testnet-missed-rounds.json";
import { holdsWholeRound, missedSlotsOf, missesByDelegate, roundMisses } from "./derive";
import { forgedChain, testMembers } from "./test-chain";

const N = 51;
const BT = 8;
const members = testMembers(N);
const chain = (upTo: number, idle: ReadonlySet<string>, idleFrom = 2) =>
  forgedChain(members, upTo, idle, { blocktime: BT, idleFrom });

/** The blocks of round `round` as roundBlocksQuery asks for them: the round's and the one before. */
const roundBlocks = (all: readonly Block[], round: number) =>
  all.filter((b) => b.height >= (round - 1) * N && b.height <= round * N);

const idleKey = members[7]!.publicKey;

describe("roundMisses: the missed slots of a complete round", () => {
  const all = chain(5 * N, new Set([idleKey]));

  it("reports each slot of an idle delegate, with when its block was expected and the block that came next", () => {
    const round = 3;
    const result = roundMisses({ round, members, blocks: roundBlocks(all, round) }, N, BT);
    expect(result.complete).toBe(true);
    expect(result.missed.length).toBeGreaterThanOrEqual(1);
    for (const m of result.missed) {
      expect(m.publicKey).toBe(idleKey);
      expect(m.round).toBe(round);
      expect(m.startEpoch).toBe(m.slot * BT);
      // the next block is the first one after the slot, forged in a later slot
      const next = all.find((b) => b.timestamp.epoch > m.startEpoch)!;
      expect(m.next).toEqual({
        height: next.height,
        id: next.id,
        publicKey: next.generator.publicKey,
      });
      expect(next.height).toBeGreaterThan((round - 1) * N);
    }
    expect(result.slots[idleKey]).toEqual({ forged: 0, missed: result.missed.length });
    // the forgers' names as the blocks give them
    const forger = all.find((b) => b.height === round * N)!;
    expect(result.forgers[forger.generator.publicKey!]).toEqual({
      address: forger.generator.address,
      username: forger.generator.username,
    });
  });

  it("counts as the delegate list's productivity does", () => {
    const rounds = [2, 3, 4, 5].map((round) => ({
      round,
      members,
      blocks: roundBlocks(all, round),
    }));
    const expected = productivityOf(rounds, N, BT);
    const byDelegate = missesByDelegate(rounds.map((r) => roundMisses(r, N, BT)));
    expect(byDelegate).toHaveLength(expected.size);
    for (const d of byDelegate)
      expect({ forged: d.forged, missed: d.missed, rounds: d.rounds }).toEqual(
        expected.get(d.publicKey),
      );
    // most missed first
    expect(byDelegate[0]!.publicKey).toBe(idleKey);
    expect(byDelegate[0]!.missed).toBeGreaterThanOrEqual(4);
    expect(byDelegate.slice(1).every((d) => d.missed === 0 && d.forged >= 4)).toBe(true);
  });

  it("two idle delegates in a row: both slots name the same next block", () => {
    // two delegates adjacent in round 3's forging order
    const order = forgingOrder(3, members);
    const a = order[20]!;
    const b = order[21]!;
    const blocks = chain(3 * N, new Set([a, b]));
    const result = roundMisses({ round: 3, members, blocks: roundBlocks(blocks, 3) }, N, BT);
    const pairs = result.missed
      .filter((m) => m.publicKey === a)
      .map((m) => [m, result.missed.find((x) => x.slot === m.slot + 1)]);
    expect(pairs.length).toBeGreaterThanOrEqual(1);
    for (const [first, second] of pairs) {
      expect(second?.publicKey).toBe(b);
      expect(second?.next).toEqual(first!.next);
      expect(first!.next.publicKey).not.toBe(a);
      expect(first!.next.publicKey).not.toBe(b);
    }
  });

  it("a gap right after the previous round's last block counts in the round whose order owns the slot", () => {
    // the delegate owning the slot after round 2's last block, under round 3's order
    const base = chain(2 * N, new Set());
    const lastSlot = base.at(-1)!.timestamp.epoch / BT;
    const owner = forgingOrder(3, members)[(lastSlot + 1) % N]!;
    const blocks = chain(3 * N, new Set([owner]), 2 * N + 1);
    expect(blocks.find((b) => b.height === 2 * N)).toEqual(base.at(-1));
    const round3 = roundMisses({ round: 3, members, blocks: roundBlocks(blocks, 3) }, N, BT);
    expect(round3.missed[0]).toMatchObject({ round: 3, slot: lastSlot + 1, publicKey: owner });
    expect(round3.missed[0]!.next.height).toBe(2 * N + 1);
    const round2 = roundMisses({ round: 2, members, blocks: roundBlocks(blocks, 2) }, N, BT);
    expect(round2.missed).toEqual([]);
  });

  it("round 1: the genesis block is no slot, and no miss is counted before the first forged block", () => {
    const result = roundMisses({ round: 1, members, blocks: roundBlocks(all, 1) }, N, BT);
    expect(result.complete).toBe(true);
    const slots = Object.values(result.slots).reduce((sum, s) => sum + s.forged + s.missed, 0);
    expect(slots).toBe(N - 1 + result.missed.length);
  });
});

describe("a round whose blocks are not all in reports no missed slot", () => {
  const all = chain(4 * N, new Set([idleKey]));

  it("the round in progress (its blocks so far)", () => {
    const inProgress = all.filter((b) => b.height >= 3 * N && b.height <= 3 * N + 30);
    // its blocks so far do show the idle delegate's gap…
    expect(
      inProgress.some(
        (b, i) => i > 0 && b.timestamp.epoch - inProgress[i - 1]!.timestamp.epoch > BT,
      ),
    ).toBe(true);
    // …but the round is not over: nothing is reported
    const result = roundMisses({ round: 4, members, blocks: inProgress }, N, BT);
    expect(result).toMatchObject({ complete: false, missed: [], slots: {} });
    expect(holdsWholeRound(inProgress, 4, N)).toBe(false);
  });

  it("a block missing in the middle (a node behind the others answered), or the one before the round", () => {
    const blocks = roundBlocks(all, 3);
    expect(holdsWholeRound(blocks, 3, N)).toBe(true);
    const holed = blocks.filter((b) => b.height !== 2 * N + 10);
    expect(roundMisses({ round: 3, members, blocks: holed }, N, BT).complete).toBe(false);
    const noPrevious = blocks.filter((b) => b.height !== 2 * N);
    expect(roundMisses({ round: 3, members, blocks: noPrevious }, N, BT)).toMatchObject({
      complete: false,
      missed: [],
    });
  });

  it("incomplete rounds count for no delegate", () => {
    const complete = roundMisses({ round: 3, members, blocks: roundBlocks(all, 3) }, N, BT);
    const partial = roundMisses(
      { round: 4, members, blocks: all.filter((b) => b.height >= 3 * N).slice(0, 20) },
      N,
      BT,
    );
    const byDelegate = missesByDelegate([partial, complete]);
    expect(byDelegate.every((d) => d.rounds === 1)).toBe(true);
    expect(missedSlotsOf([partial, complete])).toEqual([...complete.missed].reverse());
  });
});

describe("missedSlotsOf", () => {
  it("lists every round's missed slots, newest first", () => {
    const all = chain(5 * N, new Set([idleKey]));
    const rounds = [2, 3, 4, 5].map((round) =>
      roundMisses({ round, members, blocks: roundBlocks(all, round) }, N, BT),
    );
    const slots = missedSlotsOf(rounds);
    expect(slots.length).toBe(rounds.reduce((n, r) => n + r.missed.length, 0));
    expect(slots.map((s) => s.slot)).toEqual(slots.map((s) => s.slot).sort((a, b) => b - a));
    expect(slots[0]!.round).toBe(5);
  });
});

describe("on the real testnet (recorded rounds)", () => {
  // the seed's idle delegate is active but never forges: a slot of it passes in every round
  const { activeDelegates, blocktime, idleDelegate } = fixture;
  for (const recorded of fixture.rounds) {
    it(`round ${recorded.round}: the gaps between the blocks' slots are the idle delegate's missed slots`, () => {
      const blocks = recorded.blocks as unknown as Block[];
      const result = roundMisses(
        { round: recorded.round, members: recorded.members, blocks },
        activeDelegates,
        blocktime,
      );
      // the gaps, read straight from the timestamps
      const gaps: Array<{ slot: number; next: number }> = [];
      for (let i = 1; i < blocks.length; i++) {
        const before = Math.floor(blocks[i - 1]!.timestamp.epoch / blocktime);
        const at = Math.floor(blocks[i]!.timestamp.epoch / blocktime);
        for (let s = before + 1; s < at; s++) gaps.push({ slot: s, next: blocks[i]!.height });
      }
      expect(gaps.length).toBeGreaterThan(0);
      expect(result.missed.map((m) => ({ slot: m.slot, next: m.next.height }))).toEqual(gaps);
      expect(result.missed.every((m) => m.publicKey === idleDelegate)).toBe(true);
      expect(result.slots[idleDelegate]).toEqual({ forged: 0, missed: gaps.length });
      // every other member forged its slots
      const others = Object.entries(result.slots).filter(([key]) => key !== idleDelegate);
      expect(others.every(([, s]) => s.missed === 0 && s.forged >= 1)).toBe(true);
    });
  }
});
