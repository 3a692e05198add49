import type { Lock, Transaction } from "@/shared/api/schemas";
import { unlockedLockId } from "@/shared/api/endpoints/locks";
import {
  EXPIRATION_HEIGHT,
  EXPIRATION_TIMESTAMP,
  estimateExpiry,
  lockStatus,
  type LockStatus,
} from "./lock-status";

/**
 * When a lock expires (or expired): at a block height (type 2, with the estimated unix time from
 * the current height and the block time when the height is known), or at a time (type 1, unix
 * seconds). `unknown` for an expiration type the app does not know.
 */
export type ExpiryPoint =
  | { kind: "height"; height: number; estimatedUnix?: number }
  | { kind: "time"; unix: number }
  | { kind: "unknown" };

/**
 * One step of a lock's life, oldest first. Transaction steps carry the transaction's id and its
 * unix time (undefined when the node sent none).
 * - `locked`: the lock transaction (typeGroup 1, type 8);
 * - `claimed`: the claim (type 9), with the secret it revealed as the node sent it (text);
 * - `refunded`: the refund (type 10), always after an `expired` step;
 * - `expired`: the expiration passed and nothing unlocked it yet (or a refund followed);
 * - `pending`: open, with when it expires;
 * - `checking`: the claim/refund lookup has not answered (or failed), so the end is unknown.
 */
export type LockStep =
  | { kind: "locked"; transactionId: string; unix?: number }
  | { kind: "claimed"; transactionId: string; unix?: number; secret?: string }
  | { kind: "refunded"; transactionId: string; unix?: number }
  | { kind: "expired"; at: ExpiryPoint }
  | { kind: "pending"; expires: ExpiryPoint }
  | { kind: "checking" };

/** The clock a timeline is built against: chain height (if known), now and the network epoch (unix seconds), block time (s). */
export interface LockClock {
  height?: number;
  nowUnix: number;
  epochUnix: number;
  blocktime: number;
}

/** The expiration of `lock` as a point in time or height. */
export function expiryPoint(
  lock: Pick<Lock, "expirationType" | "expirationValue">,
  clock: LockClock,
): ExpiryPoint {
  if (lock.expirationType === EXPIRATION_TIMESTAMP)
    return { kind: "time", unix: clock.epochUnix + lock.expirationValue };
  if (lock.expirationType === EXPIRATION_HEIGHT) {
    const estimatedUnix =
      clock.height === undefined
        ? undefined
        : estimateExpiry(lock.expirationValue, clock.height, clock.blocktime, clock.nowUnix);
    return { kind: "height", height: lock.expirationValue, estimatedUnix };
  }
  return { kind: "unknown" };
}

const secretOf = (tx: Transaction): string | undefined => {
  const secret = (tx.asset as { claim?: { unlockSecret?: unknown } } | null | undefined)?.claim
    ?.unlockSecret;
  return typeof secret === "string" ? secret : undefined;
};

/**
 * A lock's status and timeline: locked → claimed, or locked → expired → refunded, or locked →
 * expired (nothing unlocked it: the sender can refund), or locked → pending (not expired yet).
 * `lock` is the lock as read from its transaction (`lockFromTransaction`), with the node's
 * `isExpired` where GET locks/{id} still has it; `unlocked` the answer of POST locks/unlocked (or
 * its GET fallback; undefined while unknown); the status rule is {@link lockStatus}.
 */
export function lockTimeline(
  lock: Pick<Lock, "lockId" | "expirationType" | "expirationValue" | "isExpired" | "timestamp">,
  unlocked: readonly Transaction[] | undefined,
  clock: LockClock,
): { status: LockStatus; steps: LockStep[] } {
  const status = lockStatus(lock, unlocked, clock);
  const steps: LockStep[] = [
    { kind: "locked", transactionId: lock.lockId, unix: lock.timestamp?.unix },
  ];
  const by = unlocked?.find(
    (t) =>
      t.typeGroup === 1 && (t.type === 9 || t.type === 10) && unlockedLockId(t) === lock.lockId,
  );
  const expiry = expiryPoint(lock, clock);
  if (status === "claimed" && by) {
    steps.push({
      kind: "claimed",
      transactionId: by.id,
      unix: by.timestamp?.unix,
      secret: secretOf(by),
    });
  } else if (status === "refunded" && by) {
    // a refund is only accepted once the lock expired: that moment comes first
    steps.push(
      { kind: "expired", at: expiry },
      { kind: "refunded", transactionId: by.id, unix: by.timestamp?.unix },
    );
  } else if (status === "expired") {
    steps.push({ kind: "expired", at: expiry });
  } else if (status === "open") {
    steps.push({ kind: "pending", expires: expiry });
  } else {
    steps.push({ kind: "checking" });
  }
  return { status, steps };
}
