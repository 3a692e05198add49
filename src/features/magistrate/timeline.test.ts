import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { bridgechainTimeline, businessTimeline, entityRegistrationId } from "./timeline";

const tx = (over: Partial<Transaction>): Transaction =>
  ({
    id: "x",
    type: 0,
    typeGroup: 2,
    amount: "0",
    fee: "0",
    sender: "A",
    confirmations: 0,
    ...over,
  }) as Transaction;
const at = (epoch: number) => ({ epoch, unix: 1490101200 + epoch, human: "" });
const HASH = "c98418096900bd30af1b9eb593a5839399105bf5cc2698b697a47effead378c4";
const OTHER = "0cbb4eb0dc1d744695975e9131fe9d31d177044a3846a35bfd957c704a51a466";

/** What ARK Core 3.9.1 answered for the seeded business, given newest first as a list would. */
const history3x = [
  tx({ id: "resign", type: 1, timestamp: at(40), nonce: "5", asset: undefined }),
  tx({
    id: "chainUpdate",
    type: 5,
    timestamp: at(32),
    nonce: "4",
    asset: {
      bridgechainUpdate: {
        bridgechainId: HASH,
        seedNodes: ["192.0.2.10", "192.0.2.12"],
        ports: { "@arkecosystem/core-api": 4103 },
      },
    },
  }),
  tx({
    id: "update",
    type: 2,
    timestamp: at(16),
    nonce: "2",
    asset: { businessUpdate: { website: "https://updated.example.com", vat: "GB987654321" } },
  }),
  // same second as the update: the nonce decides
  tx({
    id: "chainReg",
    type: 3,
    timestamp: at(16),
    nonce: "3",
    asset: {
      bridgechainRegistration: {
        name: "chain",
        genesisHash: HASH,
        seedNodes: ["192.0.2.10"],
        bridgechainRepository: "https://github.com/x/y",
      },
    },
  }),
  tx({
    id: "otherChainReg",
    type: 3,
    timestamp: at(17),
    nonce: "6",
    asset: { bridgechainRegistration: { name: "other", genesisHash: OTHER } },
  }),
  tx({
    id: "reg",
    type: 0,
    timestamp: at(0),
    nonce: "1",
    asset: {
      businessRegistration: {
        name: "<img src=x onerror=alert(1)>",
        website: "javascript:alert(1)",
        vat: "GB1",
      },
    },
  }),
  tx({ id: "transfer", typeGroup: 1, type: 0, timestamp: at(1), nonce: "7" }),
];

describe("businessTimeline", () => {
  it("registration → updates → resignation in chain order, each with its transaction, time and what it set", () => {
    const steps = businessTimeline({ id: "A", kind: "business" }, history3x);
    expect(steps.map((s) => [s.kind, s.transactionId])).toEqual([
      ["registered", "reg"],
      ["updated", "update"],
      ["resigned", "resign"],
    ]);
    expect(steps[0]).toEqual({
      kind: "registered",
      transactionId: "reg",
      unix: 1490101200,
      // hostile text is kept as text: rendering decides (text nodes, http(s)-only links)
      changes: [
        { field: "name", value: "<img src=x onerror=alert(1)>" },
        { field: "website", value: "javascript:alert(1)" },
        { field: "vat", value: "GB1" },
      ],
    });
    expect(steps[1]!.changes).toEqual([
      { field: "website", value: "https://updated.example.com" },
      { field: "vat", value: "GB987654321" },
    ]);
    expect(steps[2]!.changes).toEqual([]);
  });

  it("3.x entities: type 6 by action, the updates and resignation naming the registration", () => {
    const reg = tx({
      id: "E1",
      type: 6,
      timestamp: at(1),
      asset: { type: 0, subType: 0, action: 0, data: { name: "ent", ipfsData: "Qm1" } },
    });
    const update = tx({
      id: "E2",
      type: 6,
      timestamp: at(2),
      asset: { type: 0, subType: 0, action: 1, registrationId: "E1", data: { ipfsData: "Qm2" } },
    });
    const otherUpdate = tx({
      id: "E3",
      type: 6,
      timestamp: at(3),
      asset: { action: 1, registrationId: "E9", data: {} },
    });
    const resign = tx({
      id: "E4",
      type: 6,
      timestamp: at(4),
      asset: { type: 0, subType: 0, action: 2, registrationId: "E1", data: {} },
    });
    const business = { id: "entity:E1", kind: "entity" as const };
    expect(entityRegistrationId(business)).toBe("E1");
    const steps = businessTimeline(business, [resign, otherUpdate, update, reg, ...history3x]);
    expect(steps.map((s) => [s.kind, s.transactionId])).toEqual([
      ["registered", "E1"],
      ["updated", "E2"],
      ["resigned", "E4"],
    ]);
    expect(steps[1]!.changes).toEqual([{ field: "ipfsData", value: "Qm2" }]);
  });

  it("2.6-shaped answers (numbers as strings, no nonce) order by timestamp", () => {
    const reg = tx({
      id: "r",
      type: 0,
      timestamp: at(5),
      asset: { businessRegistration: { name: "b" } },
    });
    const upd = tx({
      id: "u",
      type: 2,
      timestamp: at(9),
      asset: { businessUpdate: { name: "b2" } },
    });
    expect(
      businessTimeline({ id: "A", kind: "business" }, [upd, reg]).map((s) => s.transactionId),
    ).toEqual(["r", "u"]);
  });
});

describe("bridgechainTimeline", () => {
  it("only the chain's own registration, updates and resignation, in order", () => {
    const resign = tx({
      id: "chainResign",
      type: 4,
      timestamp: at(50),
      nonce: "8",
      asset: { bridgechainResignation: { bridgechainId: HASH } },
    });
    const steps = bridgechainTimeline({ id: HASH, genesisHash: HASH }, [resign, ...history3x]);
    expect(steps.map((s) => [s.kind, s.transactionId])).toEqual([
      ["registered", "chainReg"],
      ["updated", "chainUpdate"],
      ["resigned", "chainResign"],
    ]);
    expect(steps[0]!.changes).toEqual([
      { field: "name", value: "chain" },
      { field: "genesisHash", value: HASH },
      { field: "seedNodes", value: "192.0.2.10" },
      { field: "bridgechainRepository", value: "https://github.com/x/y" },
    ]);
    expect(steps[1]!.changes).toEqual([
      { field: "seedNodes", value: "192.0.2.10, 192.0.2.12" },
      { field: "ports", value: "@arkecosystem/core-api: 4103" },
    ]);
  });

  it("none for a chain not in the history", () => {
    expect(
      bridgechainTimeline({ id: "ff".repeat(32), genesisHash: "ff".repeat(32) }, history3x),
    ).toEqual([]);
  });
});
