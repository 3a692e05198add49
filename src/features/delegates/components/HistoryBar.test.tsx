import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithI18n } from "@/shared/ui/test-utils";
import type { RoundCell } from "../round/history";
import { HistoryBar } from "./HistoryBar";

const cells = (states: RoundCell["state"][]): RoundCell[] =>
  states.map(
    (state, i) =>
      ({
        round: 100 + i,
        state,
        forged: state === "forged" ? 1 : 0,
        missed: state === "missed" ? 1 : 0,
      }) as RoundCell,
  );

describe("HistoryBar", () => {
  it("20 forged rounds are one element, described round by round", () => {
    const { container } = renderWithI18n(<HistoryBar cells={cells(Array(20).fill("forged"))} />);
    const bar = screen.getByRole("img");
    expect(bar.children).toHaveLength(1);
    expect(bar.firstElementChild).toHaveAttribute("data-rounds", "20");
    expect(bar).toHaveAccessibleName(
      /^Forged in 20 and missed in 0 of the last 20 rounds: round 100: forged; .*round 119: forged$/,
    );
    expect(container.querySelectorAll("*").length).toBe(2);
  });

  it("missed and partial rounds stay single cells with their glyph", () => {
    renderWithI18n(
      <HistoryBar
        cells={cells(["forged", "forged", "missed", "missed", "forged", "partial", "pending"])}
      />,
    );
    const parts = [...screen.getByRole("img").children];
    expect(
      parts.map(
        (p) =>
          `${p.getAttribute("data-state")}${p.getAttribute("data-rounds") ?? ""}:${p.textContent}`,
      ),
    ).toEqual(["forged2:", "missed:×", "missed:×", "forged:", "partial:!", "pending:"]);
  });

  it("rounds still loading: one pulsing run, read as loading and left out of the summary", () => {
    const { container } = renderWithI18n(
      <HistoryBar cells={cells(["loading", "loading", "loading", "forged", "pending"])} />,
    );
    const bar = screen.getByRole("img");
    const parts = [...bar.children];
    expect(
      parts.map((p) => `${p.getAttribute("data-state")}${p.getAttribute("data-rounds") ?? ""}`),
    ).toEqual(["loading3", "forged", "pending"]);
    expect(parts[0]).toHaveClass("animate-pulse");
    expect(bar).toHaveAccessibleName(
      "Forged in 1 and missed in 0 of the last 2 rounds: round 100: loading; round 101: loading; round 102: loading; round 103: forged; round 104: not yet its turn",
    );
    expect(container.querySelectorAll("*").length).toBe(4);
  });

  it("one round shown reads in the singular", () => {
    renderWithI18n(<HistoryBar cells={cells(["loading", "forged"])} />);
    expect(screen.getByRole("img")).toHaveAccessibleName(
      "Forged in 1 and missed in 0 of the last round: round 100: loading; round 101: forged",
    );
  });
});
