import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from "react-router-dom";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { RouterCatchUp } from "./RouterCatchUp";

/** Busy for `ms` on the main thread: React yields to other tasks after such a component. */
function busy(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

let container: HTMLDivElement;
let unmount: () => void;
beforeEach(() => {
  // the app's own start-up: React's scheduler, not act(), decides when to yield
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  container = document.createElement("div");
  document.body.append(container);
});
afterEach(() => {
  unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

/** Renders the router as main.tsx does (a transition), with the catch-up just before it. */
function renderApp(router: ReturnType<typeof createMemoryRouter>) {
  const root = createRoot(container);
  unmount = () => root.unmount();
  startTransition(() =>
    root.render(
      <>
        <RouterCatchUp router={router} />
        <RouterProvider router={router} />
      </>,
    ),
  );
}

describe("RouterCatchUp", () => {
  it("shows the page a navigation reached while the first render was under way", async () => {
    let navigated = false;
    const router = createMemoryRouter(
      [
        {
          path: "/a",
          Component: function PageA() {
            // the visitor follows a link while this page renders; rendering goes on for a while
            if (!navigated) {
              navigated = true;
              void router.navigate("/b");
            }
            busy(20);
            return <h1>page a</h1>;
          },
        },
        { path: "/b", Component: () => <h1>page b</h1> },
      ] satisfies RouteObject[],
      { initialEntries: ["/a"] },
    );
    // someone else listens to the router (main.tsx waits for its navigations)
    const stop = router.subscribe(() => undefined);
    renderApp(router);
    await vi.waitFor(() => expect(container.textContent).toBe("page b"));
    expect(router.state.location.pathname).toBe("/b");
    stop();
  });

  it("shows the first page when its code arrives while the loading layout renders", async () => {
    let arrive!: () => void;
    const chunk = new Promise<void>((resolve) => (arrive = resolve));
    const router = createMemoryRouter(
      [
        {
          Component: () => (
            <main>
              <Outlet />
            </main>
          ),
          HydrateFallback: function Loading() {
            // the page's chunk arrives in the gap after this slice of the render
            setTimeout(arrive, 0);
            busy(20);
            return <p>loading</p>;
          },
          children: [
            {
              path: "/",
              lazy: async () => {
                await chunk;
                return { Component: () => <h1>home</h1> };
              },
            },
          ],
        },
      ] satisfies RouteObject[],
      { initialEntries: ["/"] },
    );
    const stop = router.subscribe(() => undefined);
    renderApp(router);
    await vi.waitFor(() => expect(container.textContent).toBe("home"));
    stop();
  });
});
