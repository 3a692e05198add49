import type { Lock, Transaction } from "@/shared/api/schemas";
import { unlockedLockId } from "@/shared/api/endpoints/locks";

/** Expiration types of a lock: 1 = seconds since the network epoch, 2 = block height. */
export const EXPIRATION_TIMESTAMP = 1;
export const EXPIRATION_HEIGHT = 2;

/**
 * Timelock statuses: open, expired, claimed, refunded, unknown (not yet checked, or the check
 * failed).
 */
export type LockStatus = "open" | "expired" | "claimed" | "refunded" | "unknown";

/**
 * A lock row: the API's lock, plus the sender address when it is known (lock transactions carry
 * it; GET locks only gives `senderPublicKey`).
 */
export type LockRow = Lock & { sender?: string };

/** Unix seconds → seconds since the network epoch given as unix seconds. */
const toEpoch = (unix: number, epochUnix: number) => unix - epochUnix;

/**
 * Whether a lock's expiration has passed (core's rule: expired once `value <= last height`
 * for type 2, `value <= now` in epoch seconds for type 1). `undefined` when the needed clock is
 * unknown (no height yet) or the type is unknown.
 */
export function isLockExpired(
  lock: Pick<Lock, "expirationType" | "expirationValue">,
  now: { height?: number; nowUnix: number; epochUnix: number },
): boolean | undefined {
  if (lock.expirationType === EXPIRATION_TIMESTAMP)
    return lock.expirationValue <= toEpoch(now.nowUnix, now.epochUnix);
  if (lock.expirationType === EXPIRATION_HEIGHT) {
    if (now.height === undefined) return undefined;
    return lock.expirationValue <= now.height;
  }
  return undefined;
}

/**
 * The status of a lock: "claimed"/"refunded" when a claim (type 9) / refund (type 10)
 * transaction unlocked it; otherwise, once the unlock lookup has answered (`unlocked` not
 * undefined), "expired" when its expiration passed (computed from the current height / time, or
 * the node's `isExpired` when the clock is unknown) else "open". Without an answer: "unknown".
 */
export function lockStatus(
  lock: Pick<Lock, "lockId" | "expirationType" | "expirationValue" | "isExpired">,
  unlocked: readonly Transaction[] | undefined,
  now: { height?: number; nowUnix: number; epochUnix: number },
): LockStatus {
  if (unlocked === undefined) return "unknown";
  const by = unlockingTransaction(lock.lockId, unlocked);
  if (by) return by.kind === "claim" ? "claimed" : "refunded";
  const expired = isLockExpired(lock, now) ?? lock.isExpired;
  if (expired === undefined) return "unknown";
  return expired ? "expired" : "open";
}

/**
 * The transaction that unlocked `lockId` among `unlocked` (the answer of POST locks/unlocked or its
 * GET fallback): a claim (typeGroup 1, type 9) or a refund (type 10) naming that lock in its asset;
 * undefined while the lock is open or expired. Other transactions in the answer are ignored.
 */
export function unlockingTransaction(
  lockId: string,
  unlocked: readonly Transaction[],
): { kind: "claim" | "refund"; id: string } | undefined {
  const tx = unlocked.find(
    (t) => t.typeGroup === 1 && (t.type === 9 || t.type === 10) && unlockedLockId(t) === lockId,
  );
  if (!tx) return undefined;
  return { kind: tx.type === 9 ? "claim" : "refund", id: tx.id };
}

/**
 * Estimated unix time of a height-based expiration: now + blocktime × (height − current
 * height). Heights already passed give a time in the past.
 */
export function estimateExpiry(
  expirationHeight: number,
  currentHeight: number,
  blocktimeSeconds: number,
  nowUnix: number,
): number {
  return nowUnix + blocktimeSeconds * (expirationHeight - currentHeight);
}

/**
 * Lock status of a transaction as kept by the original explorer (which transaction unlocked it).
 */
export type TxLockStatus = "claim" | "refund";

/**
 * Direction of a lock for a viewed address (the original explorer's rule):
 * outgoing if the address is not the recipient and the status is claim, or the address is not
 * the sender and the status is refund; incoming if the address is not the sender and the status
 * is claim; otherwise none.
 */
export function lockDirection(
  address: string,
  tx: { sender: string; recipient?: string; lockStatus?: TxLockStatus },
): "outgoing" | "incoming" | undefined {
  if (
    (address !== tx.recipient && tx.lockStatus === "claim") ||
    (address !== tx.sender && tx.lockStatus === "refund")
  ) {
    return "outgoing";
  }
  if (address !== tx.sender && tx.lockStatus === "claim") return "incoming";
  return undefined;
}

/**
 * Direction used to colour a lock row's amount for a wallet: claimed/refunded locks follow
 * {@link lockDirection}; open/expired locks are outgoing for their sender and incoming for their
 * recipient.
 */
export function lockRowDirection(
  address: string,
  row: { sender?: string; recipientId?: string },
  status: LockStatus,
) {
  if (status === "claimed" || status === "refunded") {
    if (!row.sender) return undefined;
    return lockDirection(address, {
      sender: row.sender,
      recipient: row.recipientId,
      lockStatus: status === "claimed" ? "claim" : "refund",
    });
  }
  if (row.sender === address) return "outgoing";
  if (row.recipientId === address) return "incoming";
  return undefined;
}

/**
 * A lock transaction (typeGroup 1, type 8) as a lock row: lockId = transaction id, expiration from
 * `asset.lock.expiration`, recipient, amount, memo, timestamp. Undefined for other transactions.
 */
export function lockFromTransaction(tx: Transaction): LockRow | undefined {
  if (tx.typeGroup !== 1 || tx.type !== 8) return undefined;
  const lock = (
    tx.asset as
      | { lock?: { secretHash?: unknown; expiration?: { type?: unknown; value?: unknown } } }
      | undefined
  )?.lock;
  const type = Number(lock?.expiration?.type);
  const value = Number(lock?.expiration?.value);
  return {
    lockId: tx.id,
    amount: tx.amount,
    secretHash: typeof lock?.secretHash === "string" ? lock.secretHash : undefined,
    senderPublicKey: tx.senderPublicKey,
    sender: tx.sender,
    recipientId: tx.recipient ?? undefined,
    timestamp: tx.timestamp,
    expirationType: Number.isFinite(type) ? type : 0,
    expirationValue: Number.isFinite(value) ? value : 0,
    vendorField: tx.vendorField,
  };
}
