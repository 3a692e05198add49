import { fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import {
  createHashRouter,
  createMemoryRouter,
  RouterProvider,
  useLocation,
} from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link } from "./Link";

function Where() {
  const { pathname } = useLocation();
  return <output aria-label="where">{pathname}</output>;
}

/** Renders `element` in a memory router at `/`, with the current path in an output named "where". */
function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe("Link: an in-app anchor", () => {
  afterEach(() => {
    window.location.hash = "";
  });

  it("carries the hash URL of its target, so new tabs and copied addresses work", () => {
    const router = createHashRouter([
      { path: "*", element: <Link to="/wallets/AXyz">wallet</Link> },
    ]);
    render(<RouterProvider router={router} />);
    expect(screen.getByRole("link", { name: "wallet" }).getAttribute("href")).toBe(
      "#/wallets/AXyz",
    );
  });

  it("builds its href without searching the document (a query per link made long pages quadratic)", () => {
    const router = createHashRouter([
      { path: "*", element: <Link to="/transactions/2?type=0">page 2</Link> },
    ]);
    const spy = vi.spyOn(document, "querySelector");
    try {
      render(<RouterProvider router={router} />);
      expect(screen.getByRole("link", { name: "page 2" }).getAttribute("href")).toBe(
        "#/transactions/2?type=0",
      );
      expect(spy.mock.calls.filter(([selector]) => selector === "base")).toEqual([]);
    } finally {
      spy.mockRestore();
    }
  });

  it("navigates in place on a plain left click and pushes a history entry", () => {
    const router = renderAt(<Link to="/blocks/2">blocks</Link>);
    fireEvent.click(screen.getByRole("link", { name: "blocks" }), { button: 0 });
    expect(screen.getByRole("status", { name: "where" }).textContent).toBe("/blocks/2");
    expect(router.state.historyAction).toBe("PUSH");
  });

  it("replaces the entry for a link to the page shown (no duplicate history entry)", () => {
    const router = renderAt(<Link to="/">here</Link>);
    fireEvent.click(screen.getByRole("link", { name: "here" }), { button: 0 });
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("replaces the entry when asked", () => {
    const router = renderAt(
      <Link to="/blocks/2" replace>
        blocks
      </Link>,
    );
    fireEvent.click(screen.getByRole("link", { name: "blocks" }), { button: 0 });
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves modified clicks (new tab, new window) and other targets to the browser", () => {
    renderAt(
      <>
        <Link to="/blocks/2">blocks</Link>
        <Link to="/blocks/3" target="_blank">
          elsewhere
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole("link", { name: "blocks" }), { button: 0, ctrlKey: true });
    fireEvent.click(screen.getByRole("link", { name: "blocks" }), { button: 1 });
    fireEvent.click(screen.getByRole("link", { name: "elsewhere" }), { button: 0 });
    expect(screen.getByRole("status", { name: "where" }).textContent).toBe("/");
  });

  it("runs its own onClick first; a handler that prevents the default keeps the page", () => {
    let clicked = 0;
    renderAt(
      <Link
        to="/blocks/2"
        onClick={(e) => {
          clicked += 1;
          e.preventDefault();
        }}
      >
        blocks
      </Link>,
    );
    fireEvent.click(screen.getByRole("link", { name: "blocks" }), { button: 0 });
    expect(clicked).toBe(1);
    expect(screen.getByRole("status", { name: "where" }).textContent).toBe("/");
  });
});
