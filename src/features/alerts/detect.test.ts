import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { forgingOrder } from "@/features/delegates/round/shuffle";
import { expiredLockEvents, missedSlotEvents, roundEvents, walletEvents } from "./detect";
import { INBOX_MAX, mergeEvents, type AlertEvent } from "./model";

const A = "AWatched";
const B = "AOther";
const C = "AThird";
const block = { height: 100, id: "b100", epoch: 800 };

const tx = (t: Partial<Transaction> & { id: string }): Transaction =>
  ({
    type: 0,
    typeGroup: 1,
    amount: "0",
    fee: "10000000",
    sender: B,
    confirmations: 1,
    ...t,
  }) as Transaction;

describe("wallet events", () => {
  it("a transfer alerts its watched recipient and its watched sender, each once", () => {
    const { events } = walletEvents(
      [
        tx({ id: "t1", sender: B, recipient: A, amount: "500" }),
        tx({ id: "t2", sender: A, recipient: C, amount: "7" }),
        tx({ id: "t3", sender: C, recipient: B }),
      ],
      block,
      new Set([A]),
      {},
      1,
    );
    expect(
      events.map((e) => [e.kind, e.address, e.transactionId, e.amount, e.counterparty]),
    ).toEqual([
      ["received", A, "t1", "500", B],
      ["sent", A, "t2", "7", C],
    ]);
    expect(events[0]).toMatchObject({
      height: 100,
      blockId: "b100",
      epoch: 800,
      key: "received:t1:AWatched",
    });
  });

  it("a multipayment alerts each watched recipient with its own share; paying oneself is only sent", () => {
    const payments = [
      { recipientId: A, amount: "100" },
      { recipientId: C, amount: "5" },
      { recipientId: A, amount: "20" },
    ];
    const { events } = walletEvents(
      [tx({ id: "m", type: 6, sender: B, recipient: B, asset: { payments } })],
      block,
      new Set([A, C]),
      {},
      1,
    );
    expect(events.map((e) => [e.kind, e.address, e.amount])).toEqual([
      ["received", A, "120"],
      ["received", C, "5"],
    ]);
    const self = walletEvents(
      [tx({ id: "s", sender: A, recipient: A, amount: "3" })],
      block,
      new Set([A]),
      {},
      1,
    );
    expect(self.events.map((e) => e.kind)).toEqual(["sent"]);
  });

  it("a vote names no payee: only the sender's alert", () => {
    const { events } = walletEvents(
      [tx({ id: "v", type: 3, sender: A, recipient: A, asset: { votes: ["+02aa"] } })],
      block,
      new Set([A]),
      {},
      1,
    );
    expect(events.map((e) => e.kind)).toEqual(["sent"]);
  });

  it("a lock toward a watched wallet is tracked until its claim or refund, which alerts the recipient", () => {
    const lock = tx({
      id: "L",
      type: 8,
      sender: B,
      recipient: A,
      amount: "900",
      asset: { lock: { secretHash: "h", expiration: { type: 2, value: 500 } } },
    });
    const first = walletEvents([lock], block, new Set([A]), {}, 1);
    expect(first.events.map((e) => e.kind)).toEqual(["received"]);
    expect(first.locks.L).toEqual({
      lockId: "L",
      recipient: A,
      sender: B,
      amount: "900",
      expirationType: 2,
      expirationValue: 500,
    });
    const claim = tx({
      id: "c",
      type: 9,
      sender: A,
      recipient: A,
      asset: { claim: { lockTransactionId: "L", unlockSecret: "s" } },
    });
    const claimed = walletEvents(
      [claim],
      { height: 101, id: "b101" },
      new Set([A]),
      first.locks,
      2,
    );
    expect(claimed.events.map((e) => [e.kind, e.address, e.lockId, e.amount])).toEqual([
      ["sent", A, undefined, "0"],
      ["lock-claimed", A, "L", "900"],
    ]);
    expect(claimed.locks).toEqual({});
    const refund = tx({
      id: "r",
      type: 10,
      sender: B,
      recipient: B,
      asset: { refund: { lockTransactionId: "L" } },
    });
    const refunded = walletEvents(
      [refund],
      { height: 101, id: "b101" },
      new Set([A]),
      first.locks,
      2,
    );
    expect(refunded.events.map((e) => [e.kind, e.address, e.counterparty])).toEqual([
      ["lock-refunded", A, B],
    ]);
  });

  it("hostile assets alert nothing and throw nothing", () => {
    const odd = [
      tx({
        id: "x1",
        type: 6,
        sender: B,
        asset: { payments: [null, { recipientId: A, amount: "-1" }, "x"] } as never,
      }),
      tx({ id: "x2", type: 9, sender: B, asset: { claim: "nope" } as never }),
      tx({ id: "x3", type: 10, sender: B, asset: { refund: null } as never }),
      tx({
        id: "x4",
        type: 8,
        sender: B,
        recipient: A,
        asset: { lock: { expiration: "soon" } } as never,
      }),
    ];
    const { events, locks } = walletEvents(odd, block, new Set([A]), {}, 1);
    expect(events.map((e) => [e.kind, e.transactionId])).toEqual([["received", "x4"]]);
    expect(locks).toEqual({});
  });
});

describe("lock expiry", () => {
  it("a height lock expires at its height, a time lock at its epoch second; each alerts once", () => {
    const locks = {
      H: {
        lockId: "H",
        recipient: A,
        sender: B,
        amount: "1",
        expirationType: 2,
        expirationValue: 200,
      },
      T: {
        lockId: "T",
        recipient: A,
        sender: B,
        amount: "2",
        expirationType: 1,
        expirationValue: 5000,
      },
    };
    const early = expiredLockEvents(locks, { height: 199, epochNow: 4999 }, 1);
    expect(early.events).toEqual([]);
    expect(Object.keys(early.locks)).toEqual(["H", "T"]);
    const late = expiredLockEvents(locks, { height: 200, epochNow: 5000 }, 1);
    expect(late.events.map((e) => [e.kind, e.lockId, e.height])).toEqual([
      ["lock-expired", "H", 200],
      ["lock-expired", "T", 200],
    ]);
    expect(late.locks).toEqual({});
  });
});

describe("delegate events", () => {
  const keys = Array.from({ length: 5 }, (_, i) => `02${String(i).padStart(64, "0")}`);
  const members = keys.map((publicKey, i) => ({ publicKey, votes: String(1000 - i) }));

  it("a watched delegate's missed slot is reported at the next block's height", () => {
    const order = forgingOrder(3, members);
    const blocktime = 8;
    // previous block in slot 100; the next block in slot 102: slot 101 was missed
    const missedKey = order[101 % order.length]!;
    const previous = {
      height: 10,
      id: "b10",
      epoch: 100 * blocktime,
      generatorPublicKey: order[100 % order.length]!,
    };
    const next = {
      height: 11,
      id: "b11",
      epoch: 102 * blocktime,
      generatorPublicKey: order[102 % order.length]!,
    };
    const events = missedSlotEvents({
      order,
      blocks: [next],
      previous,
      blocktime,
      round: 3,
      watched: new Map([[missedKey, A]]),
      at: 1,
    });
    expect(events.map((e) => [e.kind, e.address, e.height, e.round])).toEqual([
      ["missed-slot", A, 11, 3],
    ]);
    // when it happened on chain: the missed slot's start (the list shows it, not the time it was found)
    expect(events[0]?.epoch).toBe(101 * blocktime);
    // another delegate's miss is not the watched one's
    const other = keys.find((k) => k !== missedKey)!;
    expect(
      missedSlotEvents({
        order,
        blocks: [next],
        previous,
        blocktime,
        round: 3,
        watched: new Map([[other, A]]),
        at: 1,
      }),
    ).toEqual([]);
  });

  it("a new round: entered, left and a new rank in the active set", () => {
    const newcomer = { publicKey: `03${"1".repeat(64)}`, votes: "5000" };
    const current = [...members.slice(0, 4), newcomer]; // keys[4] left, newcomer is first
    const watched = new Map([
      [newcomer.publicKey, "ANew"],
      [keys[4]!, "ALeft"],
      [keys[0]!, "AFirst"],
    ]);
    const events = roundEvents({
      round: 7,
      height: 307,
      epoch: 2456,
      previous: members,
      current,
      watched,
      at: 1,
    });
    expect(events.every((e) => e.epoch === 2456)).toBe(true);
    expect(events.map((e) => [e.kind, e.address, e.rank, e.previousRank])).toEqual([
      ["entered-active", "ANew", 1, undefined],
      ["left-active", "ALeft", undefined, 5],
      ["rank-changed", "AFirst", 2, 1],
    ]);
    // the first round seen has nothing to compare with
    expect(roundEvents({ round: 7, height: 307, previous: [], current, watched, at: 1 })).toEqual(
      [],
    );
  });
});

describe("the in-app list", () => {
  const ev = (key: string): AlertEvent => ({ key, kind: "sent", address: A, height: 1, at: 1 });
  it("puts new events first, each key once, and keeps at most the cap", () => {
    expect(mergeEvents([ev("a")], [ev("b"), ev("a"), ev("c"), ev("c")]).map((e) => e.key)).toEqual([
      "c",
      "b",
      "a",
    ]);
    const many = Array.from({ length: INBOX_MAX + 5 }, (_, i) => ev(`k${i}`));
    const merged = mergeEvents([], many);
    expect(merged).toHaveLength(INBOX_MAX);
    expect(merged[0]!.key).toBe(`k${INBOX_MAX + 4}`);
  });
});
