import { afterEach, describe, expect, it, vi } from "vitest";
import { setCapability } from "../capabilities";
import { FAKE_SERVER, fakeNode } from "../fixtures/fake-node";
import { getHeightAt, getNodeFees, getTransactionsInRange } from "./statistics";

afterEach(() => vi.unstubAllGlobals());

/** GET node/fees?days=7 as ARK Core 3.9.1 answered it on the seeded testnet (part). */
const fees391 = {
  meta: { days: 7 },
  data: {
    "1": {
      transfer: { avg: "10000000", max: "10000000", min: "10000000", sum: "3150000000" },
      vote: { avg: "100000000", max: "100000000", min: "100000000", sum: "3200000000" },
    },
    "2": {
      entityRegistration: { avg: "5000000000", max: "5000000000", min: "5000000000", sum: "0" },
    },
  },
};
/** The list form of older nodes: numbers, a type number, an average with decimals. */
const feesList = {
  meta: { days: 7 },
  data: [
    { type: 0, typeGroup: 1, min: 10000000, max: 20000000, avg: "15000000.5", sum: "45000000" },
  ],
};

describe("getNodeFees", () => {
  it("3.x: per type group and type key", async () => {
    const seen = fakeNode((r) =>
      r.key === "GET node/fees?days=7" ? { status: 200, body: fees391 } : undefined,
    );
    expect(await getNodeFees(7)).toEqual([
      {
        typeGroup: 1,
        key: "transfer",
        min: "10000000",
        max: "10000000",
        avg: "10000000",
        sum: "3150000000",
      },
      {
        typeGroup: 1,
        key: "vote",
        min: "100000000",
        max: "100000000",
        avg: "100000000",
        sum: "3200000000",
      },
      {
        typeGroup: 2,
        key: "entityRegistration",
        min: "5000000000",
        max: "5000000000",
        avg: "5000000000",
        sum: "0",
      },
    ]);
    expect(seen).toHaveLength(1);
  });
  it("list form: type numbers, whole arktoshi", async () => {
    fakeNode((r) =>
      r.key === "GET node/fees?days=1" ? { status: 200, body: feesList } : undefined,
    );
    expect(await getNodeFees(1)).toEqual([
      { typeGroup: 1, type: 0, min: "10000000", max: "20000000", avg: "15000000", sum: "45000000" },
    ]);
  });
  it("404 or 422 (a node without it, or one refusing `days`): not available (null)", async () => {
    fakeNode(() => undefined);
    expect(await getNodeFees(7)).toBeNull();
    fakeNode(() => ({
      status: 422,
      body: { statusCode: 422, error: "Unprocessable Entity", message: '"days" is not allowed' },
    }));
    expect(await getNodeFees(7)).toBeNull();
  });
  it("other failures reject", async () => {
    fakeNode(() => ({
      status: 500,
      body: { statusCode: 500, error: "Internal Server Error", message: "boom" },
    }));
    await expect(getNodeFees(7)).rejects.toThrow(/boom/);
  });
});

const tx = (epoch: number, amount = "100") => ({
  id: `t${epoch}`,
  type: 0,
  typeGroup: 1,
  amount,
  fee: "10",
  sender: "AS",
  timestamp: { epoch, unix: epoch + 1490101200, human: "" },
});
const page = (data: unknown[], totalCount: number, estimate = false) => ({
  meta: { count: data.length, pageCount: 1, totalCount, totalCountIsEstimate: estimate },
  data,
});

describe("getTransactionsInRange", () => {
  it("3.x: GET transactions?timestamp.from&timestamp.to; a short page holds every row", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    const seen = fakeNode((r) =>
      r.key === "GET transactions?timestamp.from=100&timestamp.to=199"
        ? { status: 200, body: page([tx(120), tx(150)], 30, true) }
        : undefined,
    );
    const out = await getTransactionsInRange(100, 199, 100);
    expect(out.count).toEqual({ count: 2, isEstimate: false });
    expect(out.rows).toHaveLength(2);
    expect(seen[0]?.query.limit).toBe("100");
  });
  it("3.x: a full page gives the node's estimate and no rows", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([tx(120), tx(130)], 47667, true) }));
    const out = await getTransactionsInRange(100, 199, 2);
    expect(out).toEqual({ count: { count: 47667, isEstimate: true }, rows: null });
  });
  it("a full page whose exact total is the page holds every row; an estimate of the same does not", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([tx(120), tx(130)], 2) }));
    expect((await getTransactionsInRange(100, 199, 2)).rows).toHaveLength(2);
    fakeNode(() => ({ status: 200, body: page([tx(120), tx(130)], 2, true) }));
    expect((await getTransactionsInRange(100, 199, 2)).rows).toBeNull();
  });
  it("2.6: POST transactions/search with a timestamp range", async () => {
    setCapability(FAKE_SERVER, "postSearch", true);
    const seen = fakeNode((r) =>
      r.key === "POST transactions/search" ? { status: 200, body: page([tx(120)], 1) } : undefined,
    );
    const out = await getTransactionsInRange(100, 199, 100);
    expect(out.count.count).toBe(1);
    expect(seen[0]?.json).toEqual({ timestamp: { from: 100, to: 199 } });
  });
  it("a node that ignores the filter is an error, not a wrong count", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([tx(5000)], 1) }));
    await expect(getTransactionsInRange(100, 199, 100)).rejects.toThrow(
      /ignored the timestamp filter/,
    );
  });
});

const block = (height: number, epoch: number) => ({
  id: `b${height}`,
  height,
  timestamp: { epoch, unix: epoch + 1490101200, human: "" },
  generator: { publicKey: "k", address: "AG" },
  forged: { reward: "0", fee: "0", amount: "0", total: "0" },
});

describe("getHeightAt", () => {
  it("3.x: GET blocks?timestamp.to&limit=1, newest first", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    const seen = fakeNode((r) =>
      r.key === "GET blocks?timestamp.to=999"
        ? { status: 200, body: page([block(88, 990)], 88) }
        : undefined,
    );
    expect(await getHeightAt(999)).toBe(88);
    expect(seen[0]?.query.limit).toBe("1");
  });
  it("2.6: POST blocks/search {timestamp: {to}}", async () => {
    setCapability(FAKE_SERVER, "postSearch", true);
    const seen = fakeNode((r) =>
      r.key === "POST blocks/search" ? { status: 200, body: page([block(7, 900)], 7) } : undefined,
    );
    expect(await getHeightAt(999)).toBe(7);
    expect(seen[0]?.json).toEqual({ timestamp: { to: 999 } });
  });
  it("before the first block: 0", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([], 0) }));
    expect(await getHeightAt(1)).toBe(0);
  });
});
