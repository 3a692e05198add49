import { afterEach, describe, expect, it, vi } from "vitest";
import { setCapability } from "../capabilities";
import { FAKE_SERVER, fakeNode } from "../fixtures/fake-node";
import {
  countWalletsFrom,
  getLargestBlock,
  getLargestTransaction,
  getRichestBalances,
} from "./records";

afterEach(() => vi.unstubAllGlobals());

const page = (data: unknown[], totalCount?: number, estimate?: boolean) => ({
  meta: {
    count: data.length,
    pageCount: 1,
    ...(totalCount === undefined ? {} : { totalCount }),
    ...(estimate === undefined ? {} : { totalCountIsEstimate: estimate }),
  },
  data,
});
/** The largest transaction of the seeded testnet as ARK Core 3.9.1 answered it (part). */
const tx = {
  id: "0bbc9340798a18a81109bdfdbee9c9003f20a586dd9f80a39507c84588c1b4b1",
  blockId: "17184958558311101492",
  version: 1,
  type: 0,
  typeGroup: 1,
  amount: "245100000000000",
  fee: "0",
  sender: "APnhwwyTbMiykJwYbGhYjNgtHiVJDSEhSn",
  recipient: "ANBkoGqWeTSiaEVgVzSKZd3jS7UWzv9PSo",
  timestamp: { epoch: 0, unix: 1490101200, human: "2017-03-21T13:00:00.000Z" },
  nonce: "51",
};
/** A 2.6 transaction: `recipientId`, numbers for amounts. */
const tx26 = {
  id: "aa",
  type: 0,
  amount: 245100000000000,
  fee: 0,
  sender: "AS",
  recipientId: "AR",
  timestamp: { epoch: 10, unix: 1490101210, human: "" },
};
const block = {
  id: "17184958558311101492",
  height: 1,
  transactions: 153,
  timestamp: { epoch: 0, unix: 1490101200, human: "" },
  generator: { publicKey: "k", address: "AG" },
  forged: { reward: "0", fee: "0", amount: "12500000000000000", total: "0" },
};
const refused = (message: string) => ({
  status: 422,
  body: { statusCode: 422, error: "Unprocessable Entity", message },
});
const wallet = (balance: string) => ({ address: `A${balance}`, balance });

describe("getLargestTransaction", () => {
  it("3.x: GET transactions?orderBy=amount:desc&limit=1", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    const seen = fakeNode((r) =>
      r.key === "GET transactions?orderBy=amount:desc"
        ? { status: 200, body: page([tx], 548, false) }
        : undefined,
    );
    const out = await getLargestTransaction();
    expect(out.supported && out.item?.id).toBe(tx.id);
    expect(out.supported && out.item?.amount).toBe("245100000000000");
    expect(seen).toHaveLength(1);
    expect(seen[0]?.query.limit).toBe("1");
  });
  it("2.6: POST transactions/search with the sort in the body", async () => {
    setCapability(FAKE_SERVER, "postSearch", true);
    const seen = fakeNode((r) =>
      r.key === "POST transactions/search" ? { status: 200, body: page([tx26], 9) } : undefined,
    );
    const out = await getLargestTransaction();
    expect(out.supported && out.item?.amount).toBe("245100000000000");
    expect(out.supported && out.item?.recipient).toBe("AR");
    expect(seen[0]?.json).toEqual({ orderBy: "amount:desc" });
    expect(seen[0]?.query).toEqual({ page: "1", limit: "1" });
  });
  it("a refused sort (422 for an unknown key, or 404) is not available, not an error", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => refused("Unknown orderBy property 'amount'"));
    expect(await getLargestTransaction()).toEqual({ supported: false });
    setCapability(FAKE_SERVER, "postSearch", true);
    fakeNode(() => refused('"orderBy" is not allowed'));
    expect(await getLargestTransaction()).toEqual({ supported: false });
  });
  it("an empty chain: no item; other failures reject", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([], 0) }));
    expect(await getLargestTransaction()).toEqual({ supported: true, item: null });
    fakeNode(() => ({ status: 500, body: { statusCode: 500, message: "boom" } }));
    await expect(getLargestTransaction()).rejects.toThrow();
  });
});

describe("getLargestBlock", () => {
  it("3.x: GET blocks?orderBy=totalAmount:desc&limit=1", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode((r) =>
      r.key === "GET blocks?orderBy=totalAmount:desc"
        ? { status: 200, body: page([block], 38) }
        : undefined,
    );
    const out = await getLargestBlock();
    expect(out.supported && out.item?.forged.amount).toBe("12500000000000000");
    expect(out.supported && out.item?.transactions).toBe(153);
  });
  it("2.6: POST blocks/search {orderBy}; a refusal is not available", async () => {
    setCapability(FAKE_SERVER, "postSearch", true);
    const seen = fakeNode((r) =>
      r.key === "POST blocks/search" ? { status: 200, body: page([block], 38) } : undefined,
    );
    expect((await getLargestBlock()).supported).toBe(true);
    expect(seen[0]?.json).toEqual({ orderBy: "totalAmount:desc" });
    fakeNode(() => refused("Unknown orderBy property 'totalAmount'"));
    expect(await getLargestBlock()).toEqual({ supported: false });
  });
});

describe("countWalletsFrom", () => {
  it("3.x: GET wallets?balance.from&limit=1, meta.totalCount exact or estimated", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    const seen = fakeNode((r) =>
      r.key === "GET wallets?balance.from=100000001"
        ? { status: 200, body: page([wallet("245134310000000")], 171, false) }
        : undefined,
    );
    expect(await countWalletsFrom("100000001")).toEqual({ count: 171, isEstimate: false });
    expect(seen[0]?.query.limit).toBe("1");
    fakeNode(() => ({ status: 200, body: page([wallet("5")], 90210, true) }));
    expect(await countWalletsFrom("1")).toEqual({ count: 90210, isEstimate: true });
  });
  it("2.6: POST wallets/search {balance: {from}}", async () => {
    setCapability(FAKE_SERVER, "postSearch", true);
    const seen = fakeNode((r) =>
      r.key === "POST wallets/search"
        ? { status: 200, body: page([wallet("500")], 4143) }
        : undefined,
    );
    expect(await countWalletsFrom("100000001")).toEqual({ count: 4143, isEstimate: false });
    expect(seen[0]?.json).toEqual({ balance: { from: "100000001" } });
  });
  it("an empty page is zero whatever the meta says", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([], 30, true) }));
    expect(await countWalletsFrom("1")).toEqual({ count: 0, isEstimate: false });
  });
  it("no total in the answer, or a refused filter: null (counted from the richest wallets)", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 200, body: page([wallet("5")]) }));
    expect(await countWalletsFrom("1")).toBeNull();
    fakeNode(() => refused("Unknown property 'balance.from'"));
    expect(await countWalletsFrom("1")).toBeNull();
  });
});

describe("getRichestBalances", () => {
  it("reads wallets/top page after page until a short page", async () => {
    const seen = fakeNode((r) => {
      if (r.path !== "wallets/top") return undefined;
      const n = r.query.page === "1" ? 100 : 3;
      return {
        status: 200,
        body: page(
          Array.from({ length: n }, () => wallet("7")),
          103,
        ),
      };
    });
    const out = await getRichestBalances(5);
    expect(out.complete).toBe(true);
    expect(out.balances).toHaveLength(103);
    expect(seen.map((r) => r.query.page)).toEqual(["1", "2"]);
  });
  it("stops at the cap: not complete", async () => {
    const seen = fakeNode(() => ({
      status: 200,
      body: page(
        Array.from({ length: 100 }, () => wallet("7")),
        9999,
      ),
    }));
    const out = await getRichestBalances(2);
    expect(out).toMatchObject({ complete: false });
    expect(out.balances).toHaveLength(200);
    expect(seen).toHaveLength(2);
  });
});
