import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import type { Block } from "@/shared/api/schemas";
import { roundHistory, type RoundRecord } from "./history";
import { forgingOrder } from "./shuffle";
import { pastSlots, type SlotBlock } from "./slots";

// Loaded by the delegate list once its first view is in: the forging order's hashing is not needed
// for the first paint.

/** A complete round as the delegate monitor fetches it: its active list and its blocks. */
export interface LoadedRound {
  round: number;
  /** GET rounds/{round}/delegates */
  members: readonly RoundDelegate[];
  /** the blocks of heights (round-1)·n … round·n: the round's own and the previous round's last */
  blocks: readonly Block[];
}

/** A delegate's forged and missed slots over some rounds, and in how many of them it was active. */
export interface Productivity {
  forged: number;
  missed: number;
  rounds: number;
}

/**
 * Forged and missed slots per delegate (public key) over complete rounds, decided as the delegate
 * monitor's history decides them: each round's slots from its forging order and its blocks'
 * timestamps ({@link pastSlots}), a round counted only for the delegates of its active list.
 * `activeDelegates` is the round length, `blocktime` in seconds. A delegate active in none of the
 * rounds is left out.
 */
export function productivityOf(
  rounds: readonly LoadedRound[],
  activeDelegates: number,
  blocktime: number,
): Map<string, Productivity> {
  const records: RoundRecord[] = [];
  const keys = new Set<string>();
  for (const { round, members, blocks } of rounds) {
    const first = (round - 1) * activeDelegates + 1;
    const last = round * activeDelegates;
    const slotBlocks = blocks.map((b): SlotBlock => ({
      height: b.height,
      id: b.id,
      epoch: b.timestamp.epoch,
      generatorPublicKey: b.generator.publicKey ?? b.generator.address,
    }));
    const slots = pastSlots({
      order: forgingOrder(round, members),
      blocks: slotBlocks.filter((b) => b.height >= first && b.height <= last),
      previous: slotBlocks.find((b) => b.height === first - 1),
      blocktime,
    });
    for (const m of members) keys.add(m.publicKey);
    records.push({
      round,
      members: new Set(members.map((m) => m.publicKey)),
      slots,
      complete: true,
    });
  }
  const out = new Map<string, Productivity>();
  for (const [key, cells] of roundHistory(records, [...keys])) {
    const p: Productivity = { forged: 0, missed: 0, rounds: 0 };
    for (const cell of cells) {
      if (cell.state === "absent") continue;
      p.rounds++;
      p.forged += cell.forged;
      p.missed += cell.missed;
    }
    if (p.rounds > 0) out.set(key, p);
  }
  return out;
}
