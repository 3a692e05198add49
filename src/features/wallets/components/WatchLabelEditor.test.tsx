import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it } from "vitest";
import { usePreferences } from "@/shared/preferences/store";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { WatchLabelEditor } from "./WatchLabelEditor";

const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";

describe("a watched wallet's private label", () => {
  beforeEach(() => usePreferences.getState().setWatchlist([ADDRESS], {}));

  it("is added, edited and removed in place; Escape leaves it as it was", async () => {
    const user = userEvent.setup();
    renderWithI18n(<WatchLabelEditor address={ADDRESS} who="genesis_9" />);
    await user.click(screen.getByRole("button", { name: "Add label for genesis_9" }));
    const field = screen.getByRole("textbox", { name: "Label for genesis_9" });
    expect(field).toHaveFocus();
    await user.type(field, "  My   savings {enter}");
    expect(usePreferences.getState().watchLabels).toEqual({ [ADDRESS]: "My savings" });
    expect(screen.getByText("My savings")).toBeInTheDocument();
    const edit = screen.getByRole("button", { name: "Edit label for genesis_9" });
    expect(edit).toHaveFocus();

    await user.click(edit);
    await user.clear(screen.getByRole("textbox", { name: "Label for genesis_9" }));
    await user.type(screen.getByRole("textbox", { name: "Label for genesis_9" }), "other{Escape}");
    expect(usePreferences.getState().watchLabels).toEqual({ [ADDRESS]: "My savings" });
    expect(screen.getByRole("button", { name: "Edit label for genesis_9" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Edit label for genesis_9" }));
    await user.clear(screen.getByRole("textbox", { name: "Label for genesis_9" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(usePreferences.getState().watchLabels).toEqual({});
    expect(screen.getByRole("button", { name: "Add label for genesis_9" })).toBeInTheDocument();
  });
});
