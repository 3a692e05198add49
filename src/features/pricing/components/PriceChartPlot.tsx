/**
 * The recharts drawing of the price chart. Loaded ONLY through React.lazy by PriceChartSection
 * (so recharts never lands in the main bundle). Colours come from the theme's CSS variables so
 * it reads well in day and night mode.
 */
import { useId } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
  type TooltipContentProps,
} from "recharts";
import { formatChartLabel } from "@/shared/format/chart-label";
import type { ChartPeriod } from "@/shared/format/date";
import type { PricePoint } from "../api/price-client";

/** Props of {@link PriceChartPlot}. */
export interface PriceChartPlotProps {
  points: PricePoint[];
  period: ChartPeriod;
  type: "price" | "volume";
  locale: string;
  /** formats a plotted value (price or volume in the quote currency) */
  formatValue: (v: number) => string;
  /** name of the plotted value in the tooltip ("Price" / "Volume") */
  valueLabel: string;
  /** id of the text summary describing the chart */
  describedBy: string;
}

/** Axis label: HH:mm for the day, DD.MM up to a year, MM.YYYY for all time. */
function axisLabel(time: number, period: ChartPeriod): string {
  if (period !== "all") return formatChartLabel(time, period);
  const d = new Date(time * 1000);
  return `${String(d.getMonth() + 1).padStart(2, "0")}.${d.getFullYear()}`;
}

function tooltipDate(time: number, period: ChartPeriod, locale: string): string {
  return new Intl.DateTimeFormat(
    locale,
    period === "day" ? { dateStyle: "medium", timeStyle: "short" } : { dateStyle: "medium" },
  ).format(time * 1000);
}

const tick = { fill: "var(--muted)", fontSize: 12 };

/** Price (area) or volume (bars) over time, with a tooltip of date and value. */
export default function PriceChartPlot({
  points,
  period,
  type,
  locale,
  formatValue,
  valueLabel,
  describedBy,
}: PriceChartPlotProps) {
  const gradientId = useId().replace(/:/g, "");
  const data = points.map((p) => ({ time: p.time, value: type === "price" ? p.close : p.volume }));
  const renderTooltip = ({ active, payload }: TooltipContentProps) => {
    const row =
      active && payload?.[0] ? (payload[0].payload as { time: number; value: number }) : null;
    if (!row) return null;
    return (
      <div className="rounded border border-border bg-surface px-3 py-2 text-sm text-text shadow">
        <div className="text-muted">{tooltipDate(row.time, period, locale)}</div>
        <div className="font-semibold tabular-nums">
          {valueLabel}: {formatValue(row.value)}
        </div>
      </div>
    );
  };
  const common = {
    data,
    margin: { top: 8, right: 8, bottom: 0, left: 8 },
  };
  const axes = (
    <>
      <CartesianGrid stroke="var(--border)" strokeDasharray="3 3" vertical={false} />
      <XAxis
        dataKey="time"
        tickFormatter={(t: number) => axisLabel(t, period)}
        tick={tick}
        stroke="var(--border)"
        minTickGap={24}
        tickLine={false}
      />
      <YAxis
        tickFormatter={(v: number) => formatValue(v)}
        tick={tick}
        stroke="var(--border)"
        width={80}
        domain={type === "price" ? ["auto", "auto"] : [0, "auto"]}
        tickLine={false}
      />
      <Tooltip
        content={renderTooltip}
        cursor={
          type === "price"
            ? { stroke: "var(--muted)" }
            : { fill: "var(--surface-2)", stroke: "none" }
        }
      />
    </>
  );
  return (
    <figure
      className="m-0 h-60 w-full"
      aria-describedby={describedBy}
      data-testid="price-chart-plot"
      data-points={data.length}
    >
      <ResponsiveContainer width="100%" height="100%">
        {type === "price" ? (
          <AreaChart {...common}>
            <defs>
              <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
                <stop offset="0%" style={{ stopColor: "var(--accent)", stopOpacity: 0.35 }} />
                <stop offset="100%" style={{ stopColor: "var(--accent)", stopOpacity: 0 }} />
              </linearGradient>
            </defs>
            {axes}
            <Area
              type="monotone"
              dataKey="value"
              name={valueLabel}
              stroke="var(--accent)"
              strokeWidth={2}
              fill={`url(#${gradientId})`}
              isAnimationActive={false}
            />
          </AreaChart>
        ) : (
          <BarChart {...common}>
            {axes}
            <Bar dataKey="value" name={valueLabel} fill="var(--accent)" isAnimationActive={false} />
          </BarChart>
        )}
      </ResponsiveContainer>
    </figure>
  );
}
