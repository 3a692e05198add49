import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { KNOWN_WALLETS_MAX, knownWalletsQuery, parseKnownWallets } from "./known-wallets";
import type * as KnownWalletsFile from "./known-wallets-file";

const URL_ = "https://example.org/known-wallets.json";
const EXCHANGE = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";

describe("parseKnownWallets", () => {
  it("reads the object and the ARK common list forms, dropping anything else", () => {
    expect(parseKnownWallets({ [EXCHANGE]: " Binance " })).toEqual({ [EXCHANGE]: "Binance" });
    expect(
      parseKnownWallets([
        { address: EXCHANGE, name: "Binance", type: "exchange" },
        { address: "x", name: "bad" },
        null,
      ]),
    ).toEqual({ [EXCHANGE]: "Binance" });
    expect(parseKnownWallets("garbage")).toEqual({});
  });

  it("cleans names as watchlist labels are: no bidi overrides or control characters, at most 64 characters", () => {
    const list = parseKnownWallets({
      [EXCHANGE]: "\u202Eevil\u200F exchange\u0007\n\u2066x\u2069 ",
    });
    expect(list[EXCHANGE]).toBe("evil exchange x");
    expect(parseKnownWallets({ [EXCHANGE]: "\u202E\u202D\t" })).toEqual({});
    expect(Array.from(parseKnownWallets({ [EXCHANGE]: "名".repeat(100) })[EXCHANGE]!)).toHaveLength(
      64,
    );
  });

  it("has no prototype: an id such as constructor or toString names nothing", () => {
    const list = parseKnownWallets(JSON.parse(`{"__proto__":"x","${EXCHANGE}":"Binance"}`));
    expect(list.constructor).toBeUndefined();
    expect(list.toString).toBeUndefined();
    expect(Object.keys(list)).toEqual([EXCHANGE]);
  });

  it("keeps at most KNOWN_WALLETS_MAX wallets and says so", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const raw = Array.from({ length: KNOWN_WALLETS_MAX + 5 }, (_, i) => ({
      address: `A${Array.from(i.toString(9), (d) => Number(d) + 1)
        .join("")
        .padStart(33, "z")}`,
      name: `w${i}`,
    }));
    const list = parseKnownWallets(raw);
    expect(Object.keys(list)).toHaveLength(KNOWN_WALLETS_MAX);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("5 more left out"));
    warn.mockRestore();
  });
});

describe("knownWalletsQuery", () => {
  beforeEach(() => {
    // the previous test's page goes away (its cache writes are stored), then a clean storage
    window.dispatchEvent(new Event("pagehide"));
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it("keeps a fetched list for the next visit, which starts with it", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ [EXCHANGE]: "Binance" })),
    );
    const first = new QueryClient();
    expect(first.getQueryData(knownWalletsQuery(URL_).queryKey)).toBeUndefined();
    expect(await first.fetchQuery(knownWalletsQuery(URL_))).toEqual({ [EXCHANGE]: "Binance" });

    // a new page load: the list is there before any request, and fresh for an hour
    const next = knownWalletsQuery(URL_);
    expect(next.initialData).toEqual({ [EXCHANGE]: "Binance" });
    const second = new QueryClient();
    expect(await second.fetchQuery(next)).toEqual({ [EXCHANGE]: "Binance" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("a failing list service keeps the names of an earlier visit", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response(JSON.stringify({ [EXCHANGE]: "Binance" })),
    );
    await new QueryClient().fetchQuery(knownWalletsQuery(URL_));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(fetch).mockRejectedValue(new TypeError("Failed to fetch"));
    const client = new QueryClient();
    expect(await client.fetchQuery({ ...knownWalletsQuery(URL_), staleTime: 0 })).toEqual({
      [EXCHANGE]: "Binance",
    });
  });

  it("an error answer (404, 500) is a failure too: the names of an earlier visit stay, nothing is stored", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response(JSON.stringify({ [EXCHANGE]: "Binance" })),
    );
    await new QueryClient().fetchQuery(knownWalletsQuery(URL_));
    vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.mocked(fetch).mockResolvedValue(
      new Response(JSON.stringify({ [EXCHANGE]: "Not found page" }), { status: 404 }),
    );
    expect(
      await new QueryClient().fetchQuery({ ...knownWalletsQuery(URL_), staleTime: 0 }),
    ).toEqual({ [EXCHANGE]: "Binance" });
    expect(knownWalletsQuery(URL_).initialData).toEqual({ [EXCHANGE]: "Binance" });
  });

  it("a kept list is cleaned on every read (an edited localStorage entry)", () => {
    localStorage.setItem(
      `ark-explorer:cache:known-wallets:${URL_}`,
      JSON.stringify({ updatedAt: Date.now(), data: { [EXCHANGE]: "\u202Eevil" } }),
    );
    expect(knownWalletsQuery(URL_).initialData).toEqual({ [EXCHANGE]: "evil" });
    localStorage.setItem(
      `ark-explorer:cache:known-wallets:${URL_}`,
      JSON.stringify({ updatedAt: Date.now(), data: { [EXCHANGE]: 7 } }),
    );
    expect(knownWalletsQuery(URL_).initialData).toBeUndefined();
  });

  it("refuses a list over 1 MB without reading all of it, keeping the names of an earlier visit", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      new Response(JSON.stringify({ [EXCHANGE]: "Binance" })),
    );
    await new QueryClient().fetchQuery(knownWalletsQuery(URL_));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new TextEncoder().encode(" ".repeat(64 * 1024)));
      },
    });
    vi.mocked(fetch).mockResolvedValueOnce(new Response(endless));
    expect(
      await new QueryClient().fetchQuery({ ...knownWalletsQuery(URL_), staleTime: 0 }),
    ).toEqual({ [EXCHANGE]: "Binance" });
    expect(pulled).toBeLessThan(20);
    expect(warn).toHaveBeenCalledWith(
      "Known wallets could not be loaded",
      expect.objectContaining({ message: "the list is larger than 1 MB" }),
    );
    // a Content-Length over the limit: refused before reading
    vi.mocked(fetch).mockResolvedValueOnce(
      new Response("{}", { headers: { "content-length": "5000000" } }),
    );
    expect(
      await new QueryClient().fetchQuery({ ...knownWalletsQuery(URL_), staleTime: 0 }),
    ).toEqual({ [EXCHANGE]: "Binance" });
  });

  it("garbage in storage is a miss; no source is an empty list", async () => {
    localStorage.setItem(`ark-explorer:cache:known-wallets:${URL_}`, "{not json");
    expect(knownWalletsQuery(URL_).initialData).toBeUndefined();
    expect(await new QueryClient().fetchQuery(knownWalletsQuery(null))).toEqual({});
  });

  it("takes over the read the start script started (one request), and stores it like its own", async () => {
    vi.resetModules();
    const file = await vi.importActual<typeof KnownWalletsFile>("./known-wallets-file");
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(new Response(JSON.stringify([{ address: EXCHANGE, name: "Binance" }])));
    file.startKnownWalletsRead(URL_);
    const { knownWalletsQuery: query } = await import("./known-wallets");
    expect(await new QueryClient().fetchQuery(query(URL_))).toEqual({ [EXCHANGE]: "Binance" });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event("pagehide"));
    expect(localStorage.getItem(`ark-explorer:cache:known-wallets:${URL_}`)).toContain("Binance");
    // taken once: a later read (a refetch) asks again
    expect(file.takeKnownWalletsRead(URL_)).toBeUndefined();
  });
});

describe("startKnownWalletsRead", () => {
  beforeEach(() => {
    vi.resetModules();
    localStorage.clear();
  });
  afterEach(() => vi.restoreAllMocks());
  const load = () => vi.importActual<typeof KnownWalletsFile>("./known-wallets-file");

  it("reads nothing for a list in config.json itself, no list, a non-http URL or a cached copy", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("{}"));
    const file = await load();
    for (const source of [
      null,
      undefined,
      { [EXCHANGE]: "Binance" },
      "javascript:alert(1)",
      "/relative.json",
      7,
    ])
      file.startKnownWalletsRead(source);
    localStorage.setItem(
      `ark-explorer:cache:known-wallets:${URL_}`,
      JSON.stringify({ data: {}, updatedAt: Date.now() }),
    );
    file.startKnownWalletsRead(URL_);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(file.takeKnownWalletsRead(URL_)).toBeUndefined();
  });

  it("refuses a list over 1 MB in the start script's read too", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      new Response(JSON.stringify({ [EXCHANGE]: "x".repeat(1_000_001) })),
    );
    const file = await load();
    file.startKnownWalletsRead(URL_);
    await expect(file.takeKnownWalletsRead(URL_)).rejects.toThrow("larger than 1 MB");
  });

  it("hands a failed read to the app's query, which reports it (no unhandled rejection)", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response("oops", { status: 500 }));
    const file = await load();
    file.startKnownWalletsRead(URL_);
    expect(file.takeKnownWalletsRead("https://other.example/list.json")).toBeUndefined();
    await expect(file.takeKnownWalletsRead(URL_)).rejects.toThrow("HTTP 500");
  });
});
