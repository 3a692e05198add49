import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { truncateMiddle } from "../format/truncate";
import { BlockLink, TransactionLink, WalletLink } from "./links";
import { ADDRESS, DELEGATE, KNOWN, renderWithWalletNames } from "./test-wallet-names";

/**
 * WCAG 2.1 Label in Name, the way axe-core's label-content-name-mismatch compares them: the
 * visible text, without punctuation (the "…"), is part of the accessible name.
 */
function expectLabelInName(link: HTMLElement) {
  const squash = (s: string) =>
    s
      .replace(/[\p{P}\s]+/gu, " ")
      .trim()
      .toLowerCase();
  const name = link.getAttribute("aria-label") ?? link.textContent ?? "";
  expect(squash(name)).toContain(squash(link.textContent ?? ""));
  // and the name starts with it, so speech input and screen readers hear the shown words first
  expect(name.startsWith(link.textContent ?? "")).toBe(true);
}

describe("WalletLink accessible name", () => {
  it("a truncated address: the shown text, then the full address", () => {
    renderWithWalletNames(<WalletLink address={ADDRESS} />);
    const shown = truncateMiddle(ADDRESS, 13);
    const link = screen.getByRole("link", { name: `${shown}, wallet ${ADDRESS}` });
    expect(link).toHaveTextContent(shown);
    expect(link).toHaveAttribute("title", ADDRESS);
    expect(link).toHaveAttribute("href", `#/wallets/${ADDRESS}`);
    expectLabelInName(link);
  });

  it("a delegate username or a known-wallet name, then the full address", () => {
    renderWithWalletNames(
      <>
        <WalletLink address={DELEGATE} />
        <WalletLink address={KNOWN} />
      </>,
    );
    const delegate = screen.getByRole("link", { name: `genesis_1, wallet ${DELEGATE}` });
    const known = screen.getByRole("link", { name: `ARK Team, wallet ${KNOWN}` });
    expectLabelInName(delegate);
    expectLabelInName(known);
  });

  it("the whole address shown: 'Wallet' and the address", () => {
    renderWithWalletNames(<WalletLink address={ADDRESS} truncate={false} showName={false} />);
    const link = screen.getByRole("link", { name: `Wallet ${ADDRESS}` });
    expect(link).toHaveTextContent(ADDRESS);
  });
});

describe("BlockLink and TransactionLink", () => {
  it("are named by the shown id and keep the full id in the title", () => {
    const id = "a".repeat(64);
    renderWithWalletNames(
      <>
        <BlockLink id={id} />
        <TransactionLink id={`b${id.slice(1)}`} />
      </>,
    );
    const [block, tx] = screen.getAllByRole("link");
    expect(block).toHaveAccessibleName(truncateMiddle(id, 13));
    expect(block).toHaveAccessibleDescription(id);
    expect(tx).toHaveAccessibleName(truncateMiddle(`b${id.slice(1)}`, 13));
    expect(tx).toHaveAccessibleDescription(`b${id.slice(1)}`);
  });
});
