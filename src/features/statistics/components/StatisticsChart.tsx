/**
 * The recharts drawing of a statistics chart: bars per bucket (or per type, per delegate), one or
 * two series, with a key naming each series and its colour. Loaded ONLY through React.lazy by StatsSection,
 * so recharts stays out of every other route's code. Colours come from the theme's CSS variables
 * (day and night mode). The same figures are in the table beside it: the drawing is hidden from
 * assistive technology.
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

/** Bars per row, series side by side; a key names each series and its colour. */
export default function StatisticsChart({ rows, series, formatValue }: StatisticsChartProps) {
  return (
    <div aria-hidden="true" data-testid="statistics-chart">
      {/* every series named, one too: a bar is never left without its label */}
      {series.length > 0 && (
        <ul className="m-0 mb-1 flex list-none flex-wrap gap-x-4 gap-y-1 p-0 text-xs text-muted">
          {series.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span className="inline-block size-3 rounded-sm" style={{ background: s.color }} />
              {s.name}
            </li>
          ))}
        </ul>
      )}
      <div className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          {/* no keyboard layer: the table beside the chart is the accessible form of these figures */}
          <BarChart
            data={[...rows]}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="label"
              tick={tick}
              stroke="var(--border)"
              minTickGap={16}
              tickLine={false}
            />
            <YAxis
              tickFormatter={(v: number) => formatValue(v)}
              tick={tick}
              stroke="var(--border)"
              width={72}
              tickLine={false}
            />
            <Tooltip
              formatter={(v) => formatValue(Number(v))}
              contentStyle={{
                background: "var(--surface)",
                border: "1px solid var(--border)",
                color: "var(--text)",
              }}
              cursor={{ fill: "var(--surface-2)" }}
            />
            {series.map((s) => (
              <Bar
                key={s.key}
                dataKey={s.key}
                name={s.name}
                fill={s.color}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ResponsiveContainer>
      </div>
    </div>
  );
}
