import { describe, expect, it } from "vitest";
import fixture from "./fixtures/testnet-rounds.json";
import { rankChanges, roundHistory, roundRanks, type RoundRecord } from "./history";
import { forgingOrder } from "./shuffle";
import {
  nextForgingSlot,
  pastSlots,
  slotOf,
  tallySlots,
  upcomingSlots,
  type SlotBlock,
} from "./slots";

const BT = 8;
const recorded = fixture.rounds[fixture.rounds.length - 1]!;
const ROUND = recorded.round;
const order = forgingOrder(ROUND, recorded.members);
const N = order.length;

/** A synthetic round chain: blocks at the given slots, consecutive heights, each forged by its slot's owner. */
function chain(slots: number[], firstHeight: number): SlotBlock[] {
  return slots.map((slot, i) => ({
    height: firstHeight + i,
    id: `b${firstHeight + i}`,
    epoch: slot * BT + 1,
    generatorPublicKey: order[slot % N]!,
  }));
}

describe("slotOf", () => {
  it("cuts epoch time into blocktime slots", () => {
    expect(slotOf(0, 8)).toBe(0);
    expect(slotOf(7, 8)).toBe(0);
    expect(slotOf(8, 8)).toBe(1);
    expect(slotOf(305194261, 8)).toBe(38149282);
  });
});

describe("pastSlots: missed-slot computation", () => {
  const base = 1_000_000 * N; // slot of the previous round's last block, owner index 0
  const previous: SlotBlock = {
    height: (ROUND - 1) * N,
    id: "prev",
    epoch: base * BT,
    generatorPublicKey: order[0]!,
  };

  it("no gaps: every slot forged, no misses", () => {
    const blocks = chain(
      Array.from({ length: N }, (_, i) => base + 1 + i),
      previous.height + 1,
    );
    const slots = pastSlots({ order, blocks, previous, blocktime: BT });
    expect(slots).toHaveLength(N);
    expect(slots.every((s) => s.state === "forged" && !s.unexpected)).toBe(true);
  });

  it("records a gap as missed slots owned by order[slot % n], including before the first block", () => {
    // slot base+1 missed (before the round's first block), slots base+5 and base+6 missed later
    const slotsForged = [base + 2, base + 3, base + 4, base + 7, base + 8];
    const blocks = chain(slotsForged, previous.height + 1);
    const slots = pastSlots({ order, blocks, previous, blocktime: BT });
    expect(slots.map((s) => [s.slot - base, s.state])).toEqual([
      [1, "missed"],
      [2, "forged"],
      [3, "forged"],
      [4, "forged"],
      [5, "missed"],
      [6, "missed"],
      [7, "forged"],
      [8, "forged"],
    ]);
    expect(slots.filter((s) => s.state === "missed").map((s) => s.publicKey)).toEqual([
      order[1],
      order[5],
      order[6],
    ]);
    const tally = tallySlots(slots);
    expect(tally.get(order[5]!)).toEqual({ forged: 0, missed: 1 });
    expect(tally.get(order[2]!)).toEqual({ forged: 1, missed: 0 });
  });

  it("a delegate that missed can forge later in the same round (wrap-around): partial", () => {
    // slot base+1 missed: the round's n blocks span n+1 slots, so index 1 gets its turn again at base+1+n
    const forged = Array.from({ length: N }, (_, i) => base + 2 + i);
    const blocks = chain(forged, previous.height + 1);
    expect(blocks).toHaveLength(N);
    const slots = pastSlots({ order, blocks, previous, blocktime: BT });
    const t = tallySlots(slots).get(order[1]!);
    expect(t).toEqual({ forged: 1, missed: 1 });
  });

  it("caps misses between two blocks at one round, and none after the genesis block", () => {
    const far = chain([base + 5 * N], previous.height + 1);
    expect(
      pastSlots({ order, blocks: far, previous, blocktime: BT }).filter(
        (s) => s.state === "missed",
      ),
    ).toHaveLength(N);
    const genesis: SlotBlock = { height: 1, id: "g", epoch: 0, generatorPublicKey: "x" };
    const afterGenesis = chain([base + 1], 2);
    expect(
      pastSlots({ order, blocks: afterGenesis, previous: genesis, blocktime: BT }),
    ).toHaveLength(1);
    expect(
      pastSlots({ order, blocks: [genesis, ...afterGenesis], blocktime: BT }).map((s) => s.height),
    ).toEqual([2]);
  });

  it("flags a block whose generator is not the slot owner", () => {
    const [b] = chain([base + 1], previous.height + 1);
    const slots = pastSlots({
      order,
      blocks: [{ ...b!, generatorPublicKey: order[9]! }],
      previous,
      blocktime: BT,
    });
    expect(slots[0]!.unexpected).toBe(true);
  });
});

describe("next forger and ETA", () => {
  it("is the owner of the slot after the last block while that slot can still be forged", () => {
    const last = 500 * BT + 1; // block in slot 500
    expect(nextForgingSlot({ lastBlockEpoch: last, nowEpoch: 500 * BT + 3, blocktime: BT })).toBe(
      501,
    );
    expect(nextForgingSlot({ lastBlockEpoch: last, nowEpoch: 501 * BT + 11, blocktime: BT })).toBe(
      501,
    );
    // window (half a slot) + one poll interval of grace passed: slot 501 given up
    expect(nextForgingSlot({ lastBlockEpoch: last, nowEpoch: 501 * BT + 12, blocktime: BT })).toBe(
      502,
    );
    expect(nextForgingSlot({ lastBlockEpoch: last, nowEpoch: 510 * BT, blocktime: BT })).toBe(509);
  });
  it("lists the remaining slots with their start time, the first marked next", () => {
    const { late: none, upcoming } = upcomingSlots({
      order,
      lastBlockEpoch: 51 * BT,
      nowEpoch: 51 * BT + 2,
      blocktime: BT,
      remaining: 3,
    });
    expect(none).toEqual([]);
    expect(
      upcoming.map((s) => [s.slot, s.state, s.publicKey, s.startEpoch - (51 * BT + 2)]),
    ).toEqual([
      [52, "next", order[52 % N], 6],
      [53, "upcoming", order[53 % N], 14],
      [54, "upcoming", order[54 % N], 22],
    ]);
    const late = upcomingSlots({
      order,
      lastBlockEpoch: 51 * BT,
      nowEpoch: 53 * BT + 5,
      blocktime: BT,
      remaining: 1,
    });
    // given up, but not reported missed: the last block known may come from a node behind the others
    expect(late.late.map((s) => [s.slot, s.state])).toEqual([[52, "late"]]);
    expect(late.upcoming[0]!.slot).toBe(53);
  });
});

describe("roundHistory and rank changes", () => {
  const a = order[0]!;
  const b = order[1]!;
  const c = "02" + "c".repeat(64);
  it("gives one cell per round: forged, missed, partial, pending, absent, unknown", () => {
    const rounds: RoundRecord[] = [
      { round: 1, complete: true }, // not loaded
      {
        round: 2,
        complete: true,
        members: new Set([a, b]),
        slots: [
          { slot: 1, publicKey: a, state: "forged", startEpoch: 8 },
          { slot: 2, publicKey: b, state: "missed", startEpoch: 16 },
        ],
      },
      {
        round: 3,
        complete: true,
        members: new Set([a, b]),
        slots: [
          { slot: 3, publicKey: b, state: "missed", startEpoch: 24 },
          { slot: 4, publicKey: a, state: "forged", startEpoch: 32 },
          { slot: 5, publicKey: b, state: "forged", startEpoch: 40 },
        ],
      },
      {
        round: 4,
        complete: false,
        members: new Set([a, c]),
        slots: [{ slot: 6, publicKey: c, state: "forged", startEpoch: 48 }],
      },
    ];
    const h = roundHistory(rounds, [a, b, c]);
    expect(h.get(a)!.map((x) => x.state)).toEqual(["unknown", "forged", "forged", "pending"]);
    expect(h.get(b)!.map((x) => x.state)).toEqual(["unknown", "missed", "partial", "absent"]);
    expect(h.get(c)!.map((x) => x.state)).toEqual(["unknown", "absent", "absent", "forged"]);
    expect(h.get(b)![2]).toMatchObject({ forged: 1, missed: 1 });
  });

  it("a round asked for but not in yet is loading, a failed one unknown", () => {
    const rounds: RoundRecord[] = [
      { round: 1, complete: true, loading: true },
      { round: 2, complete: true, loading: false },
      { round: 3, complete: true, members: new Set([a]), loading: true }, // blocks not in yet
      {
        round: 4,
        complete: false,
        members: new Set([a]),
        slots: [{ slot: 6, publicKey: a, state: "forged", startEpoch: 48 }],
      },
    ];
    expect(
      roundHistory(rounds, [a])
        .get(a)!
        .map((x) => x.state),
    ).toEqual(["loading", "unknown", "loading", "forged"]);
  });

  it("ranks by votes and reports moves since the previous round", () => {
    const prev = [
      { publicKey: a, votes: "300" },
      { publicKey: b, votes: "200" },
      { publicKey: "02dd", votes: "100" },
    ];
    const cur = [
      { publicKey: a, votes: "300" },
      { publicKey: b, votes: "400" },
      { publicKey: c, votes: "250" },
    ];
    expect([...roundRanks(cur)]).toEqual([
      [b, 1],
      [a, 2],
      [c, 3],
    ]);
    const ch = rankChanges(cur, prev);
    expect(ch.get(b)).toBe(1);
    expect(ch.get(a)).toBe(-1);
    expect(ch.get(c)).toBe("new");
    expect(rankChanges(cur, []).size).toBe(0);
  });
});
