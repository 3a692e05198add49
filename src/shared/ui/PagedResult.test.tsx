import { QueryClient, QueryClientProvider, type UseQueryResult } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "@/shared/api/errors";
import { chainKeys } from "@/shared/network/queries";
import type { ListMeta } from "./pagination";
import { PagedResult } from "./PagedResult";
import { renderWithI18n } from "./test-utils";

type Rows = { data: number[]; meta: ListMeta };

/** The parts of a query result PagedResult reads. */
const result = (data: Rows | undefined, isPlaceholderData = false) =>
  ({
    data,
    isPlaceholderData,
    isError: false,
    error: null,
    refetch: vi.fn(),
  }) as unknown as UseQueryResult<Rows>;

/** A list of `total` rows as the node pages it, `limit` per page. */
const listOf = (total: number, limit: number) => (page: number) =>
  Promise.resolve({
    data: Array.from(
      { length: Math.max(0, Math.min(limit, total - (page - 1) * limit)) },
      (_, i) => i,
    ),
  });

function show(
  query: UseQueryResult<Rows>,
  page: number,
  fetchPage?: (p: number) => Promise<{ data: number[] }>,
  exactTotal?: number,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PagedResult
          query={query}
          page={page}
          limit={25}
          onLimitChange={() => {}}
          pathForPage={(p) => `/blocks/${p}`}
          fetchPage={fetchPage}
          exactTotal={exactTotal}
        >
          {(rows) => <p>{rows === null ? "loading" : `${rows.length} rows`}</p>}
        </PagedResult>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("PagedResult", () => {
  it("a list waiting for the node while the node is down: the node's failure, not a skeleton for ever", () => {
    const client = new QueryClient();
    const poll = client.getQueryCache().build(client, { queryKey: chainKeys.blockchain() });
    const down = new ApiError({
      method: "GET",
      path: "/blockchain",
      reason: "Failed to fetch",
      kind: "network",
    });
    poll.setState({ ...poll.state, status: "error", error: down, errorUpdatedAt: Date.now() });
    const waiting = { ...result(undefined), isFetching: false } as unknown as UseQueryResult<Rows>;
    show(waiting, 1, undefined, undefined, client);
    expect(screen.getByRole("alert")).toHaveTextContent("does not answer");
    expect(screen.queryByText("loading")).not.toBeInTheDocument();
  });

  it("a list waiting for the node while the node is only slow: still loading", () => {
    show({ ...result(undefined), isFetching: false } as unknown as UseQueryResult<Rows>, 1);
    expect(screen.getByText("loading")).toBeInTheDocument();
  });

  it("a page with rows: the table, the range and the total", () => {
    show(result({ data: Array(25).fill(0), meta: { pageCount: 4, totalCount: 90 } }), 1);
    expect(screen.getByText("25 rows")).toBeInTheDocument();
    expect(screen.getByText("1–25 of 90")).toBeInTheDocument();
  });

  it("an empty first page is an empty list, not past the end", () => {
    show(result({ data: [], meta: { pageCount: 1, totalCount: 0 } }), 1);
    expect(screen.getByText("0 rows")).toBeInTheDocument();
    expect(screen.queryByText(/past the end/)).not.toBeInTheDocument();
  });

  it("a page past an exact end says so and links to the last page, without page buttons", async () => {
    show(result({ data: [], meta: { pageCount: 4, totalCount: 90 } }), 99_999);
    expect(await screen.findByText("Page 99999 is past the end of this list.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the last page (page 4)" })).toHaveAttribute(
      "href",
      "#/blocks/4",
    );
    expect(screen.getByRole("link", { name: "Go to the first page" })).toHaveAttribute(
      "href",
      "#/blocks/1",
    );
    expect(screen.queryByRole("navigation", { name: "Pagination" })).not.toBeInTheDocument();
    expect(screen.queryByText("No results")).not.toBeInTheDocument();
  });

  it("an estimated last page that is empty: the real last page is looked for and linked", async () => {
    const fetchPage = vi.fn(listOf(4_010, 25)); // 161 real pages, the estimate said 200
    show(
      result({ data: [], meta: { pageCount: 200, totalCount: 5_000, totalCountIsEstimate: true } }),
      200,
      fetchPage,
    );
    expect(await screen.findByText("Page 200 is past the end of this list.")).toBeInTheDocument();
    expect(screen.getByRole("status", { name: "Looking for the last page…" })).toBeInTheDocument();
    expect(
      await screen.findByRole("link", { name: "Go to the last page (page 161)" }),
    ).toHaveAttribute("href", "#/blocks/161");
    expect(fetchPage.mock.calls.length).toBeLessThan(16);
  });

  it("without a way to look, an estimated list offers the page before the empty one", async () => {
    show(
      result({ data: [], meta: { pageCount: 200, totalCount: 5_000, totalCountIsEstimate: true } }),
      200,
    );
    expect(
      await screen.findByRole("link", { name: "Go to the last page (page 199)" }),
    ).toBeInTheDocument();
  });

  it("an estimated list that turns out empty links to its first page only", async () => {
    show(
      result({ data: [], meta: { pageCount: 3, totalCount: 60, totalCountIsEstimate: true } }),
      3,
      listOf(0, 25),
    );
    expect(await screen.findByText("This list has no entries.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /last page/ })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the first page" })).toBeInTheDocument();
  });

  it("an exact total known to the page replaces the node's estimate (blocks: the height)", async () => {
    const estimate = { pageCount: 825, totalCount: 20_625, totalCountIsEstimate: true };
    show(result({ data: Array(25).fill(0), meta: estimate }), 1, undefined, 20_629);
    expect(screen.getByText("1–25 of 20,629")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Last page" })).toHaveAttribute("href", "#/blocks/826");
  });

  it("past the end of an exact total: its last page, no search", async () => {
    const fetchPage = vi.fn(listOf(20_629, 25));
    show(
      result({
        data: [],
        meta: { pageCount: 825, totalCount: 20_625, totalCountIsEstimate: true },
      }),
      99_999,
      fetchPage,
      20_629,
    );
    expect(
      await screen.findByRole("link", { name: "Go to the last page (page 826)" }),
    ).toBeInTheDocument();
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it("the previous page kept while this one loads is never taken for the end", () => {
    show(result({ data: [], meta: { pageCount: 4, totalCount: 90 } }, true), 5);
    expect(screen.queryByText(/past the end/)).not.toBeInTheDocument();
  });
});
