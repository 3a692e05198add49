import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { delegateSchema, transactionSchema, walletSchema } from "./schemas";

describe("schemas normalise both API generations", () => {
  it("3.x transaction without vendorField/asset/timestamp (block lists)", () => {
    const t = v.parse(transactionSchema, {
      id: "a".repeat(64),
      type: 0,
      typeGroup: 1,
      amount: "100",
      fee: "10",
      sender: "A1",
      senderPublicKey: "02",
      recipient: "A2",
      nonce: "3",
      confirmations: 0,
    });
    expect(t.vendorField).toBeUndefined();
    expect(t.timestamp).toBeUndefined();
    expect(t.recipient).toBe("A2");
  });
  it("2.6 transaction with recipientId and numeric amounts", () => {
    const t = v.parse(transactionSchema, {
      id: "b".repeat(64),
      type: 0,
      amount: 12345678901,
      fee: 10000000,
      sender: "A1",
      recipientId: "A3",
      confirmations: 5,
      timestamp: { epoch: 1, unix: 2, human: "" },
    });
    expect(t.recipient).toBe("A3");
    expect(t.amount).toBe("12345678901");
    expect(t.typeGroup).toBe(1);
  });
  it("rejects non-integer amount strings", () => {
    expect(
      v.safeParse(transactionSchema, { id: "c", type: 0, amount: "1e9", fee: "1", sender: "A" })
        .success,
    ).toBe(false);
  });
  it("3.x wallet attributes fold into top-level fields", () => {
    const w = v.parse(walletSchema, {
      address: "A1",
      publicKey: "02aa",
      balance: "5",
      nonce: "2",
      attributes: {
        vote: "03bb",
        delegate: { username: "genesis_1", resigned: true },
        secondPublicKey: "03cc",
        multiSignature: { min: 2, publicKeys: ["1", "2", "3"] },
      },
    });
    expect(w).toMatchObject({
      vote: "03bb",
      username: "genesis_1",
      isDelegate: true,
      isResigned: true,
      secondPublicKey: "03cc",
    });
    expect(w.multiSignature?.min).toBe(2);
  });
  it("2.6 wallet with top-level vote/username", () => {
    const w = v.parse(walletSchema, {
      address: "A1",
      publicKey: null,
      balance: "0",
      vote: "03dd",
      username: "bob",
      isDelegate: true,
    });
    expect(w).toMatchObject({
      vote: "03dd",
      username: "bob",
      isDelegate: true,
      publicKey: undefined,
    });
  });
  it("3.x delegate: no rank when resigned, no blocks.last before forging", () => {
    const d = v.parse(delegateSchema, {
      username: "e2e",
      address: "A",
      publicKey: "02",
      votes: "0",
      isResigned: true,
      blocks: { produced: 0 },
      production: { approval: 0 },
      forged: { fees: "0", rewards: "0", total: "0" },
    });
    expect(d.rank).toBeUndefined();
    expect(d.blocks.last).toBeUndefined();
    expect(d.isResigned).toBe(true);
  });
});
