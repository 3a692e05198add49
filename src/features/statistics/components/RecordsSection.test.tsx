import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { screen, waitFor as waitForDefault } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetCapabilities, setCapability } from "@/shared/api/capabilities";
import { FAKE_SERVER, fakeNode, type SeenRequest } from "@/shared/api/fixtures/fake-node";
import { renderWithI18n } from "@/shared/ui/test-utils";
import type { CountedBucket } from "../model/records";
import { HoldingsSection } from "./HoldingsSection";
import { RecordsSection } from "./RecordsSection";

vi.mock("@/shared/network/useNetwork", () => ({ useNetwork: () => ({ symbol: "TѦ" }) }));

/** A shared machine can be slow: a longer wait than testing-library's 1 s. */
const WAIT = { timeout: 5000 };
const waitFor = (check: () => void) => waitForDefault(check, WAIT);

afterEach(() => {
  vi.unstubAllGlobals();
  resetCapabilities();
});

const page = (data: unknown[], totalCount: number, estimate = false) => ({
  meta: { count: data.length, pageCount: 1, totalCount, totalCountIsEstimate: estimate },
  data,
});
const tx = {
  id: "abc",
  type: 0,
  amount: "245100000000000",
  fee: "0",
  sender: "AS",
  timestamp: { epoch: 0, unix: 1490101200, human: "" },
};
const block = {
  id: "b1",
  height: 1,
  transactions: 153,
  timestamp: { epoch: 0, unix: 1490101200, human: "" },
  generator: { address: "AG" },
  forged: { reward: "0", fee: "0", amount: "12500000000000000", total: "0" },
};
const refused = { status: 422, body: { statusCode: 422, message: "Unknown orderBy property" } };

/** The sections in the app's providers, with every element "in view" (no IntersectionObserver). */
function show(children: ReactNode) {
  vi.stubGlobal("IntersectionObserver", undefined);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const DAY = 86_400;
const days = (counts: Array<number | undefined>): CountedBucket[] =>
  counts.map((c, i) => ({
    startUnix: Date.UTC(2026, 11, 1) / 1000 + i * DAY,
    endUnix: Date.UTC(2026, 11, 1) / 1000 + (i + 1) * DAY,
    transactions: c === undefined ? undefined : { count: c, isEstimate: false },
  }));

describe("RecordsSection", () => {
  it("asks nothing before the first screen is in; placeholders, never a verdict", async () => {
    const seen = fakeNode(() => undefined);
    show(<RecordsSection hourly={false} rows={days([3, undefined])} firstScreenIn={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
    expect(screen.getByTestId("record-transaction")).toHaveTextContent("…");
    expect(screen.getByTestId("record-block")).toHaveTextContent("…");
    expect(screen.getByTestId("record-busiest")).toHaveTextContent("…");
  });

  it("links the largest transaction, the largest block and the busiest day", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode((r: SeenRequest) =>
      r.key === "GET transactions?orderBy=amount:desc"
        ? { status: 200, body: page([tx], 5) }
        : r.key === "GET blocks?orderBy=totalAmount:desc"
          ? { status: 200, body: page([block], 5) }
          : undefined,
    );
    show(<RecordsSection hourly={false} rows={days([3, 40, 7])} firstScreenIn />);
    const txLink = await screen.findByRole("link", { name: "2,451,000 TѦ" }, WAIT);
    expect(txLink).toHaveAttribute("href", "#/transaction/abc");
    expect(await screen.findByRole("link", { name: "Block 1" }, WAIT)).toHaveAttribute(
      "href",
      "#/block/b1",
    );
    expect(screen.getByTestId("record-block")).toHaveTextContent(
      "125,000,000 TѦ in 153 transactions",
    );
    const day = screen.getByTestId("record-busiest");
    expect(day).toHaveTextContent("40 transactions");
    expect(day.querySelector("a")?.getAttribute("href")).toMatch(
      /^#\/advanced-search\/1\?kind=transactions&timestamp\.from=/,
    );
  });

  it("a node that refuses the sorts: not available, in words", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => refused);
    show(<RecordsSection hourly rows={days([0, 0])} firstScreenIn />);
    await waitFor(() =>
      expect(screen.getByTestId("record-transaction")).toHaveTextContent(
        "Not available from this node.",
      ),
    );
    expect(screen.getByTestId("record-block")).toHaveTextContent("Not available from this node.");
    expect(screen.getByTestId("record-busiest")).toHaveTextContent(
      "No transactions in the period.",
    );
  });

  it("a failure: the shared error view with a retry", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    fakeNode(() => ({ status: 500, body: { statusCode: 500, message: "boom" } }));
    show(<RecordsSection hourly={false} rows={days([1])} firstScreenIn />);
    const record = screen.getByTestId("record-transaction");
    await waitFor(() => expect(record.querySelector("[role=alert]")).not.toBeNull());
    expect(record).toHaveTextContent("answered with an error");
    expect(screen.getAllByRole("button", { name: "Try again" }).length).toBeGreaterThan(0);
  });
});

describe("HoldingsSection", () => {
  it("one count per band, 'about' for the node's estimates, thresholds in the network's token", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    const seen = fakeNode((r) =>
      r.path === "wallets"
        ? {
            status: 200,
            body: page(
              [{ address: "A", balance: "1" }],
              r.query["balance.from"] === "100000001" ? 4200 : 12,
              r.query["balance.from"] === "100000001",
            ),
          }
        : undefined,
    );
    show(<HoldingsSection firstScreenIn />);
    expect(
      await screen.findByRole("rowheader", { name: "more than 1,000,000 TѦ" }, WAIT),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryAllByRole("cell", { name: "…" })).toHaveLength(0));
    expect(screen.getByRole("cell", { name: "about 4,200" })).toBeVisible();
    expect(screen.getAllByRole("cell", { name: "12" })).toHaveLength(6);
    expect(seen.map((r) => r.query["balance.from"])).toEqual([
      "100000001",
      "1000000001",
      "10000000001",
      "100000000001",
      "1000000000001",
      "10000000000001",
      "100000000000001",
    ]);
  });

  it("a node without the filter: counted from the richest wallets, 'at least' past the cap", async () => {
    setCapability(FAKE_SERVER, "postSearch", false);
    const rich = Array.from({ length: 100 }, () => ({ address: "A", balance: "500000000000" }));
    fakeNode((r) =>
      r.path === "wallets"
        ? refused
        : r.path === "wallets/top"
          ? { status: 200, body: page(rich, 9999) }
          : undefined,
    );
    show(<HoldingsSection firstScreenIn />);
    await waitFor(() => expect(screen.queryAllByRole("cell", { name: "…" })).toHaveLength(0));
    // 500 wallets of 5,000 tokens each read: at least 500 above 1 … 1,000; none above 10,000
    expect(screen.getAllByRole("cell", { name: "at least 500" })).toHaveLength(4);
    expect(screen.getAllByRole("cell", { name: "0" })).toHaveLength(3);
    expect(screen.getByText(/This node cannot count wallets by balance/)).toBeInTheDocument();
  });
});
