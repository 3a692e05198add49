import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeNode } from "@/shared/api/fixtures/fake-node";
import { ApiError } from "@/shared/api/errors";
import { chainKeys } from "@/shared/network/queries";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { MagistrateGate } from "./MagistrateGate";

let nodeUp = false;

function renderGate(client: QueryClient) {
  return renderWithI18n(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/businesses/1"]}>
        <Routes>
          <Route path="/businesses/1" element={<MagistrateGate>the businesses</MagistrateGate>} />
          <Route path="/404" element={<p>not found</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  nodeUp = false;
  fakeNode((r) =>
    r.path === "transactions/types"
      ? { status: 200, body: { data: { "1": { Transfer: 0 }, "2": { BusinessRegistration: 0 } } } }
      : undefined,
  );
  const answer = globalThis.fetch;
  // the node is down until the test brings it back
  vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
    if (!nodeUp) throw new TypeError("Failed to fetch");
    return answer(input, init);
  });
});
afterEach(() => vi.unstubAllGlobals());

describe("MagistrateGate", () => {
  it("shows the node's failure, not 'not found', while the node is down, and asks again once it answers", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // the height poll failed: the node is down
    const poll = client.getQueryCache().build(client, { queryKey: chainKeys.blockchain() });
    poll.setState({
      ...poll.state,
      status: "error",
      error: new ApiError({
        method: "GET",
        path: "/blockchain",
        reason: "Failed to fetch",
        kind: "network",
      }),
      errorUpdatedAt: Date.now(),
    });
    renderGate(client);
    expect(await screen.findByRole("alert")).toHaveTextContent("does not answer");
    expect(screen.queryByText("not found")).toBeNull();
    // the node answers again: the probe is asked again before any verdict
    nodeUp = true;
    act(() => client.setQueryData(chainKeys.blockchain(), { height: 10, blockId: "1" }));
    expect(await screen.findByText("the businesses")).toBeInTheDocument();
    expect(screen.queryByText("not found")).toBeNull();
  });

  it("still says 'not found' where the node answers that it runs no magistrate transactions", async () => {
    nodeUp = true;
    fakeNode((r) =>
      r.path === "transactions/types"
        ? { status: 200, body: { data: { "1": { Transfer: 0 } } } }
        : undefined,
    );
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(chainKeys.blockchain(), { height: 10, blockId: "1" });
    renderGate(client);
    expect(await screen.findByText("not found")).toBeInTheDocument();
  });
});
