import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { loadPageData } from "./page-data";
import type { PageName } from "./pages";

describe("loadPageData", () => {
  it("loads the data function of each page that has one, and nothing for a page without", async () => {
    const withData: PageName[] = [
      "home",
      "blocks",
      "block",
      "blockTransactions",
      "transactions",
      "transaction",
      "lock",
      "wallet",
      "walletVoters",
      "walletBlocks",
      "topWallets",
      "delegateMonitor",
      "delegates",
      "resignedDelegates",
      "standbyDelegates",
      "searchResults",
    ];
    for (const name of withData) expect(typeof (await loadPageData(name)), name).toBe("function");
    for (const name of ["watchlist", "statistics", "advancedSearch", "notFound"] as const)
      expect(loadPageData(name), name).toBeUndefined();
  });

  it("gives each page its own function: the block page starts the block, not a list", async () => {
    const queryClient = new QueryClient();
    const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
    const data = await loadPageData("block");
    data?.({ queryClient, params: { id: "a".repeat(64) }, searchParams: new URLSearchParams() });
    expect(
      prefetch.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey[0]),
    ).toEqual(["blocks"]);
    expect(
      prefetch.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey)[0],
    ).toContain("a".repeat(64));
  });
});
