import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { usePreferences } from "@/shared/preferences/store";
import { renderWithI18n } from "@/shared/ui/test-utils";
import { WatchButton } from "./WatchButton";

const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";

describe("watchlist toggle", () => {
  beforeEach(() => usePreferences.setState({ watchlist: [] }));

  it("stars and unstars a wallet in the preferences", () => {
    renderWithI18n(<WatchButton address={ADDRESS} />);
    const button = screen.getByRole("button", { name: /watch/i });
    expect(button).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(button);
    expect(usePreferences.getState().watchlist).toEqual([ADDRESS]);
    expect(button).toHaveAttribute("aria-pressed", "true");
    fireEvent.click(button);
    expect(usePreferences.getState().watchlist).toEqual([]);
  });

  it("persists the watchlist in localStorage", () => {
    usePreferences.getState().toggleWatch(ADDRESS);
    const stored = JSON.parse(localStorage.getItem("ark-explorer:preferences") ?? "{}") as {
      state?: { watchlist?: string[] };
    };
    expect(stored.state?.watchlist).toEqual([ADDRESS]);
  });
});
