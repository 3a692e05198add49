import { useLingui } from "@lingui/react/macro";
import type { RoundCell, RoundCellState } from "../round/history";

const CELL_CLASS: Record<RoundCellState, string> = {
  forged: "bg-positive",
  missed: "bg-negative",
  partial: "bg-warning",
  pending: "border border-border bg-transparent",
  absent: "bg-surface-2",
  unknown: "bg-surface-2 opacity-50",
};
// a second cue besides colour: a glyph inside missed/partial cells
const CELL_GLYPH: Partial<Record<RoundCellState, string>> = { missed: "×", partial: "!" };

/**
 * Forged/missed history of one delegate over the last rounds (oldest first) as a compact bar of
 * one cell per round, with a text alternative listing every round (role="img" + aria-label, and
 * the same text as a tooltip).
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
      default:
        return t`round ${round}: no data`;
    }
  };
  const forgedRounds = cells.filter((c) => c.state === "forged" || c.state === "partial").length;
  const missedRounds = cells.filter((c) => c.state === "missed" || c.state === "partial").length;
  const label = `${t`Forged in ${forgedRounds} and missed in ${missedRounds} of the last ${cells.length} rounds`}: ${cells.map(describe).join("; ")}`;
  return (
    <span role="img" aria-label={label} title={label} className="inline-flex items-center gap-0.5" data-testid="history-bar">
      {cells.map((c) => (
        <span
          key={c.round}
          data-state={c.state}
          className={`inline-flex h-4 w-2.5 items-center justify-center rounded-sm text-[9px] leading-none font-bold text-bg ${CELL_CLASS[c.state]}`}
        >
          {CELL_GLYPH[c.state] ?? null}
        </span>
      ))}
    </span>
  );
}
