import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";

const prefetch = vi.fn();
const load = vi.fn(async () => ({ Component: () => null, prefetch }));
const data = vi.fn();
const slowLoad = vi.fn(() => new Promise<never>(() => {}));
vi.mock("./routes", () => ({
  pageLoadersFor: (path: string) =>
    path.startsWith("/blocks/")
      ? [{ load, params: { page: path.split("/")[2] } }]
      : path.startsWith("/wallets/")
        ? [{ load: slowLoad, data, params: { address: path.split("/")[2] } }]
        : [],
}));

const { installLinkPrefetch, prefetchPath } = await import("./prefetch");

describe("prefetchPath", () => {
  afterEach(() => vi.clearAllMocks());

  it("starts a route's shell-side data prefetch at once, without waiting for the page chunk", () => {
    const client = new QueryClient();
    prefetchPath("/wallets/AWallet", client);
    expect(slowLoad).toHaveBeenCalledTimes(1);
    expect(data).toHaveBeenCalledTimes(1);
    const ctx = data.mock.calls[0]![0] as { params: Record<string, string>; queryClient: QueryClient };
    expect(ctx.params.address).toBe("AWallet");
    expect(ctx.queryClient).toBe(client);
  });

  it("without a query client only the chunk loads", () => {
    prefetchPath("/wallets/AWallet");
    expect(slowLoad).toHaveBeenCalledTimes(1);
    expect(data).not.toHaveBeenCalled();
  });
});

describe("installLinkPrefetch", () => {
  let uninstall = () => {};
  afterEach(() => {
    uninstall();
    document.body.innerHTML = "";
    vi.clearAllMocks();
  });

  it("loads the route chunk and starts the page's prefetch on hover of an internal link, once", async () => {
    const client = new QueryClient();
    uninstall = installLinkPrefetch(client);
    document.body.innerHTML = '<a href="#/blocks/2?limit=50"><span>Blocks</span></a><a href="https://example.com">x</a>';
    const span = document.querySelector("span")!;
    span.dispatchEvent(new Event("pointerover", { bubbles: true }));
    span.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
    const ctx = prefetch.mock.calls[0]![0] as { params: Record<string, string>; searchParams: URLSearchParams; queryClient: QueryClient };
    expect(ctx.params.page).toBe("2");
    expect(ctx.searchParams.get("limit")).toBe("50");
    expect(ctx.queryClient).toBe(client);
    document.querySelector('a[href^="https"]')!.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("prefetches on keyboard focus too", async () => {
    uninstall = installLinkPrefetch(new QueryClient());
    document.body.innerHTML = '<a href="#/blocks/3">Blocks</a>';
    document.querySelector("a")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });
});
