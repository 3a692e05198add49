import { describe, expect, it } from "vitest";
import * as v from "valibot";
import {
  buildSnapshot,
  entitySchema,
  legacyBridgechainSchema,
  legacyBusinessSchema,
  pageOf,
  replayMagistrate,
  sortBusinesses,
} from "@/shared/api/endpoints/magistrate";
import { paged, transactionSchema, walletSchema } from "@/shared/api/schemas";
import recorded from "./fixtures/testnet-3.9.1.json";

/** 2.6 core-magistrate-api answers, with the business / bridgechain fields the app reads. */
const legacyBusinesses = {
  meta: {
    count: 2,
    pageCount: 1,
    totalCount: 2,
    next: null,
    previous: null,
    self: "/businesses?page=1&limit=10",
    first: "/businesses?page=1&limit=10",
    last: "/businesses?page=1&limit=10",
  },
  data: [
    {
      businessId: 2,
      address: "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK",
      publicKey: "03d3c6889608074b44155ad2e6577c3368e27e6e129c457418eb3e5ed029544e8d",
      name: "zeta corp",
      website: "https://zeta.example",
      vat: "NL1",
      repository: "https://github.com/zeta/zeta",
      isResigned: false,
    },
    {
      businessId: 1,
      address: "AJjv7WztjJNYHrLAeveG5NgHWp6699ZJwD",
      publicKey: "02c3d8b6e8b3d4b8b0b0a0bd1c5e9c8a1f45a1a5a6a1c3d4e5f6a7b8c9d0e1f2a3",
      name: "Alpha",
      website: "javascript:alert(1)",
      isResigned: true,
    },
  ],
};
const legacyBridgechains = {
  meta: { count: 1, pageCount: 1, totalCount: 1 },
  data: [
    {
      bridgechainId: 1,
      publicKey: "03d3c6889608074b44155ad2e6577c3368e27e6e129c457418eb3e5ed029544e8d",
      name: "ark-chain",
      seedNodes: ["1.2.3.4", "5.6.7.8"],
      ports: { "@arkecosystem/core-api": 4003 },
      genesisHash: "127e6fbfe24a750e72930c220a8e138275656b8e5d8f48a98c3c92df2caba935",
      bridgechainRepository: "https://github.com/ark/chain",
      bridgechainAssetRepository: "https://github.com/ark/assets",
      isResigned: false,
    },
  ],
};

describe("2.6 magistrate shapes", () => {
  it("normalises GET businesses", () => {
    const page = v.parse(paged(legacyBusinessSchema), legacyBusinesses);
    expect(page.meta.totalCount).toBe(2);
    expect(page.data[0]).toEqual({
      id: "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK",
      address: "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK",
      publicKey: "03d3c6889608074b44155ad2e6577c3368e27e6e129c457418eb3e5ed029544e8d",
      name: "zeta corp",
      website: "https://zeta.example",
      vat: "NL1",
      repository: "https://github.com/zeta/zeta",
      isResigned: false,
      kind: "business",
    });
    expect(page.data[1]).toMatchObject({
      name: "Alpha",
      website: "javascript:alert(1)",
      repository: undefined,
      isResigned: true,
    });
  });
  it("normalises GET bridgechains", () => {
    const page = v.parse(paged(legacyBridgechainSchema), legacyBridgechains);
    expect(page.data[0]).toEqual({
      id: "127e6fbfe24a750e72930c220a8e138275656b8e5d8f48a98c3c92df2caba935",
      genesisHash: "127e6fbfe24a750e72930c220a8e138275656b8e5d8f48a98c3c92df2caba935",
      publicKey: "03d3c6889608074b44155ad2e6577c3368e27e6e129c457418eb3e5ed029544e8d",
      address: undefined,
      name: "ark-chain",
      seedNodes: ["1.2.3.4", "5.6.7.8"],
      bridgechainRepository: "https://github.com/ark/chain",
      bridgechainAssetRepository: "https://github.com/ark/assets",
      isResigned: false,
    });
  });
  it("sorts by name asc, case-insensitively", () => {
    const page = v.parse(paged(legacyBusinessSchema), legacyBusinesses);
    expect(sortBusinesses(page.data, { id: "name", desc: false }).map((b) => b.name)).toEqual([
      "Alpha",
      "zeta corp",
    ]);
    expect(sortBusinesses(page.data, { id: "name", desc: true }).map((b) => b.name)).toEqual([
      "zeta corp",
      "Alpha",
    ]);
  });
});

describe("3.x magistrate snapshot (fixtures recorded from the 3.9.1 testnet)", () => {
  const transactions = v.parse(v.array(transactionSchema), recorded.transactions);
  const wallets = v.parse(v.array(walletSchema), recorded.wallets);
  const entities = v.parse(v.array(entitySchema), recorded.entities);
  const byName = <T extends { name: string }>(list: T[], prefix: string) =>
    list.find((x) => x.name.startsWith(prefix));

  it("replays registration, update and resignation from the transactions alone", () => {
    const snap = replayMagistrate(transactions);
    const biz = byName(snap.businesses, "E2E Business")!;
    expect(biz.website).toBe("https://updated.example.com"); // business update applied
    expect(biz.vat).toBe("GB987654321");
    expect(biz.repository).toBe("https://github.com/example/e2e-business");
    expect(byName(snap.businesses, "E2E Resigned Business")!.isResigned).toBe(true);
    const chain = byName(snap.bridgechains, "e2e_chain")!;
    expect(chain.seedNodes).toEqual(["192.0.2.10", "192.0.2.12"]); // bridgechain update applied
    expect(chain.address).toBe(biz.address);
    expect(byName(snap.bridgechains, "e2e_resigned_chain")!.isResigned).toBe(true);
  });

  it("matches the wallet attributes (the authority) after the overlay", () => {
    const snap = buildSnapshot(transactions, wallets, entities);
    expect(snap.businesses).toHaveLength(4); // 3 legacy businesses + the recorded business entity
    expect(snap.businesses.find((b) => b.kind === "entity")?.name).toMatch(/^e2e_entity_/);
    expect(snap.bridgechains).toHaveLength(2);
    const hostile = byName(snap.businesses, "E2E Hostile")!;
    expect(hostile.website).toBe("javascript:window.__pwned=1"); // kept as data; the UI renders it as text
    const chain = byName(snap.bridgechains, "e2e_chain")!;
    expect(chain).toMatchObject({
      seedNodes: ["192.0.2.10", "192.0.2.12"],
      isResigned: false,
      bridgechainRepository: "https://github.com/example/e2e-chain",
    });
    expect(chain.publicKey).toMatch(/^0[23][0-9a-f]{64}$/);
  });

  it("prefers wallet attributes over a stale replay", () => {
    const [first] = wallets.filter((w) => w.attributes?.business);
    const snap = buildSnapshot([], [first!], []);
    expect(snap.businesses[0]!.address).toBe(first!.address);
  });

  it("adds entity registrations of type business", () => {
    const entity = v.parse(entitySchema, {
      id: "bc424b0ed2517133269e7130f2bf502e4e5756fa63c93d4536a8860b13519f48",
      address: "AaMGSW4CrB46YGmvjqaKJN3QSMy9fN9QHp",
      publicKey: "02c31dac0d8508275f246c00eb794354388f4bac30b5582dd690fe0247c466920e",
      isResigned: false,
      type: 0,
      subType: 0,
      data: { name: "e2e_entity_x", ipfsData: "Qm..." },
    });
    const plugin = v.parse(entitySchema, { ...entity, id: "p", type: 2, data: { name: "plugin" } });
    const snap = buildSnapshot(transactions, wallets, [entity, plugin]);
    expect(snap.businesses.find((b) => b.kind === "entity")).toMatchObject({
      id: `entity:${entity.id}`,
      name: "e2e_entity_x",
      address: "AaMGSW4CrB46YGmvjqaKJN3QSMy9fN9QHp",
    });
    expect(snap.businesses.some((b) => b.name === "plugin")).toBe(false);
  });

  it("pages an in-memory list", () => {
    const page = pageOf([1, 2, 3, 4, 5], 2, 2);
    expect(page.data).toEqual([3, 4]);
    expect(page.meta).toMatchObject({ pageCount: 3, totalCount: 5 });
    expect(pageOf([], 1, 10).meta.pageCount).toBe(1);
  });
});
