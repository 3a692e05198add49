import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { LockMemo } from "./LockMemo";

beforeAll(() => i18n.loadAndActivate({ locale: "en-GB", messages: {} }));
const wrap = (ui: ReactNode) => render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);

/** The memo filter is a chunk of its own, loaded on first use: a busy machine takes a while. */
const SLOW = { timeout: 5_000 };

describe("LockMemo: a lock's memo filtered as a transaction's", () => {
  it.each([false, true])(
    "drops a memo with a URL shortener, never showing it raw (cell: %s)",
    async (cell) => {
      const memo = "claim at https://bit.ly/x \u202Eabc";
      const { container } = wrap(<LockMemo memo={memo} cell={cell} />);
      // while the filter loads: a placeholder, not the memo
      expect(container).not.toHaveTextContent("bit.ly");
      expect(await screen.findByText("Memo hidden (spam filter)", {}, SLOW)).toBeInTheDocument();
      expect(container.textContent).not.toContain("bit.ly");
      expect(container.textContent).not.toContain("\u202E");
    },
  );

  it("takes out bidi and zero-width characters and links off the allowed hosts", async () => {
    const { container } = wrap(
      <LockMemo memo={"pay\u200B back \u202Eabc see https://evil.example/x"} cell />,
    );
    const shown = await screen.findByText(/pay back/, {}, SLOW);
    expect(shown.textContent).not.toMatch(/[\u202E\u200B]/);
    expect(container.textContent).not.toContain("evil.example");
    // the cell keeps to one line; its title is the filtered text too
    expect(shown).toHaveClass("truncate");
    expect(shown.getAttribute("title")).toBe(shown.textContent);
  });

  it("shows a dash without a memo", () => {
    wrap(<LockMemo memo={undefined} cell />);
    expect(screen.getByText("-")).toBeInTheDocument();
  });
});
