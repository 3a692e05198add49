import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { delegateOrder } from "@/shared/api/endpoints/delegate-list";
import recorded from "@/shared/api/fixtures/delegates-3.9.1.json";
import type { FakeAnswer } from "@/shared/api/fixtures/fake-node";
import { delegateSchema, paged, type Delegate, type Page } from "@/shared/api/schemas";
import {
  delegateListParams,
  delegateTabView,
  legacyStandbyPage,
  pageFromFirst,
} from "./delegate-list-queries";

const fixture = recorded as { answers: Record<string, FakeAnswer> };
const first = (): Page<Delegate> =>
  v.parse(
    paged(delegateSchema),
    fixture.answers["delegates?limit=100&orderBy=rank:asc&page=1"]!.body,
  );
const rank = { id: "rank", desc: false };

describe("the delegate list's tabs", () => {
  it("active = ranks 1 … n, standby = ranks after n, resigned = the resigned filter, as the node's parameters", () => {
    expect(delegateListParams(delegateTabView("active", 51, 2, 25, rank))).toEqual({
      page: 2,
      limit: 25,
      orderBy: "rank",
      desc: false,
      resigned: false,
      rank: { to: 51 },
    });
    expect(
      delegateListParams(delegateTabView("standby", 51, 1, 25, { id: "votes", desc: true })),
    ).toMatchObject({
      orderBy: "votes",
      desc: true,
      resigned: false,
      rank: { from: 52 },
    });
    expect(delegateListParams(delegateTabView("resigned", 51, 1, 25, rank))).not.toHaveProperty(
      "rank",
    );
  });

  it("the active tab in any order comes from the names' first page, sorted as the node sorts, exact total", () => {
    const all = first();
    const n = 10;
    const page = pageFromFirst(
      all,
      delegateListParams(delegateTabView("active", n, 2, 4, { id: "votes", desc: true })),
    );
    const expected = all.data
      .filter((d) => d.rank !== undefined && d.rank! <= n)
      .sort(delegateOrder("votes", true));
    expect(page?.data.map((d) => d.username)).toEqual(expected.slice(4, 8).map((d) => d.username));
    expect(page?.meta).toEqual({ totalCount: n, pageCount: 3, totalCountIsEstimate: false });
  });

  it("the standby tab comes from the first page only when that page is the whole list (else its total is unknown)", () => {
    const all = first();
    const n = 40;
    const p = delegateListParams(delegateTabView("standby", n, 1, 25, rank));
    const whole = pageFromFirst(all, p);
    const ranked = all.data.filter((d) => d.rank !== undefined && d.rank! > n);
    expect(whole?.data.map((d) => d.rank)).toEqual(ranked.slice(0, 25).map((d) => d.rank));
    expect(whole?.meta.totalCount).toBe(ranked.length);
    // a first page of 100 out of 1,155 (the scale chain): the standby total is the node's to give
    const partial: Page<Delegate> = {
      data: Array.from({ length: 100 }, (_, i) => ({
        ...all.data[0]!,
        rank: i + 1,
        publicKey: `k${i}`,
      })),
      meta: { totalCount: 1155, pageCount: 12, totalCountIsEstimate: true },
    };
    expect(pageFromFirst(partial, p)).toBeNull();
    expect(
      pageFromFirst(
        partial,
        delegateListParams(delegateTabView("active", 51, 3, 25, rank)),
      )?.data.map((d) => d.rank),
    ).toEqual([51]);
  });

  it("an old /delegates/{page} past the active pages leads to the standby page holding its first rank", () => {
    expect(legacyStandbyPage(1, 25, 51)).toBeNull();
    expect(legacyStandbyPage(3, 25, 51)).toBeNull();
    // old page 4: ranks 76-100; rank 76 is the 25th standby delegate
    expect(legacyStandbyPage(4, 25, 51)).toBe(1);
    // old page 5: ranks 101-125; rank 101 is the 50th standby delegate
    expect(legacyStandbyPage(5, 25, 51)).toBe(2);
    expect(legacyStandbyPage(2, 100, 51)).toBe(1);
  });
});
