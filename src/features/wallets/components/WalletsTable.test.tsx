import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import * as v from "valibot";
import { describe, expect, it, vi } from "vitest";
import type { Delegate } from "@/shared/api/schemas";
import { walletSchema } from "@/shared/api/schemas";
import { EMPTY_INDEX } from "@/shared/network/delegate-names";
import { chainKeys } from "@/shared/network/queries";
import { WalletNamesContext } from "@/shared/network/wallet-names-context";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { WalletsTable } from "./WalletsTable";

vi.mock("@/shared/network/useNetwork", () => ({
  useNetwork: () => ({ supply: "12500000000000000", htlcEnabled: true }),
  useChainConstants: () => ({ symbol: "Ѧ", token: "ARK" }),
}));

const DELEGATE = "APRiwbs17FdbaF8DYU9js2jChRehQc2e6P";
const PLAIN = "AcMbfX2w4T1B49kQqyqvwCmEsZ2iKrGwfz";
// two rows of GET wallets/top of a local 3.9.1 node (a delegate and a plain wallet)
const wallets = [
  {
    address: DELEGATE,
    publicKey: "030a93",
    balance: "245126850000000",
    nonce: "2",
    attributes: { delegate: { username: "genesis_50" } },
  },
  { address: PLAIN, publicKey: "021795", balance: "1", nonce: "1234" },
].map((w) => v.parse(walletSchema, w));

function renderTable(supply: string | undefined, rankOffset = 0) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (supply) client.setQueryData(chainKeys.supply(), supply);
  const delegates = {
    ...EMPTY_INDEX,
    byAddress: new Map([[DELEGATE, { username: "genesis_50", address: DELEGATE } as Delegate]]),
  };
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <WalletNamesContext.Provider value={{ delegates, known: {}, want: () => undefined }}>
        <MemoryRouter>
          <WalletsTable
            wallets={wallets}
            caption="Top wallets, page 2"
            showRank
            rankOffset={rankOffset}
          />
        </MemoryRouter>
      </WalletNamesContext.Provider>
    </QueryClientProvider>,
  );
}

/** The cells of the table's body rows, as text. */
function tableCells() {
  const table = screen.getByRole("table", { name: "Top wallets, page 2" });
  return within(table)
    .getAllByRole("row")
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent?.replace(/\s+/g, " ").trim()),
    );
}

describe("WalletsTable", () => {
  it("heads rank, wallet, balance, share of supply and the sent count (with what it counts)", () => {
    renderTable("12500000000000000");
    const names = ["Rank", "Wallet", "Balance", "Share of supply", "Sent"];
    expect(screen.getAllByRole("columnheader")).toEqual(
      names.map((name) => screen.getByRole("columnheader", { name })),
    );
    // the header's tip says what the count is
    const tip = screen.getByRole("button", { name: "About the sent count" });
    expect(tip).toHaveAccessibleDescription(
      "Transactions this wallet has sent (its nonce). Received transactions are not counted.",
    );
  });

  it("fills each row: rank after the offset, name AND address, balance, exact share, nonce as sent", () => {
    renderTable("12500000000000000", 25);
    const [first, second] = tableCells();
    // the wallet cell: the link's text, then its copy button
    expect(first).toEqual([
      "26",
      `genesis_50 ${DELEGATE}Copy address`,
      "2,451,268.5 Ѧ",
      "1.96%",
      "2",
    ]);
    expect(second).toEqual(["27", `${PLAIN}Copy address`, "0.00000001 Ѧ", "< 0.01%", "1,234"]);
    // the wallet cell links to the wallet and copies its address
    const table = screen.getByRole("table");
    expect(within(table).getByRole("link", { name: `genesis_50 ${DELEGATE}` })).toHaveAttribute(
      "href",
      `#/wallets/${DELEGATE}`,
    );
    expect(within(table).getAllByRole("button", { name: "Copy address" })).toHaveLength(2);
  });

  it('shows a loading placeholder, never "-", for the share while the supply is unknown', () => {
    renderTable(undefined);
    expect(tableCells()[0]![3]).toBe("…Loading");
  });

  it("a card: rank and wallet on the first line, balance, share and sent count side by side on the second", () => {
    renderTable("12500000000000000");
    const cards = within(screen.getByRole("list", { name: "Top wallets, page 2" })).getAllByRole(
      "listitem",
    );
    const card = cards[0]!;
    const [first, second] = Array.from(card.firstElementChild!.children) as HTMLElement[];
    expect(first).toHaveTextContent(/^Rank #1/);
    expect(
      within(first!).getByRole("link", { name: `genesis_50 ${DELEGATE}` }),
    ).toBeInTheDocument();
    // the second line: one row of values, their headers for screen readers only
    expect(second!.tagName).toBe("DL");
    const values = Array.from(second!.querySelectorAll("dd")).map((dd) => dd.textContent);
    expect(values).toEqual(["2,451,268.5 Ѧ", "1.96%", "2 sent"]);
    const labels = Array.from(second!.querySelectorAll("dt"));
    expect(labels.map((dt) => dt.textContent)).toEqual(["Balance", "Share of supply", "Sent"]);
    for (const dt of labels) expect(dt).toHaveClass("sr-only");
    expect(card.querySelectorAll("dl")).toHaveLength(1);
  });
});
