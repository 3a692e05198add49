import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePreferences } from "@/shared/preferences/store";
import type { RouteData } from "@/shared/routing/route-data";
import { delegateBlocksQuery } from "@/features/blocks/api/block-queries";
import { votersQuery, walletDelegateQuery } from "./api/wallet-queries";
import { walletBlocksData, walletData, walletVotersData } from "./route-data";

const ADDRESS = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";

function keysStarted(params: Record<string, string>, search = "", data: RouteData = walletData) {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
  data({ queryClient, params, searchParams: new URLSearchParams(search) });
  return prefetch.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey);
}

describe("walletData", () => {
  beforeEach(() => usePreferences.setState({ sorts: {}, rowsPerPage: 25 }));

  it("starts the wallet and the transactions page it will show, together", () => {
    const keys = keysStarted({ address: ADDRESS });
    expect(keys[0]).toEqual(["wallets", "detail", ADDRESS]);
    expect(keys[1]).toEqual(["transactions", "wallet", ADDRESS, "all", expect.objectContaining({ page: 1, orderBy: "timestamp:desc" })]);
  });

  it("follows the tab, page and sort of the URL", () => {
    const keys = keysStarted({ address: ADDRESS, type: "sent", page: "3" }, "sort=amount:asc");
    expect(keys[1]).toEqual(["transactions", "wallet", ADDRESS, "sent", expect.objectContaining({ page: 3, orderBy: "amount:asc" })]);
  });

  it("follows the URL's type filter, with the page's key (readable and older forms alike)", () => {
    for (const search of ["type=vote", "type=1:3", "type=VOTE"]) {
      expect(keysStarted({ address: ADDRESS, type: "all", page: "1" }, search)[1]).toEqual([
        "transactions",
        "wallet",
        ADDRESS,
        "all",
        { page: 1, limit: 25, orderBy: "timestamp:desc", type: 3, typeGroup: 1 },
      ]);
    }
  });

  it("an odd type filter is the unfiltered list, as on the page", () => {
    for (const search of ["type=nope", "type=1:99", "type=%00", "type=all", "type="]) {
      expect(keysStarted({ address: ADDRESS }, search)[1]).toEqual([
        "transactions",
        "wallet",
        ADDRESS,
        "all",
        { page: 1, limit: 25, orderBy: "timestamp:desc" },
      ]);
    }
  });

  it("asks only the wallet for a username (it redirects), the locks tab or a type that depends on the node", () => {
    expect(keysStarted({ address: "genesis_1" })).toHaveLength(1);
    expect(keysStarted({ address: ADDRESS, type: "locks", page: "1" })).toHaveLength(1);
    expect(keysStarted({ address: ADDRESS }, "type=timelock")).toHaveLength(1);
    expect(keysStarted({ address: ADDRESS }, "type=business-registration")).toHaveLength(1);
  });

  it("never opens a tab chosen on another wallet: no tab in the URL is the all tab", () => {
    // a store written by an older version held the last tab; it is not read any more
    usePreferences.setState({ walletTab: "locks" } as never);
    expect(keysStarted({ address: ADDRESS })[1]).toEqual(["transactions", "wallet", ADDRESS, "all", expect.anything()]);
  });
});

describe("walletVotersData and walletBlocksData", () => {
  beforeEach(() => usePreferences.setState({ sorts: {}, rowsPerPage: 25 }));

  it("start the delegate and the page of its voters the page shows, under the page's keys", () => {
    expect(keysStarted({ address: ADDRESS, page: "2" }, "", walletVotersData)).toEqual([
      walletDelegateQuery(ADDRESS).queryKey,
      votersQuery(ADDRESS, { page: 2, limit: 25 }).queryKey,
    ]);
  });

  it("start the delegate and the page of its blocks in the URL's sort", () => {
    expect(keysStarted({ address: ADDRESS, page: "1" }, "", walletBlocksData)).toEqual([
      walletDelegateQuery(ADDRESS).queryKey,
      delegateBlocksQuery(ADDRESS, { page: 1, limit: 25, orderBy: "height:desc" }).queryKey,
    ]);
    expect(keysStarted({ address: ADDRESS, page: "3" }, "sort=fee:asc", walletBlocksData)[1]).toEqual(
      delegateBlocksQuery(ADDRESS, { page: 3, limit: 25, orderBy: "totalFee:asc" }).queryKey,
    );
  });

  it("start nothing for an odd address or page (the page shows its message)", () => {
    for (const data of [walletVotersData, walletBlocksData]) {
      expect(keysStarted({ address: "<script>", page: "1" }, "", data)).toEqual([]);
      expect(keysStarted({ address: ADDRESS, page: "x" }, "", data)).toEqual([]);
    }
  });
});
