import { render, screen } from "@testing-library/react";
import { lazy, type ComponentType } from "react";
import { describe, expect, it, vi } from "vitest";
import { OptionalLazy } from "./OptionalLazy";

/** The optional lazy part next to the rest of the page. */
const renderBeside = (Part: ComponentType) =>
  render(
    <>
      <OptionalLazy what="pricing">
        <Part />
      </OptionalLazy>
      <p>page</p>
    </>,
  );

describe("OptionalLazy", () => {
  it("renders the lazy component once its chunk has loaded", async () => {
    const Shown = lazy(async () => ({ default: () => <p>priced</p> }));
    renderBeside(Shown);
    expect(await screen.findByText("priced")).toBeInTheDocument();
    expect(screen.getByText("page")).toBeInTheDocument();
  });

  it("a chunk that fails to load leaves the rest of the page and logs a warning", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const Broken = lazy(async (): Promise<{ default: () => null }> => {
      throw new TypeError("Failed to fetch dynamically imported module");
    });
    renderBeside(Broken);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        expect.stringContaining("[pricing] could not be loaded"),
        expect.any(TypeError),
      ),
    );
    expect(screen.getByText("page")).toBeInTheDocument();
    warn.mockRestore();
    quiet.mockRestore();
  });
});
