import { fireEvent, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router-dom";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { usePreferences } from "../preferences/store";
import { ExternalLink } from "./ExternalLink";
import { useExternalLinkGuard } from "./LinkDisclaimer";
import { renderWithI18n } from "./test-utils";

/** A link guarded the way the business, bridgechain and wallet magistrate cards guard theirs. */
function GuardedExternalLink({ href, children }: { href: string; children: string }) {
  const { accepted, request, dialog } = useExternalLinkGuard();
  return (
    <>
      <ExternalLink
        href={href}
        requireDisclaimer
        disclaimerAccepted={accepted}
        onNeedsDisclaimer={request}
      >
        {children}
      </ExternalLink>
      {dialog}
    </>
  );
}

function setup() {
  return renderWithI18n(
    <MemoryRouter initialEntries={["/businesses/1"]}>
      <Routes>
        <Route path="/" element={<p>home page</p>} />
        <Route
          path="/businesses/1"
          element={<GuardedExternalLink href="https://example.com/x">site</GuardedExternalLink>}
        />
      </Routes>
    </MemoryRouter>,
  );
}

describe("useExternalLinkGuard (link disclaimer)", () => {
  beforeEach(() => usePreferences.setState({ hasAcceptedLinkDisclaimer: false }));

  it("asks first; Accept stores the acceptance and opens the link in a new tab", async () => {
    const clicks: HTMLAnchorElement[] = [];
    const spy = vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicks.push(this);
    });
    setup();
    const link = screen.getByRole("link", { name: /site/ });
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
    fireEvent.click(link);
    // the dialog's code loads on the first click
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    expect(usePreferences.getState().hasAcceptedLinkDisclaimer).toBe(true);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(clicks).toHaveLength(1);
    expect(clicks[0]!.href).toBe("https://example.com/x");
    expect(clicks[0]!.target).toBe("_blank");
    expect(clicks[0]!.rel).toBe("noopener noreferrer nofollow");
    spy.mockRestore();
  });

  it("Cancel only closes the dialog: same page, focus back on the link, nothing stored or opened", async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, "click");
    setup();
    const link = screen.getByRole("link", { name: /site/ });
    fireEvent.click(link);
    // the dialog's code loads on the first click
    expect(await screen.findByRole("dialog")).toBeInTheDocument();
    expect(screen.getByText(/Cancel keeps you on this page/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("home page")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /site/ })).toBe(link);
    expect(link).toHaveFocus();
    expect(click).not.toHaveBeenCalled();
    expect(usePreferences.getState().hasAcceptedLinkDisclaimer).toBe(false);
    click.mockRestore();
  });

  it("Escape only closes the dialog and returns focus to the link", async () => {
    setup();
    const link = screen.getByRole("link", { name: /site/ });
    fireEvent.click(link);
    fireEvent.keyDown(await screen.findByRole("dialog"), { key: "Escape" });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText("home page")).not.toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it("once accepted, the link is a plain new-tab link", () => {
    usePreferences.setState({ hasAcceptedLinkDisclaimer: true });
    setup();
    const link = screen.getByRole("link", { name: /site/ });
    const event = new MouseEvent("click", { bubbles: true, cancelable: true });
    // jsdom does not navigate; the click is simply not prevented
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });
});
