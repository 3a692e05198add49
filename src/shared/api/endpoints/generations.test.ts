import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { vi } from "vitest";
import { getCapability, noteCoreVersion, resetCapabilities } from "../capabilities";
import { answers26, block26, heightFromRejected26, NETWORK_TOTAL_26 } from "../fixtures/core-2.6";
import { coreNode } from "../fixtures/core-node";
import { byKey, FAKE_SERVER, fakeNode } from "../fixtures/fake-node";
import { recordedAnswer, recordedByKey } from "../fixtures/recorded";
import { getBlocksByHeightRange, searchBlocks } from "./blocks";
import {
  getTransactions,
  getWalletTransactionCount,
  getWalletTransactions,
  searchTransactions,
  type TypeFilter,
} from "./transactions";
import { sentCountFromNonce } from "../counts";

const WALLET_26 = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";
const SENDER_391 = "ANeCPD8mNkGszLqFLiMbGcNaMAJaD6ZpMP";

/** A wallet's three tab counts, asked in parallel as the wallet page's tabs ask them. */
async function getWalletTransactionCounts(address: string, filter: TypeFilter) {
  const [all, sent, received] = await Promise.all(
    (["all", "sent", "received"] as const).map((d) =>
      getWalletTransactionCount(address, d, filter),
    ),
  );
  return { all, sent, received };
}

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("wallet transaction counts are the wallet's own on both API generations", () => {
  it("2.6: not the network total that transactions?address= gives there", async () => {
    const seen = fakeNode(byKey(answers26(WALLET_26)));
    const counts = await getWalletTransactionCounts(WALLET_26, {});
    expect(counts).toEqual({
      all: { count: 57, isEstimate: false },
      sent: { count: 21, isEstimate: false },
      received: { count: 36, isEstimate: false },
    });
    expect(counts.all?.count).not.toBe(NETWORK_TOTAL_26);
    expect(seen.map((r) => r.key)).toEqual([
      `GET wallets/${WALLET_26}/transactions`,
      `GET transactions?senderId=${WALLET_26}`,
      `GET transactions?recipientId=${WALLET_26}`,
    ]);
    expect(seen.every((r) => r.query.limit === "1" && !("address" in r.query))).toBe(true);
  });
  it("2.6: with a type filter", async () => {
    fakeNode(byKey(answers26(WALLET_26)));
    const counts = await getWalletTransactionCounts(WALLET_26, { type: 0, typeGroup: 1 });
    expect([counts.all?.count, counts.sent?.count, counts.received?.count]).toEqual([50, 18, 32]);
  });
  it("3.9.1 (recorded): the same totals as transactions?address= and wallets/{id}/transactions/sent|received", async () => {
    const seen = fakeNode(byKey(recordedByKey()));
    const counts = await getWalletTransactionCounts(SENDER_391, {});
    const total = (path: string) =>
      (recordedAnswer(path).body as { meta: { totalCount: number } }).meta.totalCount;
    expect(counts.all).toEqual({
      count: total(`transactions?address=${SENDER_391}&limit=1`),
      isEstimate: false,
    });
    expect(counts.sent?.count).toBe(total(`wallets/${SENDER_391}/transactions/sent?limit=1`));
    expect(counts.received?.count).toBe(
      total(`wallets/${SENDER_391}/transactions/received?limit=1`),
    );
    expect([counts.all?.count, counts.sent?.count, counts.received?.count]).toEqual([23, 4, 19]);
    expect(seen).toHaveLength(3);
  });
  it("3.x public nodes: a PostgreSQL estimate is passed on as isEstimate", async () => {
    const estimated = Object.fromEntries(
      Object.entries(recordedByKey()).map(([key, answer]) => {
        const body = answer.body as { meta?: Record<string, unknown> };
        return [
          key,
          body.meta
            ? { ...answer, body: { ...body, meta: { ...body.meta, totalCountIsEstimate: true } } }
            : answer,
        ];
      }),
    );
    fakeNode(byKey(estimated));
    const counts = await getWalletTransactionCounts(SENDER_391, {});
    expect(counts.all).toEqual({ count: 23, isEstimate: true });
    expect(counts.sent?.isEstimate).toBe(true);
  });
  it("3.x estimates: an empty answer is 0 whatever the estimated totalCount says (scale chain: 30 over no rows)", async () => {
    fakeNode(() => ({
      status: 200,
      body: {
        meta: { totalCountIsEstimate: true, count: 0, pageCount: 30, totalCount: 30 },
        data: [],
      },
    }));
    const counts = await getWalletTransactionCounts(SENDER_391, { type: 8, typeGroup: 1 });
    expect(counts.all).toEqual({ count: 0, isEstimate: false });
    expect(counts.sent).toEqual({ count: 0, isEstimate: false });
  });
  it("a count a node refuses (422) is left out instead of failing the others; a wallet never seen counts 0", async () => {
    fakeNode((r) =>
      r.path === "transactions" && "recipientId" in r.query
        ? {
            status: 422,
            body: {
              statusCode: 422,
              error: "Unprocessable Entity",
              message: '"typeGroup" is not allowed',
            },
          }
        : r.path === "transactions"
          ? { status: 200, body: { meta: { totalCount: 0, pageCount: 0 }, data: [] } }
          : undefined,
    );
    expect(await getWalletTransactionCounts("AFresh", { type: 0, typeGroup: 1 })).toEqual({
      all: { count: 0, isEstimate: false },
      sent: { count: 0, isEstimate: false },
      received: undefined,
    });
  });
  it("other errors still fail the counts", async () => {
    fakeNode(() => ({ status: 503, body: { statusCode: 503, error: "Service Unavailable" } }));
    await expect(getWalletTransactionCounts(WALLET_26, {})).rejects.toMatchObject({ status: 503 });
  });
});

describe("a wallet's sent transactions on both API generations", () => {
  it("2.6: a wallet that never sent lists no rows (…/transactions/sent would list the whole network)", async () => {
    const seen = fakeNode((r) => {
      if (r.path === `wallets/${WALLET_26}/transactions/sent`) {
        // 2.6 filters by the wallet's public key, which a wallet that never sent does not have
        return {
          status: 200,
          body: { meta: { totalCount: NETWORK_TOTAL_26, pageCount: 165745 }, data: [{}] },
        };
      }
      if (r.path === "transactions" && r.query.senderId === WALLET_26)
        return { status: 200, body: { meta: { totalCount: 0, pageCount: 0 }, data: [] } };
      return undefined;
    });
    const page = await getWalletTransactions(WALLET_26, "sent", {
      page: 1,
      limit: 25,
      orderBy: "timestamp:desc",
    });
    expect(page.data).toEqual([]);
    expect(seen.map((r) => r.key)).toEqual([
      `GET transactions?orderBy=timestamp:desc&senderId=${WALLET_26}`,
    ]);
  });
  it("all and received stay on the wallet's own routes", async () => {
    const seen = fakeNode((r) =>
      r.path.startsWith("wallets/")
        ? { status: 200, body: { meta: { totalCount: 0 }, data: [] } }
        : undefined,
    );
    await getWalletTransactions(WALLET_26, "all", { page: 1, limit: 25 });
    await getWalletTransactions(WALLET_26, "received", {
      page: 1,
      limit: 25,
      type: 0,
      typeGroup: 1,
    });
    expect(seen.map((r) => r.key)).toEqual([
      `GET wallets/${WALLET_26}/transactions`,
      `GET wallets/${WALLET_26}/transactions/received?type=0&typeGroup=1`,
    ]);
  });
  it("one tab's count asks one request", async () => {
    const seen = fakeNode(byKey(answers26(WALLET_26)));
    expect(await getWalletTransactionCount(WALLET_26, "received", {})).toEqual({
      count: 36,
      isEstimate: false,
    });
    expect(seen).toHaveLength(1);
  });
  it("the unfiltered sent count is the wallet's nonce, exact and without a request", () => {
    expect(sentCountFromNonce("21")).toEqual({ count: 21, isEstimate: false });
    expect(sentCountFromNonce("0")).toEqual({ count: 0, isEstimate: false });
    expect(sentCountFromNonce(undefined)).toBeUndefined();
    expect(sentCountFromNonce("-1")).toBeUndefined();
    expect(sentCountFromNonce("1e9")).toBeUndefined();
  });
});

describe("blocks of a height range on both API generations", () => {
  it("2.6: POST blocks/search {height: {from, to}}, oldest first, GET height.from never asked", async () => {
    const seen = fakeNode((r) => {
      if (r.method === "POST" && r.path === "blocks/search") {
        const { from, to } = (r.json as { height: { from: number; to: number } }).height;
        const data = [];
        for (let h = to; h >= from; h--) data.push(block26(h)); // 2.6 searches answer newest first
        return {
          status: 200,
          body: { meta: { count: data.length, pageCount: 1, totalCount: data.length }, data },
        };
      }
      return r.path === "blocks" ? heightFromRejected26 : undefined;
    });
    const blocks = await getBlocksByHeightRange(11999760, 11999812);
    expect(blocks.map((b) => b.height)).toEqual(Array.from({ length: 53 }, (_, i) => 11999760 + i));
    expect(blocks[0]?.forged.total).toBe("200000000");
    expect(seen).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "blocks/search",
        query: { page: "1", limit: "100" },
        json: { height: { from: 11999760, to: 11999812 } },
      }),
    ]);
    expect(getCapability(FAKE_SERVER, "postSearch")).toBe(true);
  });
  it("2.6: a range over 100 heights goes in chunks of 100", async () => {
    const seen = fakeNode((r) => {
      const { from, to } = (r.json as { height: { from: number; to: number } }).height;
      const data = Array.from({ length: to - from + 1 }, (_, i) => block26(to - i));
      return { status: 200, body: { meta: { totalCount: data.length }, data } };
    });
    const blocks = await getBlocksByHeightRange(1, 250);
    expect(blocks).toHaveLength(250);
    expect(seen.map((r) => r.json)).toEqual([
      { height: { from: 1, to: 100 } },
      { height: { from: 101, to: 200 } },
      { height: { from: 201, to: 250 } },
    ]);
  });
  it("3.9.1 (recorded): no POST route (404) → GET blocks?height.from&height.to, remembered", async () => {
    const seen = fakeNode(byKey(recordedByKey()));
    const blocks = await getBlocksByHeightRange(2, 4);
    expect(blocks.map((b) => b.height)).toEqual([2, 3, 4]);
    expect(seen.map((r) => r.key)).toEqual([
      "POST blocks/search",
      "GET blocks?height.from=2&height.to=4&orderBy=height:asc",
    ]);
    expect(getCapability(FAKE_SERVER, "postSearch")).toBe(false);
    await getBlocksByHeightRange(2, 4);
    expect(seen.slice(2).map((r) => r.method)).toEqual(["GET"]);
  });
  it("3.x known by its version: straight to GET, no POST probe", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(byKey(recordedByKey()));
    expect((await getBlocksByHeightRange(2, 4)).map((b) => b.height)).toEqual([2, 3, 4]);
    expect(seen.map((r) => r.method)).toEqual(["GET"]);
  });
  it("a node that ignores the range filter: blocks outside the range are dropped", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    fakeNode(() => ({
      status: 200,
      body: { meta: { totalCount: 3 }, data: [block26(90), block26(3), block26(2)] },
    }));
    expect((await getBlocksByHeightRange(2, 4)).map((b) => b.height)).toEqual([2, 3]);
  });
});

describe("transactions since a time, on both API generations", () => {
  const page = (n: number) => ({ meta: { count: n, pageCount: 1, totalCount: n }, data: [] });
  it("3.x: GET transactions?timestamp.from (the node's version rules out the 2.6 search first)", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode((r) =>
      r.method === "GET" && r.path === "transactions" ? { status: 200, body: page(0) } : undefined,
    );
    await getTransactions({
      page: 1,
      limit: 100,
      orderBy: "timestamp:desc,sequence:desc",
      fromEpoch: 1234,
    });
    expect(seen.map((r) => [r.method, r.path, r.query["timestamp.from"], r.query.orderBy])).toEqual(
      [["GET", "transactions", "1234", "timestamp:desc,sequence:desc"]],
    );
  });
  it("2.6: POST transactions/search with a timestamp range and one sort key in the body (GET would answer 422 to timestamp.from)", async () => {
    const seen = fakeNode((r) => {
      if (r.method === "POST" && r.path === "transactions/search")
        return { status: 200, body: page(7) };
      if (r.query["timestamp.from"] !== undefined)
        return {
          status: 422,
          body: {
            statusCode: 422,
            error: "Unprocessable Entity",
            message: '"timestamp.from" is not allowed',
          },
        };
      return undefined;
    });
    const answer = await getTransactions({
      page: 1,
      limit: 100,
      orderBy: "timestamp:desc,sequence:desc",
      fromEpoch: 1234,
      type: 0,
      typeGroup: 1,
    });
    expect(answer.meta.totalCount).toBe(7);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({
      method: "POST",
      path: "transactions/search",
      json: { type: 0, typeGroup: 1, timestamp: { from: 1234 }, orderBy: "timestamp:desc" },
    });
    // the search's query takes the page keys only: 2.6 answers 422 to an `orderBy` there
    expect(seen[0]!.query).toEqual({ page: "1", limit: "100" });
    expect(getCapability(FAKE_SERVER, "postSearch")).toBe(true);
  });
  it("2.6 (its query schemas): the home page's 24 h is one request, taken as asked", async () => {
    const seen = fakeNode(coreNode("2.6"));
    const answer = await getTransactions({
      page: 1,
      limit: 100,
      orderBy: "timestamp:desc,sequence:desc,id:desc",
      fromEpoch: 1234,
    });
    expect(answer.meta.totalCount).toBeGreaterThan(100);
    expect(seen.map((r) => r.key)).toEqual(["POST transactions/search"]);
    expect(coreNode("2.6")(seen[0]!)?.status).toBe(200);
  });
  it("2.6 (its query schemas): the 3.x forms are what it refuses", async () => {
    const node = coreNode("2.6");
    fakeNode(node);
    const refusal = (method: string, path: string, query: Record<string, string>, json?: unknown) =>
      node({ method, path, query, json, key: "" })?.status;
    expect(
      refusal("GET", "transactions", {
        orderBy: "timestamp:desc,sequence:desc,id:desc",
        limit: "100",
      }),
    ).toBe(422);
    expect(refusal("GET", "transactions", { "timestamp.from": "1234" })).toBe(422);
    expect(
      refusal(
        "POST",
        "transactions/search",
        { orderBy: "timestamp:desc", page: "1", limit: "100" },
        {},
      ),
    ).toBe(422);
    expect(
      refusal(
        "POST",
        "transactions/search",
        { page: "1", limit: "100" },
        { orderBy: "timestamp:desc,sequence:desc" },
      ),
    ).toBe(422);
    expect(
      refusal(
        "POST",
        "transactions/search",
        { page: "1", limit: "100" },
        { orderBy: "timestamp:desc", timestamp: { from: 1 } },
      ),
    ).toBe(200);
  });
  it("without a time bound: the plain GET on both", async () => {
    const seen = fakeNode(() => ({ status: 200, body: page(0) }));
    await getTransactions({ page: 1, limit: 25 });
    expect(seen.map((r) => `${r.method} ${r.path}`)).toEqual(["GET transactions"]);
    expect(seen[0]!.query["timestamp.from"]).toBeUndefined();
  });
});

describe("searches with a sort on both API generations", () => {
  it("2.6: POST transactions|blocks/search take the sort in the body, one key; the query holds the page", async () => {
    const node = coreNode("2.6");
    const seen = fakeNode(node);
    await searchTransactions(
      { amount: { from: 1 } },
      { page: 2, limit: 25, orderBy: "amount:desc" },
    );
    await searchBlocks(
      { height: { from: 2, to: 9 } },
      { page: 1, limit: 25, orderBy: "height:desc,id:desc" },
    );
    expect(seen.map((r) => [r.method, r.path, r.query, r.json])).toEqual([
      [
        "POST",
        "transactions/search",
        { page: "2", limit: "25" },
        { amount: { from: 1 }, orderBy: "amount:desc" },
      ],
      [
        "POST",
        "blocks/search",
        { page: "1", limit: "25" },
        { height: { from: 2, to: 9 }, orderBy: "height:desc" },
      ],
    ]);
    expect(seen.map((r) => node(r)?.status)).toEqual([200, 200]);
  });
  it("3.x: GET with the filters and the sort in the query", async () => {
    noteCoreVersion(FAKE_SERVER, "3.9.1");
    const seen = fakeNode(coreNode("3.x"));
    await searchTransactions(
      { amount: { from: 1 } },
      { page: 2, limit: 25, orderBy: "amount:desc" },
    );
    expect(seen.map((r) => [r.method, r.path, r.query])).toEqual([
      [
        "GET",
        "transactions",
        { "amount.from": "1", page: "2", limit: "25", orderBy: "amount:desc" },
      ],
    ]);
  });
});
