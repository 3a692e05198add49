import { format } from "date-fns";
import type { ChartPeriod } from "./date";

/**
 * Price-chart axis label: "HH:mm" for the day period, "dd.MM" for all others.
 * mode "local" (default) uses the runtime's time zone, "utc" uses UTC.
 */
export function formatChartLabel(
  unixSeconds: number,
  period: ChartPeriod,
  mode: "local" | "utc" = "local",
): string {
  if (mode === "utc") {
    const d = new Date(unixSeconds * 1000);
    const pad = (n: number): string => String(n).padStart(2, "0");
    return period === "day"
      ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`
      : `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}`;
  }
  return format(new Date(unixSeconds * 1000), period === "day" ? "HH:mm" : "dd.MM");
}
