import { act, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PageJump } from "./PageJump";
import { Pagination } from "./Pagination";
import { renderWithI18n } from "./test-utils";

afterEach(() => vi.useRealTimers());

describe("Pagination", () => {
  it("renders links with the page window and marks the current page", () => {
    renderWithI18n(<Pagination page={5} pageCount={20} hrefForPage={(p) => `#/blocks/${p}`} />);
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    const numbered = within(nav)
      .getAllByRole("link")
      .filter((a) => /^Page \d+$/.test(a.getAttribute("aria-label") ?? ""));
    expect(numbered.map((a) => a.textContent)).toEqual(["2", "3", "4", "5", "6", "7", "8"]);
    const currentLink = screen.getByRole("link", { name: "Page 5" });
    expect(currentLink).toHaveAttribute("aria-current", "page");
    expect(currentLink).toHaveAttribute("href", "#/blocks/5");
    expect(screen.getByRole("link", { name: "Page 4" })).not.toHaveAttribute("aria-current");
    expect(screen.getByRole("link", { name: "First page" })).toHaveAttribute("href", "#/blocks/1");
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute(
      "href",
      "#/blocks/4",
    );
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("href", "#/blocks/6");
    expect(screen.getByRole("link", { name: "Last page" })).toHaveAttribute("href", "#/blocks/20");
  });

  it("shows 5 numbered pages from page 100 and disables next/last on the last page", () => {
    renderWithI18n(<Pagination page={150} pageCount={150} onPageChange={() => {}} />);
    const numbered = screen.getAllByRole("button", { name: /^Page \d+$/ });
    expect(numbered.map((b) => b.textContent)).toEqual(["146", "147", "148", "149", "150"]);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Last page" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "First page" })).toBeEnabled();
  });

  it("calls onPageChange with buttons", async () => {
    const onPageChange = vi.fn();
    renderWithI18n(<Pagination page={1} pageCount={3} onPageChange={onPageChange} />);
    expect(screen.getByRole("button", { name: "Previous page" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Page 3" }));
    expect(onPageChange).toHaveBeenCalledWith(3);
    await userEvent.click(screen.getByRole("button", { name: "Next page" }));
    expect(onPageChange).toHaveBeenLastCalledWith(2);
  });

  it("renders nothing for a single page", () => {
    const { container } = renderWithI18n(
      <Pagination page={1} pageCount={1} onPageChange={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("PageJump", () => {
  it("opens an input, disables go while empty and jumps to a valid page", async () => {
    const onJump = vi.fn();
    const user = userEvent.setup();
    renderWithI18n(<PageJump pageCount={10} onJump={onJump} />);
    const toggle = screen.getByRole("button", { name: "Go to page" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await user.click(toggle);
    const input = screen.getByRole("spinbutton", { name: "Page number" });
    expect(input).toHaveFocus();
    expect(screen.getByRole("button", { name: "Go" })).toBeDisabled();
    await user.type(input, " 7 {Enter}");
    expect(onJump).toHaveBeenCalledWith(7);
    expect(screen.queryByRole("spinbutton")).not.toBeInTheDocument();
  });

  it("shows 'Invalid page number' for 1.5 s and does not navigate", async () => {
    vi.useFakeTimers();
    const onJump = vi.fn();
    renderWithI18n(<PageJump pageCount={10} onJump={onJump} />);
    fireEvent.click(screen.getByRole("button", { name: "Go to page" }));
    const input = screen.getByRole("spinbutton", { name: "Page number" });
    fireEvent.change(input, { target: { value: "11" } });
    const go = screen.getByRole("button", { name: "Go" });
    expect(go).toBeEnabled();
    fireEvent.click(go);
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid page number");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(onJump).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1400));
    expect(screen.getByRole("alert")).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();

    fireEvent.change(input, { target: { value: "0" } });
    fireEvent.submit(input.closest("form")!);
    expect(screen.getByRole("alert")).toBeInTheDocument();
    expect(onJump).not.toHaveBeenCalled();
  });
});
