import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { lockIdOf, unlockedLock } from "./htlc";

const LOCK = "a".repeat(64);
const tx = (over: Partial<Transaction>): Transaction =>
  ({
    id: "t",
    type: 0,
    typeGroup: 1,
    amount: "0",
    fee: "0",
    sender: "S",
    confirmations: 0,
    ...over,
  }) as Transaction;
const lock = tx({
  id: LOCK,
  type: 8,
  amount: "500000000",
  sender: "LOCKER",
  recipient: "RECIPIENT",
  asset: { lock: { secretHash: "h", expiration: { type: 2, value: 9 } } },
});
const claim = tx({
  id: "c",
  type: 9,
  sender: "RECIPIENT",
  recipient: "RECIPIENT",
  asset: { claim: { lockTransactionId: LOCK, unlockSecret: "s" } },
});
const refund = tx({
  id: "r",
  type: 10,
  sender: "LOCKER",
  asset: { refund: { lockTransactionId: LOCK } },
});

describe("lockIdOf: the lock a claim or refund names", () => {
  it("claims and refunds of group 1", () => {
    expect(lockIdOf(claim)).toBe(LOCK);
    expect(lockIdOf(refund)).toBe(LOCK);
  });
  it("nothing for other transactions, other groups and broken assets", () => {
    expect(lockIdOf(lock)).toBeUndefined();
    expect(lockIdOf({ ...claim, typeGroup: 2 })).toBeUndefined();
    expect(lockIdOf(tx({ type: 9, asset: { claim: "x" } }))).toBeUndefined();
    expect(lockIdOf(tx({ type: 9, asset: { claim: { lockTransactionId: 5 } } }))).toBeUndefined();
    expect(
      lockIdOf(tx({ type: 10, asset: { claim: { lockTransactionId: LOCK } } })),
    ).toBeUndefined();
  });
});

describe("unlockedLock: what a claim or refund released, from its lock", () => {
  it("a claim: the lock's amount and recipient (the claim itself carries amount 0)", () => {
    expect(unlockedLock(claim, lock)).toEqual({
      lockId: LOCK,
      amount: "500000000",
      sender: "LOCKER",
      recipient: "RECIPIENT",
    });
  });
  it("a refund: the same lock facts (the page shows its sender)", () => {
    expect(unlockedLock(refund, lock)?.sender).toBe("LOCKER");
  });
  it("nothing while the lock is not in", () => {
    expect(unlockedLock(claim, undefined)).toBeUndefined();
  });
  it("never a transaction that is not the named lock", () => {
    expect(unlockedLock(claim, { ...lock, id: "b".repeat(64) })).toBeUndefined();
    expect(unlockedLock(claim, { ...lock, type: 0 })).toBeUndefined();
    expect(unlockedLock(claim, { ...lock, typeGroup: 2 })).toBeUndefined();
    expect(unlockedLock(lock, lock)).toBeUndefined();
  });
});
