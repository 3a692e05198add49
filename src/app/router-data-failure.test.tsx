import { QueryClient } from "@tanstack/react-query";
import { createMemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { appRoutes } from "./router";

// every page's data chunk fails to load (a network cut after the shell came in)
const { loadPageData } = vi.hoisted(() => ({
  loadPageData: vi.fn(() => Promise.reject(new Error("Loading chunk failed"))),
}));
vi.mock("./page-data", () => ({ loadPageData }));

describe("the route table without its data functions", () => {
  it("still shows the page: its data function is only a head start, the page asks as it renders", async () => {
    const unhandled = vi.fn();
    process.on("unhandledRejection", unhandled);
    const router = createMemoryRouter(appRoutes(new QueryClient(), Promise.resolve()), {
      initialEntries: ["/blocks/2"],
    });
    await vi.waitFor(
      () => expect(router.state.initialized && router.state.navigation.state === "idle").toBe(true),
      { timeout: 5_000 },
    );
    await new Promise((r) => setTimeout(r, 10));
    process.off("unhandledRejection", unhandled);
    expect(loadPageData).toHaveBeenCalledWith("blocks");
    expect(router.state.location.pathname).toBe("/blocks/2");
    expect(router.state.errors).toBeNull();
    expect(unhandled).not.toHaveBeenCalled();
  });
});
