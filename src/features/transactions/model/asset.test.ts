import { describe, expect, it } from "vitest";
import {
  readAssetFields,
  readClaim,
  readIpfs,
  readLock,
  readMultiSignature,
  readPayments,
  readVotes,
} from "./asset";

describe("asset readers never throw on hostile shapes", () => {
  const junk = [
    undefined,
    {},
    { payments: null },
    { payments: [1, "x", null, { recipientId: 3 }] },
    { votes: "x" },
    { lock: [] },
  ];
  it.each(junk)("%j", (asset) => {
    expect(() => [
      readPayments(asset),
      readVotes(asset),
      readLock(asset),
      readClaim(asset),
      readIpfs(asset),
      readMultiSignature(asset),
      readAssetFields(asset, "x"),
    ]).not.toThrow();
  });
  it("payments skip invalid items and non-integer amounts", () => {
    expect(
      readPayments({
        payments: [
          { recipientId: "A", amount: "5" },
          { recipientId: "B", amount: "1e3" },
          { amount: "1" },
          { recipientId: "C", amount: 7 },
        ],
      }),
    ).toEqual([
      { recipientId: "A", amount: "5" },
      { recipientId: "C", amount: "7" },
    ]);
  });
  it("votes", () => {
    expect(readVotes({ votes: ["+k1", "-k2", "k3", "", 5] })).toEqual([
      { kind: "vote", delegate: "k1" },
      { kind: "unvote", delegate: "k2" },
    ]);
  });
  it("lock / claim / ipfs / multisig", () => {
    expect(
      readLock({ lock: { secretHash: "h", expiration: { type: 2, value: 1000003 } } }),
    ).toEqual({ secretHash: "h", expirationType: 2, expirationValue: 1000003 });
    expect(readClaim({ claim: { lockTransactionId: "l", unlockSecret: "s" } })).toEqual({
      lockTransactionId: "l",
      unlockSecret: "s",
    });
    expect(readIpfs({ ipfs: "Qm1" })).toBe("Qm1");
    expect(readIpfs({ ipfs: { dag: "Qm2" } })).toBe("Qm2");
    expect(readMultiSignature({ multiSignature: { min: 2, publicKeys: ["a", "b", 3] } })).toEqual({
      min: 2,
      publicKeys: ["a", "b"],
      lifetime: undefined,
    });
  });
  it("magistrate fields flatten one level; nested objects become pairs", () => {
    expect(
      readAssetFields(
        {
          bridgechainRegistration: {
            name: "n",
            seedNodes: ["1.2.3.4"],
            ports: { "@arkecosystem/core-api": 4003 },
            website: "javascript:x",
          },
        },
        "bridgechainRegistration",
      ),
    ).toEqual([
      ["name", { kind: "text", value: "n" }],
      ["seedNodes", { kind: "list", value: ["1.2.3.4"] }],
      ["ports", { kind: "pairs", value: [["@arkecosystem/core-api", "4003"]] }],
      ["website", { kind: "text", value: "javascript:x" }],
    ]);
    expect(
      readAssetFields({ type: 0, data: { name: "e", ipfsData: "Qm", extra: { deep: { x: 1 } } } }),
    ).toEqual([
      ["type", { kind: "text", value: "0" }],
      ["data.name", { kind: "text", value: "e" }],
      ["data.ipfsData", { kind: "text", value: "Qm" }],
      ["data.extra.deep", { kind: "pairs", value: [["x", "1"]] }],
    ]);
  });
});
