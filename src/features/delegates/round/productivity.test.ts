import { describe, expect, it } from "vitest";
import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { Block } from "@/shared/api/schemas";
import { productivityRounds } from "../forging";
import { productivityOf, type LoadedRound } from "./productivity";
import { forgingOrder } from "./shuffle";

const N = 5;
const BLOCKTIME = 8;
const members: RoundDelegate[] = Array.from({ length: N }, (_, i) => ({
  publicKey: `02${String(i).padStart(64, "0")}`,
  votes: String(1000 - i),
}));

const block = (height: number, slot: number, publicKey: string): Block =>
  ({
    id: `b${height}`,
    height,
    timestamp: { epoch: slot * BLOCKTIME, unix: 1_500_000_000 + slot * BLOCKTIME, human: "" },
    transactions: 0,
    generator: { address: `A${publicKey.slice(-4)}`, publicKey },
    forged: { reward: "0", fee: "0", amount: "0", total: "0" },
  }) as Block;

/**
 * Round `round` of N delegates forged in slot order from `startSlot`, the owners of the slots in
 * `skip` missing theirs (the next slot's owner forges instead, as on the chain). Returns the blocks
 * and the slot after the round.
 */
function forgeRound(
  round: number,
  startSlot: number,
  skip: number[],
): { blocks: Block[]; next: number } {
  const order = forgingOrder(round, members);
  const blocks: Block[] = [];
  let slot = startSlot;
  let height = (round - 1) * N + 1;
  while (height <= round * N) {
    if (!skip.includes(slot)) blocks.push(block(height++, slot, order[slot % N]!));
    slot++;
  }
  return { blocks, next: slot };
}

describe("productivityOf: forged and missed slots over complete rounds, as the monitor's history counts them", () => {
  it("a delegate that missed one slot in two rounds: 1 missed, the others none; rounds counted per member", () => {
    const r2 = forgeRound(2, 100, []);
    const r3 = forgeRound(3, r2.next, [r2.next + 2]);
    const missedOwner = forgingOrder(3, members)[(r2.next + 2) % N]!;
    const rounds: LoadedRound[] = [
      { round: 2, members, blocks: [block(N, 99, members[0]!.publicKey), ...r2.blocks] },
      { round: 3, members, blocks: [r2.blocks.at(-1)!, ...r3.blocks] },
    ];
    const p = productivityOf(rounds, N, BLOCKTIME);
    expect(p.get(missedOwner)).toMatchObject({ missed: 1, rounds: 2 });
    for (const m of members) {
      const mine = p.get(m.publicKey)!;
      expect(mine.rounds).toBe(2);
      if (m.publicKey !== missedOwner) expect(mine.missed).toBe(0);
    }
    // every block of both rounds is a forged slot of someone
    expect([...p.values()].reduce((s, x) => s + x.forged, 0)).toBe(2 * N);
  });
  it("a delegate outside a round's active list is not counted for it; one in none is left out", () => {
    const r2 = forgeRound(2, 200, []);
    const fewer = members.slice(0, N);
    const p = productivityOf(
      [{ round: 2, members: fewer, blocks: [block(N, 199, members[0]!.publicKey), ...r2.blocks] }],
      N,
      BLOCKTIME,
    );
    expect(p.size).toBe(N);
    expect(p.has("03absent")).toBe(false);
  });
});

describe("productivityRounds: the last complete rounds at a height", () => {
  it("mid-round: the rounds before the current one; at a round's last block: that round too", () => {
    expect(productivityRounds(51 * 10 + 3, 51, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(productivityRounds(51 * 10, 51, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(productivityRounds(51 * 10 - 1, 51, 5)).toEqual([5, 6, 7, 8, 9]);
  });
  it("a young chain: from round 1; none before the first round ended or without a height", () => {
    expect(productivityRounds(51 * 2 + 1, 51, 5)).toEqual([1, 2]);
    expect(productivityRounds(30, 51, 5)).toEqual([]);
    expect(productivityRounds(0, 51, 5)).toEqual([]);
  });
});
