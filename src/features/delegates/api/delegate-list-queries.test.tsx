import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCapabilities } from "@/shared/api/capabilities";
import {
  delegate26,
  delegatesOrderByRefused26,
  isResignedRefused26,
} from "@/shared/api/fixtures/core-2.6";
import recorded from "@/shared/api/fixtures/delegates-3.9.1.json";
import { fakeNode, type FakeAnswer } from "@/shared/api/fixtures/fake-node";
import { delegateSchema, paged, type Delegate } from "@/shared/api/schemas";
import { composeDelegateIndex } from "@/shared/network/delegate-names";
import { WalletNamesContext, type WalletNames } from "@/shared/network/wallet-names-context";
import { useDelegateListPage } from "./delegate-list-page";
import type { DelegateListView } from "./delegate-list-queries";

const fixture = recorded as {
  answers: Record<string, FakeAnswer>;
  orders: Record<string, string[]>;
};
const ALL = fixture.answers["delegates?limit=100&orderBy=rank:asc&page=1"]!;
const RESIGNED = fixture.answers["delegates?isResigned=true&limit=25&orderBy=votes:asc&page=1"]!;
const allDelegates = (): Delegate[] => v.parse(paged(delegateSchema), ALL.body).data;

/** Renders the hook with a query client and a delegate index holding `complete` (what the index shows); `want` records what is asked of it. */
function render(view: DelegateListView, complete?: Delegate[]) {
  const want = vi.fn((_complete: boolean) => undefined);
  const names: WalletNames = {
    delegates: composeDelegateIndex(undefined, complete, false, false),
    known: {},
    want,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <WalletNamesContext.Provider value={names}>{children}</WalletNamesContext.Provider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ v: current }) => useDelegateListPage(current), {
    wrapper,
    initialProps: { v: view },
  });
  return { ...hook, want, client };
}

const view = (p: Partial<DelegateListView>): DelegateListView => ({
  resigned: false,
  page: 1,
  limit: 25,
  sort: { id: "rank", desc: false },
  ...p,
});

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("useDelegateListPage: one page of a delegate list whatever the node can do", () => {
  it("3.9.1 (recorded): the resigned page the node sorted and counted; the complete list is never asked", async () => {
    const seen = fakeNode((r) =>
      r.path === "delegates" && r.query.isResigned === "true" ? RESIGNED : undefined,
    );
    const { result, want } = render(view({ resigned: true, sort: { id: "votes", desc: false } }));
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const body = RESIGNED.body as { data: { username: string }[]; meta: { totalCount: number } };
    expect(result.current.query.data?.data.map((d) => d.username)).toEqual(
      body.data.map((d) => d.username),
    );
    expect(result.current.query.data?.meta.totalCount).toBe(body.meta.totalCount);
    expect(result.current.fetchPage).toBeDefined();
    expect(seen.map((r) => r.key)).toEqual(["GET delegates?isResigned=true&orderBy=votes:asc"]);
    expect(want).not.toHaveBeenCalledWith(true);
  });

  it("3.9.1: pages within the first 100 by rank are sliced from the names' page 1 (one request for both)", async () => {
    const seen = fakeNode((r) => (r.path === "delegates" && !r.query.orderBy ? ALL : undefined));
    const { result, rerender } = render(view({ page: 2, limit: 10 }));
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const byRank = allDelegates();
    expect(result.current.query.data?.data.map((d) => d.username)).toEqual(
      byRank.slice(10, 20).map((d) => d.username),
    );
    expect(result.current.query.data?.meta).toEqual({
      totalCount: byRank.length,
      pageCount: Math.ceil(byRank.length / 10),
      totalCountIsEstimate: false,
    });
    rerender({ v: view({ page: 3, limit: 10 }) });
    await waitFor(() =>
      expect(result.current.query.data?.data[0]?.username).toBe(byRank[20]?.username),
    );
    expect(seen.map((r) => r.query)).toEqual([{ limit: "100", page: "1" }]);
  });

  it("2.6 refuses the resigned filter (422): the complete index, sorted in the node's order and paged, exact totals", async () => {
    const seen = fakeNode((r) => (r.query.isResigned ? isResignedRefused26 : undefined));
    const list = [
      ...allDelegates(),
      {
        ...allDelegates()[0]!,
        username: "gone_b",
        publicKey: "03b",
        rank: undefined,
        isResigned: true,
        votes: "5",
      },
      {
        ...allDelegates()[0]!,
        username: "gone_a",
        publicKey: "03c",
        rank: undefined,
        isResigned: true,
        votes: "5",
      },
    ];
    const { result, want } = render(
      view({ resigned: true, sort: { id: "votes", desc: false } }),
      list,
    );
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    const resigned = list.filter((d) => d.isResigned);
    // votes ascending; a tie by rank (none), then public key: "03b" before "03c"
    expect(result.current.query.data?.data.map((d) => d.username)).toEqual([
      ...resigned.filter((d) => d.votes === "0").map((d) => d.username),
      "gone_b",
      "gone_a",
    ]);
    expect(result.current.query.data?.meta).toEqual({
      totalCount: resigned.length,
      pageCount: 1,
      totalCountIsEstimate: false,
    });
    expect(result.current.query.isError).toBe(false);
    expect(result.current.fetchPage).toBeUndefined();
    expect(want).toHaveBeenCalledWith(true);
    expect(seen).toHaveLength(1);
  });

  it("2.6 refuses a sort (422): later pages come from the complete list without asking the node again", async () => {
    const seen = fakeNode((r) =>
      r.query.orderBy === "forged.total:desc" ? delegatesOrderByRefused26 : undefined,
    );
    const list = Array.from({ length: 60 }, (_, i) => v.parse(delegateSchema, delegate26(i + 1)));
    const { result, rerender } = render(view({ sort: { id: "forged", desc: true } }), list);
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.query.data?.data.map((d) => d.rank)).toEqual(
      list.slice(0, 25).map((d) => d.rank),
    );
    expect(result.current.query.data?.meta.pageCount).toBe(3);
    rerender({ v: view({ page: 3, sort: { id: "produced", desc: true } }) });
    await waitFor(() => expect(result.current.query.data?.data).toHaveLength(10));
    expect(seen).toHaveLength(1);
  });

  it("a page past the end of the sliced complete list is empty, with the real page count", async () => {
    fakeNode((r) => (r.query.isResigned ? isResignedRefused26 : undefined));
    const { result } = render(
      view({ resigned: true, page: 9, sort: { id: "votes", desc: false } }),
      allDelegates(),
    );
    await waitFor(() => expect(result.current.query.data).toBeDefined());
    expect(result.current.query.data).toEqual({
      data: [],
      meta: { totalCount: 1, pageCount: 1, totalCountIsEstimate: false },
    });
  });
});
