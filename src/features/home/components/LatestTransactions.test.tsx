import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FAKE_SERVER, fakeNode, type SeenRequest } from "@/shared/api/fixtures/fake-node";
import { NetworkConfigProvider } from "@/shared/network/NetworkContext";
import { PRESETS } from "@/shared/network/presets";
import { NetworkStateProvider } from "@/shared/network/useNetwork";
import { WalletNamesProvider } from "@/shared/network/wallet-names";
import { LatestTransactions } from "./LatestTransactions";

i18n.loadAndActivate({ locale: "en-GB", messages: {} });

/** A transfer as ARK Core 3.x answers it. */
function transfer(i: number) {
  return {
    id: `${String(i).padStart(4, "0")}${"a".repeat(60)}`,
    blockId: "b1",
    version: 2,
    type: 0,
    typeGroup: 1,
    amount: "100000000",
    fee: "10000000",
    sender: "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK",
    senderPublicKey: "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37",
    recipient: "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK",
    signature: "s",
    confirmations: 3,
    timestamp: { epoch: 1000 - i, unix: 1490102000 - i, human: "2017-03-21T13:16:40.000Z" },
    nonce: "1",
  };
}
const page = (rows: unknown[], total = rows.length) => ({
  status: 200,
  body: { meta: { count: rows.length, totalCount: total, pageCount: 1 }, data: rows },
});

/** A node whose last 24 h hold `inDay` transactions, 300 in all; every request is recorded. */
function node(inDay: number): SeenRequest[] {
  return fakeNode((r) => {
    if (r.path !== "transactions") return undefined;
    const limit = Number(r.query.limit);
    const rows = r.query["timestamp.from"]
      ? Array.from({ length: Math.min(limit, inDay) }, (_, i) => transfer(i))
      : Array.from({ length: limit }, (_, i) => transfer(i));
    return page(rows, r.query["timestamp.from"] ? inDay : 300);
  });
}

function renderList(url = "/") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NetworkConfigProvider config={{ ...PRESETS.testnet, server: FAKE_SERVER, knownWallets: null }}>
      <QueryClientProvider client={client}>
        <NetworkStateProvider>
          <I18nProvider i18n={i18n}>
            <WalletNamesProvider>
              <MemoryRouter initialEntries={[url]}>
                <LatestTransactions />
              </MemoryRouter>
            </WalletNamesProvider>
          </I18nProvider>
        </NetworkStateProvider>
      </QueryClientProvider>
    </NetworkConfigProvider>,
  );
}

const listRequests = (seen: SeenRequest[]) =>
  seen.filter((r) => r.path === "transactions").map((r) => r.query);
const rows = async () => {
  const table = await screen.findByRole("table", { name: /latest transactions/i });
  await waitFor(() => expect(within(table).getAllByRole("row").length).toBeGreaterThan(1));
  return within(table).getAllByRole("row").length - 1;
};

describe("LatestTransactions: one request with the summary's 24 h when the day holds enough", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("a busy day: the newest 25 of the day's page, no request of its own", async () => {
    const seen = node(250);
    renderList();
    expect(await rows()).toBe(25);
    const asked = listRequests(seen);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      limit: "100",
      orderBy: "timestamp:desc,sequence:desc,id:desc",
    });
    expect(asked[0]!["timestamp.from"]).toBeDefined();
  });

  it("a quiet day (fewer than 25): its own latest 25, older ones included", async () => {
    const seen = node(3);
    renderList();
    await waitFor(() => expect(listRequests(seen)).toHaveLength(2));
    expect(await rows()).toBe(25);
    expect(listRequests(seen)[1]).toMatchObject({ limit: "25", orderBy: "timestamp:desc" });
    expect(listRequests(seen)[1]!["timestamp.from"]).toBeUndefined();
  });

  it("a type filter asks for that type only, not for the day", async () => {
    const seen = node(250);
    renderList("/?type=1:0");
    expect(await rows()).toBe(25);
    const asked = listRequests(seen);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ limit: "25", type: "0", typeGroup: "1" });
  });
});
