import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { applicableFields, shortId, summarise } from "./summary";

const A = "AJmrqXNtbYzcRG5cKenT5aowWCGqwuHLaY";
const B = "Ae9K4DAHcF6C23YePUaz3bzYXdmGriw8ii";
const C = "ARXYMMxnFbFQmVpswqY4ndgKL8dVZK7Adk";
const KEY = "0288fb52a0b6a5f61e545351cbc1bd2cd437ce4712ef8ca6bbb52a95f78481cf07";
const KEY2 = "0221f05da2d9b1a35e1853a93c541aa87b640e4418462430607df78dbc736472ff";
const LOCK = "b".repeat(64);

type Tx = Pick<
  Transaction,
  "id" | "type" | "typeGroup" | "sender" | "recipient" | "amount" | "asset"
>;
/** A transaction as 3.x answers it: `recipient` repeats the sender for types without a payee. */
const tx = (p: Partial<Tx>): Tx => ({
  id: "a".repeat(64),
  type: 0,
  typeGroup: 1,
  sender: A,
  recipient: A,
  amount: "0",
  asset: undefined,
  ...p,
});

describe("summarise: what each type did", () => {
  it("a transfer: sender, amount, recipient", () => {
    expect(summarise(tx({ recipient: B, amount: "1200000000" }))).toEqual({
      kind: "transfer",
      sender: A,
      recipient: B,
      amount: "1200000000",
    });
  });

  it("votes: a vote, an unvote, and a switch (unvote + vote) from one delegate to another", () => {
    expect(summarise(tx({ type: 3, asset: { votes: [`+${KEY}`] } }))).toEqual({
      kind: "vote",
      sender: A,
      delegate: KEY,
    });
    expect(summarise(tx({ type: 3, asset: { votes: [`-${KEY}`] } }))).toEqual({
      kind: "unvote",
      sender: A,
      delegate: KEY,
    });
    expect(summarise(tx({ type: 3, asset: { votes: [`-${KEY}`, `+${KEY2}`] } }))).toEqual({
      kind: "voteSwitch",
      sender: A,
      from: KEY,
      to: KEY2,
    });
  });

  it("a vote without readable votes is an unknown type, not a vote for nobody", () => {
    expect(summarise(tx({ type: 3, asset: { votes: "nonsense" } })).kind).toBe("unknown");
  });

  it("second signature, delegate registration (with the username) and resignation", () => {
    expect(summarise(tx({ type: 1, asset: { signature: { publicKey: KEY } } }))).toEqual({
      kind: "secondSignature",
      sender: A,
    });
    expect(
      summarise(tx({ type: 2, asset: { delegate: { username: "<b>genesis_7</b>" } } })),
    ).toEqual({ kind: "delegateRegistration", sender: A, username: "<b>genesis_7</b>" });
    expect(summarise(tx({ type: 2, asset: { delegate: { username: "" } } }))).toEqual({
      kind: "delegateRegistration",
      sender: A,
      username: undefined,
    });
    expect(summarise(tx({ type: 7 }))).toEqual({ kind: "delegateResignation", sender: A });
  });

  it("a multi-signature registration: its minimum of its participants", () => {
    expect(
      summarise(
        tx({ type: 4, asset: { multiSignature: { min: 2, publicKeys: [KEY, KEY2, KEY] } } }),
      ),
    ).toEqual({ kind: "multiSignature", sender: A, min: 2, count: 3 });
  });

  it("IPFS: the stored hash", () => {
    expect(summarise(tx({ type: 5, asset: { ipfs: "QmHash" } }))).toEqual({
      kind: "ipfs",
      sender: A,
      hash: "QmHash",
    });
  });

  it("a multipayment: the number of payments and their exact total (3.x amount 0)", () => {
    expect(
      summarise(
        tx({
          type: 6,
          asset: {
            payments: [
              { recipientId: B, amount: "900719925474099300" },
              { recipientId: C, amount: "1" },
              { recipientId: A, amount: "100" },
            ],
          },
        }),
      ),
    ).toEqual({ kind: "multiPayment", sender: A, count: 3, total: "900719925474099401" });
  });

  it("a lock: amount, recipient and expiration by time or height", () => {
    const lock = (type: number) =>
      tx({
        type: 8,
        recipient: B,
        amount: "500000000",
        asset: { lock: { secretHash: "c".repeat(64), expiration: { type, value: 1002 } } },
      });
    expect(summarise(lock(2))).toEqual({
      kind: "lock",
      sender: A,
      recipient: B,
      amount: "500000000",
      expiration: { type: "height", value: 1002 },
    });
    expect(summarise(lock(1))).toMatchObject({ expiration: { type: "time", value: 1002 } });
    expect(summarise(lock(9))).not.toHaveProperty("expiration");
  });

  it("a claim and a refund: the lock they unlocked", () => {
    expect(summarise(tx({ type: 9, asset: { claim: { lockTransactionId: LOCK } } }))).toEqual({
      kind: "claim",
      sender: A,
      lockId: LOCK,
    });
    expect(summarise(tx({ type: 10, asset: { refund: { lockTransactionId: LOCK } } }))).toEqual({
      kind: "refund",
      sender: A,
      lockId: LOCK,
    });
    expect(summarise(tx({ type: 10 }))).toEqual({ kind: "refund", sender: A, lockId: undefined });
  });

  it("legacy magistrate: business and bridgechain, by action, with the name where the asset has one", () => {
    expect(
      summarise(tx({ typeGroup: 2, type: 0, asset: { businessRegistration: { name: "Acme" } } })),
    ).toEqual({
      kind: "magistrate",
      sender: A,
      entity: "business",
      action: "register",
      name: "Acme",
    });
    expect(
      summarise(tx({ typeGroup: 2, type: 2, asset: { businessUpdate: { vat: "GB1" } } })),
    ).toEqual({ kind: "magistrate", sender: A, entity: "business", action: "update" });
    expect(summarise(tx({ typeGroup: 2, type: 1 }))).toEqual({
      kind: "magistrate",
      sender: A,
      entity: "business",
      action: "resign",
    });
    expect(
      summarise(
        tx({ typeGroup: 2, type: 3, asset: { bridgechainRegistration: { name: "Chain" } } }),
      ),
    ).toMatchObject({ entity: "bridgechain", action: "register", name: "Chain" });
    expect(summarise(tx({ typeGroup: 2, type: 5 }))).toMatchObject({
      entity: "bridgechain",
      action: "update",
    });
    expect(summarise(tx({ typeGroup: 2, type: 4 }))).toMatchObject({
      entity: "bridgechain",
      action: "resign",
    });
  });

  it("a 3.x entity: kind, action and name; numbers outside the enums stay numbers", () => {
    expect(
      summarise(
        tx({
          typeGroup: 2,
          type: 6,
          asset: { type: 0, subType: 0, action: 0, data: { name: "e2e_entity" } },
        }),
      ),
    ).toEqual({
      kind: "entity",
      sender: A,
      entityType: { key: "business", value: 0 },
      action: { key: "register", value: 0 },
      name: "e2e_entity",
    });
    expect(
      summarise(tx({ typeGroup: 2, type: 6, asset: { type: 77, subType: 0, action: 9 } })),
    ).toEqual({
      kind: "entity",
      sender: A,
      entityType: { key: undefined, value: 77 },
      action: { key: undefined, value: 9 },
    });
  });

  it("an unknown type or group: its numbers", () => {
    expect(summarise(tx({ typeGroup: 1, type: 42 }))).toEqual({
      kind: "unknown",
      sender: A,
      typeGroup: 1,
      type: 42,
    });
    expect(summarise(tx({ typeGroup: 9, type: 0 }))).toMatchObject({ kind: "unknown" });
  });
});

describe("applicableFields: rows that do not apply are left out", () => {
  it("a transfer and a lock have a recipient and an amount", () => {
    expect(applicableFields(tx({ recipient: B, amount: "1" }))).toEqual({
      recipient: true,
      amount: true,
    });
    expect(applicableFields(tx({ type: 8, recipient: B, amount: "1" }))).toEqual({
      recipient: true,
      amount: true,
    });
  });

  it("a multipayment has its recipients and its total", () => {
    expect(
      applicableFields(tx({ type: 6, asset: { payments: [{ recipientId: B, amount: "5" }] } })),
    ).toEqual({ recipient: true, amount: true });
  });

  it("votes, registrations, resignations, claims, refunds, IPFS and magistrate: neither (3.x repeats the sender as recipient, amount 0)", () => {
    for (const [typeGroup, type] of [
      [1, 1],
      [1, 2],
      [1, 3],
      [1, 4],
      [1, 5],
      [1, 7],
      [1, 9],
      [1, 10],
      [2, 0],
      [2, 6],
    ] as const)
      expect(applicableFields(tx({ typeGroup, type })), `${typeGroup}/${type}`).toEqual({
        recipient: false,
        amount: false,
      });
  });

  it("a non-transfer type that does carry an amount shows it", () => {
    expect(applicableFields(tx({ type: 3, amount: "7" }))).toEqual({
      recipient: false,
      amount: true,
    });
  });
});

describe("shortId", () => {
  it("keeps 4 characters at either end", () => {
    expect(shortId(`9f3a${"0".repeat(56)}c21e`)).toBe("9f3a…c21e");
    expect(shortId("short")).toBe("short");
    expect(shortId("123456789")).toBe("123456789");
  });
});
