import { QueryClient } from "@tanstack/react-query";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePreferences } from "@/shared/preferences/store";
import { walletData } from "./route-data";

const ADDRESS = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";

function keysStarted(params: Record<string, string>, search = "") {
  const queryClient = new QueryClient();
  const prefetch = vi.spyOn(queryClient, "prefetchQuery").mockResolvedValue(undefined);
  walletData({ queryClient, params, searchParams: new URLSearchParams(search) });
  return prefetch.mock.calls.map(([options]) => (options as { queryKey: unknown[] }).queryKey);
}

describe("walletData", () => {
  beforeEach(() => usePreferences.setState({ walletTab: "all", transactionType: { type: -1, typeGroup: 1 } }));

  it("starts the wallet and the transactions page it will show, together", () => {
    const keys = keysStarted({ address: ADDRESS });
    expect(keys[0]).toEqual(["wallets", "detail", ADDRESS]);
    expect(keys[1]).toEqual(["transactions", "wallet", ADDRESS, "all", expect.objectContaining({ page: 1, orderBy: "timestamp:desc" })]);
  });

  it("follows the tab, page and sort of the URL", () => {
    const keys = keysStarted({ address: ADDRESS, type: "sent", page: "3" }, "sort=amount:asc");
    expect(keys[1]).toEqual(["transactions", "wallet", ADDRESS, "sent", expect.objectContaining({ page: 3, orderBy: "amount:asc" })]);
  });

  it("asks only the wallet for a username (it redirects), the locks tab or a stored type filter", () => {
    expect(keysStarted({ address: "genesis_1" })).toHaveLength(1);
    expect(keysStarted({ address: ADDRESS, type: "locks", page: "1" })).toHaveLength(1);
    usePreferences.setState({ transactionType: { type: 3, typeGroup: 1 } });
    expect(keysStarted({ address: ADDRESS })).toHaveLength(1);
  });
});
