import { screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Delegate } from "../api/schemas";
import { EMPTY_INDEX } from "../network/delegate-names";
import { WalletNamesContext, type WalletNames } from "../network/wallet-names-context";
import { renderWithI18n } from "../ui/test-utils";
import { WalletParty } from "./WalletParty";

const ADDRESS = "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed";
const DELEGATE = "APYqkdGUx3HvVFVdFTvtTrsbzs8G1M4qCs";
const KNOWN = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";

function names(): WalletNames {
  const byAddress = new Map([[DELEGATE, { username: "genesis_1", address: DELEGATE } as Delegate]]);
  return { delegates: { ...EMPTY_INDEX, byAddress }, known: { [KNOWN]: "ARK Team" }, want: () => undefined };
}

/** A window of `width` px for useMediaQuery (jsdom has no matchMedia). */
function windowWidth(width: number) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: width >= Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function renderParty(address: string) {
  return renderWithI18n(
    <MemoryRouter>
      <WalletNamesContext value={names()}>
        <WalletParty address={address} copyLabel="Copy sender address" />
      </WalletNamesContext>
    </MemoryRouter>,
  );
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
    expect(link).toHaveAttribute("href", `/wallets/${DELEGATE}`);
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
    const link = screen.getByRole("link", { name: `genesis_1 APYqkdGU…8G1M4qCs, wallet ${DELEGATE}` });
    expect(link).toHaveTextContent("genesis_1 APYqkdGU…8G1M4qCs");
    expectNameStartsWithText(link);
  });
});
