/**
 * What a visitor's alerts look for in new blocks, as pure functions of what the API answered:
 * a watched wallet sent or received a transaction, a lock toward it was claimed, refunded or
 * expired; a watched delegate missed its slot, entered or left the active forging set, or changed
 * rank in it. The alert runner (./runner.ts) fetches the answers; everything decided here is
 * unit-tested. Units: heights, seconds since the network epoch (`epoch`), arktoshi strings.
 */
import type { Transaction } from "@/shared/api/schemas";
import { readClaim, readLock, readPayments } from "@/features/transactions/model/asset";
import { rankRoundMembers, type RoundMember } from "@/features/delegates/round/shuffle";
import { pastSlots, type SlotBlock } from "@/features/delegates/round/slots";
import type { AlertEvent, TrackedLock } from "./model";

export type { AlertEvent, TrackedLock } from "./model";

const TYPE_GROUP_CORE = 1;
const LOCK = 8;
const CLAIM = 9;
const REFUND = 10;
const MULTIPAYMENT = 6;

/** The lock id a refund (asset.refund.lockTransactionId) gives back. */
function refundedLock(tx: Transaction): string | undefined {
  const refund = tx.asset?.refund;
  if (typeof refund !== "object" || refund === null) return undefined;
  const id = (refund as Record<string, unknown>).lockTransactionId;
  return typeof id === "string" ? id : undefined;
}

/**
 * The wallet events of one block's transactions for the `watched` addresses, and the locks to
 * track from now on (`locks` updated: new locks toward a watched wallet added, claimed or refunded
 * ones removed). A multipayment alerts each watched recipient with its own share; a wallet that
 * pays itself gets one "sent" alert. A claim or refund alerts the lock's recipient (a tracked
 * lock) besides the sender's own "sent".
 */
export function walletEvents(
  txs: readonly Transaction[],
  block: { height: number; id: string; epoch?: number },
  watched: ReadonlySet<string>,
  locks: Readonly<Record<string, TrackedLock>>,
  at: number,
): { events: AlertEvent[]; locks: Record<string, TrackedLock> } {
  const events: AlertEvent[] = [];
  const next: Record<string, TrackedLock> = { ...locks };
  const base = (tx: Transaction) => ({
    height: block.height,
    blockId: block.id,
    transactionId: tx.id,
    epoch: block.epoch,
    at,
  });
  for (const tx of txs) {
    const core = (tx.typeGroup ?? TYPE_GROUP_CORE) === TYPE_GROUP_CORE;
    const payments = core && tx.type === MULTIPAYMENT ? readPayments(tx.asset) : [];
    if (watched.has(tx.sender)) {
      events.push({
        key: `sent:${tx.id}`,
        kind: "sent",
        address: tx.sender,
        amount: tx.amount,
        counterparty: tx.recipient,
        ...base(tx),
      });
    }
    if (payments.length) {
      const shares = new Map<string, bigint>();
      for (const p of payments)
        if (watched.has(p.recipientId))
          shares.set(p.recipientId, (shares.get(p.recipientId) ?? 0n) + BigInt(p.amount));
      for (const [address, share] of shares) {
        if (address === tx.sender) continue;
        events.push({
          key: `received:${tx.id}:${address}`,
          kind: "received",
          address,
          amount: share.toString(),
          counterparty: tx.sender,
          ...base(tx),
        });
      }
    } else if (
      tx.recipient &&
      tx.recipient !== tx.sender &&
      watched.has(tx.recipient) &&
      (!core || tx.type === 0 || tx.type === LOCK)
    ) {
      // transfers and locks pay a recipient; other types repeat the sender or name no payee
      events.push({
        key: `received:${tx.id}:${tx.recipient}`,
        kind: "received",
        address: tx.recipient,
        amount: tx.amount,
        counterparty: tx.sender,
        ...base(tx),
      });
    }
    if (!core) continue;
    if (tx.type === LOCK && tx.recipient && watched.has(tx.recipient)) {
      const lock = readLock(tx.asset);
      if (lock?.expirationType !== undefined && lock.expirationValue !== undefined) {
        next[tx.id] = {
          lockId: tx.id,
          recipient: tx.recipient,
          sender: tx.sender,
          amount: tx.amount,
          expirationType: lock.expirationType,
          expirationValue: lock.expirationValue,
        };
      }
    }
    const unlocked =
      tx.type === CLAIM
        ? readClaim(tx.asset)?.lockTransactionId
        : tx.type === REFUND
          ? refundedLock(tx)
          : undefined;
    const tracked = unlocked === undefined ? undefined : next[unlocked];
    if (tracked) {
      delete next[tracked.lockId];
      events.push({
        key: `${tx.type === CLAIM ? "lock-claimed" : "lock-refunded"}:${tracked.lockId}`,
        kind: tx.type === CLAIM ? "lock-claimed" : "lock-refunded",
        address: tracked.recipient,
        amount: tracked.amount,
        counterparty: tracked.sender,
        lockId: tracked.lockId,
        ...base(tx),
      });
    }
  }
  return { events, locks: next };
}

/**
 * The tracked locks whose expiration has passed at `height` / `epochNow` (ARK's rule: expired
 * once the value is ≤ the last height for type 2, ≤ now in epoch seconds for type 1): one
 * "lock-expired" alert each, and the locks left to track.
 */
export function expiredLockEvents(
  locks: Readonly<Record<string, TrackedLock>>,
  clock: { height: number; epochNow: number },
  at: number,
): { events: AlertEvent[]; locks: Record<string, TrackedLock> } {
  const events: AlertEvent[] = [];
  const next: Record<string, TrackedLock> = {};
  for (const lock of Object.values(locks)) {
    const expired =
      lock.expirationType === 2
        ? lock.expirationValue <= clock.height
        : lock.expirationType === 1
          ? lock.expirationValue <= clock.epochNow
          : false;
    if (!expired) {
      next[lock.lockId] = lock;
      continue;
    }
    // a lock timed in epoch seconds expired then; one timed by height, at the head that passed it
    const epoch = lock.expirationType === 1 ? lock.expirationValue : undefined;
    events.push({
      key: `lock-expired:${lock.lockId}`,
      kind: "lock-expired",
      address: lock.recipient,
      height: clock.height,
      amount: lock.amount,
      counterparty: lock.sender,
      lockId: lock.lockId,
      epoch,
      at,
    });
  }
  return { events, locks: next };
}

/**
 * The slots a watched delegate missed among `blocks` (new blocks of one round, with `previous`,
 * the block before the first of them), under the round's forging `order` (public keys): one alert
 * per missed slot, at the height of the block that followed it. `watched` maps a public key to
 * the watched address.
 */
export function missedSlotEvents(args: {
  order: readonly string[];
  blocks: readonly SlotBlock[];
  previous?: SlotBlock;
  blocktime: number;
  round: number;
  watched: ReadonlyMap<string, string>;
  at: number;
}): AlertEvent[] {
  if (args.watched.size === 0 || args.order.length === 0) return [];
  const slots = pastSlots({
    order: args.order,
    blocks: args.blocks,
    previous: args.previous,
    blocktime: args.blocktime,
  });
  const events: AlertEvent[] = [];
  let nextHeight: number | undefined;
  // walk backwards so a missed slot knows the height of the block forged after it
  for (let i = slots.length - 1; i >= 0; i--) {
    const slot = slots[i]!;
    if (slot.state === "forged") {
      nextHeight = slot.height;
      continue;
    }
    const address = args.watched.get(slot.publicKey);
    if (slot.state !== "missed" || address === undefined || nextHeight === undefined) continue;
    events.push({
      key: `missed-slot:${slot.slot}:${slot.publicKey}`,
      kind: "missed-slot",
      address,
      height: nextHeight,
      round: args.round,
      epoch: slot.startEpoch,
      at: args.at,
    });
  }
  return events.reverse();
}

/**
 * What a new round's active list changes for the watched delegates (`watched`: public key →
 * address) against the previous round's list: entered or left the active set, or a new rank in
 * it (1-based, ARK's ranking: votes descending, then public key). `height` is the new round's
 * first height, `epoch` that block's time (seconds since the network epoch).
 */
export function roundEvents(args: {
  round: number;
  height: number;
  epoch?: number;
  previous: readonly RoundMember[];
  current: readonly RoundMember[];
  watched: ReadonlyMap<string, string>;
  at: number;
}): AlertEvent[] {
  if (args.watched.size === 0 || args.previous.length === 0) return [];
  const ranks = (members: readonly RoundMember[]) =>
    new Map(rankRoundMembers(members).map((m, i) => [m.publicKey, i + 1]));
  const before = ranks(args.previous);
  const after = ranks(args.current);
  const events: AlertEvent[] = [];
  const base = { height: args.height, round: args.round, epoch: args.epoch, at: args.at };
  for (const [publicKey, address] of args.watched) {
    const was = before.get(publicKey);
    const is = after.get(publicKey);
    if (was === undefined && is !== undefined)
      events.push({
        key: `entered-active:${args.round}:${publicKey}`,
        kind: "entered-active",
        address,
        rank: is,
        ...base,
      });
    else if (was !== undefined && is === undefined)
      events.push({
        key: `left-active:${args.round}:${publicKey}`,
        kind: "left-active",
        address,
        previousRank: was,
        ...base,
      });
    else if (was !== undefined && is !== undefined && was !== is) {
      events.push({
        key: `rank-changed:${args.round}:${publicKey}`,
        kind: "rank-changed",
        address,
        rank: is,
        previousRank: was,
        ...base,
      });
    }
  }
  return events;
}
