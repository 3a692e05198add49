/**
 * The recharts drawing of a delegate's rank and votes per round. Loaded ONLY through React.lazy by
 * DelegateHistory (recharts never lands in the wallet route's bundle). Rank 1 is at the top; the
 * table behind it (DelegateHistory) carries the exact figures.
 */
import Big from "big.js";
import {
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import type { DelegateRoundPoint } from "../history/points";

/** Props of {@link DelegateHistoryChart}. */
interface DelegateHistoryChartProps {
  /** collected rounds, oldest first */
  points: readonly DelegateRoundPoint[];
  locale: string;
  rankLabel: string;
  votesLabel: string;
  roundLabel: (round: number) => string;
  /** id of the text that describes the chart */
  describedBy: string;
}

const tick = { fill: "var(--muted)", fontSize: 12 };

/** Rank (left axis, inverted) and votes in tokens (right axis) per round. */
export default function DelegateHistoryChart({
  points,
  locale,
  rankLabel,
  votesLabel,
  roundLabel,
  describedBy,
}: DelegateHistoryChartProps) {
  // the plot needs numbers: votes in whole tokens are a drawing position only, never shown as an amount
  const data = points.map((p) => ({
    round: p.round,
    rank: p.rank ?? null,
    votes: p.votes !== undefined ? Number(new Big(p.votes).div(1e8).toFixed(0)) : null,
  }));
  // 4 significant digits: the votes of a round differ from the next one's by a small share
  const compact = new Intl.NumberFormat(locale, {
    notation: "compact",
    maximumSignificantDigits: 4,
  });
  const whole = new Intl.NumberFormat(locale);
  // the rank axis always shows rank 1 (the top), the lowest rank drawn and one between them
  const lowest = Math.max(1, ...data.map((d) => d.rank ?? 1));
  const rankTicks = [...new Set([1, Math.round((1 + lowest) / 2), lowest])];
  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const row = active && payload?.[0] ? (payload[0].payload as (typeof data)[number]) : null;
    if (!row) return null;
    return (
      <div className="rounded border border-border bg-surface px-3 py-2 text-sm text-text shadow">
        <div className="text-muted">{roundLabel(row.round)}</div>
        <div className="tabular-nums">
          {rankLabel}: {row.rank ?? "-"}
        </div>
        <div className="tabular-nums">
          {votesLabel}: {row.votes !== null ? whole.format(row.votes) : "-"}
        </div>
      </div>
    );
  };
  return (
    <figure
      className="m-0 h-56 w-full"
      aria-describedby={describedBy}
      data-testid="delegate-history-chart"
      data-points={data.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        <LineChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="round"
            tick={tick}
            stroke="var(--border)"
            minTickGap={24}
            tickLine={false}
          />
          <YAxis
            yAxisId="rank"
            reversed
            allowDecimals={false}
            domain={[1, lowest]}
            ticks={rankTicks}
            interval={0}
            tick={tick}
            stroke="var(--border)"
            width={32}
            tickLine={false}
          />
          <YAxis
            yAxisId="votes"
            orientation="right"
            tickCount={3}
            domain={["auto", "auto"]}
            tickFormatter={(v: number) => compact.format(v)}
            tick={tick}
            stroke="var(--border)"
            // "2.452M" and the longer compact forms of other languages fit
            width={64}
            tickLine={false}
          />
          <Tooltip content={renderTooltip} cursor={{ stroke: "var(--muted)" }} />
          <Line
            yAxisId="rank"
            type="stepAfter"
            dataKey="rank"
            name={rankLabel}
            stroke="var(--accent)"
            strokeWidth={2}
            dot={false}
            connectNulls={false}
            isAnimationActive={false}
          />
          <Line
            yAxisId="votes"
            // a round's votes hold for the whole round: steps between rounds, a point per round
            type="stepAfter"
            dataKey="votes"
            name={votesLabel}
            stroke="var(--muted)"
            strokeWidth={1.5}
            strokeDasharray="4 3"
            dot={{ r: 2, fill: "var(--muted)", strokeWidth: 0 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      </ResponsiveContainer>
    </figure>
  );
}
