/**
 * One detection step of the alerts: from where detection stopped to the chain head the height
 * poll just saw. What it asks the node, per poll:
 * - nothing for the blocks themselves when one new block came and the poll read it (forger, time
 *   and transaction count are in the head); else one GET blocks?height.from&height.to (2.6: POST
 *   blocks/search) for the blocks in between (a tab back from the background catches up this way,
 *   at most CATCH_UP_BLOCKS blocks);
 * - one GET blocks/{id}/transactions per new block that carries transactions, when a watched
 *   wallet has alerts on;
 * - one GET rounds/{round}/delegates when a new round starts (the forging order for missed slots
 *   and the active set for rank changes), through `roundMembers`: the app passes its shared query,
 *   so a round the monitor or the home page already read is not asked again.
 * So a new block costs at most one request, plus one per round and one per catch-up.
 */
import { getBlockTransactions } from "@/shared/api/endpoints/transactions";
import { getBlocksByHeightRange } from "@/shared/api/endpoints/blocks";
import { getRoundDelegates } from "@/shared/api/endpoints/delegates";
import type { Transaction } from "@/shared/api/schemas";
import type { ChainHead } from "@/shared/network/queries";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { roundOf } from "@/features/delegates/forging";
import { forgingOrder, type RoundMember } from "@/features/delegates/round/shuffle";
import type { SlotBlock } from "@/features/delegates/round/slots";
import {
  expiredLockEvents,
  missedSlotEvents,
  roundEvents,
  walletEvents,
  type AlertEvent,
} from "./detect";
import type { Detection } from "./inbox";

/** The most blocks one step reads (a tab that was away longer skips the older ones). */
const CATCH_UP_BLOCKS = 500;

/** A new block as detection needs it. */
interface NewBlock extends SlotBlock {
  transactions: number;
}

/** What one step needs to know about the chain and the visitor's alerts. */
export interface DetectionInput {
  server: string;
  head: ChainHead;
  /** addresses with alerts on */
  watched: readonly string[];
  /** the network's address prefix (public key → address) */
  addressPrefix: number;
  activeDelegates: number;
  /** seconds */
  blocktime: number;
  /** now, in seconds since the network epoch (timed lock expiry) */
  epochNow: number;
  /** unix ms (the events' `at`) */
  now: number;
  signal?: AbortSignal;
  /** a round's active list (default: GET rounds/{round}/delegates directly) */
  roundMembers?: (round: number, signal?: AbortSignal) => Promise<readonly RoundMember[]>;
}

/** The new blocks above `from` up to the head, oldest first. */
async function newBlocks(from: number, head: ChainHead, signal?: AbortSignal): Promise<NewBlock[]> {
  if (
    head.height === from + 1 &&
    head.blockId &&
    head.generatorPublicKey &&
    head.epoch !== undefined &&
    head.transactions !== undefined
  ) {
    return [
      {
        height: head.height,
        id: head.blockId,
        epoch: head.epoch,
        generatorPublicKey: head.generatorPublicKey,
        transactions: head.transactions,
      },
    ];
  }
  const blocks = await getBlocksByHeightRange(from + 1, head.height, signal);
  return blocks.map((b) => ({
    height: b.height,
    id: b.id,
    epoch: b.timestamp.epoch,
    generatorPublicKey: b.generator.publicKey ?? "",
    transactions: b.transactions,
  }));
}

/** Every transaction of a block (pages of 100). */
async function blockTransactions(id: string, signal?: AbortSignal): Promise<Transaction[]> {
  const out: Transaction[] = [];
  for (let page = 1; page <= 20; page++) {
    const answer = await getBlockTransactions(id, { page, limit: 100 }, signal);
    out.push(...answer.data);
    if (answer.data.length < 100) break;
  }
  return out;
}

/**
 * Runs one step: the events found and the detection state to keep. Without a kept state (alerts
 * just turned on, another network) it starts at the head and reports nothing old. Network errors
 * reject (the caller retries on the next poll from the same kept state).
 */
export async function detectStep(
  kept: Detection | undefined,
  input: DetectionInput,
): Promise<{ events: AlertEvent[]; detection: Detection }> {
  const { head, server } = input;
  if (!kept || kept.server !== server || kept.lastHeight > head.height) {
    return { events: [], detection: { server, lastHeight: head.height, locks: {} } };
  }
  const watched = new Set(input.watched);
  const events: AlertEvent[] = [];
  let detection: Detection = { ...kept, locks: { ...kept.locks } };
  if (head.height > kept.lastHeight && watched.size > 0) {
    const from = Math.max(kept.lastHeight, head.height - CATCH_UP_BLOCKS);
    const blocks = await newBlocks(from, head, input.signal);
    let previous: SlotBlock | undefined =
      kept.lastBlock?.height === from ? kept.lastBlock : undefined;
    let round = kept.round;
    for (const block of blocks) {
      // a new round: its active list (forging order, ranks)
      const r = roundOf(block.height, input.activeDelegates);
      if (round?.round !== r) {
        const members: RoundMember[] = (
          await (input.roundMembers ?? getRoundDelegates)(r, input.signal)
        ).map((m) => ({ publicKey: m.publicKey, votes: m.votes }));
        const watchedKeys = watchedDelegates(
          [...(round?.members ?? []), ...members],
          watched,
          input.addressPrefix,
        );
        if (round && round.round === r - 1) {
          events.push(
            ...roundEvents({
              round: r,
              height: block.height,
              epoch: block.epoch,
              previous: round.members,
              current: members,
              watched: watchedKeys,
              at: input.now,
            }),
          );
        }
        round = { round: r, members };
      }
      const watchedKeys = watchedDelegates(round.members, watched, input.addressPrefix);
      events.push(
        ...missedSlotEvents({
          order: forgingOrder(r, round.members),
          blocks: [block],
          previous,
          blocktime: input.blocktime,
          round: r,
          watched: watchedKeys,
          at: input.now,
        }),
      );
      if (block.transactions > 0) {
        const txs = await blockTransactions(block.id, input.signal);
        const found = walletEvents(txs, block, watched, detection.locks, input.now);
        events.push(...found.events);
        detection = { ...detection, locks: found.locks };
      }
      previous = {
        height: block.height,
        id: block.id,
        epoch: block.epoch,
        generatorPublicKey: block.generatorPublicKey,
      };
    }
    detection = { ...detection, lastHeight: head.height, lastBlock: previous, round };
  } else {
    detection = { ...detection, lastHeight: Math.max(kept.lastHeight, head.height) };
  }
  const expired = expiredLockEvents(
    detection.locks,
    { height: head.height, epochNow: input.epochNow },
    input.now,
  );
  events.push(...expired.events);
  detection = { ...detection, locks: expired.locks };
  return { events, detection };
}

/** Public key → watched address, for the delegates among `members` whose address is watched. */
function watchedDelegates(
  members: readonly RoundMember[],
  watched: ReadonlySet<string>,
  prefix: number,
): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of members) {
    if (out.has(m.publicKey)) continue;
    try {
      const address = addressFromPublicKey(m.publicKey, prefix);
      if (watched.has(address)) out.set(m.publicKey, address);
    } catch {
      // a malformed key in an answer names no watched wallet
    }
  }
  return out;
}
