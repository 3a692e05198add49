import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import type { RoundCell, RoundCellState } from "../round/history";

const CELL_CLASS: Record<RoundCellState, string> = {
  forged: "bg-positive",
  missed: "bg-negative",
  partial: "bg-warning",
  pending: "border border-border bg-transparent",
  absent: "bg-surface-2",
  // older rounds load after the first view: a pulsing cell, unlike a round without data
  loading: "bg-border animate-pulse",
  unknown: "bg-surface-2 opacity-50",
};
// a second cue besides colour: a glyph inside missed/partial cells
const CELL_GLYPH: Partial<Record<RoundCellState, string>> = { missed: "×", partial: "!" };
// plain cells in a row (mostly "forged": a delegate that forges every round) are drawn as one
// element painted as separate cells: 51 delegates × 20 rounds were ~1,000 elements, a third of
// the monitor's DOM. Colours are the theme's variables, so night mode applies.
const RUN_COLOUR: Partial<Record<RoundCellState, string>> = {
  forged: "var(--positive)",
  absent: "var(--surface-2)",
  loading: "var(--border)",
  unknown: "var(--surface-2)",
};
// one cell: w-2.5 (0.625rem) with a gap-0.5 (0.125rem) after it
const CELL_REM = 0.625;
const GAP_REM = 0.125;

/** Consecutive cells of the same state that {@link RUN_COLOUR} can paint as one element. */
function runsOf(cells: RoundCell[]): RoundCell[][] {
  const runs: RoundCell[][] = [];
  for (const cell of cells) {
    const last = runs[runs.length - 1];
    if (last && RUN_COLOUR[cell.state] && last[0]!.state === cell.state) last.push(cell);
    else runs.push([cell]);
  }
  return runs;
}

/**
 * Forged/missed history of one delegate over the last rounds (oldest first) as a compact bar of
 * one cell per round (runs of plain cells drawn as one element), with a text alternative listing
 * every round (role="img" + aria-label, and the same text as a tooltip). While older rounds are
 * loading, the summary counts the rounds already known ("of the last 2 rounds") and those rounds
 * read "loading".
 */
export function HistoryBar({ cells }: { cells: RoundCell[] | undefined }) {
  const { t } = useLingui();
  if (!cells || cells.length === 0) return <span className="text-muted">-</span>;
  const describe = (c: RoundCell): string => {
    const round = c.round;
    switch (c.state) {
      case "forged":
        return t`round ${round}: forged`;
      case "missed":
        return t`round ${round}: missed`;
      case "partial": {
        const missed = c.missed;
        const forged = c.forged;
        return t`round ${round}: forged ${forged}, missed ${missed}`;
      }
      case "pending":
        return t`round ${round}: not yet its turn`;
      case "absent":
        return t`round ${round}: not active`;
      case "loading":
        return t`round ${round}: loading`;
      default:
        return t`round ${round}: no data`;
    }
  };
  const forgedRounds = cells.filter((c) => c.state === "forged" || c.state === "partial").length;
  const missedRounds = cells.filter((c) => c.state === "missed" || c.state === "partial").length;
  // loading rounds are the oldest ones: the others are still "the last n rounds"
  const loadingRounds = cells.filter((c) => c.state === "loading").length;
  const shownRounds = cells.length - loadingRounds;
  const label = `${t`Forged in ${forgedRounds} and missed in ${missedRounds} ${plural(shownRounds, { one: "of the last round", other: "of the last # rounds" })}`}: ${cells.map(describe).join("; ")}`;
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className="inline-flex items-center gap-0.5"
      data-testid="history-bar"
    >
      {runsOf(cells).map((run) => {
        const c = run[0]!;
        if (run.length === 1) {
          return (
            <span
              key={c.round}
              data-state={c.state}
              className={`inline-flex h-4 w-2.5 items-center justify-center rounded-sm text-[9px] leading-none font-bold text-bg ${CELL_CLASS[c.state]}`}
            >
              {CELL_GLYPH[c.state] ?? null}
            </span>
          );
        }
        const colour = RUN_COLOUR[c.state]!;
        return (
          <span
            key={c.round}
            data-state={c.state}
            data-rounds={run.length}
            className={`inline-block h-4 rounded-sm ${c.state === "unknown" ? "opacity-50" : c.state === "loading" ? "animate-pulse" : ""}`}
            style={{
              width: `${run.length * (CELL_REM + GAP_REM) - GAP_REM}rem`,
              backgroundImage: `repeating-linear-gradient(to right, ${colour} 0 ${CELL_REM}rem, transparent ${CELL_REM}rem ${CELL_REM + GAP_REM}rem)`,
            }}
          />
        );
      })}
    </span>
  );
}
