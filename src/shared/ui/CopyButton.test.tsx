import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CopyButton } from "./CopyButton";
import { renderWithI18n } from "./test-utils";

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, "clipboard", {
    value: { writeText: vi.fn(writeText) },
    configurable: true,
  });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function clickAndWait(ms: number) {
  fireEvent.click(screen.getByRole("button", { name: "Copy to clipboard" }));
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe("CopyButton", () => {
  it("copies the text and says 'Copied!' at once, for 1.5 s", async () => {
    const writeText = mockClipboard(() => Promise.resolve());
    renderWithI18n(<CopyButton text="abc123" />);
    await clickAndWait(0);
    expect(writeText).toHaveBeenCalledWith("abc123");
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copied!");
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    expect(screen.getByRole("button", { name: "Copy to clipboard" })).not.toHaveAttribute(
      "aria-busy",
    );
    await act(() => vi.advanceTimersByTimeAsync(1400));
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("stays busy while the clipboard has not answered", async () => {
    let answer: () => void = () => undefined;
    mockClipboard(() => new Promise<void>((resolve) => (answer = resolve)));
    renderWithI18n(<CopyButton text="abc123" />);
    await clickAndWait(0);
    expect(screen.getByRole("button", { name: "Copy to clipboard" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    answer();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
  });

  it("says 'Error!' when the clipboard rejects", async () => {
    mockClipboard(() => Promise.reject(new Error("denied")));
    renderWithI18n(<CopyButton text="abc123" />);
    await clickAndWait(0);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Error!");
    expect(screen.getByRole("status")).toHaveTextContent("Error!");
  });
});
