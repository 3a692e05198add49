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
  it("copies the text and says 'Copied!' after the 1.2 s copying state", async () => {
    const writeText = mockClipboard(() => Promise.resolve());
    renderWithI18n(<CopyButton text="abc123" />);
    await clickAndWait(1000);
    expect(writeText).toHaveBeenCalledWith("abc123");
    expect(screen.getByRole("button", { name: "Copy to clipboard" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(250));
    expect(screen.getByRole("tooltip")).toHaveTextContent("Copied!");
    expect(screen.getByRole("status")).toHaveTextContent("Copied!");
    await act(() => vi.advanceTimersByTimeAsync(1300));
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });

  it("says 'Error!' when the clipboard rejects", async () => {
    mockClipboard(() => Promise.reject(new Error("denied")));
    renderWithI18n(<CopyButton text="abc123" />);
    await clickAndWait(1250);
    expect(screen.getByRole("tooltip")).toHaveTextContent("Error!");
    expect(screen.getByRole("status")).toHaveTextContent("Error!");
  });
});
