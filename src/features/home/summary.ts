import Big from "big.js";
import type { Block, Delegate, Transaction } from "@/shared/api/schemas";
import { displayAmount } from "@/features/transactions/model/describe";
import type { ForgingStatus } from "@/features/delegates/forging";
import { forgingStatus, roundHeights, roundOf } from "@/features/delegates/forging";

/**
 * Mean seconds between blocks over a list of blocks (any order): time from the oldest to the
 * newest block divided by the heights between them. Undefined with fewer than two blocks.
 */
export function averageBlockTime(
  blocks: readonly Pick<Block, "height" | "timestamp">[],
): number | undefined {
  if (blocks.length < 2) return undefined;
  let newest = blocks[0]!;
  let oldest = blocks[0]!;
  for (const b of blocks) {
    if (b.height > newest.height) newest = b;
    if (b.height < oldest.height) oldest = b;
  }
  const heights = newest.height - oldest.height;
  if (heights <= 0) return undefined;
  return (newest.timestamp.unix - oldest.timestamp.unix) / heights;
}

/** The newest block of a list (highest height), undefined for an empty list. */
export function newestBlock<T extends Pick<Block, "height">>(blocks: readonly T[]): T | undefined {
  let newest: T | undefined;
  for (const b of blocks) if (!newest || b.height > newest.height) newest = b;
  return newest;
}

/** The round in progress at a height: its number, blocks forged in it so far, its slots (n). */
export interface RoundProgress {
  round: number;
  forged: number;
  slots: number;
  /** forged / slots, 0..1 */
  share: number;
}

/**
 * Progress of the round `height` belongs to (round = ceil(height / n)): blocks forged in it so far
 * (height − first height of the round + 1) out of its n slots; a round whose last block is the
 * height is complete (n of n). Round 0 for an unknown height.
 */
export function roundProgress(height: number | undefined, activeDelegates: number): RoundProgress {
  const round = height ? roundOf(height, activeDelegates) : 0;
  if (round === 0) return { round: 0, forged: 0, slots: activeDelegates, share: 0 };
  const forged = height! - roundHeights(round, activeDelegates).first + 1;
  return { round, forged, slots: activeDelegates, share: forged / activeDelegates };
}

/**
 * The last forged block height per delegate public key as far as the page knows: the delegate
 * list's `blocks.last` (refreshed every 2 minutes), overridden by a newer block of the latest
 * blocks list (followed with the height), as the delegate monitor merges them.
 */
export function lastForgedHeights(
  delegates: readonly Pick<Delegate, "publicKey" | "address" | "blocks">[],
  blocks: readonly Pick<Block, "height" | "generator">[],
): Map<string, number> {
  const out = new Map<string, number>();
  const byAddress = new Map<string, string>();
  for (const d of delegates) {
    byAddress.set(d.address, d.publicKey);
    if (d.blocks.last) out.set(d.publicKey, d.blocks.last.height);
  }
  for (const b of blocks) {
    const key = b.generator.publicKey ?? byAddress.get(b.generator.address);
    if (!key) continue;
    if ((out.get(key) ?? 0) < b.height) out.set(key, b.height);
  }
  return out;
}

/** Forging statuses of a round's active delegates, counted. */
export interface ForgingTally {
  /** count per status */
  counts: Map<ForgingStatus, number>;
  /** delegates whose status needs the previous round's list, which was not given */
  undecided: number;
}

/**
 * The delegate monitor's forging status ({@link forgingStatus}) of each member of the current
 * round, counted. The previous round's list only matters for a delegate whose last block is two
 * or more rounds old (one that forged in the previous round was a member of it): without
 * `previousMembers` those are counted as `undecided`, so the caller asks for that list only when
 * some delegate needs it.
 */
export function forgingTally(args: {
  height: number;
  activeDelegates: number;
  /** public keys of the round's active delegates */
  members: readonly string[];
  lastForged: ReadonlyMap<string, number>;
  previousMembers?: ReadonlySet<string>;
}): ForgingTally {
  const { height, activeDelegates, members, lastForged, previousMembers } = args;
  const counts = new Map<ForgingStatus, number>();
  let undecided = 0;
  const round = roundOf(height, activeDelegates);
  for (const publicKey of members) {
    const last = lastForged.get(publicKey);
    const behind = last === undefined ? 0 : round - roundOf(last, activeDelegates);
    if (behind >= 2 && !previousMembers) {
      undecided++;
      continue;
    }
    const status = forgingStatus({
      height,
      lastBlockHeight: last,
      activeDelegates,
      inPreviousRound: behind <= 1 || Boolean(previousMembers?.has(publicKey)),
    });
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return { counts, undecided };
}

/** The volume summed over the pages read of the window. */
export interface WindowVolume {
  /** arktoshi, decimal string */
  total: string;
  /** transactions summed */
  summed: number;
  /**
   * undefined when every transaction of the window was summed; else the unix time the sum starts
   * at: the window holds more than was read, so only the whole blocks from this time on are summed
   */
  sinceUnix?: number;
}

/**
 * Sums the amounts (a multipayment's payments, see displayAmount) of the window's transactions
 * read so far, newest first, with big.js. `complete`: every page of the window was read. When not,
 * the oldest block read may be cut by the page boundary: the transactions of its time (a 3.x
 * transaction carries its block's timestamp) are left out and the figure says it covers the time
 * after it. A transaction seen twice (a page shifted by new transactions) counts once.
 */
export function windowVolume(
  pages: readonly (readonly Transaction[])[],
  complete: boolean,
): WindowVolume {
  const seen = new Set<string>();
  const rows: Transaction[] = [];
  for (const page of pages)
    for (const tx of page) {
      if (seen.has(tx.id)) continue;
      seen.add(tx.id);
      rows.push(tx);
    }
  let cut: number | undefined;
  if (!complete) {
    for (const tx of rows) {
      const at = tx.timestamp?.unix;
      if (at !== undefined && (cut === undefined || at < cut)) cut = at;
    }
  }
  let total = new Big(0);
  let summed = 0;
  let since: number | undefined;
  for (const tx of rows) {
    const at = tx.timestamp?.unix;
    if (cut !== undefined && at !== undefined && at <= cut) continue;
    total = total.plus(displayAmount(tx));
    summed++;
    if (at !== undefined && (since === undefined || at < since)) since = at;
  }
  return { total: total.toFixed(0), summed, ...(complete ? {} : { sinceUnix: since ?? cut }) };
}
