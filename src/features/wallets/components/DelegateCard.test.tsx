import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import * as v from "valibot";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCapabilities } from "@/shared/api/capabilities";
import { delegateWallet26, delegateWalletTopLevelOnly } from "@/shared/api/fixtures/core-2.6";
import { fakeNode } from "@/shared/api/fixtures/fake-node";
import { walletSchema } from "@/shared/api/schemas";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { DelegateCard } from "./DelegateCard";

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ supply: "13000000000000000", height: 100, head: undefined }),
  useChainConstants: () => ({ symbol: "Ѧ", token: "ARK" }),
}));

function renderCard(wallet: unknown = delegateWallet26) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DelegateCard wallet={v.parse(walletSchema, wallet)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value shown beside a label of the card's description list. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the wallet's delegate panel", () => {
  it("shows the wallet's own delegate facts without asking GET delegates/{id} (wallet answers with attributes)", async () => {
    const seen = fakeNode((r) =>
      r.path === "wallets/search"
        ? { status: 200, body: { meta: { totalCount: 3, pageCount: 3 }, data: [] } }
        : undefined,
    );
    renderCard();
    await screen.findByText("3");
    expect(seen.some((r) => r.path.startsWith("delegates/"))).toBe(false);
    expect(valueOf("Rank")).toHaveTextContent("7");
    expect(valueOf("Votes")).toHaveTextContent("2,523,456.79");
    expect(valueOf("Approval")).toHaveTextContent("1.94%");
    expect(within(valueOf("Produced blocks")).getByRole("link")).toHaveTextContent("61,700");
    expect(valueOf("Forged total")).toHaveTextContent("1,268.56789012");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("arkpool");
  });

  it("asks GET delegates/{id} when the wallet answer names the delegate only (pre-attributes API)", async () => {
    const seen = fakeNode((r) =>
      r.path === "delegates/AGkFZkdYYVKDWgGHCMHWUm2yeNB6GHMnQK"
        ? {
            status: 200,
            body: {
              data: {
                username: "oldschool",
                address: "AGkFZkdYYVKDWgGHCMHWUm2yeNB6GHMnQK",
                publicKey: "03bb4a1d4ad5a3c5e0b1bd0e3a2bfa1e1fb52e8ad1e5bd7ef6ac6c1a6bb4a6f8c3",
                votes: "123456789012345",
                rank: 12,
                blocks: { produced: 4321 },
                production: { approval: 0.95 },
                forged: { fees: "100000000", rewards: "200000000", total: "300000000" },
              },
            },
          }
        : r.path === "wallets/search"
          ? { status: 200, body: { meta: { totalCount: 5, pageCount: 5 }, data: [] } }
          : undefined,
    );
    renderCard(delegateWalletTopLevelOnly);
    await screen.findByText("4,321");
    expect(seen.some((r) => r.path === "delegates/AGkFZkdYYVKDWgGHCMHWUm2yeNB6GHMnQK")).toBe(true);
    expect(valueOf("Rank")).toHaveTextContent("12");
    expect(valueOf("Approval")).toHaveTextContent("0.95%");
    expect(valueOf("Forged total")).toHaveTextContent("3");
  });

  it('shows placeholders, never "-", while GET delegates/{id} is on its way, then "Unavailable" when it failed', async () => {
    let fail: (() => void) | undefined;
    const failed = new Promise<void>((resolve) => (fail = resolve));
    fakeNode((r) =>
      r.path === "wallets/search"
        ? { status: 200, body: { meta: { totalCount: 5, pageCount: 5 }, data: [] } }
        : undefined,
    );
    const fetch = globalThis.fetch;
    // the delegate's answer waits until the test lets it fail
    vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
      const url = typeof input === "string" ? input : input.url;
      if (url.includes("/delegates/")) {
        await failed;
        return new Response(
          JSON.stringify({ statusCode: 500, error: "Internal Server Error", message: "boom" }),
          { status: 500 },
        );
      }
      return fetch(input, init);
    });
    renderCard(delegateWalletTopLevelOnly);
    // the label's own text (a label may carry a hint button after it)
    const factOf = (label: string) =>
      [...document.querySelectorAll("dt")].find(
        (dt) => dt.firstChild?.textContent === label || dt.textContent === label,
      )!.nextElementSibling as HTMLElement;
    for (const label of ["Rank", "Votes", "Approval", "Forged total"]) {
      expect(factOf(label)).toHaveTextContent("Loading");
      expect(factOf(label)).not.toHaveTextContent("-");
    }
    expect(within(factOf("Produced blocks")).getByRole("link")).toHaveTextContent(/^…Loading/);
    fail?.();
    expect(await screen.findAllByText("Unavailable")).toHaveLength(5);
    expect(factOf("Rank")).toHaveTextContent("Unavailable");
  });
});
