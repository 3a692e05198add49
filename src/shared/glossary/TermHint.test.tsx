import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { PageIntro, TermLabel, TypeHint } from "./TermHint";

describe("TermHint", () => {
  it("is a button named after its term, described by the hint, shown on focus and hidden by Escape", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <dl>
        <dt>
          <TermLabel term="nonce">Nonce</TermLabel>
        </dt>
        <dd>12</dd>
      </dl>,
    );
    const button = screen.getByRole("button", { name: "What is Nonce?" });
    expect(button).toHaveAccessibleDescription(/transaction counter/);
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    await user.tab();
    expect(button).toHaveFocus();
    expect(screen.getByRole("tooltip")).toHaveTextContent(
      /each transaction it sends carries the next number/,
    );
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
    // the hint is not part of the label's text: the label still reads "Nonce"
    expect(screen.getByRole("term")).toHaveTextContent(/^Nonce$/);
  });

  it("opens on a click (a tap) and closes on a tap elsewhere", async () => {
    const user = userEvent.setup();
    renderWithI18n(
      <>
        <TermLabel term="round">Round</TermLabel>
        <p>elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole("button", { name: "What is Round?" }));
    expect(screen.getByRole("tooltip")).toHaveTextContent(/slot/);
    await user.click(screen.getByText("elsewhere"));
    expect(screen.queryByRole("tooltip")).not.toBeInTheDocument();
  });

  it("explains a transaction type's word, and nothing for a transfer", () => {
    renderWithI18n(
      <>
        <TypeHint typeGroup={1} type={8} />
        <TypeHint typeGroup={1} type={0} />
      </>,
    );
    expect(screen.getAllByRole("button")).toHaveLength(1);
    expect(screen.getByRole("button", { name: "What is Lock?" })).toBeInTheDocument();
  });

  it("writes a page's introduction", () => {
    renderWithI18n(<PageIntro page="bridgechains" />);
    expect(screen.getByText(/Blockchains built with ARK's technology/)).toBeInTheDocument();
  });
});
