import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { FormValues, SearchKind } from "../fields";
import type { SearchErrors } from "../validation";
import { SearchForm } from "./SearchForm";

afterEach(() => act(() => i18n.loadAndActivate({ locale: "en-GB", messages: {} })));

function Harness({
  kind,
  initial = {},
  errors = {},
  notes = {},
  onValues = () => {},
  onSubmit = () => true,
}: {
  kind: SearchKind;
  initial?: FormValues;
  errors?: SearchErrors;
  notes?: Record<string, string>;
  onValues?: (v: FormValues) => void;
  onSubmit?: () => boolean;
}) {
  const [values, setValues] = useState(initial);
  return (
    <SearchForm
      kind={kind}
      values={values}
      errors={errors}
      notes={notes}
      formError={null}
      onChange={(v) => {
        setValues(v);
        onValues(v);
      }}
      onSubmit={onSubmit}
      onReset={() => setValues({})}
    />
  );
}

const show = (ui: ReactNode, locale = "en-GB") => {
  i18n.loadAndActivate({ locale, messages: {} });
  return render(<I18nProvider i18n={i18n}>{ui}</I18nProvider>);
};

describe("SearchForm errors", () => {
  it("marks the inputs at fault and describes them by the message", () => {
    const errors: SearchErrors = {
      height: {
        message: msg`The first value is greater than the second`,
        keys: ["height.from", "height.to"],
      },
    };
    show(
      <Harness kind="blocks" initial={{ "height.from": "10", "height.to": "2" }} errors={errors} />,
    );
    const message = screen.getByText("The first value is greater than the second");
    for (const name of ["Height from", "Height to"]) {
      const input = screen.getByRole("textbox", { name });
      expect(input).toHaveAttribute("aria-invalid", "true");
      expect(input.getAttribute("aria-describedby")?.split(" ")).toContain(
        message.parentElement!.id,
      );
      expect(input).toHaveAccessibleDescription(/The first value is greater than the second/);
    }
    expect(screen.getByRole("textbox", { name: "Reward from" })).not.toHaveAttribute(
      "aria-invalid",
    );
  });

  it("focuses the first field in error and counts the fields when the search was not sent", async () => {
    const errors: SearchErrors = {
      address: { message: msg`This is not an address of this network`, keys: ["address"] },
      vote: { message: msg`Enter a delegate username or public key`, keys: ["vote"] },
    };
    show(<Harness kind="wallets" errors={errors} onSubmit={() => false} />);
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("2 fields need a correction");
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveFocus();
  });

  it("shows what a typed name stands for, in the field's description", () => {
    show(
      <Harness
        kind="wallets"
        initial={{ address: "genesis_1" }}
        notes={{ address: "genesis_1 → AAddress" }}
      />,
    );
    expect(screen.getByRole("textbox", { name: "Address" })).toHaveAccessibleDescription(
      /genesis_1 → AAddress/,
    );
  });
});

describe("SearchForm dates follow the app's language", () => {
  it("shows and reads the French order, keeping ISO text as the value", () => {
    const onValues = vi.fn();
    show(
      <Harness kind="blocks" initial={{ "timestamp.from": "2024-12-31" }} onValues={onValues} />,
      "fr-FR",
    );
    const from = screen.getByRole("textbox", { name: "Date from" });
    expect(from).toHaveValue("31/12/2024");
    expect(screen.getByText("Format: DD/MM/YYYY")).toBeInTheDocument();
    const to = screen.getByRole("textbox", { name: "Date to" });
    fireEvent.change(to, { target: { value: "01/02/2025" } });
    expect(onValues).toHaveBeenLastCalledWith({
      "timestamp.from": "2024-12-31",
      "timestamp.to": "2025-02-01",
    });
    // what is typed stays as typed until the field is left
    fireEvent.change(to, { target: { value: "1/2/2025" } });
    expect(to).toHaveValue("1/2/2025");
    fireEvent.blur(to);
    expect(to).toHaveValue("01/02/2025");
  });

  it("shows the US order in US English, and keeps text that is no date", () => {
    const onValues = vi.fn();
    show(
      <Harness kind="blocks" initial={{ "timestamp.from": "2024-12-31" }} onValues={onValues} />,
      "en-US",
    );
    expect(screen.getByRole("textbox", { name: "Date from" })).toHaveValue("12/31/2024");
    expect(screen.getByText("Format: MM/DD/YYYY")).toBeInTheDocument();
    fireEvent.change(screen.getByRole("textbox", { name: "Date to" }), {
      target: { value: "31/12/2024" },
    });
    expect(onValues).toHaveBeenLastCalledWith({
      "timestamp.from": "2024-12-31",
      "timestamp.to": "31/12/2024",
    });
  });
});
