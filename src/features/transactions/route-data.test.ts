import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { enabledTransactionTypes } from "@/shared/api/transaction-types";
import { usePreferences } from "@/shared/preferences/store";
import { homeData } from "@/features/home/route-data";
import { dayTransactionsQuery, dayWindowStart, LATEST_LIMIT, latestBlocksQuery } from "@/features/home/latest";
import { knownEpochUnix } from "@/shared/network/queries";
import { latestTransactionsQuery, transactionsQuery } from "./api/transaction-queries";
import { typeFilterFromParam, typeFilterParams } from "./model/type-filter";
import { transactionsData } from "./route-data";
import type { RouteData } from "@/shared/routing/route-data";

function keysStarted(data: RouteData, params: Record<string, string>, search = "") {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
  data({ queryClient, params, searchParams: new URLSearchParams(search) });
  return prefetch.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey);
}

// what the page resolves once the node's configuration is in (core types need none of it)
const enabled = enabledTransactionTypes({ magistrate: true, htlc: true });

describe("transactionsData", () => {
  beforeEach(() => usePreferences.setState({ sorts: {}, rowsPerPage: 25 }));

  it("starts the page's own query for the URL's filter, sort and size", () => {
    for (const search of ["", "type=vote", "type=1:3", "type=garbage&sort=amount:asc&limit=50", "type=multi-payment"]) {
      const url = new URLSearchParams(search);
      const filter = typeFilterParams(typeFilterFromParam(url.get("type"), enabled));
      const expected = transactionsQuery({
        page: 2,
        limit: Number(url.get("limit") ?? 25),
        orderBy: url.get("sort") ?? "timestamp:desc",
        ...filter,
      }).queryKey;
      expect(keysStarted(transactionsData, { page: "2" }, search)).toEqual([expected]);
    }
  });

  it("leaves types that depend on the node to the page, and a bad page to the 404 page", () => {
    expect(keysStarted(transactionsData, { page: "1" }, "type=timelock-claim")).toEqual([]);
    expect(keysStarted(transactionsData, { page: "1" }, "type=2:0")).toEqual([]);
    expect(keysStarted(transactionsData, { page: "x" })).toEqual([]);
  });

  it("never reads a type filter from the preferences", () => {
    usePreferences.setState({ transactionType: { type: 3, typeGroup: 1 } } as never);
    expect(keysStarted(transactionsData, { page: "1" })[0]).toEqual(
      transactionsQuery({ page: 1, limit: 25, orderBy: "timestamp:desc" }).queryKey,
    );
  });
});

describe("homeData", () => {
  // the delegates' first page is the layout's loader's, started once for every page
  it("starts the latest blocks and the latest transactions in the URL's filter (none: the summary's 24 h page), with the pages' keys", () => {
    const first = [latestBlocksQuery().queryKey];
    const day = dayTransactionsQuery(dayWindowStart(knownEpochUnix())).queryKey;
    expect(keysStarted(homeData, {})).toEqual([...first, day]);
    expect(keysStarted(homeData, {}, "type=vote")).toEqual([...first, latestTransactionsQuery(LATEST_LIMIT, { type: 3, typeGroup: 1 }).queryKey]);
    expect(keysStarted(homeData, {}, "type=%3Cscript%3E")).toEqual([...first, day]);
    // a filter the node's configuration must resolve: the page starts that list itself
    expect(keysStarted(homeData, {}, "type=entity")).toEqual(first);
  });
});
