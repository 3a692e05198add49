import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { configureApi } from "@/shared/api/client";
import { appRoutes } from "./router";

/** Runs the app's route table in memory from `path` and returns where it settled. */
async function settle(path: string, ready: Promise<unknown> = Promise.resolve()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(appRoutes(queryClient, ready), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.navigation.state).toBe("idle"), { timeout: 5_000 });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
  return {
    router,
    queryClient,
    location: `${router.state.location.pathname}${router.state.location.search}`,
  };
}

describe("the route table", () => {
  it.each([
    ["/blocks", "/blocks/1"],
    ["/transactions", "/transactions/1"],
    ["/top-wallets", "/top-wallets/1"],
    ["/topAccounts", "/top-wallets/1"],
    ["/delegates", "/delegates/1"],
    ["/delegates/resigned", "/delegates/resigned/1"],
    ["/delegateMonitor", "/delegate-monitor"],
    ["/businesses", "/businesses/1"],
    ["/bridgechains", "/bridgechains/1"],
    ["/tx/ab%20cd", "/transaction/ab%20cd"],
    ["/address/AXyz", "/wallets/AXyz"],
    ["/wallets/AXyz/voters", "/wallets/AXyz/voters/1"],
    ["/wallets/AXyz/blocks", "/wallets/AXyz/blocks/1"],
    ["/wallets/AXyz/transactions", "/wallets/AXyz/transactions/all/1"],
    ["/wallets/AXyz/transactions/sent", "/wallets/AXyz/transactions/sent/1"],
    ["/block/12/transactions", "/block/12/transactions/1"],
    ["/no/such/page", "/404"],
    ["/wallets/AXyz/blocks/99999999999999999999999999999999", "/404"],
    ["/delegates/%7B%7D", "/404"],
  ])("%s leads to %s, replacing the alias in the history", async (from, to) => {
    const { router, location } = await settle(from);
    expect(location).toBe(to);
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("a page's loader starts its first query once the API server is known, without waiting for the answer", async () => {
    let release!: () => void;
    const ready = new Promise<void>((resolve) => (release = resolve));
    const fetch = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => new Promise<Response>(() => {}));
    const queryClient = new QueryClient();
    const router = createMemoryRouter(appRoutes(queryClient, ready), {
      initialEntries: ["/wallets/AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK"],
    });
    await new Promise((r) => setTimeout(r, 20));
    expect(fetch).not.toHaveBeenCalled();
    configureApi({ server: "http://node.test/api" });
    release();
    // the navigation completes while the wallet's answer is still on its way
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5_000 });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    // the page's own request, beside the height poll's first one (started by the layout's loader)
    const urls = fetch.mock.calls.map(([input]) => String((input as Request).url ?? input));
    expect(urls.some((u) => u.includes("/wallets/AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK"))).toBe(true);
    fetch.mockRestore();
  });
});
