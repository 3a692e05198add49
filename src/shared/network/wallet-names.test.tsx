import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { configureApi } from "../api/client";
import { useDelegateIndex, type DelegateNeed } from "./delegate-names";
import { IDLE_DELAY_MS } from "./idle";
import { NetworkConfigProvider } from "./NetworkContext";
import { PRESETS } from "./presets";
import { WalletNamesProvider } from "./wallet-names";

const SERVER = "http://node.test/api";

function delegate(i: number) {
  return {
    username: `name_${i}`,
    address: `A${i}`,
    publicKey: `02${String(i).padStart(64, "0")}`,
    votes: String(1e12 - i),
    rank: i + 1,
    isResigned: false,
    blocks: { produced: 1 },
    production: { approval: 1 },
    forged: { fees: "0", rewards: "0", total: "0" },
  };
}

/** A fake ARK Core answering GET delegates?page&limit for `count` delegates; records each request. */
function fakeNode(count: number) {
  const urls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string) => {
      const url = new URL(typeof input === "string" ? input : input.url);
      urls.push(`${url.pathname.replace(/^\/api\//, "")}${url.search}`);
      if (!url.pathname.endsWith("/delegates")) return new Response("{}", { status: 404 });
      const page = Number(url.searchParams.get("page") ?? 1);
      const limit = Number(url.searchParams.get("limit") ?? 100);
      const pageCount = Math.max(1, Math.ceil(count / limit));
      const data = Array.from(
        { length: Math.max(0, Math.min(limit, count - (page - 1) * limit)) },
        (_, k) => delegate((page - 1) * limit + k),
      );
      const meta = {
        count: data.length,
        pageCount,
        totalCount: count,
        next: page < pageCount ? `/delegates?page=${page + 1}&limit=${limit}` : null,
      };
      return new Response(JSON.stringify({ meta, data }), {
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return { urls, delegatePages: () => urls.filter((u) => u.startsWith("delegates")) };
}

/** Shows what a component with `need` sees of the index. */
function Probe({
  need,
  label = "probe",
  address = "A150",
}: {
  need: DelegateNeed;
  label?: string;
  address?: string;
}) {
  const index = useDelegateIndex(need);
  return (
    <p data-testid={label}>
      {`size=${index.list.length} complete=${index.complete} loading=${index.isLoading} name=${index.byAddress.get(address)?.username ?? "-"}`}
    </p>
  );
}

function renderApp(ui: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const config = { ...PRESETS.testnet, server: SERVER, knownWallets: null };
  render(
    <QueryClientProvider client={client}>
      <NetworkConfigProvider config={config}>
        <WalletNamesProvider>{ui}</WalletNamesProvider>
      </NetworkConfigProvider>
    </QueryClientProvider>,
  );
  return client;
}

const probe = (label = "probe") => screen.getByTestId(label).textContent;

describe("WalletNamesProvider: the first page for names, every delegate on request", () => {
  beforeEach(() => {
    localStorage.clear();
    configureApi({ server: SERVER, timeoutMs: 2000 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("names on screen load only page 1 (limit 100) of 1,150 delegates; one beyond it stays unknown", async () => {
    const node = fakeNode(1150);
    renderApp(<Probe need={true} />);
    await waitFor(() => expect(probe()).toBe("size=100 complete=false loading=false name=-"));
    expect(node.delegatePages()).toEqual(["delegates?limit=100&page=1"]);
  });

  it("nothing that shows names: no request (and nothing known reads as loading, never as no delegates)", async () => {
    const node = fakeNode(1150);
    renderApp(<Probe need={false} />);
    await new Promise((r) => setTimeout(r, 50));
    expect(probe()).toBe("size=0 complete=false loading=true name=-");
    expect(node.urls).toEqual([]);
  });

  it("a component asking for every delegate gets all 12 pages, page 1 asked once", async () => {
    const node = fakeNode(1150);
    renderApp(
      <>
        <Probe need={true} label="names" />
        <Probe need={{ complete: true }} label="all" />
      </>,
    );
    await waitFor(() =>
      expect(probe("all")).toBe("size=1150 complete=true loading=false name=name_150"),
    );
    expect(probe("names")).toBe("size=1150 complete=true loading=false name=name_150");
    const pages = node.delegatePages();
    expect(pages).toHaveLength(12);
    expect(new Set(pages).size).toBe(12);
  });

  it("the complete list is asked only while a component needs it (e.g. the focused search box)", async () => {
    const node = fakeNode(250);
    function Toggle() {
      const [focused, setFocused] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setFocused((f) => !f)}>
            toggle
          </button>
          <Probe need={{ complete: focused }} />
        </>
      );
    }
    renderApp(<Toggle />);
    await waitFor(() => expect(probe()).toBe("size=100 complete=false loading=false name=-"));
    expect(node.delegatePages()).toHaveLength(1);
    act(() => screen.getByRole("button").click());
    await waitFor(() => expect(probe()).toBe("size=250 complete=true loading=false name=name_150"));
    // page 1 was fresh: only pages 2 and 3 were added
    expect(node.delegatePages()).toEqual([
      "delegates?limit=100&page=1",
      "delegates?limit=100&page=2",
      "delegates?limit=100&page=3",
    ]);
    act(() => screen.getByRole("button").click());
    // released: the list stays (no "not a delegate" flash), no more requests
    await new Promise((r) => setTimeout(r, 50));
    expect(probe()).toBe("size=250 complete=true loading=false name=name_150");
    expect(node.delegatePages()).toHaveLength(3);
  });

  it("fewer than 100 delegates: page 1 is complete and nothing else is asked", async () => {
    const node = fakeNode(54);
    renderApp(<Probe need={{ complete: true }} address="A53" />);
    await waitFor(() => expect(probe()).toBe("size=54 complete=true loading=false name=name_53"));
    await new Promise((r) => setTimeout(r, 50));
    expect(node.delegatePages()).toEqual(["delegates?limit=100&page=1"]);
  });

  it("loads every delegate once in idle time, well after the names are in", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const node = fakeNode(250);
    renderApp(<Probe need={true} />);
    await waitFor(() => expect(probe()).toBe("size=100 complete=false loading=false name=-"));
    await act(() => vi.advanceTimersByTimeAsync(IDLE_DELAY_MS / 2));
    expect(node.delegatePages()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(IDLE_DELAY_MS));
    await waitFor(() => expect(probe()).toBe("size=250 complete=true loading=false name=name_150"));
    expect(node.delegatePages()).toHaveLength(3);
  });

  it("a repeat visit uses the kept lists: no request while they are fresh", async () => {
    let node = fakeNode(250);
    renderApp(<Probe need={{ complete: true }} />);
    await waitFor(() => expect(probe()).toBe("size=250 complete=true loading=false name=name_150"));
    expect(node.delegatePages()).toHaveLength(3);
    document.body.innerHTML = "";
    node = fakeNode(250);
    renderApp(<Probe need={true} label="again" />);
    expect(probe("again")).toBe("size=250 complete=true loading=false name=name_150");
    await new Promise((r) => setTimeout(r, 50));
    expect(node.delegatePages()).toEqual([]);
  });

  it("a failure is reported while there is nothing to show, with a retry", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 500 })),
    );
    function Errors() {
      const index = useDelegateIndex({ complete: true });
      return (
        <>
          <p data-testid="probe">{index.error ? "failed" : `ok ${index.list.length}`}</p>
          <button type="button" onClick={index.retry}>
            retry
          </button>
        </>
      );
    }
    configureApi({ server: SERVER, timeoutMs: 200 });
    renderApp(<Errors />);
    await waitFor(() => expect(probe()).toBe("failed"), { timeout: 5000 });
    fakeNode(54);
    act(() => screen.getByRole("button", { name: "retry" }).click());
    await waitFor(() => expect(probe()).toBe("ok 54"));
  });
});
