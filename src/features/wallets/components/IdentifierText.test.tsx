import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IdentifierText } from "./IdentifierText";

const PUBLIC_KEY = "02fd9cc95e4c354226151c998df2998b1588070a130f7ecc7fdd816ed8120ab4dc35";

/** A window of `width` px for useMediaQuery (jsdom has no matchMedia). */
function windowWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("IdentifierText", () => {
  it("wide: the whole value, wrapping where it must", () => {
    windowWidth(1280);
    render(<IdentifierText value={PUBLIC_KEY} testId="key" />);
    expect(screen.getByTestId("key")).toHaveTextContent(PUBLIC_KEY);
    expect(screen.getByTestId("key")).toHaveClass("break-all");
  });

  it("on a phone: one line shortened in the middle, the whole value as its tooltip and for screen readers", () => {
    windowWidth(375);
    const { container } = render(<IdentifierText value={PUBLIC_KEY} testId="key" />);
    const shown = container.querySelector('[aria-hidden="true"]');
    expect(shown?.textContent).toMatch(/^02fd9cc95e…120ab4dc35$/);
    expect(shown).toHaveAttribute("title", PUBLIC_KEY);
    expect(shown).toHaveClass("whitespace-nowrap");
    expect(screen.getByTestId("key")).toHaveTextContent(PUBLIC_KEY);
    expect(screen.getByTestId("key")).toHaveClass("sr-only");
  });
});
