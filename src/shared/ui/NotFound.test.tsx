import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NotFound } from "./NotFound";
import { renderWithI18n } from "./test-utils";

describe("NotFound", () => {
  it("shows the page-not-found texts and a home link", () => {
    renderWithI18n(<NotFound />);
    expect(screen.getByRole("heading", { name: "Ooops!" })).toBeInTheDocument();
    expect(screen.getByText("Sorry, page not found")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "#/");
  });

  it("renders the missing id as text, never as HTML", () => {
    const hostile = '<img src=x onerror="alert(1)">';
    const { container } = renderWithI18n(<NotFound dataType="block" dataId={hostile} />);
    expect(container.querySelector("img")).toBeNull();
    expect(screen.getByTitle(hostile)).toHaveTextContent(hostile);
    expect(container).toHaveTextContent(
      `Sorry, block ${hostile} could not be found on the blockchain`,
    );
  });

  it("says when an id cannot name a wallet, the id as text", () => {
    const { container } = renderWithI18n(
      <NotFound dataType="wallet" dataId=".." reason="not-a-wallet-id" />,
    );
    expect(container).toHaveTextContent("Sorry, .. is not a valid address or delegate name");
    expect(screen.getByTitle("..")).toHaveTextContent("..");
    expect(screen.getByRole("link", { name: "Go to the home page" })).toBeInTheDocument();
  });

  it("says when an address-shaped id is no address of this network, not that it is missing", () => {
    const id = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";
    const { container } = renderWithI18n(
      <NotFound dataType="wallet" dataId={id} reason="bad-address" />,
    );
    expect(container).toHaveTextContent(`Sorry, ${id} is not a valid address on this network`);
    expect(container).not.toHaveTextContent("could not be found");
  });

  it("keeps tag-like ids literal (Lingui would otherwise parse them as the message's elements)", () => {
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      for (const hostile of [
        "<script>window.__pwned=1</script>",
        "<0>spoof</0>",
        "<1/>x",
        "</0><0>",
      ]) {
        const { container, unmount } = renderWithI18n(
          <NotFound dataType="transaction" dataId={hostile} />,
        );
        expect(container).toHaveTextContent(
          `Sorry, transaction ${hostile} could not be found on the blockchain`,
        );
        expect(container.querySelectorAll("span[title]")).toHaveLength(1);
        unmount();
      }
    } finally {
      console.error = original;
    }
    expect(errors).toEqual([]);
  });
});
