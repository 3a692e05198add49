import { getDefaultNormalizer, screen } from "@testing-library/react";
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
    "vbscript:msgbox(1)",
    "java\tscript:alert(1)",
    "//evil.example.com",
  ])('renders %j as plain text with an "Unsafe link" label', (href) => {
    const { container } = renderWithI18n(
      <ExternalLink href={href} className="text-accent hover:underline">
        {href}
      </ExternalLink>,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(container.querySelector("a")).toBeNull();
    // never styled as a link: the link classes are not applied to the text
    expect(container.querySelector(".text-accent, [class*='underline']")).toBeNull();
    if (href.trim()) {
      // shown exactly as written on chain
      const raw = getDefaultNormalizer({ trim: false, collapseWhitespace: false });
      expect(screen.getByText(href, { normalizer: raw })).toBeInTheDocument();
      expect(screen.getByText("Unsafe link")).toBeVisible();
    } else {
      expect(screen.queryByText("Unsafe link")).not.toBeInTheDocument();
    }
  });

  it("labels nothing as unsafe for a safe URL", () => {
    renderWithI18n(<ExternalLink href="https://ark.io/" />);
    expect(screen.queryByText("Unsafe link")).not.toBeInTheDocument();
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
    // focused, so that the dialog gives focus back to it (Safari does not focus clicked links)
    expect(link).toHaveFocus();

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

describe("ExternalLink: links that read as one site and go to another", () => {
  it.each([
    "https://ark.io@evil.example",
    "https://ark.io:pw@evil.example/x",
    "http://user@ark.io/",
    "https://:secret@ark.io/",
  ])(
    'refuses %j (a user name or password before the host): text with an "Unsafe link" label',
    (href) => {
      const { container } = renderWithI18n(<ExternalLink href={href} />);
      expect(container.querySelector("a")).toBeNull();
      expect(screen.getByText(href)).toBeInTheDocument();
      expect(screen.getByText("Unsafe link")).toBeVisible();
    },
  );

  it("shows a look-alike Unicode host as the browser parses it (punycode), and links there", () => {
    // "аrk.io" with a Cyrillic "а" (U+0430)
    renderWithI18n(<ExternalLink href={"https://\u0430rk.io/login"} />);
    const link = screen.getByRole("link");
    expect(link).toHaveAttribute("href", "https://xn--rk-6kc.io/login");
    expect(link).toHaveTextContent("https://xn--rk-6kc.io/login");
    expect(link).not.toHaveTextContent("\u0430");
  });

  it("shows the parsed URL, not the written one (case, escapes), without the lone slash of a bare host", () => {
    const { unmount } = renderWithI18n(<ExternalLink href="  HTTPS://Example.COM  " />);
    expect(screen.getByRole("link")).toHaveTextContent(
      /^https:\/\/example\.com\(opens in a new tab\)$/,
    );
    unmount();
    renderWithI18n(<ExternalLink href="https://example.com/a b" />);
    expect(screen.getByRole("link")).toHaveTextContent(/^https:\/\/example\.com\/a%20b/);
  });

  it("given link text, shows it (a footer label, an IPFS hash)", () => {
    renderWithI18n(<ExternalLink href="https://ipfs.io/ipfs/Qm123">Qm123</ExternalLink>);
    expect(screen.getByRole("link")).toHaveTextContent(/^Qm123/);
  });
});
