import { describe, expect, it } from "vitest";
import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { Block } from "@/shared/api/schemas";
import { productivityOf, type LoadedRound } from "../round/productivity";
import { forgingOrder } from "../round/shuffle";
import { delegateRoundPoint, productivityShare, windowProductivity } from "./points";
import { summarizeRound, type RoundSummary } from "./round-summary";

const N = 5;
const BLOCKTIME = 8;
const key = (i: number) => `02${String(i).padStart(64, "0")}`;
const members: RoundDelegate[] = Array.from({ length: N }, (_, i) => ({
  publicKey: key(i),
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

/** Round `round` forged in slot order from `startSlot`, the owners of the slots in `skip` missing theirs. */
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

describe("delegateRoundPoint: a delegate's rank and votes from a round's active list", () => {
  it("ranks by votes desc, then public key asc, whatever order the node lists them in", () => {
    const list: RoundDelegate[] = [
      { publicKey: key(3), votes: "50" },
      { publicKey: key(1), votes: "900" },
      { publicKey: key(2), votes: "50" },
      { publicKey: key(0), votes: "1000" },
    ];
    // the ranks as summarizeRound computes them from the list, the slots as the round's blocks gave them
    const summary: RoundSummary = {
      ...summarizeRound({ round: 7, members: list, blocks: [] }, N, BLOCKTIME),
      slots: { [key(2)]: { forged: 1, missed: 0 } },
    };
    expect(delegateRoundPoint(summary, key(0))).toMatchObject({
      round: 7,
      active: true,
      rank: 1,
      votes: "1000",
    });
    expect(delegateRoundPoint(summary, key(1)).rank).toBe(2);
    // a tie on votes: the smaller public key ranks first
    expect(delegateRoundPoint(summary, key(2))).toMatchObject({
      rank: 3,
      votes: "50",
      forged: 1,
      missed: 0,
    });
    expect(delegateRoundPoint(summary, key(3)).rank).toBe(4);
  });

  it("a delegate outside the round's list is not active: no rank, no votes, no slots", () => {
    const summary = summarizeRound({ round: 3, members, blocks: [] }, N, BLOCKTIME);
    expect(delegateRoundPoint(summary, key(9))).toEqual({
      round: 3,
      active: false,
      forged: 0,
      missed: 0,
    });
  });

  it("keeps votes as the node's exact decimal string", () => {
    const big = "12345678901234567890";
    const summary = summarizeRound(
      { round: 1, members: [{ publicKey: key(0), votes: big }], blocks: [] },
      N,
      BLOCKTIME,
    );
    expect(delegateRoundPoint(summary, key(0)).votes).toBe(big);
  });
});

describe("summarizeRound and windowProductivity: the list's productivity, one round at a time", () => {
  it("summing per-round summaries gives what productivityOf gives over the same rounds", () => {
    const r2 = forgeRound(2, 100, []);
    const r3 = forgeRound(3, r2.next, [r2.next + 1]);
    const r4 = forgeRound(4, r3.next, [r3.next + 3, r3.next + 4]);
    const rounds: LoadedRound[] = [
      { round: 2, members, blocks: [block(N, 99, key(0)), ...r2.blocks] },
      { round: 3, members, blocks: [r2.blocks.at(-1)!, ...r3.blocks] },
      { round: 4, members, blocks: [r3.blocks.at(-1)!, ...r4.blocks] },
    ];
    const whole = productivityOf(rounds, N, BLOCKTIME);
    const summaries = rounds.map((r) => summarizeRound(r, N, BLOCKTIME));
    let missedSomewhere = 0;
    for (const m of members) {
      const p = windowProductivity(summaries.map((s) => delegateRoundPoint(s, m.publicKey)));
      expect(p).toEqual(whole.get(m.publicKey));
      missedSomewhere += p.missed;
    }
    expect(missedSomewhere).toBe(3);
  });

  it("counts only the rounds the delegate was active in", () => {
    const p = windowProductivity([
      { round: 1, active: true, rank: 3, votes: "1", forged: 1, missed: 0 },
      { round: 2, active: false, forged: 0, missed: 0 },
      { round: 3, active: true, rank: 4, votes: "1", forged: 0, missed: 1 },
    ]);
    expect(p).toEqual({ forged: 1, missed: 1, rounds: 2 });
    expect(productivityShare(p)).toBe(0.5);
    expect(productivityShare({ forged: 0, missed: 0, rounds: 0 })).toBeUndefined();
  });
});
