import type { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { walletQuery } from "@/features/wallets/api/wallet-queries";
import { chainKeys } from "@/shared/network/queries";
import { expectSameQueries } from "@/shared/routing/test-page-queries";
import { searchDelegatesQuery } from "./api/results-queries";
import { useSearchPageQueries } from "./hooks/usePageQueries";
import { searchResultsData } from "./route-data";

const ADDRESS = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";
const select = (r: ReturnType<typeof useSearchPageQueries>) => r.queries;

describe("/search/{query}: the route's data function starts the page's lookups", () => {
  it("by the query's shape: names, ids, heights; nothing for an empty query", async () => {
    const keys = await expectSameQueries(
      searchResultsData,
      useSearchPageQueries,
      "/search/:query",
      [
        "/search/genesis_1",
        `/search/${ADDRESS}`,
        "/search/12",
        `/search/${"e".repeat(64)}`,
        "/search/%20",
      ],
      { select },
    );
    expect(keys["/search/genesis_1"]?.[0]).toEqual(searchDelegatesQuery("genesis_1").queryKey);
    expect(keys[`/search/${ADDRESS}`]?.[0]).toEqual(walletQuery(ADDRESS).queryKey);
    expect(keys["/search/12"]).toContainEqual(blockQuery("12").queryKey);
    expect(keys["/search/%20"]).toEqual([]);
  });

  it("business and bridgechain names once the magistrate probe says the network runs them", async () => {
    const urls = ["/search/Acme%20Corp", "/search/acme"];
    const unknown = await expectSameQueries(
      searchResultsData,
      useSearchPageQueries,
      "/search/:query",
      urls,
      { select },
    );
    const on = await expectSameQueries(
      searchResultsData,
      useSearchPageQueries,
      "/search/:query",
      urls,
      {
        select,
        seed: (queryClient: QueryClient) => queryClient.setQueryData(chainKeys.magistrate(), true),
      },
    );
    // the probe first (its answer decides), then the names themselves
    expect(unknown["/search/Acme%20Corp"]).toEqual([chainKeys.magistrate()]);
    expect(on["/search/Acme%20Corp"]).toEqual([
      chainKeys.magistrate(),
      ["search", "lookup", "magistrate"],
    ]);
  });
});
