import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { transactionSchema, type Transaction } from "@/shared/api/schemas";
import {
  delegateChangesOf,
  effectOn,
  lastVoteByVoter,
  netChange,
  voteChangesOf,
  voteChangesOfPage,
} from "./vote-changes";

const OLD = "0345ef2a1e4f64707044ba600efdc72aaad281c5a73195f930527c54d7cc891904";
const NEW = "02a66a6c2d954dbbe4e6243bbe8a142b4e333501040c2a4d153edba4c5ae8e0b2f";
const THIRD = "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37";
const VOTER = "AXKXo1cZNYrxEkkST2V1VkFgnqsWuuDLKD";

/** A vote transaction as ARK Core 3.x answers it (recorded shape from the 3.9.1 testnet). */
function tx3(id: string, votes: unknown, epoch = 306417984, sender = VOTER): Transaction {
  return v.parse(transactionSchema, {
    id,
    blockId: "2469617896339638343",
    version: 2,
    type: 3,
    typeGroup: 1,
    amount: "0",
    fee: "100000000",
    sender,
    senderPublicKey: "032d0ec55a6d4e6103d2f8257be8b891a9f7fa649aa454efacc026986175790b2b",
    recipient: sender,
    signature: "b8c8",
    asset: { votes },
    confirmations: 335,
    timestamp: { epoch, unix: epoch + 1490101200, human: "2026-12-06T01:06:24.000Z" },
    nonce: "1",
  });
}

/** A vote transaction as ARK Core 2.6 answers it: `recipientId`, one entry per transaction. */
function tx26(id: string, vote: string, epoch: number): Transaction {
  return v.parse(transactionSchema, {
    id,
    blockId: "4287196931437381154",
    version: 2,
    type: 3,
    typeGroup: 1,
    amount: "0",
    fee: "100000000",
    sender: VOTER,
    senderPublicKey: "032d0ec55a6d4e6103d2f8257be8b891a9f7fa649aa454efacc026986175790b2b",
    recipientId: VOTER,
    signature: "3045",
    asset: { votes: [vote] },
    confirmations: 12,
    timestamp: { epoch, unix: epoch + 1490101200, human: "2020-01-01T00:00:00.000Z" },
    nonce: "3",
  });
}

describe("vote changes: one row per change", () => {
  it("3.x switch: one transaction [-old, +new] is one switch row", () => {
    const changes = voteChangesOf(tx3("a1", [`-${OLD}`, `+${NEW}`]));
    expect(changes).toEqual([
      {
        key: "a1:0",
        transactionId: "a1",
        unix: 306417984 + 1490101200,
        epoch: 306417984,
        voter: VOTER,
        direction: "switch",
        from: OLD,
        to: NEW,
      },
    ]);
  });

  it("2.6: an unvote and a later vote are two transactions, an unvote row and a vote row", () => {
    const changes = voteChangesOfPage([tx26("b2", `+${NEW}`, 200), tx26("b1", `-${OLD}`, 100)]);
    expect(changes.map((c) => [c.transactionId, c.direction, c.from, c.to])).toEqual([
      ["b2", "vote", undefined, NEW],
      ["b1", "unvote", OLD, undefined],
    ]);
  });

  it("plain votes and unvotes of 3.x", () => {
    expect(voteChangesOf(tx3("c", [`+${NEW}`]))[0]).toMatchObject({ direction: "vote", to: NEW });
    expect(voteChangesOf(tx3("d", [`-${NEW}`]))[0]).toMatchObject({
      direction: "unvote",
      from: NEW,
    });
  });

  it("multi-vote transactions: unvotes pair with votes in order, the rest stand alone", () => {
    const changes = voteChangesOf(tx3("m", [`-${OLD}`, `+${NEW}`, `+${THIRD}`]));
    expect(changes.map((c) => [c.key, c.direction, c.from, c.to])).toEqual([
      ["m:0", "switch", OLD, NEW],
      ["m:1", "vote", undefined, THIRD],
    ]);
    const two = voteChangesOf(tx3("u", [`-${OLD}`, `-${THIRD}`]));
    expect(two.map((c) => [c.direction, c.from])).toEqual([
      ["unvote", OLD],
      ["unvote", THIRD],
    ]);
  });

  it("hostile assets give no rows and never throw", () => {
    for (const votes of [undefined, null, "+x", 42, [42, null, "", "+", "*abc", { a: 1 }]])
      expect(voteChangesOf(tx3("h", votes))).toEqual([]);
  });
});

describe("a delegate's view of the changes", () => {
  const d = { publicKey: NEW, username: "e2e_delegate" };

  it("received: a vote for it or a switch to it; lost: an unvote of it or a switch away", () => {
    expect(effectOn({ to: NEW }, d)).toBe("received");
    expect(effectOn({ from: OLD, to: NEW }, d)).toBe("received");
    expect(effectOn({ from: NEW }, d)).toBe("lost");
    expect(effectOn({ from: NEW, to: THIRD }, d)).toBe("lost");
    expect(effectOn({ from: OLD, to: THIRD }, d)).toBeUndefined();
    // nodes that vote by username (any case)
    expect(effectOn({ to: "E2E_Delegate" }, d)).toBe("received");
  });

  it("keeps only the changes about it, and counts the net change", () => {
    const txs = [
      tx3("1", [`-${NEW}`, `+${THIRD}`], 400),
      tx3("2", [`+${OLD}`], 300),
      tx3("3", [`-${OLD}`, `+${NEW}`], 200),
      tx3("4", [`+${NEW}`], 100),
    ];
    const mine = delegateChangesOf(txs, d);
    expect(mine.map((c) => c.transactionId)).toEqual(["1", "3", "4"]);
    expect(netChange(mine, d)).toEqual({ received: 2, lost: 1, net: 1 });
  });

  it("when each voter last voted for it: the newest vote or switch to it per voter", () => {
    const other = "AHXuTrYMxsdSvYJvRoBkM3kH8pS4QSq9i7";
    const txs = [
      tx3("new", [`-${OLD}`, `+${NEW}`], 900, VOTER),
      tx3("older", [`+${NEW}`], 500, VOTER),
      tx3("theirs", [`+${NEW}`], 700, other),
      tx3("away", [`-${NEW}`], 800, "ALhH5M5X9pYVXB9WNS9AuA9NGzbZsMB9V7"),
    ];
    const since = lastVoteByVoter(txs, d);
    expect(since.get(VOTER)).toEqual({ unix: 900 + 1490101200, transactionId: "new" });
    expect(since.get(other)?.transactionId).toBe("theirs");
    expect(since.has("ALhH5M5X9pYVXB9WNS9AuA9NGzbZsMB9V7")).toBe(false);
  });
});
