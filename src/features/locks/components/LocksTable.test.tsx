import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lock } from "@/shared/api/schemas";
import { FAKE_SERVER, fakeNode } from "@/shared/api/fixtures/fake-node";
import { NetworkConfigProvider } from "@/shared/network/NetworkContext";
import { PRESETS } from "@/shared/network/presets";
import { NetworkStateProvider } from "@/shared/network/useNetwork";
import { WalletNamesProvider } from "@/shared/network/wallet-names";
import { LocksTable } from "./LocksTable";

i18n.loadAndActivate({ locale: "en-GB", messages: {} });

const lock = (memo: string): Lock => ({
  lockId: "a".repeat(64),
  amount: "200000000",
  secretHash: "b".repeat(64),
  recipientId: "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK",
  expirationType: 2,
  expirationValue: 1_000_000,
  vendorField: memo,
});

function renderTable(locks: Lock[]) {
  // the node knows nothing: the statuses read "unknown", the memo column is what is looked at
  fakeNode(() => undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <NetworkConfigProvider config={{ ...PRESETS.testnet, server: FAKE_SERVER, knownWallets: null }}>
      <QueryClientProvider client={client}>
        <NetworkStateProvider>
          <I18nProvider i18n={i18n}>
            <WalletNamesProvider>
              <MemoryRouter>
                <LocksTable locks={locks} caption="Locks" />
              </MemoryRouter>
            </WalletNamesProvider>
          </I18nProvider>
        </NetworkStateProvider>
      </QueryClientProvider>
    </NetworkConfigProvider>,
  );
}

/** The memo filter is a chunk of its own, loaded on first use: a busy machine takes a while. */
const SLOW = { timeout: 15_000 };

describe("LocksTable memos", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("filters a lock's memo as a transaction's: a shortener link and a bidi override never show", async () => {
    renderTable([lock("claim at https://bit.ly/x \u202Eabc")]);
    const table = await screen.findByRole("table", { name: "Locks" }, SLOW);
    expect(
      await within(table).findByText("Memo hidden (spam filter)", {}, SLOW),
    ).toBeInTheDocument();
    expect(table.textContent).not.toContain("bit.ly");
    expect(table.textContent).not.toContain("\u202E");
  });

  it("shows a harmless memo without its bidi characters", async () => {
    renderTable([lock("htlc \u202Eto be claimed")]);
    const table = await screen.findByRole("table", { name: "Locks" }, SLOW);
    expect(await within(table).findByText("htlc to be claimed", {}, SLOW)).toBeInTheDocument();
    expect(table.textContent).not.toContain("\u202E");
  });
});
