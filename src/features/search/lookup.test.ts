import { describe, expect, it, vi } from "vitest";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { classifyQuery, findSearchTarget, type LookupDeps } from "./lookup";
import { suggest } from "./suggest";

const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";
const PUBLIC_KEY = "0377f81a18d25d77b100cb17e829a72259f08334d064f6c887298917a04df8f647";
const TX_ID = "4077c4acffa0b0963e16ee10d277e0a91b043dbb7f25f6dfb7659e22b6e5d620";
const BLOCK_ID = "11782464846685664190";

const notFound = () => Promise.reject(Object.assign(new Error("404"), { status: 404 }));

function deps(overrides: Partial<LookupDeps> = {}): LookupDeps & { calls: string[] } {
  const calls: string[] = [];
  const track =
    <T>(name: string, fn: (id: string) => Promise<T>) =>
    (id: string) => {
      calls.push(`${name}:${id}`);
      return fn(id);
    };
  return {
    calls,
    addressPrefix: 23,
    knownWallets: { AKnownWalletAddressxxxxxxxxxxxxxxx: "Binance Cold" },
    delegatesByUsername: new Map([["genesis_1", { address: "ADelegateOneAddress" }]]),
    getWallet: track("wallet", notFound),
    getDelegate: track("delegate", notFound),
    getBlock: track("block", notFound),
    getTransaction: track("transaction", notFound),
    log: vi.fn(),
    ...overrides,
  };
}

describe("classifyQuery", () => {
  it("recognises an address of the network prefix only", () => {
    expect(classifyQuery(ADDRESS, 23).address).toBe(true);
    expect(classifyQuery(ADDRESS, 30).address).toBe(false);
    const devnet = addressFromPublicKey(PUBLIC_KEY, 30);
    expect(classifyQuery(devnet, 30).address).toBe(true);
    expect(classifyQuery(ADDRESS.slice(0, -1) + "x", 23).address).toBe(false); // checksum
  });
  it("recognises 64-hex ids as block and transaction ids", () => {
    expect(classifyQuery(TX_ID, 23)).toMatchObject({
      transactionId: true,
      block: true,
      address: false,
      username: false,
    });
    expect(classifyQuery(TX_ID.toUpperCase(), 23).transactionId).toBe(true);
  });
  it("recognises heights and decimal block ids (up to 20 digits)", () => {
    expect(classifyQuery("42", 23)).toMatchObject({
      block: true,
      transactionId: false,
      address: false,
    });
    expect(classifyQuery(BLOCK_ID, 23)).toMatchObject({ block: true, transactionId: false });
    expect(classifyQuery("123456789012345678901", 23).block).toBe(false);
  });
  it("recognises usernames and public keys", () => {
    expect(classifyQuery("Genesis_1", 23)).toMatchObject({
      username: true,
      block: false,
      transactionId: false,
    });
    expect(classifyQuery("hello world", 23).username).toBe(false);
    expect(classifyQuery(PUBLIC_KEY, 23)).toMatchObject({
      publicKey: true,
      username: false,
      transactionId: false,
    });
  });
});

describe("findSearchTarget (lookup order)", () => {
  it("1. a known-wallet name wins, case-insensitively, without asking the API", async () => {
    const d = deps();
    expect(await findSearchTarget("  binance COLD ", d)).toEqual({
      kind: "wallet",
      address: "AKnownWalletAddressxxxxxxxxxxxxxxx",
    });
    expect(d.calls).toEqual([]);
  });

  it("2. a delegate username in the cached list wins next", async () => {
    const d = deps({ knownWallets: {} });
    expect(await findSearchTarget("GENESIS_1", d)).toEqual({
      kind: "wallet",
      address: "ADelegateOneAddress",
    });
    expect(d.calls).toEqual([]);
  });

  it("3. a wallet by address", async () => {
    const d = deps({ getWallet: (id) => Promise.resolve({ address: id }) });
    expect(await findSearchTarget(ADDRESS, d)).toEqual({ kind: "wallet", address: ADDRESS });
  });

  it("3. a wallet by public key", async () => {
    const d = deps({ getWallet: () => Promise.resolve({ address: ADDRESS }) });
    expect(await findSearchTarget(PUBLIC_KEY, d)).toEqual({ kind: "wallet", address: ADDRESS });
  });

  it("4. a delegate by the lowercased query", async () => {
    const getDelegate = vi.fn((id: string) =>
      id === "newbie" ? Promise.resolve({ address: "ANewbie" }) : notFound(),
    );
    const d = deps({ getDelegate });
    expect(await findSearchTarget("NewBie", d)).toEqual({ kind: "wallet", address: "ANewbie" });
    expect(getDelegate).toHaveBeenCalledWith("newbie", expect.any(AbortSignal));
  });

  it("5. a block by height", async () => {
    const d = deps({
      getBlock: (id) => (id === "42" ? Promise.resolve({ id: BLOCK_ID }) : notFound()),
    });
    expect(await findSearchTarget("42", d)).toEqual({ kind: "block", id: BLOCK_ID });
  });

  it("5. a block by decimal id", async () => {
    const d = deps({ getBlock: (id) => Promise.resolve({ id }) });
    expect(await findSearchTarget(BLOCK_ID, d)).toEqual({ kind: "block", id: BLOCK_ID });
  });

  it("6. a transaction by id (lowercased hex)", async () => {
    const d = deps({ getTransaction: (id) => Promise.resolve({ id }) });
    expect(await findSearchTarget(TX_ID.toUpperCase(), d)).toEqual({
      kind: "transaction",
      id: TX_ID,
    });
  });

  it("a 64-hex query asks block and transaction at once; an earlier step wins even when slower", async () => {
    let resolveBlock: (v: { id: string }) => void = () => {};
    const getBlock = vi.fn(() => new Promise<{ id: string }>((r) => (resolveBlock = r)));
    const getTransaction = vi.fn(() => Promise.resolve({ id: TX_ID }));
    const d = deps({ getBlock, getTransaction });
    const pending = findSearchTarget(TX_ID, d);
    await Promise.resolve();
    expect(getBlock).toHaveBeenCalled();
    expect(getTransaction).toHaveBeenCalled(); // concurrent, not sequential
    resolveBlock({ id: TX_ID });
    expect(await pending).toEqual({ kind: "block", id: TX_ID });
  });

  it("aborts the lookups still running once a hit is decided", async () => {
    const signals: AbortSignal[] = [];
    const d = deps({
      getDelegate: () => Promise.resolve({ address: "AHeightNamedDelegate" }),
      getBlock: (_id, signal) => {
        signals.push(signal);
        return new Promise(() => {});
      },
    });
    expect(await findSearchTarget("42", d)).toEqual({
      kind: "wallet",
      address: "AHeightNamedDelegate",
    });
    expect(signals[0]?.aborted).toBe(true);
  });

  it("only asks what the query can be (classification)", async () => {
    const d = deps();
    await findSearchTarget("hello world", d);
    expect(d.calls).toEqual([]);
    await findSearchTarget("genesis_99", d);
    expect(d.calls).toEqual(["delegate:genesis_99"]);
  });

  it("all six failing → null, and each failure is logged, never thrown", async () => {
    const d = deps({ getWallet: () => Promise.reject(new Error("boom")) });
    expect(await findSearchTarget(ADDRESS, d)).toBeNull();
    expect(await findSearchTarget(TX_ID, d)).toBeNull();
    expect(await findSearchTarget("12", d)).toBeNull();
    expect(d.log).toHaveBeenCalledWith("wallet", expect.any(Error));
    expect(d.log).toHaveBeenCalledWith("transaction", expect.any(Error));
    expect(d.log).toHaveBeenCalledWith("block", expect.any(Error));
  });

  it("an empty query does nothing", async () => {
    const d = deps();
    expect(await findSearchTarget("   ", d)).toBeNull();
    expect(d.calls).toEqual([]);
  });

  it("an aborted search returns null and aborts its lookups", async () => {
    const outer = new AbortController();
    let inner: AbortSignal | undefined;
    const d = deps({
      getBlock: (_id, signal) => {
        inner = signal;
        return new Promise((_, reject) =>
          signal.addEventListener("abort", () => reject(new DOMException("x", "AbortError"))),
        );
      },
    });
    const pending = findSearchTarget("42", d, outer.signal);
    outer.abort();
    expect(await pending).toBeNull();
    expect(inner?.aborted).toBe(true);
    expect(d.log).not.toHaveBeenCalledWith("block", expect.anything());
  });
});

describe("suggest", () => {
  const known = { AKnown1: "Binance Cold", AKnown2: "ARK Team" };
  const delegates = [
    { username: "genesis_10", address: "AD10" },
    { username: "genesis_2", address: "AD2" },
    { username: "arkpool", address: "ADpool" },
    { username: "team_ark", address: "AKnown2" },
  ];
  it("needs 2 characters", () => {
    expect(suggest("g", known, delegates)).toEqual([]);
    expect(suggest(" g ", known, delegates)).toEqual([]);
  });
  it("matches prefix and substring, case-insensitive, prefix first, numeric order", () => {
    expect(suggest("ARK", known, delegates).map((s) => s.name)).toEqual(["ARK Team", "arkpool"]);
    expect(suggest("gen", known, delegates).map((s) => s.name)).toEqual([
      "genesis_2",
      "genesis_10",
    ]);
    expect(suggest("pool", known, delegates).map((s) => s.name)).toEqual(["arkpool"]);
  });
  it("lists an address once, with its known-wallet name", () => {
    const out = suggest("team", known, delegates);
    expect(out).toEqual([{ kind: "known", name: "ARK Team", address: "AKnown2" }]);
  });
  it("caps the list", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({
      username: `genesis_${i}`,
      address: `A${i}`,
    }));
    expect(suggest("genesis", {}, many, 8)).toHaveLength(8);
  });
});
