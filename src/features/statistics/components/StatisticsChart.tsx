/**
 * The recharts drawing of a statistics chart: bars per bucket (or per type, per delegate), one or
 * two series. Loaded ONLY through React.lazy by StatsSection, so recharts stays out of every other
 * route's code. Colours come from the theme's CSS variables (day and night mode). The same figures
 * are in the table beside it: the drawing is hidden from assistive technology.
 */
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/** One series of {@link StatisticsChart}: the row field it plots, its name, its colour (CSS). */
export interface ChartSeries {
  key: string;
  name: string;
  color: string;
}

/** Props of {@link StatisticsChart}: rows carry `label` (the axis text) and a number per series. */
interface StatisticsChartProps {
  rows: ReadonlyArray<Record<string, string | number | null>>;
  series: readonly ChartSeries[];
  /** formats a plotted value on the axis and in the tooltip */
  formatValue: (v: number) => string;
}

const tick = { fill: "var(--muted)", fontSize: 12 };

/** Bars per row, series side by side. */
export default function StatisticsChart({ rows, series, formatValue }: StatisticsChartProps) {
  return (
    <div className="h-56 w-full" aria-hidden="true" data-testid="statistics-chart">
      <ResponsiveContainer width="100%" height="100%">
        {/* no keyboard layer: the table beside the chart is the accessible form of these figures */}
        <BarChart data={[...rows]} margin={{ top: 8, right: 8, bottom: 0, left: 8 }} accessibilityLayer={false}>
          <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" tick={tick} stroke="var(--border)" minTickGap={16} tickLine={false} />
          <YAxis tickFormatter={(v: number) => formatValue(v)} tick={tick} stroke="var(--border)" width={72} tickLine={false} />
          <Tooltip
            formatter={(v) => formatValue(Number(v))}
            contentStyle={{ background: "var(--surface)", border: "1px solid var(--border)", color: "var(--text)" }}
            cursor={{ fill: "var(--surface-2)" }}
          />
          {series.map((s) => (
            <Bar key={s.key} dataKey={s.key} name={s.name} fill={s.color} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
