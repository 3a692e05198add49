import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render } from "@testing-library/react";
import type { ComponentType } from "react";
import { MemoryRouter, matchPath, Route, Routes } from "react-router-dom";
import { vi } from "vitest";
import { createQueryClient } from "@/app/query-client";
import { resetCapabilities } from "@/shared/api/capabilities";
import { coreNode, type CoreGeneration, type WalletShape26 } from "@/shared/api/fixtures/core-node";
import { FAKE_SERVER, fakeNode, type SeenRequest } from "@/shared/api/fixtures/fake-node";
import { NetworkConfigProvider } from "@/shared/network/NetworkContext";
import { PRESETS } from "@/shared/network/presets";
import {
  blockchainQuery,
  firstDelegatesQuery,
  nodeConfigurationQuery,
} from "@/shared/network/queries";
import { NetworkStateProvider } from "@/shared/network/useNetwork";
import { WalletNamesProvider } from "@/shared/network/wallet-names";
import type { RouteData } from "@/shared/routing/route-data";

/** A page's first visit: the URL opened, the route pattern that shows the page, its module's parts. */
export interface FirstVisitRoute {
  /** the in-app path opened, e.g. `/wallets/A…` */
  url: string;
  /** the route's pattern, e.g. `/wallets/:address` */
  pattern: string;
  page: ComponentType;
  data?: RouteData;
}

/** How long no request may run before the visit counts as settled (as e2e `firstVisitRequests`). */
const QUIET_MS = 1500;

/**
 * Test helper: a first visit (empty storage, nothing learnt about the node) of one page against a
 * whole fake node of one API generation (`coreNode`; `wallets`: its 2.6 wallet answers): what the app's start-up asks (the node
 * configuration, the height poll, the first delegates), the route's data function, then the page
 * rendered in the app's providers with the app's query client, nothing scrolled into view. Resolves with every API request
 * made until none ran for {@link QUIET_MS} (the e2e and benchmark definition of "settled": the
 * idle-time probes that wait for a longer quiet are left out). Undo with `vi.unstubAllGlobals()`.
 */
export async function firstVisit(
  generation: CoreGeneration,
  route: FirstVisitRoute,
  wallets?: WalletShape26,
): Promise<SeenRequest[]> {
  localStorage.clear();
  sessionStorage.clear();
  resetCapabilities();
  if (!i18n.locale) i18n.loadAndActivate({ locale: "en-GB", messages: {} });
  const seen = fakeNode(coreNode(generation, wallets));
  // what is below the fold stays there (a wallet's round history, under its transactions): a
  // first visit does not scroll
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    },
  );
  const answer = globalThis.fetch;
  let inFlight = 0;
  let last = Date.now();
  vi.stubGlobal("fetch", async (...args: Parameters<typeof fetch>) => {
    inFlight++;
    last = Date.now();
    try {
      return await answer(...args);
    } finally {
      inFlight--;
      last = Date.now();
    }
  });
  const config = { ...PRESETS.mainnet, server: FAKE_SERVER, knownWallets: null, priceApi: null };
  const queryClient = createQueryClient();
  void queryClient.prefetchQuery(nodeConfigurationQuery(config.server));
  void queryClient.prefetchQuery(blockchainQuery());
  void queryClient.prefetchQuery(firstDelegatesQuery());
  const [path, search = ""] = route.url.split("?");
  const params = matchPath(route.pattern, path ?? "")?.params ?? {};
  route.data?.({ queryClient, params, searchParams: new URLSearchParams(search) });
  const Page = route.page;
  render(
    <NetworkConfigProvider config={config}>
      <QueryClientProvider client={queryClient}>
        <NetworkStateProvider>
          <I18nProvider i18n={i18n}>
            <WalletNamesProvider>
              <MemoryRouter initialEntries={[route.url]}>
                <Routes>
                  <Route path={route.pattern} element={<Page />} />
                </Routes>
              </MemoryRouter>
            </WalletNamesProvider>
          </I18nProvider>
        </NetworkStateProvider>
      </QueryClientProvider>
    </NetworkConfigProvider>,
  );
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && (inFlight > 0 || Date.now() - last < QUIET_MS)) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
  }
  queryClient.clear();
  return seen;
}

/**
 * The requests of a visit the fake node refused or did not know (4xx), as `coreNode(generation,
 * wallets)` answered them.
 */
export function refusedRequests(
  generation: CoreGeneration,
  seen: readonly SeenRequest[],
  wallets?: WalletShape26,
): SeenRequest[] {
  const node = coreNode(generation, wallets);
  return seen.filter((r) => (node(r)?.status ?? 404) >= 400);
}

/** The URLs (method, path, query, body) a visit asked more than once. */
export function repeatedRequests(seen: readonly SeenRequest[]): string[] {
  const lines = describeRequests(seen).split("\n");
  return lines.filter((line, i) => lines.indexOf(line) !== i);
}

/** `GET path?sorted query` / `POST path?query {json}`: one line per request, for messages. */
export const describeRequests = (seen: readonly SeenRequest[]) =>
  seen
    .map(
      (r) =>
        `${r.method} ${r.path}?${new URLSearchParams(r.query).toString()}${r.json ? ` ${JSON.stringify(r.json)}` : ""}`,
    )
    .join("\n");
