import type { Block } from "@/shared/api/schemas";
import type { Productivity, LoadedRound } from "../round/productivity";
import { forgingOrder } from "../round/shuffle";
import { pastSlots, tallySlots, type SlotBlock } from "../round/slots";

/**
 * The missed slots of complete rounds, decided as the delegate monitor decides them: each round's
 * forging order from its active list (GET rounds/{round}/delegates) and its slots from its blocks'
 * timestamps ({@link pastSlots}), a slot without a block being missed once a later block shows the
 * gap. Units: epoch seconds (seconds since the network epoch), heights.
 */

/** A slot that passed without a block. */
export interface MissedSlot {
  round: number;
  slot: number;
  /** start of the slot: when its block was expected, epoch seconds */
  startEpoch: number;
  /** the delegate (public key) whose slot it was */
  publicKey: string;
  /** the block that came next (it shows the gap): its height, id and forger's public key */
  next: { height: number; id: string; publicKey: string };
}

/** A forger's name as its blocks give it (on-chain text: render as text). */
export interface ForgerName {
  username?: string;
  address: string;
}

/** What the missed-blocks page keeps of one round. */
export interface RoundMisses {
  round: number;
  /**
   * every block of the round and the one before it is in: only then are its slots decided. An
   * incomplete round (a load-balanced node behind the others answered) reports nothing.
   */
  complete: boolean;
  /** public keys of the round's active delegates */
  members: readonly string[];
  /** the round's missed slots, in time order */
  missed: readonly MissedSlot[];
  /** forged and missed slots per public key (a member without a decided slot is missing) */
  slots: Readonly<Record<string, { forged: number; missed: number }>>;
  /** names of the round's forgers, by public key, as their blocks give them */
  forgers: Readonly<Record<string, ForgerName>>;
}

const keyOf = (b: Block) => b.generator.publicKey ?? b.generator.address;

/**
 * Whether `blocks` hold every height of round `round` (round length `activeDelegates`) and the
 * last block of the round before it (the gap before the round's first block is decided by it;
 * round 1 starts with the genesis block).
 */
export function holdsWholeRound(
  blocks: readonly Block[],
  round: number,
  activeDelegates: number,
): boolean {
  const last = round * activeDelegates;
  const from = Math.max(1, (round - 1) * activeDelegates);
  const heights = new Set(blocks.map((b) => b.height));
  for (let h = from; h <= last; h++) if (!heights.has(h)) return false;
  return true;
}

/**
 * The missed and forged slots of one complete round from its active list and its blocks (heights
 * (round-1)·n … round·n, as roundBlocksQuery asks for them), `activeDelegates` the round length,
 * `blocktime` in seconds. Each missed slot names the block that came next. Misses between the
 * previous round's last block and the round's first count in this round (their slots follow its
 * forging order, as in ARK Core); misses after the genesis block are not counted. A round whose
 * blocks are not all in is `complete: false` with no slots at all.
 */
export function roundMisses(
  loaded: LoadedRound,
  activeDelegates: number,
  blocktime: number,
): RoundMisses {
  const { round, members, blocks } = loaded;
  const memberKeys = members.map((m) => m.publicKey);
  if (!holdsWholeRound(blocks, round, activeDelegates))
    return { round, complete: false, members: memberKeys, missed: [], slots: {}, forgers: {} };
  const first = (round - 1) * activeDelegates + 1;
  const last = round * activeDelegates;
  const forgers: Record<string, ForgerName> = {};
  const slotBlocks: SlotBlock[] = [];
  for (const b of blocks) {
    if (b.height < first - 1 || b.height > last) continue;
    const key = keyOf(b);
    forgers[key] = {
      address: b.generator.address,
      ...(b.generator.username ? { username: b.generator.username } : {}),
    };
    slotBlocks.push({
      height: b.height,
      id: b.id,
      epoch: b.timestamp.epoch,
      generatorPublicKey: key,
    });
  }
  const slots = pastSlots({
    order: forgingOrder(round, members),
    blocks: slotBlocks.filter((b) => b.height >= first),
    previous: slotBlocks.find((b) => b.height === first - 1),
    blocktime,
  });
  const missed: MissedSlot[] = [];
  // the slots are in time order and every gap ends with a forged slot: walk back from the end
  let next: MissedSlot["next"] | undefined;
  for (let i = slots.length - 1; i >= 0; i--) {
    const s = slots[i]!;
    if (s.state === "forged") next = { height: s.height!, id: s.blockId!, publicKey: s.publicKey };
    else if (s.state === "missed" && next)
      missed.push({ round, slot: s.slot, startEpoch: s.startEpoch, publicKey: s.publicKey, next });
  }
  missed.reverse();
  return {
    round,
    complete: true,
    members: memberKeys,
    missed,
    slots: Object.fromEntries(tallySlots(slots)),
    forgers,
  };
}

/** A delegate's slots over the window: in how many rounds it was active, its forged and missed slots. */
export interface DelegateMisses extends Productivity {
  publicKey: string;
}

/**
 * Per delegate (public key) over the complete rounds given: the rounds it was active in, its
 * forged and missed slots (assigned = forged + missed). Most missed first, then the lowest share
 * forged, then by public key. Incomplete rounds are left out.
 */
export function missesByDelegate(rounds: readonly RoundMisses[]): DelegateMisses[] {
  const out = new Map<string, DelegateMisses>();
  for (const r of rounds) {
    if (!r.complete) continue;
    for (const key of r.members) {
      const d = out.get(key) ?? { publicKey: key, forged: 0, missed: 0, rounds: 0 };
      const t = r.slots[key];
      d.rounds++;
      d.forged += t?.forged ?? 0;
      d.missed += t?.missed ?? 0;
      out.set(key, d);
    }
  }
  const share = (d: DelegateMisses) =>
    d.forged + d.missed > 0 ? d.forged / (d.forged + d.missed) : 1;
  return [...out.values()].sort(
    (a, b) =>
      b.missed - a.missed ||
      share(a) - share(b) ||
      (a.publicKey < b.publicKey ? -1 : a.publicKey > b.publicKey ? 1 : 0),
  );
}

/** Every missed slot of the complete rounds given, newest first. */
export function missedSlotsOf(rounds: readonly RoundMisses[]): MissedSlot[] {
  return rounds
    .filter((r) => r.complete)
    .flatMap((r) => r.missed)
    .sort((a, b) => b.slot - a.slot);
}
