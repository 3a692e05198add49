import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import type { Delegate } from "@/shared/api/schemas";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { PagedOtherDelegates } from "./MonitorOtherTab";

vi.mock("@/shared/network/useNetwork", () => ({ useChainConstants: () => ({ symbol: "TѦ" }) }));

/** A mainnet-sized standby list: ranks 52 to 1,151. */
const standby = Array.from(
  { length: 1_100 },
  (_, i) =>
    ({
      username: `standby_${i + 52}`,
      address: `AStandby${String(i).padStart(26, "0")}`,
      publicKey: `02${String(i).padStart(64, "0")}`,
      votes: String(1_000_000_000_000 - i),
      rank: i + 52,
      isResigned: false,
      blocks: { produced: 0 },
      production: { approval: 0.01 },
      forged: { fees: "0", rewards: "0", total: "0" },
    }) as unknown as Delegate,
);

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function show(url: string, limit = 25) {
  const page = Number(new URLSearchParams(url.split("?")[1]).get("page") ?? 1);
  return renderWithI18n(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route
            path="/delegate-monitor"
            element={
              <>
                <PagedOtherDelegates
                  query={{
                    // the node's page of the list, as useDelegateListPage hands it over
                    data: {
                      data: standby.slice((page - 1) * limit, page * limit),
                      meta: {
                        totalCount: standby.length,
                        pageCount: Math.ceil(standby.length / limit),
                        totalCountIsEstimate: false,
                      },
                    },
                    error: null,
                    isError: false,
                    isPlaceholderData: false,
                    refetch: () => {},
                  }}
                  fetchPage={undefined}
                  resigned={false}
                  caption="Standby delegates"
                  paging={{
                    page,
                    limit,
                    onLimitChange: () => {},
                    pathForPage: (p) => `/delegate-monitor?tab=standby&page=${p}`,
                  }}
                />
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("PagedOtherDelegates (a page of the monitor's standby and resigned tabs)", () => {
  it("renders one page of 1,100 standby delegates: 25 rows and a small DOM", async () => {
    const { container } = show("/delegate-monitor?tab=standby");
    await act(() => Promise.resolve());
    const table = screen.getByRole("table", { name: "Standby delegates, page 1" });
    expect(within(table).getAllByRole("row")).toHaveLength(26); // header + 25
    expect(within(table).getByText("standby_52")).toBeInTheDocument();
    expect(within(table).queryByText("standby_77")).not.toBeInTheDocument();
    // jsdom has no matchMedia, so both layouts (table and cards) are in: still far below 3,000
    expect(container.querySelectorAll("*").length).toBeLessThan(1_500);
    expect(screen.getByText("1–25 of 1,100")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Last page" })).toHaveAttribute(
      "href",
      "#/delegate-monitor?tab=standby&page=44",
    );
  });

  it("a later page is a deep link and shows its rows", async () => {
    show("/delegate-monitor?tab=standby&page=44");
    await act(() => Promise.resolve());
    const table = screen.getByRole("table", { name: "Standby delegates, page 44" });
    expect(within(table).getAllByRole("row")).toHaveLength(1 + 1_100 - 43 * 25);
    expect(within(table).getByText("standby_1151")).toBeInTheDocument();
    expect(screen.getByText("1,076–1,100 of 1,100")).toBeInTheDocument();
  });

  it("a page past the end says so and links the last page", async () => {
    show("/delegate-monitor?tab=standby&page=99", 50);
    await act(() => Promise.resolve());
    expect(await screen.findByText(/Page 99 is past the end of this list/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /page \(page 22\)/i }).getAttribute("href")).toMatch(
      /delegate-monitor\?tab=standby&page=22$/,
    );
  });

  it("the page links navigate", async () => {
    show("/delegate-monitor?tab=standby");
    await act(() => Promise.resolve());
    await userEvent.click(screen.getByRole("link", { name: "Page 2" }));
    expect(screen.getByTestId("where")).toHaveTextContent("/delegate-monitor?tab=standby&page=2");
  });
});
