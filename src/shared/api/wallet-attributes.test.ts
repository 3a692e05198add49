import * as v from "valibot";
import { describe, expect, it } from "vitest";
import {
  businessWallet26,
  delegateWallet26,
  delegateWalletTopLevelOnly,
} from "./fixtures/core-2.6";
import { recordedAnswer } from "./fixtures/recorded";
import { single, walletSchema } from "./schemas";
import { walletMagistrate } from "./wallet-attributes";
import { walletLockedBalance } from "./wallet-locked-balance";

const wallet391 = (address: string) =>
  v.parse(single(walletSchema), recordedAnswer(`wallets/${address}`).body).data;
const GENESIS_1 = "ANBkoGqWeTSiaEVgVzSKZd3jS7UWzv9PSo";
const RESIGNED_DELEGATE = "AYECNqrQTRT4eKfwUCCX8zdp2ozcAsk3b7";
const BUSINESS = "AK9Ng7xXrZe4vBw6vzKnEx13U97cajW6XW";
const RESIGNED_BUSINESS = "AP6oqdUeFNRgRwVhE2K34zq7mg8JT6kaCb";
const ENTITY = "APBFYzut9ZJZYCNf2sHKaF6B4nBYHsjd69";

describe("the wallet's own delegate facts, both API generations", () => {
  it("2.6: attributes.delegate (with top-level username/isDelegate)", () => {
    const w = v.parse(walletSchema, delegateWallet26);
    expect(w.isDelegate).toBe(true);
    expect(w.delegate).toEqual({
      username: "arkpool",
      votes: "252345678901234",
      rank: 7,
      producedBlocks: 61700,
      forgedFees: "3456789012",
      forgedRewards: "123400000000",
      forgedTotal: "126856789012",
      lastBlock: { id: "4287196931437381154", height: 11999812 },
      isResigned: false,
    });
  });
  it("pre-2.6: only a top-level username — a delegate with no figures", () => {
    const w = v.parse(walletSchema, delegateWalletTopLevelOnly);
    expect(w.delegate).toEqual(
      expect.objectContaining({ username: "oldschool", isResigned: false }),
    );
    expect(w.delegate?.votes).toBeUndefined();
    expect(w.delegate?.rank).toBeUndefined();
    expect(w.balance).toBe("1023145260990");
  });
  it("3.9.1 (recorded): attributes.delegate of an active delegate", () => {
    const w = wallet391(GENESIS_1);
    expect(w.delegate).toEqual({
      username: "genesis_1",
      votes: "245151970000000",
      rank: 13,
      producedBlocks: 1,
      forgedFees: "0",
      forgedRewards: "0",
      forgedTotal: "0",
      lastBlock: { id: "7201924158925561985", height: 10 },
      isResigned: false,
    });
  });
  it("3.9.1 (recorded): a resigned delegate has no rank and no last block", () => {
    const w = wallet391(RESIGNED_DELEGATE);
    expect(w.delegate).toMatchObject({
      username: "e2e_resigned_b913de",
      votes: "0",
      isResigned: true,
      producedBlocks: 0,
    });
    expect(w.delegate?.rank).toBeUndefined();
    expect(w.delegate?.lastBlock).toBeUndefined();
    expect(w.isResigned).toBe(true);
  });
  it("a plain wallet has no delegate facts", () => {
    expect(v.parse(walletSchema, businessWallet26).delegate).toBeUndefined();
    expect(wallet391(ENTITY).delegate).toBeUndefined();
  });
});

/** A wallet answer as the wallet page sees it, with its magistrate facts read from the attributes. */
const magistrateOf = (raw: unknown) => {
  const w = v.parse(walletSchema, raw);
  return { ...w, ...walletMagistrate(w.attributes) };
};
const magistrate391 = (address: string) => {
  const w = wallet391(address);
  return { ...w, ...walletMagistrate(w.attributes) };
};

describe("the wallet's business and bridgechains, both API generations", () => {
  it("2.6: attributes.business with bridgechains keyed by genesis hash (text kept verbatim)", () => {
    const w = magistrateOf(businessWallet26);
    expect(w.business).toEqual({
      name: "ACME <b>Chains</b>",
      website: "https://acme.example",
      vat: "NL123456789B01",
      repository: "javascript:alert(1)",
      isResigned: false,
      bridgechains: [
        {
          genesisHash: "2a44f340d76ffc3df204c5f38cd355b7496c9065a1ade2ef92071436bd72e867",
          name: "acme-chain",
          seedNodes: ["192.0.2.1", "192.0.2.2"],
          ports: { "@arkecosystem/core-api": 4003, "@arkecosystem/core-webhooks": 4004 },
          repository: "https://github.com/acme/chain",
          assetRepository: undefined,
          website: "https://chain.acme.example",
          isResigned: false,
        },
        expect.objectContaining({ name: "old-chain", isResigned: true, website: undefined }),
      ],
    });
    expect(w.entities).toEqual([]);
  });
  it("3.9.1 (recorded): a legacy business registered below the AIP-36 height", () => {
    const w = magistrate391(BUSINESS);
    expect(w.business).toMatchObject({
      name: "E2E Business b913de",
      website: "https://updated.example.com",
      vat: "GB987654321",
      repository: "https://github.com/example/e2e-business",
      isResigned: false,
    });
    expect(w.business?.bridgechains).toEqual([
      {
        genesisHash: "3efa4a301e7bcb7eaf9e24f9d24ee47dc5d86f75bc3944592c25f707a6dd6dfe",
        name: "e2e_chain_b913de",
        seedNodes: ["192.0.2.10", "192.0.2.12"],
        ports: { "@arkecosystem/core-api": 4103 },
        repository: "https://github.com/example/e2e-chain",
        assetRepository: "https://github.com/example/e2e-chain-assets",
        website: undefined,
        isResigned: false,
      },
    ]);
  });
  it("3.9.1 (recorded): a resigned business and its resigned bridgechain", () => {
    const w = magistrate391(RESIGNED_BUSINESS);
    expect(w.business).toMatchObject({ name: "E2E Resigned Business b913de", isResigned: true });
    expect(w.business?.vat).toBeUndefined();
    expect(w.business?.bridgechains.map((c) => [c.name, c.isResigned])).toEqual([
      ["e2e_resigned_chain_b913de", true],
    ]);
  });
  it("3.9.1 (recorded): attributes.entities", () => {
    const w = magistrate391(ENTITY);
    expect(w.business).toBeUndefined();
    expect(w.entities).toEqual([
      {
        id: "f3c08de4bbfc743fec3a917b18c4432478a9745af1c67ab62f7b2ed1ad7b910e",
        type: 0,
        subType: 0,
        name: "e2e_entity_b913de",
        ipfsData: "Qmd1tzmmt8cpbr3UByFogHVqX5yrM59fHDRNRvxe2g495M",
        isResigned: false,
      },
    ]);
  });
  it("malformed attributes are dropped, not fatal", () => {
    const w = magistrateOf({
      address: "A1",
      balance: "0",
      attributes: {
        business: { businessAsset: "x" },
        entities: { a: { type: "nope" }, b: { type: 2, data: { name: 5 }, resigned: true } },
      },
    });
    expect(w.business).toBeUndefined();
    expect(w.entities).toEqual([
      { id: "b", type: 2, subType: 0, name: "", ipfsData: undefined, isResigned: true },
    ]);
  });
});

describe("the wallet's locked balance (HTLC), both API generations", () => {
  const lock = {
    amount: "900000000",
    recipientId: "AWMuLreAGQ5SzkNDKexUmt6UL4wGQhkStg",
    secretHash: "7e2be7fd31aefe232efc2749c544de2d7d2639f811bb19c223b6578bfdd1cab2",
    expiration: { type: 2, value: 1000003 },
  };

  it("3.x: attributes.htlc.lockedBalance (GET wallets/{id} of a local 3.9.1 node)", () => {
    const w = v.parse(walletSchema, {
      address: "AcMbfX2w4T1B49kQqyqvwCmEsZ2iKrGwfz",
      publicKey: "0217952c9bd6de0d053fe119fb49eeaf3cc98d5dc172eff54bd7d12ba599f3f5db",
      balance: "516452253627",
      nonce: "4",
      attributes: { htlc: { lockedBalance: "900000000", locks: { e0343dad: lock } } },
    });
    expect(walletLockedBalance(w)).toBe("900000000");
  });

  it("2.6: the top-level lockedBalance, with or without attributes", () => {
    const base = {
      address: "AcMbfX2w4T1B49kQqyqvwCmEsZ2iKrGwfz",
      balance: "516452253627",
      nonce: "4",
      isDelegate: false,
    };
    expect(
      walletLockedBalance(v.parse(walletSchema, { ...base, lockedBalance: "900000000" })),
    ).toBe("900000000");
    expect(
      walletLockedBalance(
        v.parse(walletSchema, {
          ...base,
          lockedBalance: "900000000",
          attributes: { htlc: { lockedBalance: "900000000", locks: {} } },
        }),
      ),
    ).toBe("900000000");
  });

  it("none: absent, 0 (every lock claimed or refunded) or not a whole number", () => {
    const htlc = (h: unknown) => ({ attributes: { htlc: h } });
    expect(
      walletLockedBalance(v.parse(walletSchema, { address: "A1", balance: "5" })),
    ).toBeUndefined();
    expect(walletLockedBalance(htlc({ lockedBalance: "0", locks: {} }))).toBeUndefined();
    expect(walletLockedBalance({ lockedBalanceTopLevel: "000" })).toBeUndefined();
    expect(walletLockedBalance(htlc({ lockedBalance: "-5" }))).toBeUndefined();
    expect(
      walletLockedBalance({
        ...htlc({ lockedBalance: { evil: true } }),
        lockedBalanceTopLevel: "7",
      }),
    ).toBeUndefined();
    expect(walletLockedBalance(htlc("garbage"))).toBeUndefined();
    expect(walletLockedBalance({ lockedBalanceTopLevel: 1.5 })).toBeUndefined();
    expect(walletLockedBalance({ lockedBalanceTopLevel: 2500 })).toBe("2500");
    expect(walletLockedBalance(htlc({ lockedBalance: "0012" }))).toBe("12");
  });
});
