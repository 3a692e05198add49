/**
 * The link from an HTLC claim or refund (typeGroup 1, type 9 / 10) back to the lock (type 8) it
 * unlocked: a claim carries `amount: 0`, the amount and the recipient it released are the lock's.
 */
import { unlockedLockId } from "@/shared/api/endpoints/locks";
import type { Transaction } from "@/shared/api/schemas";
import { CORE, isType } from "./types";

/** What a claim or refund released: the lock transaction's id, amount (arktoshi), sender and recipient. */
export interface UnlockedLock {
  lockId: string;
  /** arktoshi */
  amount: string;
  sender: string;
  recipient?: string;
}

/** The lock id a claim or refund names (asset.claim / asset.refund .lockTransactionId); undefined for other transactions. */
export function lockIdOf(tx: Transaction): string | undefined {
  if (!isType(tx, 1, CORE.TIMELOCK_CLAIM) && !isType(tx, 1, CORE.TIMELOCK_REFUND)) return undefined;
  return unlockedLockId(tx);
}

/**
 * What `unlock` (a claim or refund) released, read from `lock` (GET transactions/{lockId}).
 * Undefined until the lock is in, and whenever `lock` is not the HTLC lock that `unlock` names (a
 * wrong id, another type): an answer that does not match is never shown as the unlocked amount.
 */
export function unlockedLock(
  unlock: Transaction,
  lock: Transaction | undefined,
): UnlockedLock | undefined {
  const lockId = lockIdOf(unlock);
  if (!lockId || !lock || lock.id !== lockId || !isType(lock, 1, CORE.TIMELOCK)) return undefined;
  return { lockId, amount: lock.amount, sender: lock.sender, recipient: lock.recipient };
}
