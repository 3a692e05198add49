import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCapability, noteCoreVersion, resetCapabilities } from "../capabilities";
import { delegate26 } from "../fixtures/core-2.6";
import { FAKE_SERVER, fakeNode, type FakeAnswer } from "../fixtures/fake-node";
import { searchDelegatesByName } from "./delegates";
import { getAllMagistrate, type MagistrateSnapshot } from "./magistrate";

/** A delegate as ARK Core 3.9.1 answers it (GET delegates; the fields the schema reads). */
const delegate391 = (username: string, rank: number) => ({
  username,
  address: `AZuvQC5WuVpPE9jwMCJcA28X5e7Ni32W${String(rank).padStart(2, "0")}`,
  publicKey: `0345ef2a1e4f64707044ba600efdc72aaad281c5a73195f930527c54d7cc8919${String(rank).padStart(2, "0")}`,
  votes: "245397700000000",
  rank,
  isResigned: false,
  blocks: { produced: 3 },
  production: { approval: 1.99 },
  forged: { fees: "0", rewards: "600000000", total: "600000000" },
});
const page = (data: unknown[], totalCount = data.length, pageCount = 1): FakeAnswer => ({
  status: 200,
  body: { meta: { count: data.length, pageCount, totalCount, totalCountIsEstimate: false }, data },
});
const notFound: FakeAnswer = {
  status: 404,
  body: { statusCode: 404, error: "Not Found", message: "Not Found" },
};

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("searchDelegatesByName: delegates by username prefix in one request", () => {
  it("3.x: GET delegates?username={prefix}%&orderBy=username:asc, lowercased; more when the total says so", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode((r) =>
      r.key === "GET delegates?orderBy=username:asc&username=genesis_1%"
        ? page([delegate391("genesis_1", 1), delegate391("genesis_10", 10)], 11, 6)
        : undefined,
    );
    const found = await searchDelegatesByName("Genesis_1", 2);
    expect(found.data.map((d) => d.username)).toEqual(["genesis_1", "genesis_10"]);
    expect(found.more).toBe(true);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.query).toMatchObject({ limit: "2", page: "1" });
  });

  it("3.x: a name the node lets through without that prefix is dropped; all in → no more", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    fakeNode(() => page([delegate391("genesis_1", 1), delegate391("genesisx1", 2)]));
    const found = await searchDelegatesByName("genesis_", 100);
    expect(found).toMatchObject({ more: false });
    expect(found.data.map((d) => d.username)).toEqual(["genesis_1"]);
  });

  it("2.6: POST delegates/search {username} (it matches names containing it), narrowed to the prefix", async () => {
    const named = (i: number, username: string) => ({ ...delegate26(i), username });
    const seen = fakeNode((r) =>
      r.key === "POST delegates/search?orderBy=username:asc"
        ? page([named(1, "pool_1"), named(2, "bigpool_1"), named(3, "pool_12")], 3)
        : undefined,
    );
    const found = await searchDelegatesByName("POOL_1", 100);
    expect(found).toMatchObject({ more: false });
    expect(found.data.map((d) => d.username)).toEqual(["pool_1", "pool_12"]);
    expect(seen.map((r) => r.json)).toEqual([{ username: "pool_1" }]);
    expect(getCapability(FAKE_SERVER, "postSearch")).toBe(true);
  });

  it("a node without POST delegates/search (404) is asked the 3.x way, and remembered", async () => {
    const seen = fakeNode((r) =>
      r.method === "GET" ? page([delegate391("genesis_1", 1)]) : notFound,
    );
    expect((await searchDelegatesByName("genesis_1", 100)).data).toHaveLength(1);
    expect(seen.map((r) => r.method)).toEqual(["POST", "GET"]);
    await searchDelegatesByName("genesis_2", 100);
    expect(seen.map((r) => r.method)).toEqual(["POST", "GET", "GET"]);
  });
});

describe("getAllMagistrate: every business and bridgechain, for a search by name", () => {
  const legacyBusiness = (i: number) => ({
    businessId: i,
    address: `AUexKjGtgsSpVzPLs6jNMM6vJ6znEVT${String(i).padStart(3, "0")}`,
    name: `biz ${i}`,
  });
  const legacyChain = (i: number) => ({
    bridgechainId: i,
    publicKey: "03d3c6889608074b44155ad2e6577c3368e27e6e129c457418eb3e5ed029544e8d",
    name: `chain ${i}`,
    genesisHash: `${i}`.padStart(64, "0"),
  });

  it("2.6: GET businesses, then GET bridgechains, every page", async () => {
    const seen = fakeNode((r) => {
      const p = Number(r.query.page);
      if (r.path === "businesses")
        return page(p === 1 ? [legacyBusiness(1), legacyBusiness(2)] : [legacyBusiness(3)], 3, 2);
      if (r.path === "bridgechains") return page([legacyChain(1)]);
      return undefined;
    });
    const all = await getAllMagistrate(undefined, () =>
      Promise.reject(new Error("no snapshot on 2.6")),
    );
    expect(all.businesses.map((b) => b.name)).toEqual(["biz 1", "biz 2", "biz 3"]);
    expect(all.bridgechains.map((c) => c.name)).toEqual(["chain 1"]);
    expect(seen.map((r) => `${r.path}:${r.query.page}`)).toEqual([
      "businesses:1",
      "businesses:2",
      "bridgechains:1",
    ]);
  });

  it("3.x: GET businesses answers 404 → the snapshot (the magistrate pages' cached one)", async () => {
    const seen = fakeNode(() => notFound);
    const snapshot: MagistrateSnapshot = {
      businesses: [
        { id: "A1", address: "A1", name: "E2E Business", isResigned: false, kind: "business" },
      ],
      bridgechains: [],
    };
    const load = vi.fn(() => Promise.resolve(snapshot));
    expect(await getAllMagistrate(undefined, load)).toBe(snapshot);
    expect(seen.map((r) => r.path)).toEqual(["businesses"]);
    expect(getCapability(FAKE_SERVER, "businessesEndpoint")).toBe(false);
    // remembered: the next search goes straight to the snapshot
    await getAllMagistrate(undefined, load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
