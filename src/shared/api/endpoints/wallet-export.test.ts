import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../client";
import { getCapability, resetCapabilities } from "../capabilities";
import { getWalletTransactionsInRange } from "./wallet-export";

const SERVER = "http://node.test/api";
const empty = JSON.stringify({ meta: { count: 0, pageCount: 1, totalCount: 0 }, data: [] });
const unknownKey = JSON.stringify({
  statusCode: 422,
  error: "Unprocessable Entity",
  message: '"timestamp.from" is not allowed',
});

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

describe("getWalletTransactionsInRange: a time range on both API generations", () => {
  beforeEach(() => {
    configureApi({ server: SERVER, timeoutMs: 500 });
    resetCapabilities();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("3.x: three sort keys and the range in epoch seconds", async () => {
    const urls = answers([200, empty]);
    const r = await getWalletTransactionsInRange("AAddr", "sent", {
      page: 3,
      limit: 100,
      type: 0,
      typeGroup: 1,
      fromEpoch: 10,
      toEpoch: 20,
    });
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
    await getWalletTransactionsInRange("AAddr", "all", { page: 1, limit: 100 });
    expect(urls[0]!.pathname).toBe("/api/wallets/AAddr/transactions");
    expect(urls[0]!.searchParams.get("timestamp.from")).toBe("0");
    expect(urls[0]!.searchParams.has("timestamp.to")).toBe(false);
    expect(urls[0]!.searchParams.has("type")).toBe(false);
  });

  it("2.6 (422): reads newest first without the range, remembered for the session", async () => {
    const urls = answers([422, unknownKey], [200, empty]);
    const r = await getWalletTransactionsInRange("AAddr", "all", {
      page: 1,
      limit: 100,
      fromEpoch: 10,
    });
    expect(r.rangeApplied).toBe(false);
    expect(urls[1]!.pathname).toBe("/api/wallets/AAddr/transactions");
    expect(urls[1]!.searchParams.get("orderBy")).toBe("timestamp:desc");
    expect(urls[1]!.searchParams.has("timestamp.from")).toBe(false);
    expect(urls[1]!.searchParams.has("timestamp.to")).toBe(false);
    await getWalletTransactionsInRange("AAddr", "all", { page: 2, limit: 100, fromEpoch: 10 });
    expect(urls).toHaveLength(3);
    expect(urls[2]!.searchParams.get("orderBy")).toBe("timestamp:desc");
    expect(urls[2]!.searchParams.get("page")).toBe("2");
  });

  it("2.6: keeps the rows inside the range and says when reading can stop", async () => {
    resetCapabilities();
    const t = (epoch: number) => ({
      id: `t${epoch}`,
      type: 0,
      typeGroup: 1,
      amount: "1",
      fee: "1",
      sender: "AAddr",
      timestamp: { epoch, unix: epoch + 1000 },
    });
    const body = (epochs: number[], totalCount: number) =>
      JSON.stringify({
        meta: { count: epochs.length, pageCount: 3, totalCount },
        data: epochs.map(t),
      });
    // newest first: 50 … 41 on page 1, 40 … 31 on page 2, then 30 … 21
    answers(
      [422, unknownKey],
      [200, body([50, 49, 48, 47, 46, 45, 44, 43, 42, 41], 30)],
      [200, body([40, 39, 38, 37, 36, 35, 34, 33, 32, 31], 30)],
    );
    const p1 = await getWalletTransactionsInRange("AAddr", "all", {
      page: 1,
      limit: 10,
      fromEpoch: 35,
      toEpoch: 44,
    });
    expect(p1).toMatchObject({ rangeApplied: false, scanned: 10, last: false, totalCount: 30 });
    if (p1.rangeApplied) throw new Error("unreachable");
    // rows newer than the range are read and left out
    expect(p1.rows.map((r) => r.id)).toEqual(["t44", "t43", "t42", "t41"]);
    const p2 = await getWalletTransactionsInRange("AAddr", "all", {
      page: 2,
      limit: 10,
      fromEpoch: 35,
      toEpoch: 44,
    });
    if (p2.rangeApplied) throw new Error("unreachable");
    // the first row older than the range ends the reading
    expect(p2.rows.map((r) => r.id)).toEqual(["t40", "t39", "t38", "t37", "t36", "t35"]);
    expect(p2.last).toBe(true);
    expect(p2.scanned).toBe(6);
  });

  it("2.6 without a range: every row, the last page is the short one", async () => {
    const t = (epoch: number) => ({
      id: `t${epoch}`,
      type: 0,
      typeGroup: 1,
      amount: "1",
      fee: "1",
      sender: "AAddr",
      timestamp: { epoch, unix: epoch },
    });
    answers(
      [422, unknownKey],
      [200, JSON.stringify({ meta: { totalCount: 3 }, data: [3, 2, 1].map(t) })],
    );
    const r = await getWalletTransactionsInRange("AAddr", "received", { page: 1, limit: 10 });
    expect(r).toMatchObject({ rangeApplied: false, scanned: 3, last: true });
    if (r.rangeApplied) throw new Error("unreachable");
    expect(r.rows).toHaveLength(3);
  });

  it("a 404 (unknown wallet) is not taken for an older API", async () => {
    answers([
      404,
      JSON.stringify({ statusCode: 404, error: "Not Found", message: "Wallet not found" }),
    ]);
    await expect(
      getWalletTransactionsInRange("AAddr", "all", { page: 1, limit: 100 }),
    ).rejects.toMatchObject({ status: 404 });
    expect(getCapability(SERVER, "walletTransactionsRange")).toBeUndefined();
  });
});
