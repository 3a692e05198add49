import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import {
  estimateExpiry,
  isLockExpired,
  lockDirection,
  lockFromTransaction,
  lockRowDirection,
  lockStatus,
  unlockingTransaction,
} from "./lock-status";

const EPOCH_UNIX = 1490101200; // 2017-03-21T13:00:00Z, the ARK epoch
const tx = (over: Partial<Transaction>): Transaction =>
  ({
    id: "x",
    type: 0,
    typeGroup: 1,
    amount: "0",
    fee: "0",
    sender: "S",
    confirmations: 0,
    ...over,
  }) as Transaction;
const claim = (lockId: string) =>
  tx({
    id: `c-${lockId}`,
    type: 9,
    asset: { claim: { lockTransactionId: lockId, unlockSecret: "00" } },
  });
const refund = (lockId: string) =>
  tx({ id: `r-${lockId}`, type: 10, asset: { refund: { lockTransactionId: lockId } } });

describe("isLockExpired", () => {
  const now = { height: 100, nowUnix: EPOCH_UNIX + 1000, epochUnix: EPOCH_UNIX };
  it("type 2 (height) expires once the height is reached", () => {
    expect(isLockExpired({ expirationType: 2, expirationValue: 101 }, now)).toBe(false);
    expect(isLockExpired({ expirationType: 2, expirationValue: 100 }, now)).toBe(true);
    expect(isLockExpired({ expirationType: 2, expirationValue: 99 }, now)).toBe(true);
  });
  it("type 1 (seconds since the network epoch) expires once that time is reached", () => {
    expect(isLockExpired({ expirationType: 1, expirationValue: 1001 }, now)).toBe(false);
    expect(isLockExpired({ expirationType: 1, expirationValue: 1000 }, now)).toBe(true);
  });
  it("is unknown without a height or with an unknown type", () => {
    expect(
      isLockExpired({ expirationType: 2, expirationValue: 5 }, { ...now, height: undefined }),
    ).toBeUndefined();
    expect(isLockExpired({ expirationType: 7, expirationValue: 5 }, now)).toBeUndefined();
  });
});

describe("lockStatus", () => {
  const now = { height: 100, nowUnix: EPOCH_UNIX + 1000, epochUnix: EPOCH_UNIX };
  const open = { lockId: "L1", expirationType: 2, expirationValue: 500 };
  it("claimed / refunded from the unlocking transaction", () => {
    expect(lockStatus(open, [claim("L1")], now)).toBe("claimed");
    expect(lockStatus(open, [refund("L1")], now)).toBe("refunded");
    expect(lockStatus(open, [claim("OTHER")], now)).toBe("open");
  });
  it("expired = open past its expiration, computed from the current height or time", () => {
    expect(lockStatus({ ...open, expirationValue: 90 }, [], now)).toBe("expired");
    expect(lockStatus({ lockId: "L2", expirationType: 1, expirationValue: 10 }, [], now)).toBe(
      "expired",
    );
    expect(lockStatus({ lockId: "L2", expirationType: 1, expirationValue: 99999 }, [], now)).toBe(
      "open",
    );
  });
  it("uses the node's isExpired when the clock is unknown", () => {
    expect(lockStatus({ ...open, isExpired: true }, [], { ...now, height: undefined })).toBe(
      "expired",
    );
    expect(lockStatus(open, [], { ...now, height: undefined })).toBe("unknown");
  });
  it("is unknown while the unlock lookup has not answered", () => {
    expect(lockStatus(open, undefined, now)).toBe("unknown");
  });
});

describe("estimateExpiry", () => {
  it("estimates now + blocktime × height difference", () => {
    expect(estimateExpiry(110, 100, 8, 1_000_000)).toBe(1_000_080);
    expect(estimateExpiry(90, 100, 8, 1_000_000)).toBe(999_920);
  });
});

describe("lockDirection", () => {
  const t = { sender: "A", recipient: "B" };
  it("claim: outgoing for the non-recipient, incoming for the recipient", () => {
    expect(lockDirection("A", { ...t, lockStatus: "claim" })).toBe("outgoing");
    expect(lockDirection("B", { ...t, lockStatus: "claim" })).toBe("incoming");
  });
  it("claim seen by neither party: outgoing (the rules apply in order)", () => {
    expect(lockDirection("C", { ...t, lockStatus: "claim" })).toBe("outgoing");
  });
  it("refund: outgoing when the address is not the sender, none for the sender", () => {
    expect(lockDirection("B", { ...t, lockStatus: "refund" })).toBe("outgoing");
    expect(lockDirection("A", { ...t, lockStatus: "refund" })).toBeUndefined();
  });
  it("no status: none", () => {
    expect(lockDirection("A", t)).toBeUndefined();
    expect(lockDirection("B", t)).toBeUndefined();
  });
  it("row direction: open locks by sender/recipient, settled ones by lockDirection", () => {
    const row = { sender: "A", recipientId: "B" };
    expect(lockRowDirection("A", row, "open")).toBe("outgoing");
    expect(lockRowDirection("B", row, "expired")).toBe("incoming");
    expect(lockRowDirection("C", row, "open")).toBeUndefined();
    expect(lockRowDirection("B", row, "claimed")).toBe("incoming");
    expect(lockRowDirection("A", row, "refunded")).toBeUndefined();
  });
});

describe("lockFromTransaction", () => {
  it("turns a type 8 transaction into a lock row", () => {
    const lock = lockFromTransaction(
      tx({
        id: "L9",
        type: 8,
        amount: "500000000",
        sender: "A",
        senderPublicKey: "02ab",
        recipient: "B",
        vendorField: "memo",
        asset: { lock: { secretHash: "ff", expiration: { type: 2, value: 1234 } } },
      }),
    );
    expect(lock).toMatchObject({
      lockId: "L9",
      amount: "500000000",
      sender: "A",
      recipientId: "B",
      expirationType: 2,
      expirationValue: 1234,
      secretHash: "ff",
      vendorField: "memo",
    });
  });
  it("ignores other transactions", () => {
    expect(lockFromTransaction(tx({ type: 9 }))).toBeUndefined();
    expect(lockFromTransaction(tx({ type: 8, typeGroup: 2 }))).toBeUndefined();
  });
});

describe("unlockingTransaction: the claim or refund a lock page links", () => {
  it("the claim or refund naming the lock, by its id", () => {
    expect(unlockingTransaction("L1", [claim("L0"), claim("L1")])).toEqual({
      kind: "claim",
      id: "c-L1",
    });
    expect(unlockingTransaction("L2", [claim("L1"), refund("L2")])).toEqual({
      kind: "refund",
      id: "r-L2",
    });
  });
  it("nothing for an open or expired lock", () => {
    expect(unlockingTransaction("L3", [claim("L1"), refund("L2")])).toBeUndefined();
    expect(unlockingTransaction("L3", [])).toBeUndefined();
  });
  it("ignores other transactions in the answer, even when their asset names the lock", () => {
    const transfer = tx({ id: "t", type: 0, asset: { claim: { lockTransactionId: "L1" } } });
    const otherGroup = { ...claim("L1"), typeGroup: 2 };
    expect(unlockingTransaction("L1", [transfer, otherGroup])).toBeUndefined();
  });
});
