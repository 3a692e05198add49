import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "@/shared/api/client";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { localWatchTarget, resolveWatchTarget } from "./watch-target";

const KEY = "0377f81a18d25d77b100cb17e829a72259f08334d064f6c887298917a04df8f647";
const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";
const D = addressFromPublicKey(`02${"1".repeat(64)}`, 23);
const K = addressFromPublicKey(`02${"2".repeat(64)}`, 23);
const K2 = addressFromPublicKey(`02${"3".repeat(64)}`, 23);
const delegates = new Map([["genesis_1", { address: D }]]);
const known = { [K]: "Big Exchange", [K2]: "Twin", [ADDRESS]: "twin" };

describe("what a typed wallet reference names", () => {
  it.each([
    ["an address", ` ${ADDRESS} `, { kind: "address", address: ADDRESS }],
    ["a public key", KEY, { kind: "address", address: ADDRESS }],
    ["a delegate of the index, any case", "Genesis_1", { kind: "address", address: D }],
    ["a known wallet name, any case", "big exchange", { kind: "address", address: K }],
    ["a name two known wallets share", "TWIN", { kind: "ambiguous" }],
    ["nothing", "   ", { kind: "empty" }],
    ["an address with a typo", `${ADDRESS.slice(0, -1)}N`, { kind: "invalidAddress" }],
    ["an address of another network", addressFromPublicKey(KEY, 30), { kind: "invalidAddress" }],
    ["a username the index lacks", "Standby_7", { kind: "lookup", username: "standby_7" }],
    ["text that is no username", "not a name!", { kind: "notFound" }],
    ["a dot segment, which no request can name", "..", { kind: "notFound" }],
  ])("%s", (_what, text, expected) => {
    expect(localWatchTarget(text, 23, known, delegates)).toEqual(expected);
  });
});

describe("asking the node for a username", () => {
  const urls: string[] = [];
  const answer = (status: number, body: unknown) => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        urls.push(input.url);
        return new Response(JSON.stringify(body), {
          status,
          headers: { "content-type": "application/json" },
        });
      }),
    );
  };
  beforeEach(() => {
    configureApi({ server: "http://node.test/api", timeoutMs: 500 });
    urls.length = 0;
  });
  afterEach(() => vi.unstubAllGlobals());

  it("GET wallets/{username}: the delegate's address", async () => {
    answer(200, {
      data: {
        address: D,
        publicKey: `02${"1".repeat(64)}`,
        balance: "1",
        username: "standby_7",
        isDelegate: true,
      },
    });
    expect(await resolveWatchTarget("Standby_7", 23, {}, new Map())).toEqual({
      kind: "address",
      address: D,
    });
    expect(urls).toEqual(["http://node.test/api/wallets/standby_7"]);
  });

  it("404: not found; another failure: the node did not answer", async () => {
    answer(404, { statusCode: 404, error: "Not Found", message: "Wallet not found" });
    expect(await resolveWatchTarget("nobody", 23, {}, new Map())).toEqual({ kind: "notFound" });
    answer(500, { statusCode: 500, error: "Internal Server Error", message: "x" });
    expect(await resolveWatchTarget("nobody", 23, {}, new Map())).toEqual({ kind: "unreachable" });
  });

  it("a wallet found by something else than its username does not count", async () => {
    answer(200, { data: { address: D, balance: "1" } });
    expect(await resolveWatchTarget("abc", 23, {}, new Map())).toEqual({ kind: "notFound" });
  });

  it("names found locally ask nothing", async () => {
    answer(500, {});
    expect(await resolveWatchTarget("genesis_1", 23, {}, delegates)).toEqual({
      kind: "address",
      address: D,
    });
    expect(urls).toEqual([]);
  });
});
