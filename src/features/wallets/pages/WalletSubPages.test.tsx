import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeNode } from "@/shared/api/fixtures/fake-node";
import type * as UseNetwork from "@/shared/network/useNetwork";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { Component as WalletBlocksPage } from "./WalletBlocksPage";
import { Component as WalletVotersPage } from "./WalletVotersPage";
import { Component as WalletPage } from "./WalletPage";

vi.mock("@/shared/network/usePageTitle", () => ({ usePageTitle: () => undefined }));
// the CSV exports' fiat column reads the network config, which these pages get no provider of
vi.mock("@/features/wallets/components/CsvExportFiat", () => ({ useCsvFiat: () => null }));
vi.mock("@/shared/network/useNetwork", async (original) => ({
  ...(await original<typeof UseNetwork>()),
  useNetwork: () => ({
    supply: "12500000000000000",
    height: 100,
    htlcEnabled: true,
    addressPrefix: 23,
  }),
  useChainConstants: () => ({
    symbol: "Ѧ",
    token: "ARK",
    activeDelegates: 51,
    blocktime: 8,
    epochUnix: 1490101200,
    htlcEnabled: true,
  }),
  useTransactionTypes: () => ({
    enabledTransactionTypes: [],
    magistrateEnabled: false,
    magistrateKnown: true,
    wantTypes: () => undefined,
  }),
}));

const ADDRESS = "AJWRd23HNEhPLkK1ymMnwnDBX2a7QBZqff";
/** What a hostile node may answer for a delegate: a username holding Lingui's tag syntax. */
const HOSTILE = "<0>spoof</0><1/>";
const delegate = {
  username: HOSTILE,
  address: ADDRESS,
  publicKey: "02" + "a".repeat(64),
  votes: "100",
  rank: 3,
};

function renderAt(url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/wallets/:address/blocks/:page" element={<WalletBlocksPage />} />
          <Route path="/wallets/:address/voters/:page" element={<WalletVotersPage />} />
          <Route path="/wallets/:address" element={<WalletPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("a delegate's username in the sub-pages' headings", () => {
  const answers = () =>
    fakeNode((r) => {
      if (r.path === `delegates/${ADDRESS}`) return { status: 200, body: { data: delegate } };
      if (r.path.endsWith("/blocks") || r.path.endsWith("/voters"))
        return { status: 200, body: { meta: { totalCount: 0, pageCount: 1 }, data: [] } };
      return undefined;
    });

  it.each([
    [`/wallets/${ADDRESS}/blocks/1`, "Blocks forged by"],
    [`/wallets/${ADDRESS}/voters/1`, "Voters of"],
  ])(
    "%s shows a tag-like username as text, never parsed as the message's elements",
    async (url, text) => {
      answers();
      renderAt(url);
      const heading = await screen.findByRole("heading", { level: 1, name: `${text} ${HOSTILE}` });
      expect(heading).toHaveTextContent(`${text} ${HOSTILE}`);
      expect(heading.children).toHaveLength(0);
    },
  );
});

describe("dot-only wallet ids", () => {
  it.each([
    "/wallets/%2E%2E/blocks/1",
    "/wallets/%2E%2E/voters/1",
    "/wallets/%2E",
    "/wallets/%2E%2E",
    "/wallets/./voters/1",
  ])('%s: "not a valid address or delegate name", and no request', async (url) => {
    const seen = fakeNode(() => ({
      status: 200,
      body: { data: [], meta: { totalCount: 0, pageCount: 1 } },
    }));
    renderAt(url);
    expect(await screen.findByText(/is not a valid address or delegate name/)).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]);
  });
});
