import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import {
  describeRecipient,
  describeType,
  displayAmount,
  paidTo,
  selfPaymentAmount,
  sumArktoshi,
  transactionDirection,
} from "./describe";

const A = "AJmrqXNtbYzcRG5cKenT5aowWCGqwuHLaY";
const B = "Ae9K4DAHcF6C23YePUaz3bzYXdmGriw8ii";
const C = "ARXYMMxnFbFQmVpswqY4ndgKL8dVZK7Adk";
const KEY = "0288fb52a0b6a5f61e545351cbc1bd2cd437ce4712ef8ca6bbb52a95f78481cf07";
const KEY2 = "0221f05da2d9b1a35e1853a93c541aa87b640e4418462430607df78dbc736472ff";

type Tx = Pick<Transaction, "type" | "typeGroup" | "sender" | "recipient" | "amount" | "asset">;
const tx = (p: Partial<Tx>): Tx => ({
  type: 0,
  typeGroup: 1,
  sender: A,
  recipient: B,
  amount: "100",
  asset: undefined,
  ...p,
});
const multipayment = (payments: Array<[string, string]>, sender = A) =>
  tx({
    type: 6,
    sender,
    recipient: sender,
    amount: "0",
    asset: { payments: payments.map(([recipientId, amount]) => ({ recipientId, amount })) },
  });

describe("describeType", () => {
  it.each([
    ["transfer", tx({}), "TRANSFER", { key: "TRANSFER" }],
    [
      "vote",
      tx({ type: 3, recipient: A, asset: { votes: [`+${KEY}`] } }),
      "VOTE",
      { key: "VOTE", delegate: KEY },
    ],
    [
      "unvote",
      tx({ type: 3, recipient: A, asset: { votes: [`-${KEY}`] } }),
      "VOTE",
      { key: "UNVOTE", delegate: KEY },
    ],
    [
      "vote switch",
      tx({ type: 3, recipient: A, asset: { votes: [`-${KEY}`, `+${KEY2}`] } }),
      "VOTE",
      { key: "VOTE_SWITCH", delegate: KEY2 },
    ],
    ["vote with a broken asset", tx({ type: 3, asset: { votes: "x" } }), "VOTE", { key: "VOTE" }],
    ["multipayment", multipayment([[B, "1"]]), "MULTI_PAYMENT", { key: "MULTI_PAYMENT" }],
    [
      "business registration (group 2 type 0, not a transfer)",
      tx({ typeGroup: 2, type: 0, recipient: A }),
      "BUSINESS_REGISTRATION",
      { key: "BUSINESS_REGISTRATION" },
    ],
    [
      "entity registration",
      tx({ typeGroup: 2, type: 6, asset: { type: 0, subType: 0, action: 0 } }),
      "ENTITY",
      { key: "ENTITY_REGISTER" },
    ],
    [
      "entity update",
      tx({ typeGroup: 2, type: 6, asset: { type: 2, subType: 1, action: 1 } }),
      "ENTITY",
      { key: "ENTITY_UPDATE" },
    ],
    [
      "entity resignation",
      tx({ typeGroup: 2, type: 6, asset: { type: 4, action: 2 } }),
      "ENTITY",
      { key: "ENTITY_RESIGN" },
    ],
    [
      "entity with an unknown action",
      tx({ typeGroup: 2, type: 6, asset: { type: 0, action: 9 } }),
      "ENTITY",
      { key: "ENTITY" },
    ],
    ["unknown type", tx({ typeGroup: 9, type: 42 }), undefined, { key: "UNKNOWN" }],
  ])("%s", (_name, t, key, expected) => {
    expect(describeType(t, key)).toEqual(expected);
  });
});

describe("describeRecipient", () => {
  it.each([
    ["transfer", tx({}), { kind: "address", address: B }],
    ["timelock", tx({ type: 8 }), { kind: "address", address: B }],
    [
      "multipayment (3)",
      multipayment([
        [B, "1"],
        [C, "2"],
        [A, "3"],
      ]),
      { kind: "payments", count: 3 },
    ],
    [
      "multipayment, broken asset",
      tx({ type: 6, asset: { payments: "x" } }),
      { kind: "payments", count: 0 },
    ],
    // 3.x repeats the sender as recipient of non-transfers: not a payee
    ["vote", tx({ type: 3, recipient: A, asset: { votes: [`+${KEY}`] } }), { kind: "none" }],
    ["delegate registration", tx({ type: 2, recipient: A }), { kind: "none" }],
    ["timelock claim", tx({ type: 9, recipient: A }), { kind: "none" }],
    [
      "business registration (group 2 type 0, not a transfer)",
      tx({ typeGroup: 2, type: 0, recipient: A }),
      { kind: "none" },
    ],
    ["entity", tx({ typeGroup: 2, type: 6, recipient: A }), { kind: "none" }],
    ["unknown type", tx({ typeGroup: 9, type: 42 }), { kind: "none" }],
    ["transfer without recipient", tx({ recipient: undefined }), { kind: "none" }],
  ])("%s", (_name, t, expected) => {
    expect(describeRecipient(t)).toEqual(expected);
  });
});

describe("amounts", () => {
  it("sums arktoshi exactly beyond 2^53", () => {
    expect(sumArktoshi(["9007199254740993", "1"])).toBe("9007199254740994");
    expect(sumArktoshi([])).toBe("0");
  });
  const mp = multipayment([
    [B, "100"],
    [A, "25"],
    [C, "10"],
    [A, "5"],
  ]);
  it.each([
    ["multipayment total without a wallet", mp, undefined, "140"],
    ["multipayment total seen from the sender", mp, A, "140"],
    ["multipayment part paid to a recipient", mp, B, "100"],
    ["multipayment seen from an unrelated wallet", mp, "AOther", "140"],
    ["transfer", tx({ amount: "123" }), B, "123"],
    [
      "multipayment with no payments falls back to amount",
      tx({ type: 6, amount: "7", asset: {} }),
      undefined,
      "7",
    ],
  ])("displayAmount: %s", (_n, t, wallet, expected) => {
    expect(displayAmount(t, wallet)).toBe(expected);
  });
  it("paidTo / selfPaymentAmount", () => {
    expect(paidTo(mp, A)).toBe("30");
    expect(selfPaymentAmount(mp)).toBe("30");
    expect(selfPaymentAmount(multipayment([[B, "1"]]))).toBe("0");
    expect(selfPaymentAmount(tx({ recipient: A }))).toBe("0"); // a self-transfer is not a multipayment
  });
});

describe("transactionDirection", () => {
  it.each([
    ["no wallet", tx({}), undefined, undefined, "none"],
    ["transfer, sender", tx({}), A, undefined, "out"],
    ["transfer, recipient", tx({}), B, undefined, "in"],
    ["transfer, unrelated", tx({}), C, undefined, "none"],
    ["transfer to self", tx({ recipient: A }), A, undefined, "none"],
    [
      "zero amount (vote) from sender",
      tx({ type: 3, recipient: A, amount: "0" }),
      A,
      undefined,
      "none",
    ],
    ["multipayment, sender", multipayment([[B, "1"]]), A, undefined, "out"],
    ["multipayment, payee", multipayment([[B, "1"]]), B, undefined, "in"],
    ["multipayment, unrelated", multipayment([[B, "1"]]), C, undefined, "none"],
    ["timelock, sender", tx({ type: 8 }), A, undefined, "out"],
    ["timelock, recipient", tx({ type: 8 }), B, undefined, "in"],
    ["claim, not the recipient", tx({ type: 8 }), A, "claim", "out"],
    ["claim, the recipient", tx({ type: 8 }), B, "claim", "in"],
    ["refund, not the sender", tx({ type: 8 }), B, "refund", "out"],
    ["refund, the sender", tx({ type: 8 }), A, "refund", "none"],
  ] as const)("%s", (_n, t, wallet, status, expected) => {
    expect(transactionDirection(t, wallet, status)).toBe(expected);
  });
});
