import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import * as v from "valibot";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { transactionSchema } from "@/shared/api/schemas";
import { EMPTY_INDEX } from "@/shared/network/delegate-names";
import type * as DelegateNames from "@/shared/network/delegate-names";
import { usePreferences } from "@/shared/preferences/store";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { TypeDetails } from "./TypeDetails";

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ addressPrefix: 23, height: 100 }),
  useChainConstants: () => ({ symbol: "Ѧ", token: "ARK" }),
}));
vi.mock("@/shared/network/delegate-names", async (original) => {
  const actual = await original<typeof DelegateNames>();
  return { ...actual, useDelegateIndex: () => actual.EMPTY_INDEX };
});

const tx = (fields: Record<string, unknown>) =>
  v.parse(transactionSchema, {
    id: "a".repeat(64),
    fee: "2500000000",
    sender: "AJWRd23HNEhPLkK1ymMnwnDBX2a7QBZqff",
    ...fields,
  });

function renderDetails(transaction: ReturnType<typeof tx>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TypeDetails tx={transaction} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The value shown beside a label of the details list. */
const valueOf = (label: string) =>
  screen.getByText(label, { selector: "dt" }).nextElementSibling as HTMLElement;

beforeEach(() => {
  expect(EMPTY_INDEX.byAddress.size).toBe(0);
  usePreferences.setState({ hasAcceptedLinkDisclaimer: false });
});

describe("a transaction's website, repository and IPFS links", () => {
  const business = tx({
    type: 0,
    typeGroup: 2,
    asset: {
      businessRegistration: {
        name: "Lookalike",
        website: "https://ark.io@evil.example/",
        // "аrk.io" with a Cyrillic "а"
        repository: "https://\u0430rk.io/e2e",
      },
    },
  });

  it('refuses a website with a user name before the host: text with an "Unsafe link" label', () => {
    renderDetails(business);
    const website = valueOf("Website");
    expect(within(website).queryByRole("link")).toBeNull();
    expect(website).toHaveTextContent("https://ark.io@evil.example/");
    expect(within(website).getByText("Unsafe link")).toBeInTheDocument();
  });

  it("shows a look-alike host in punycode, and asks the leave-site disclaimer before opening it", async () => {
    renderDetails(business);
    const link = within(valueOf("Repository")).getByRole("link");
    expect(link).toHaveAttribute("href", "https://xn--rk-6kc.io/e2e");
    expect(link).toHaveTextContent("https://xn--rk-6kc.io/e2e");
    expect(fireEvent.click(link)).toBe(false); // default prevented: no new tab yet
    const dialog = await screen.findByRole("dialog", { name: "You are leaving the explorer" });
    expect(dialog).toHaveTextContent("https://xn--rk-6kc.io/e2e");
  });

  it("asks the disclaimer before opening an IPFS hash on the public gateway", async () => {
    renderDetails(
      tx({ type: 5, asset: { ipfs: "QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG" } }),
    );
    const link = within(valueOf("IPFS hash")).getByRole("link");
    expect(link).toHaveAttribute(
      "href",
      "https://ipfs.io/ipfs/QmYwAPJzv5CZsnA625s3Xf2nemtYgPpHdWEz79ojWnPbdG",
    );
    expect(fireEvent.click(link)).toBe(false);
    expect(
      await screen.findByRole("dialog", { name: "You are leaving the explorer" }),
    ).toBeInTheDocument();
  });

  it("once the disclaimer was accepted, a link opens directly", () => {
    usePreferences.setState({ hasAcceptedLinkDisclaimer: true });
    renderDetails(business);
    const link = within(valueOf("Repository")).getByRole("link");
    expect(fireEvent.click(link)).toBe(true);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
