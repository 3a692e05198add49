import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ADDRESS, DELEGATE, KNOWN, renderWithWalletNames } from "./test-wallet-names";
import { WalletParty } from "./WalletParty";

/** A window of `width` px for useMediaQuery (jsdom has no matchMedia). */
function windowWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderParty(address: string) {
  return renderWithWalletNames(<WalletParty address={address} copyLabel="Copy sender address" />);
}

/** The visible text (as axe-core reads it: text nodes, spaces kept) leads the accessible name. */
function expectNameStartsWithText(link: HTMLElement) {
  const text = (link.textContent ?? "").replace(/\s+/g, " ").trim();
  expect((link.getAttribute("aria-label") ?? "").startsWith(text)).toBe(true);
}

afterEach(() => vi.unstubAllGlobals());

describe("WalletParty", () => {
  it("wide: the delegate username AND the full address, one link, then a copy button", () => {
    windowWidth(1280);
    renderParty(DELEGATE);
    const link = screen.getByRole("link", { name: `genesis_1 ${DELEGATE}` });
    expect(link).toHaveTextContent(`genesis_1 ${DELEGATE}`);
    expect(link).toHaveAttribute("href", `#/wallets/${DELEGATE}`);
    expect(link).toHaveAttribute("title", DELEGATE);
    expectNameStartsWithText(link);
    expect(screen.getByRole("button", { name: "Copy sender address" })).toBeInTheDocument();
  });

  it("a known-wallet name comes first", () => {
    windowWidth(1280);
    renderParty(KNOWN);
    expectNameStartsWithText(screen.getByRole("link", { name: `ARK Team ${KNOWN}` }));
  });

  it("an address without a name: the address alone", () => {
    windowWidth(1280);
    renderParty(ADDRESS);
    expect(screen.getByRole("link", { name: ADDRESS })).toHaveTextContent(ADDRESS);
  });

  it("narrow: the address shortened in the middle, the full one at the end of the accessible name", () => {
    windowWidth(375);
    renderParty(DELEGATE);
    const link = screen.getByRole("link", {
      name: `genesis_1 APYqkdGU…8G1M4qCs, wallet ${DELEGATE}`,
    });
    expect(link).toHaveTextContent("genesis_1 APYqkdGU…8G1M4qCs");
    expectNameStartsWithText(link);
  });
});
