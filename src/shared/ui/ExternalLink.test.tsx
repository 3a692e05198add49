import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { ExternalLink } from "./ExternalLink";
import { renderWithI18n } from "./test-utils";

describe("ExternalLink", () => {
  it.each(["https://ark.io/path?q=1", "http://example.com"])(
    "links %s in a new tab with a safe rel",
    (href) => {
      renderWithI18n(<ExternalLink href={href}>site</ExternalLink>);
      const link = screen.getByRole("link", { name: /site/ });
      expect(link).toHaveAttribute("href", new URL(href).href);
      expect(link).toHaveAttribute("target", "_blank");
      expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    },
  );

  it.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/relative/path",
    "example.com",
    "ftp://example.com",
    "",
  ])("renders %j as plain text", (href) => {
    renderWithI18n(<ExternalLink href={href} />);
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    if (href.trim()) expect(screen.getByText(href.trim())).toBeInTheDocument();
  });

  it("asks for the disclaimer instead of navigating until accepted", async () => {
    const onNeedsDisclaimer = vi.fn();
    const { rerender } = renderWithI18n(
      <ExternalLink
        href="https://example.com/"
        requireDisclaimer
        onNeedsDisclaimer={onNeedsDisclaimer}
      >
        site
      </ExternalLink>,
    );
    const link = screen.getByRole("link", { name: /site/ });
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(onNeedsDisclaimer).toHaveBeenCalledWith("https://example.com/");

    rerender(
      <ExternalLink
        href="https://example.com/"
        requireDisclaimer
        disclaimerAccepted
        onNeedsDisclaimer={onNeedsDisclaimer}
      >
        site
      </ExternalLink>,
    );
    const again = new MouseEvent("click", { bubbles: true, cancelable: true });
    screen.getByRole("link", { name: /site/ }).dispatchEvent(again);
    expect(again.defaultPrevented).toBe(false);
    expect(onNeedsDisclaimer).toHaveBeenCalledTimes(1);
  });
});
