/**
 * Slots of a round (ARK Core 3.x): time is cut into slots of `blocktime` seconds counted from the
 * network epoch, slot = floor(epochSeconds / blocktime) (crypto Slots.getSlotNumber with a constant
 * blocktime), and the forger of a slot is order[slot % order.length] where `order` is the shuffled
 * list of the round of the block being forged (core-kernel calculateForgingInfo). A slot without a
 * block is missed; core caps the misses it records between two blocks at one round.
 * Units: epoch seconds (seconds since the network epoch), heights.
 */

/** A forged block reduced to what slot maths needs. */
export interface SlotBlock {
  height: number;
  id: string;
  /** block timestamp, seconds since the network epoch */
  epoch: number;
  generatorPublicKey: string;
}

/**
 * forged: a block exists; missed: no block in the slot (a later block shows the gap); late: its
 * forging window passed and no block is known yet; next: the next slot to forge; upcoming: later.
 */
export type SlotState = "forged" | "missed" | "late" | "next" | "upcoming";

/** One slot of a round with the delegate that owns it. */
export interface RoundSlot {
  slot: number;
  /** the delegate owning the slot (for forged slots, the block's actual generator) */
  publicKey: string;
  state: SlotState;
  /** start of the slot, epoch seconds */
  startEpoch: number;
  height?: number;
  blockId?: string;
  /** forged slot whose generator differs from the predicted owner (should never happen) */
  unexpected?: boolean;
}

/** Slot number of an epoch timestamp. */
export function slotOf(epochSeconds: number, blocktime: number): number {
  return Math.floor(epochSeconds / blocktime);
}

/** The delegate (public key) owning a slot under a round's forging order. */
export function forgerOfSlot(order: readonly string[], slot: number): string | undefined {
  if (order.length === 0) return undefined;
  return order[((slot % order.length) + order.length) % order.length];
}

/**
 * The forged and missed slots of a round so far, in time order.
 * - `blocks`: the round's blocks (any order; only heights in the round should be given).
 * - `previous`: the block just before the round's first block (last block of the previous round),
 *   used to find slots missed before the first block; misses after the genesis block are not
 *   counted (as in core's detectMissedBlocks); the genesis block itself is not a slot.
 * Misses between two blocks are capped at one round (order.length), as core records them.
 */
export function pastSlots(args: {
  order: readonly string[];
  blocks: readonly SlotBlock[];
  previous?: SlotBlock;
  blocktime: number;
}): RoundSlot[] {
  const { order, blocktime } = args;
  const blocks = [...args.blocks].sort((a, b) => a.height - b.height);
  const out: RoundSlot[] = [];
  let prev = args.previous;
  for (const block of blocks) {
    if (block.height <= 1) {
      // the genesis block is not forged in a slot
      prev = block;
      continue;
    }
    const slot = slotOf(block.epoch, blocktime);
    if (prev && prev.height === block.height - 1 && prev.height > 1) {
      const prevSlot = slotOf(prev.epoch, blocktime);
      const missed = Math.min(slot - prevSlot - 1, order.length);
      for (let i = 0; i < missed; i++) {
        const s = prevSlot + i + 1;
        out.push({
          slot: s,
          publicKey: forgerOfSlot(order, s)!,
          state: "missed",
          startEpoch: s * blocktime,
        });
      }
    }
    const expected = forgerOfSlot(order, slot);
    out.push({
      slot,
      publicKey: block.generatorPublicKey,
      state: "forged",
      startEpoch: slot * blocktime,
      height: block.height,
      blockId: block.id,
      ...(expected !== undefined && expected !== block.generatorPublicKey
        ? { unexpected: true }
        : {}),
    });
    prev = block;
  }
  return out;
}

/**
 * The slot the next block is expected in, after the last known block's slot: the slot right after
 * it, unless `now` is so late that its forging window (first half of the slot) has passed with an
 * extra `grace` (default one blocktime, the height poll interval) — then that slot is taken as
 * missed and the next one considered, and so on.
 */
export function nextForgingSlot(args: {
  lastBlockEpoch: number;
  nowEpoch: number;
  blocktime: number;
  grace?: number;
}): number {
  const { lastBlockEpoch, nowEpoch, blocktime } = args;
  const grace = args.grace ?? blocktime;
  const first = slotOf(lastBlockEpoch, blocktime) + 1;
  const closesAfter = Math.floor(blocktime / 2) + grace;
  // the first slot whose window (+grace) has not closed yet
  const byTime = Math.floor((nowEpoch - closesAfter) / blocktime) + 1;
  return Math.max(first, byTime);
}

/**
 * The rest of the round from the next forging slot: `remaining` slots (blocks still to forge in
 * the round), the first marked "next", each with its start time; plus the slots after the last
 * block already given up (see nextForgingSlot), capped at one round, as "late": not missed, since
 * the last block known may come from a node behind the others (a load-balanced pool); a later
 * block shows whether the slot was missed (pastSlots).
 */
export function upcomingSlots(args: {
  order: readonly string[];
  lastBlockEpoch: number;
  nowEpoch: number;
  blocktime: number;
  remaining: number;
  grace?: number;
}): { late: RoundSlot[]; upcoming: RoundSlot[] } {
  const { order, lastBlockEpoch, blocktime, remaining } = args;
  if (order.length === 0) return { late: [], upcoming: [] };
  const next = nextForgingSlot(args);
  const firstAfterLast = slotOf(lastBlockEpoch, blocktime) + 1;
  const late: RoundSlot[] = [];
  for (let s = Math.max(firstAfterLast, next - order.length); s < next; s++) {
    late.push({
      slot: s,
      publicKey: forgerOfSlot(order, s)!,
      state: "late",
      startEpoch: s * blocktime,
    });
  }
  const upcoming: RoundSlot[] = [];
  for (let i = 0; i < remaining; i++) {
    const s = next + i;
    upcoming.push({
      slot: s,
      publicKey: forgerOfSlot(order, s)!,
      state: i === 0 ? "next" : "upcoming",
      startEpoch: s * blocktime,
    });
  }
  return { late, upcoming };
}

/** Forged and missed slot counts of one delegate in one round. */
export interface SlotTally {
  forged: number;
  missed: number;
}

/** Forged/missed counts per delegate (public key) over a list of slots. */
export function tallySlots(slots: readonly RoundSlot[]): Map<string, SlotTally> {
  const tally = new Map<string, SlotTally>();
  for (const s of slots) {
    if (s.state !== "forged" && s.state !== "missed") continue;
    const t = tally.get(s.publicKey) ?? { forged: 0, missed: 0 };
    if (s.state === "forged") t.forged++;
    else t.missed++;
    tally.set(s.publicKey, t);
  }
  return tally;
}
