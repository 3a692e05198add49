import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "./ErrorBoundary";
import { renderWithI18n } from "./test-utils";

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("Boom");
  return <p>Recovered</p>;
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));
afterEach(() => vi.restoreAllMocks());

describe("ErrorBoundary", () => {
  it("shows the error with Try again, which re-renders the children", async () => {
    shouldThrow = true;
    renderWithI18n(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Boom");
    shouldThrow = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(screen.getByText("Recovered")).toBeInTheDocument();
  });

  it("resets when resetKeys change", () => {
    shouldThrow = true;
    const { rerender } = renderWithI18n(
      <ErrorBoundary resetKeys={["a"]}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toBeInTheDocument();
    shouldThrow = false;
    rerender(
      <ErrorBoundary resetKeys={["b"]}>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText("Recovered")).toBeInTheDocument();
  });
});
