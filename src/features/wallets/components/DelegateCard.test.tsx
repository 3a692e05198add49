import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import * as v from "valibot";
import { MemoryRouter } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetCapabilities } from "@/shared/api/capabilities";
import { delegateWallet26 } from "@/shared/api/fixtures/core-2.6";
import { fakeNode } from "@/shared/api/fixtures/fake-node";
import { walletSchema } from "@/shared/api/schemas";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { DelegateCard } from "./DelegateCard";

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ supply: "13000000000000000", height: 100, head: undefined }),
  useChainConstants: () => ({ symbol: "Ѧ", token: "ARK" }),
}));

function renderCard() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <DelegateCard wallet={v.parse(walletSchema, delegateWallet26)} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value shown beside a label of the card's description list. */
const valueOf = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

beforeEach(() => {
  resetCapabilities();
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe("the wallet's delegate panel", () => {
  it("falls back to the wallet's own delegate facts when GET delegates/{id} fails (2.6 wallet answer)", async () => {
    const seen = fakeNode((r) =>
      r.path.startsWith("delegates/")
        ? { status: 404, body: { statusCode: 404, error: "Not Found", message: "Delegate not found" } }
        : r.path === "wallets/search"
          ? { status: 200, body: { meta: { totalCount: 3, pageCount: 3 }, data: [] } }
          : undefined,
    );
    renderCard();
    await screen.findByText("3");
    expect(seen.some((r) => r.path === "delegates/AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK")).toBe(true);
    expect(valueOf("Rank")).toHaveTextContent("7");
    expect(valueOf("Votes")).toHaveTextContent("2,523,456.79");
    expect(valueOf("Approval")).toHaveTextContent("1.94%");
    expect(within(valueOf("Produced blocks")).getByRole("link")).toHaveTextContent("61,700");
    expect(valueOf("Forged total")).toHaveTextContent("1,268.56789012");
    expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent("arkpool");
  });
});
