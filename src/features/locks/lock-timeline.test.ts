import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { lockFromTransaction } from "./lock-status";
import { expiryPoint, lockTimeline, type LockClock } from "./lock-timeline";

const EPOCH_UNIX = 1490101200; // the ARK epoch
const LOCKED_AT = EPOCH_UNIX + 5_000;
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
const at = (unix: number) => ({
  epoch: unix - EPOCH_UNIX,
  unix,
  human: new Date(unix * 1000).toISOString(),
});
/** A lock transaction (type 8) expiring at `value` of `type` (1 = epoch seconds, 2 = height). */
const lockTx = (type: number, value: number) =>
  tx({
    id: "L1",
    type: 8,
    amount: "500000000",
    recipient: "R",
    timestamp: at(LOCKED_AT),
    asset: { lock: { secretHash: "ab".repeat(32), expiration: { type, value } } },
  });
const lockOf = (type: number, value: number) => lockFromTransaction(lockTx(type, value))!;
const claim = tx({
  id: "C1",
  type: 9,
  timestamp: at(LOCKED_AT + 16),
  asset: { claim: { lockTransactionId: "L1", unlockSecret: "<b>s3cret</b>" } },
});
const refund = tx({
  id: "R1",
  type: 10,
  timestamp: at(LOCKED_AT + 900),
  asset: { refund: { lockTransactionId: "L1" } },
});
const clock = (over: Partial<LockClock> = {}): LockClock => ({
  height: 100,
  nowUnix: LOCKED_AT + 1_000,
  epochUnix: EPOCH_UNIX,
  blocktime: 8,
  ...over,
});

describe("lockTimeline", () => {
  it("claimed: locked → claimed, each with its transaction and time, the secret as given", () => {
    const { status, steps } = lockTimeline(lockOf(2, 1002), [claim], clock());
    expect(status).toBe("claimed");
    expect(steps).toEqual([
      { kind: "locked", transactionId: "L1", unix: LOCKED_AT },
      { kind: "claimed", transactionId: "C1", unix: LOCKED_AT + 16, secret: "<b>s3cret</b>" },
    ]);
  });

  it("refunded: locked → expired (at its height) → refunded, in that order", () => {
    const { status, steps } = lockTimeline(lockOf(2, 50), [refund], clock());
    expect(status).toBe("refunded");
    expect(steps.map((s) => s.kind)).toEqual(["locked", "expired", "refunded"]);
    expect(steps[1]).toMatchObject({ kind: "expired", at: { kind: "height", height: 50 } });
    expect(steps[2]).toEqual({ kind: "refunded", transactionId: "R1", unix: LOCKED_AT + 900 });
  });

  it("expiry by height: expired once the chain reached it, pending before, with the estimated time", () => {
    expect(lockTimeline(lockOf(2, 100), [], clock()).steps[1]).toEqual({
      kind: "expired",
      at: { kind: "height", height: 100, estimatedUnix: LOCKED_AT + 1_000 },
    });
    const pending = lockTimeline(lockOf(2, 110), [], clock());
    expect(pending.status).toBe("open");
    // 10 blocks of 8 s from now
    expect(pending.steps[1]).toEqual({
      kind: "pending",
      expires: { kind: "height", height: 110, estimatedUnix: LOCKED_AT + 1_080 },
    });
  });

  it("expiry by time (seconds since the epoch): expired once now reached it, whatever the height", () => {
    const value = LOCKED_AT + 1_000 - EPOCH_UNIX;
    expect(lockTimeline(lockOf(1, value), [], clock({ height: undefined })).steps[1]).toEqual({
      kind: "expired",
      at: { kind: "time", unix: LOCKED_AT + 1_000 },
    });
    expect(lockTimeline(lockOf(1, value + 1), [], clock()).steps[1]).toEqual({
      kind: "pending",
      expires: { kind: "time", unix: LOCKED_AT + 1_001 },
    });
  });

  it("without the height a height lock falls back to the node's isExpired; with neither the end is unknown", () => {
    const noHeight = clock({ height: undefined });
    expect(lockTimeline({ ...lockOf(2, 110), isExpired: true }, [], noHeight).status).toBe(
      "expired",
    );
    expect(lockTimeline(lockOf(2, 110), [], noHeight)).toEqual({
      status: "unknown",
      steps: [{ kind: "locked", transactionId: "L1", unix: LOCKED_AT }, { kind: "checking" }],
    });
  });

  it("while the claim/refund lookup has not answered: locked, then checking", () => {
    expect(lockTimeline(lockOf(2, 1002), undefined, clock()).steps.map((s) => s.kind)).toEqual([
      "locked",
      "checking",
    ]);
  });

  it("ignores unlocks of other locks and transactions that are not claims or refunds", () => {
    const other = tx({ id: "C2", type: 9, asset: { claim: { lockTransactionId: "L2" } } });
    const transfer = tx({ id: "T", type: 0, asset: { claim: { lockTransactionId: "L1" } } });
    expect(lockTimeline(lockOf(2, 1002), [other, transfer], clock()).status).toBe("open");
  });

  it("steps with times never go back in time", () => {
    for (const { steps } of [
      lockTimeline(lockOf(2, 1002), [claim], clock()),
      lockTimeline(lockOf(1, LOCKED_AT + 500 - EPOCH_UNIX), [refund], clock()),
    ]) {
      const times = steps
        .map((s) =>
          "unix" in s ? s.unix : "at" in s && s.at.kind === "time" ? s.at.unix : undefined,
        )
        .filter((u) => u !== undefined);
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    }
  });
});

describe("expiryPoint", () => {
  it("an unknown expiration type is unknown", () => {
    expect(expiryPoint({ expirationType: 7, expirationValue: 3 }, clock())).toEqual({
      kind: "unknown",
    });
  });
});
