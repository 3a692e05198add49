import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { RouteError } from "./RouteError";

describe("RouteError", () => {
  it("names the chunk that failed to load and offers a reload, not the retry", () => {
    const onRetry = vi.fn();
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload });
    try {
      renderWithI18n(
        <RouteError
          error={
            new TypeError(
              "Failed to fetch dynamically imported module: https://x/assets/BlockPage-abc.js",
            )
          }
          onRetry={onRetry}
        />,
      );
      expect(
        screen.getByRole("heading", { name: "Loading chunk BlockPage-abc.js failed" }),
      ).toBeInTheDocument();
      expect(
        screen.getByText("The explorer may have been updated, or the connection dropped."),
      ).toBeInTheDocument();
      fireEvent.click(screen.getByRole("button", { name: "Reload" }));
      expect(reload).toHaveBeenCalledTimes(1);
      expect(onRetry).not.toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows any other error in words, its message as text behind the technical details, and retries in place", () => {
    const onRetry = vi.fn();
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = renderWithI18n(
      <RouteError error={new Error(hostile)} onRetry={onRetry} />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Something went wrong");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
      "Something went wrong while showing this.",
    );
    expect(screen.getByText(`Error: ${hostile}`).closest("details")).not.toBeNull();
    expect(container.querySelector("img")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
