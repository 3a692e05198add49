import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getCapability, resetCapabilities } from "../capabilities";
import { delegate26, delegatesOrderByRefused26, isResignedRefused26 } from "../fixtures/core-2.6";
import recorded from "../fixtures/delegates-3.9.1.json";
import { FAKE_SERVER, fakeNode, type FakeAnswer } from "../fixtures/fake-node";
import { delegateSchema, paged, type Delegate } from "../schemas";
import {
  delegateOrder,
  getDelegateListPage,
  type DelegateListParams,
  type DelegateOrderField,
} from "./delegate-list";

/** The recorded 3.9.1 delegate answers (record-delegates.mjs) and the node's order of every delegate per `orderBy`. */
const fixture = recorded as {
  answers: Record<string, FakeAnswer>;
  orders: Record<string, string[]>;
};
const ALL = fixture.answers["delegates?limit=100&orderBy=rank:asc&page=1"]!;
const RESIGNED = fixture.answers["delegates?isResigned=true&limit=25&orderBy=votes:asc&page=1"]!;
const REFUSED = fixture.answers["delegates?limit=25&orderBy=producedBlocks:desc&page=1"]!;
const allDelegates = (): Delegate[] => v.parse(paged(delegateSchema), ALL.body).data;

const params = (p: Partial<DelegateListParams>): DelegateListParams => ({
  page: 1,
  limit: 25,
  orderBy: "rank",
  desc: false,
  resigned: false,
  ...p,
});

/** A 2.6 node's page of delegates by rank (its order whatever `orderBy` it accepts). */
const page26 = (page: number, limit: number) => {
  const data = Array.from({ length: limit }, (_, i) => delegate26((page - 1) * limit + i + 1));
  return { status: 200, body: { meta: { count: limit, pageCount: 8, totalCount: 200 }, data } };
};

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("delegateOrder is ARK Core 3.9.1's order of GET delegates?orderBy=", () => {
  for (const [key, usernames] of Object.entries(fixture.orders)) {
    it(`${key} (recorded): ties by rank, unranked last, then public key`, () => {
      const [field, dir] = key.split(":") as [DelegateOrderField, string];
      // from an order unlike any of the node's, so nothing is left as it came
      const shuffled = allDelegates().sort((a, b) => (a.address < b.address ? 1 : -1));
      expect(shuffled.sort(delegateOrder(field, dir === "desc")).map((d) => d.username)).toEqual(
        usernames,
      );
    });
  }
  it("the recorded chain has the cases: ties on votes and produced blocks, a delegate without rank", () => {
    const list = allDelegates();
    expect(list.some((d) => d.rank === undefined)).toBe(true);
    expect(new Set(list.map((d) => d.votes)).size).toBeLessThan(list.length);
    expect(new Set(list.map((d) => d.blocks.produced)).size).toBeLessThan(list.length);
  });
});

describe("a page of the delegate list on both API generations", () => {
  it("3.9.1 (recorded): one request for the page shown, the resigned filter and the totals of its meta", async () => {
    const seen = fakeNode((r) =>
      r.path === "delegates" && r.query.isResigned === "true" ? RESIGNED : undefined,
    );
    const page = await getDelegateListPage(params({ orderBy: "votes", resigned: true }));
    expect(seen.map((r) => r.query)).toEqual([
      { isResigned: "true", limit: "25", orderBy: "votes:asc", page: "1" },
    ]);
    expect(page?.data.length).toBeGreaterThan(0);
    expect(page?.data.every((d) => d.isResigned && d.rank === undefined)).toBe(true);
    expect(page?.meta).toMatchObject({
      totalCount: page?.data.length,
      pageCount: 1,
      totalCountIsEstimate: false,
    });
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(true);
  });
  it("3.9.1: the node's field names and direction, page and limit as asked", async () => {
    const sorted = allDelegates().sort(delegateOrder("blocks.produced", true));
    const seen = fakeNode((r) =>
      r.path === "delegates"
        ? {
            status: 200,
            body: { meta: { pageCount: 6, totalCount: 54 }, data: sorted.slice(10, 20) },
          }
        : undefined,
    );
    const page = await getDelegateListPage(
      params({ page: 2, limit: 10, orderBy: "blocks.produced", desc: true }),
    );
    expect(seen.map((r) => r.query)).toEqual([
      { limit: "10", orderBy: "blocks.produced:desc", page: "2" },
    ]);
    expect(page?.data.map((d) => d.username)).toEqual(sorted.slice(10, 20).map((d) => d.username));
    expect(page?.meta.pageCount).toBe(6);
  });
  it("3.x public nodes: an estimated total is passed on", async () => {
    const body = ALL.body as { meta: object; data: unknown[] };
    fakeNode(() => ({
      status: 200,
      body: { ...body, meta: { ...body.meta, totalCountIsEstimate: true } },
    }));
    expect((await getDelegateListPage(params({ limit: 100 })))?.meta.totalCountIsEstimate).toBe(
      true,
    );
  });
  it("3.9.1 refuses an unknown field with 422 (recorded): no page, the list is sorted in the browser", async () => {
    expect(REFUSED.status).toBe(422);
    fakeNode(() => REFUSED);
    expect(await getDelegateListPage(params({ orderBy: "forged.total" }))).toBeNull();
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(false);
  });
  it("2.6 refuses blocks.produced (422): null, remembered, later pages ask nothing", async () => {
    const seen = fakeNode((r) =>
      r.path !== "delegates"
        ? undefined
        : r.query.orderBy === "rank:asc"
          ? page26(Number(r.query.page), 25)
          : delegatesOrderByRefused26,
    );
    // 2.6 knows rank: the default order is the node's
    expect((await getDelegateListPage(params({ page: 2 })))?.data[0]?.rank).toBe(26);
    expect(
      await getDelegateListPage(params({ orderBy: "blocks.produced", desc: true })),
    ).toBeNull();
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(false);
    expect(await getDelegateListPage(params({ page: 3 }))).toBeNull();
    expect(await getDelegateListPage(params({ orderBy: "votes", resigned: true }))).toBeNull();
    expect(seen).toHaveLength(2);
  });
  it("2.6: pages asked together while the node's answer is unknown cost ONE refused request", async () => {
    const seen = fakeNode((r) => (r.path === "delegates" ? delegatesOrderByRefused26 : undefined));
    const pages = await Promise.all(
      (["blocks.produced", "forged.total", "votes"] as const).map((orderBy) =>
        getDelegateListPage(params({ orderBy, desc: true })),
      ),
    );
    expect(pages).toEqual([null, null, null]);
    expect(seen).toHaveLength(1);
  });
  it("2.6 refuses isResigned (422): null", async () => {
    fakeNode((r) => (r.query.isResigned ? isResignedRefused26 : page26(1, 25)));
    expect(await getDelegateListPage(params({ orderBy: "votes", resigned: true }))).toBeNull();
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(false);
  });
  it("a node that takes orderBy without applying it (rank order for produced blocks): null, remembered", async () => {
    fakeNode(() => page26(1, 25));
    expect(
      await getDelegateListPage(params({ orderBy: "blocks.produced", desc: true })),
    ).toBeNull();
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(false);
  });
  it("a node that ignores the resigned filter: null", async () => {
    fakeNode(() => ({ status: 200, body: { meta: { totalCount: 1 }, data: [delegate26(1)] } }));
    expect(await getDelegateListPage(params({ orderBy: "votes", resigned: true }))).toBeNull();
  });
  it("3.x: rank bounds as rank.from / rank.to (the standby and active tabs)", async () => {
    const ranked = allDelegates().filter((d) => d.rank !== undefined && d.rank > 51);
    const seen = fakeNode((r) =>
      r.path === "delegates"
        ? { status: 200, body: { meta: { pageCount: 1, totalCount: ranked.length }, data: ranked } }
        : undefined,
    );
    const page = await getDelegateListPage(params({ rank: { from: 52 } }));
    expect(seen.map((r) => r.query)).toEqual([
      { limit: "25", orderBy: "rank:asc", page: "1", "rank.from": "52" },
    ]);
    expect(page?.data.every((d) => d.rank! > 51)).toBe(true);
  });
  it("a node that ignores the rank bounds (ranks outside them): null, remembered", async () => {
    fakeNode(() => page26(1, 25));
    expect(await getDelegateListPage(params({ rank: { from: 52 } }))).toBeNull();
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(false);
  });
  it("2.6 refuses the rank bounds (422): null", async () => {
    fakeNode(() => ({
      status: 422,
      body: {
        statusCode: 422,
        error: "Unprocessable Entity",
        message: '"rank.from" is not allowed',
      },
    }));
    expect(await getDelegateListPage(params({ rank: { from: 52 } }))).toBeNull();
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBe(false);
  });
  it("other errors fail the page and teach nothing", async () => {
    fakeNode(() => ({ status: 503, body: { statusCode: 503, error: "Service Unavailable" } }));
    await expect(getDelegateListPage(params({}))).rejects.toMatchObject({ status: 503 });
    expect(getCapability(FAKE_SERVER, "delegatesServerOrder")).toBeUndefined();
  });
});
