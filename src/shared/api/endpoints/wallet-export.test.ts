import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../client";
import { getCapability, resetCapabilities } from "../capabilities";
import { getWalletTransactionsOldestFirst } from "./wallet-export";

const SERVER = "http://node.test/api";
const empty = JSON.stringify({ meta: { count: 0, pageCount: 1, totalCount: 0 }, data: [] });
const unknownKey = JSON.stringify({ statusCode: 422, error: "Unprocessable Entity", message: '"timestamp.from" is not allowed' });

/** Stubs fetch with one answer per call (the last repeats) and returns the requested URLs. */
function answers(...list: Array<[number, string]>): URL[] {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string) => {
      urls.push(new URL(typeof input === "string" ? input : input.url));
      const [status, body] = list[Math.min(urls.length - 1, list.length - 1)]!;
      return new Response(body, { status, headers: { "content-type": "application/json" } });
    }),
  );
  return urls;
}

describe("getWalletTransactionsOldestFirst: a total oldest-first order and a time range", () => {
  beforeEach(() => {
    configureApi({ server: SERVER, timeoutMs: 500 });
    resetCapabilities();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("3.x: three sort keys and the range in epoch seconds", async () => {
    const urls = answers([200, empty]);
    const r = await getWalletTransactionsOldestFirst("AAddr", "sent", { page: 3, limit: 100, type: 0, typeGroup: 1, fromEpoch: 10, toEpoch: 20 });
    expect(r.rangeApplied).toBe(true);
    const url = urls[0]!;
    // sent: by senderId (2.6's …/transactions/sent lists the whole network for a wallet that never sent)
    expect(url.pathname).toBe("/api/transactions");
    expect(url.searchParams.get("senderId")).toBe("AAddr");
    expect(url.searchParams.get("orderBy")).toBe("timestamp:asc,sequence:asc,id:asc");
    expect(url.searchParams.get("timestamp.from")).toBe("10");
    expect(url.searchParams.get("timestamp.to")).toBe("20");
    expect(url.searchParams.get("page")).toBe("3");
    expect(url.searchParams.get("type")).toBe("0");
    expect(getCapability(SERVER, "walletTransactionsRange")).toBe(true);
  });

  it("without a range it still sends timestamp.from=0 (the probe) and no upper bound", async () => {
    const urls = answers([200, empty]);
    await getWalletTransactionsOldestFirst("AAddr", "all", { page: 1, limit: 100 });
    expect(urls[0]!.pathname).toBe("/api/wallets/AAddr/transactions");
    expect(urls[0]!.searchParams.get("timestamp.from")).toBe("0");
    expect(urls[0]!.searchParams.has("timestamp.to")).toBe(false);
    expect(urls[0]!.searchParams.has("type")).toBe(false);
  });

  it("2.6 (422): falls back to one sort key without the range, remembered for the session", async () => {
    const urls = answers([422, unknownKey], [200, empty]);
    const r = await getWalletTransactionsOldestFirst("AAddr", "all", { page: 1, limit: 100, fromEpoch: 10 });
    expect(r.rangeApplied).toBe(false);
    expect(urls[1]!.searchParams.get("orderBy")).toBe("timestamp:asc");
    expect(urls[1]!.searchParams.has("timestamp.from")).toBe(false);
    await getWalletTransactionsOldestFirst("AAddr", "all", { page: 2, limit: 100, fromEpoch: 10 });
    expect(urls).toHaveLength(3);
    expect(urls[2]!.searchParams.get("orderBy")).toBe("timestamp:asc");
  });

  it("a 404 (unknown wallet) is not taken for an older API", async () => {
    answers([404, JSON.stringify({ statusCode: 404, error: "Not Found", message: "Wallet not found" })]);
    await expect(getWalletTransactionsOldestFirst("AAddr", "all", { page: 1, limit: 100 })).rejects.toMatchObject({ status: 404 });
    expect(getCapability(SERVER, "walletTransactionsRange")).toBeUndefined();
  });
});
