import { describe, expect, it } from "vitest";
import fixture from "./fixtures/testnet-rounds.json";
import { forgingOrder, rankRoundMembers, shuffleDelegates } from "./shuffle";
import { forgerOfSlot, pastSlots, slotOf, type SlotBlock } from "./slots";

interface RecordedRound {
  round: number;
  members: { publicKey: string; votes: string }[];
  previous?: SlotBlock;
  blocks: SlotBlock[];
}
const rounds = fixture.rounds as RecordedRound[];
const { blocktime, activeDelegates } = fixture;

describe("rankRoundMembers", () => {
  it("orders by votes desc (exact BigInt), then public key asc", () => {
    const ranked = rankRoundMembers([
      { publicKey: "03bb", votes: "100" },
      { publicKey: "02aa", votes: "99999999999999999999" },
      { publicKey: "03aa", votes: "100" },
      { publicKey: "02ff", votes: "5" },
    ]);
    expect(ranked.map((m) => m.publicKey)).toEqual(["02aa", "03aa", "03bb", "02ff"]);
  });
  it("matches the order the testnet API returns", () => {
    for (const r of rounds) expect(rankRoundMembers(r.members)).toEqual(r.members);
  });
});

describe("shuffleDelegates (ARK Core 3.x RoundState.shuffleDelegates)", () => {
  it("is a deterministic permutation", () => {
    const input = Array.from({ length: 51 }, (_, i) => i);
    const a = shuffleDelegates(7, input);
    expect(shuffleDelegates(7, input)).toEqual(a);
    expect([...a].sort((x, y) => x - y)).toEqual(input);
    expect(a).not.toEqual(input);
    expect(shuffleDelegates(8, input)).not.toEqual(a);
    expect(input).toEqual(Array.from({ length: 51 }, (_, i) => i)); // not mutated
  });
  it("handles empty and single lists", () => {
    expect(shuffleDelegates(1, [])).toEqual([]);
    expect(shuffleDelegates(1, ["a"])).toEqual(["a"]);
  });

  it(`fixture holds complete recorded rounds (${rounds.map((r) => r.round).join(", ")})`, () => {
    expect(rounds.length).toBeGreaterThanOrEqual(2);
    for (const r of rounds) {
      expect(r.members).toHaveLength(activeDelegates);
      expect(r.blocks).toHaveLength(activeDelegates);
    }
  });

  it.each(rounds.map((r) => [r.round, r] as const))(
    "reproduces every generator of testnet round %i from its slot",
    (round, r) => {
      const order = forgingOrder(round, r.members);
      for (const b of r.blocks) {
        if (b.height === 1) continue; // genesis block: no slot
        expect({
          height: b.height,
          forger: forgerOfSlot(order, slotOf(b.epoch, blocktime)),
        }).toEqual({
          height: b.height,
          forger: b.generatorPublicKey,
        });
      }
      const slots = pastSlots({
        order,
        blocks: r.blocks.filter((b) => b.height > 1),
        previous: r.previous,
        blocktime,
      });
      expect(slots.some((s) => s.unexpected)).toBe(false);
    },
  );

  it("an order from another round does not fit (the test is meaningful)", () => {
    const r = rounds[rounds.length - 1]!;
    const wrong = forgingOrder(r.round + 1, r.members);
    const hits = r.blocks.filter(
      (b) => forgerOfSlot(wrong, slotOf(b.epoch, blocktime)) === b.generatorPublicKey,
    ).length;
    expect(hits).toBeLessThan(r.blocks.length / 2);
  });
});

describe("forgingOrder", () => {
  it("works an order out once per list and round, and again for another list or round", () => {
    const r = rounds[rounds.length - 1]!;
    const members = [...r.members];
    const order = forgingOrder(r.round, members);
    // the same answer asked again: the same array, not a new shuffle
    expect(forgingOrder(r.round, members)).toBe(order);
    // a new answer with the same delegates (the node asked again): worked out again, the same order
    const again = forgingOrder(r.round, [...members]);
    expect(again).not.toBe(order);
    expect(again).toEqual(order);
    // another round of the same list: its own order
    expect(forgingOrder(r.round + 1, members)).not.toEqual(order);
    expect(order).toEqual(
      shuffleDelegates(r.round, rankRoundMembers(members)).map((m) => m.publicKey),
    );
  });
});
