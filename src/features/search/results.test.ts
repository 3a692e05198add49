import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Bridgechain, Business } from "@/shared/api/endpoints/magistrate";
import { blockSchema, delegateSchema, transactionSchema, walletSchema } from "@/shared/api/schemas";
import {
  advancedSearchFor,
  countResults,
  groupResults,
  planSearch,
  type SearchAnswers,
} from "./results";
import { searchQueryOf } from "./query-class";

const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";
const PUBLIC_KEY = "0377f81a18d25d77b100cb17e829a72259f08334d064f6c887298917a04df8f647";
const TX_ID = "4077c4acffa0b0963e16ee10d277e0a91b043dbb7f25f6dfb7659e22b6e5d620";
const BLOCK_ID = "11782464846685664190";
const TIME = { epoch: 1, unix: 1490101201, human: "2017-03-21T13:00:01.000Z" };

const delegate = (username: string, i: number) =>
  v.parse(delegateSchema, {
    username,
    address: `A${username}`,
    publicKey: `02${String(i).padStart(64, "0")}`,
    rank: i,
  });
const block = (height: number, id = BLOCK_ID) =>
  v.parse(blockSchema, {
    id,
    height,
    timestamp: TIME,
    generator: { address: ADDRESS },
    forged: { reward: "200000000", fee: "0", total: "200000000" },
  });
const transaction = (type: number) =>
  v.parse(transactionSchema, {
    id: TX_ID,
    type,
    typeGroup: 1,
    amount: "100",
    fee: "1",
    sender: ADDRESS,
    timestamp: TIME,
  });
const wallet = () =>
  v.parse(walletSchema, { address: ADDRESS, publicKey: PUBLIC_KEY, balance: "5" });
const business = (name: string, address = `A${name}`): Business => ({
  id: address,
  address,
  name,
  isResigned: false,
  kind: "business",
});
const bridgechain = (name: string): Bridgechain => ({
  id: `hash-${name}`,
  genesisHash: `hash-${name}`,
  publicKey: PUBLIC_KEY,
  name,
  seedNodes: [],
  isResigned: false,
});

const kinds = (groups: ReturnType<typeof groupResults>) =>
  groups.map((g) => [g.kind, g.items.map((i) => i.key)]);

describe("searchQueryOf (the /search/{query} parameter)", () => {
  it("trims and caps at 200 characters", () => {
    expect(searchQueryOf("  genes ")).toBe("genes");
    expect(searchQueryOf(undefined)).toBe("");
    expect(searchQueryOf("x".repeat(300))).toHaveLength(200);
  });
});

describe("planSearch (what the results page asks)", () => {
  it("a name: delegates by prefix and magistrate names, no id lookups", () => {
    expect(planSearch("Genes")).toEqual({
      query: "Genes",
      delegatePrefix: "genes",
      wallet: null,
      block: null,
      transaction: null,
      magistrateName: "genes",
    });
  });
  it("digits: a block (height or id) and delegate names, which may be digits", () => {
    expect(planSearch("42")).toMatchObject({
      block: "42",
      delegatePrefix: "42",
      transaction: null,
      wallet: null,
    });
  });
  it("64 hex: block and transaction (lowercased), no names", () => {
    expect(planSearch(TX_ID.toUpperCase())).toMatchObject({
      block: TX_ID,
      transaction: TX_ID,
      delegatePrefix: null,
      magistrateName: null,
      wallet: null,
    });
  });
  it("an address or a public key: the wallet, asked as typed", () => {
    expect(planSearch(ADDRESS)).toMatchObject({
      wallet: ADDRESS,
      block: null,
      delegatePrefix: null,
      magistrateName: null,
    });
    expect(planSearch(PUBLIC_KEY)).toMatchObject({
      wallet: PUBLIC_KEY,
      transaction: null,
      delegatePrefix: null,
    });
  });
  it("text that is no id nor username: the magistrate names only", () => {
    expect(planSearch("no such thing 42!")).toMatchObject({
      delegatePrefix: null,
      wallet: null,
      block: null,
      transaction: null,
      magistrateName: "no such thing 42!",
    });
  });
});

describe("groupResults", () => {
  it("groups by kind in a fixed order and leaves empty kinds out", () => {
    const answers: SearchAnswers = {
      delegates: { data: [delegate("42pool", 3)], more: false },
      block: block(42),
      magistrate: { businesses: [business("The 42 shop")], bridgechains: [bridgechain("chain42")] },
    };
    const groups = groupResults(planSearch("42"), answers, {
      AKnown: "42 Exchange",
      AOther: "Other",
    });
    expect(kinds(groups)).toEqual([
      ["block", [BLOCK_ID]],
      ["delegate", [delegate("42pool", 3).publicKey]],
      ["known", ["AKnown"]],
      ["business", ["AThe 42 shop"]],
      ["bridgechain", ["hash-chain42"]],
    ]);
    expect(countResults(groups)).toBe(5);
  });

  it("delegates and known wallets by name prefix, case-insensitive, numbers in order", () => {
    const answers: SearchAnswers = {
      delegates: {
        data: [
          delegate("genesis_10", 10),
          delegate("genesis_2", 2),
          delegate("genesis_1", 1),
          delegate("agenesis", 4),
        ],
        more: true,
      },
    };
    const known = { AG1: "Genesis Fund", AG2: "The Genesis", AG3: "genesis cold" };
    const groups = groupResults(planSearch("GENES"), answers, known);
    const names = groups.map((g) => [
      g.kind,
      g.items.map((i) =>
        i.kind === "delegate" ? i.delegate.username : i.kind === "known" ? i.name : i.key,
      ),
    ]);
    expect(names).toEqual([
      ["delegate", ["genesis_1", "genesis_2", "genesis_10"]],
      ["known", ["genesis cold", "Genesis Fund"]],
    ]);
    expect(groups[0]!.more).toBe(true);
    expect(groups[1]!.more).toBe(false);
  });

  it("businesses and bridgechains whose name contains the query; nameless ones never match", () => {
    const answers: SearchAnswers = {
      delegates: { data: [], more: false },
      magistrate: {
        businesses: [
          business("E2E Business abc"),
          business("Other"),
          business("", "ANameless"),
          business("e2e zeta"),
        ],
        bridgechains: [bridgechain("my-e2e-chain"), bridgechain("else")],
      },
    };
    const groups = groupResults(planSearch("e2e"), answers, {});
    expect(kinds(groups)).toEqual([
      ["business", ["AE2E Business abc", "Ae2e zeta"]],
      ["bridgechain", ["hash-my-e2e-chain"]],
    ]);
  });

  it("a transaction id: the transaction, or a lock for a lock transaction (its page is the transaction's)", () => {
    const plan = planSearch(TX_ID);
    expect(kinds(groupResults(plan, { transaction: transaction(0), block: null }, {}))).toEqual([
      ["transaction", [TX_ID]],
    ]);
    expect(kinds(groupResults(plan, { transaction: transaction(8), block: null }, {}))).toEqual([
      ["lock", [TX_ID]],
    ]);
  });

  it("an address: the wallet", () => {
    expect(kinds(groupResults(planSearch(ADDRESS), { wallet: wallet() }, {}))).toEqual([
      ["wallet", [ADDRESS]],
    ]);
  });

  it("answers not found or not in yet give no group; nothing at all → no groups", () => {
    expect(groupResults(planSearch(TX_ID), { transaction: null, block: undefined }, {})).toEqual(
      [],
    );
    expect(
      groupResults(
        planSearch("no such thing 42!"),
        { magistrate: { businesses: [], bridgechains: [] } },
        {},
      ),
    ).toEqual([]);
    expect(countResults([])).toBe(0);
  });

  it("known-wallet names may hold spaces and capitals: matched by prefix whatever the query's shape", () => {
    const groups = groupResults(
      planSearch("binance c"),
      {},
      { AB: "Binance Cold", AC: "Coinbase" },
    );
    expect(kinds(groups)).toEqual([["known", ["AB"]]]);
  });
});

describe("advancedSearchFor (the link when nothing matched)", () => {
  it("pre-fills what the query can be", () => {
    expect(advancedSearchFor(planSearch(TX_ID.toUpperCase()))).toEqual({
      kind: "transactions",
      values: { id: TX_ID },
    });
    expect(advancedSearchFor(planSearch("123"))).toEqual({
      kind: "blocks",
      values: { "height.from": "123", "height.to": "123" },
    });
    expect(advancedSearchFor(planSearch(BLOCK_ID))).toEqual({
      kind: "blocks",
      values: { id: BLOCK_ID },
    });
    expect(advancedSearchFor(planSearch(ADDRESS))).toEqual({
      kind: "wallets",
      values: { address: ADDRESS },
    });
    expect(advancedSearchFor(planSearch(PUBLIC_KEY))).toEqual({
      kind: "wallets",
      values: { publicKey: PUBLIC_KEY },
    });
  });
  it("other text: transactions whose memo contains it; very long text: the empty form", () => {
    expect(advancedSearchFor(planSearch("no such thing 42!"))).toEqual({
      kind: "transactions",
      values: { vendorField: "%no such thing 42!%" },
    });
    expect(advancedSearchFor(planSearch("x".repeat(65)))).toBeNull();
    expect(advancedSearchFor(planSearch(""))).toBeNull();
  });
});
