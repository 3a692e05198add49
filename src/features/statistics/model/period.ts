/** The periods of the statistics page, as they appear in its URL (`?period=7d`). */
export const PERIODS = ["24h", "7d", "30d"] as const;
export type Period = (typeof PERIODS)[number];
/** The period shown when the URL names none or an unknown one. */
const DEFAULT_PERIOD: Period = "24h";
/** The URL's query parameter that holds the period. */
export const PERIOD_PARAM = "period";

/** The period a URL value names; anything else is the default (no error: an old or mistyped link). */
export function parsePeriod(value: string | null | undefined): Period {
  return (PERIODS as readonly string[]).includes(value ?? "") ? (value as Period) : DEFAULT_PERIOD;
}

/** Days the period covers (node/fees?days=N): 1, 7 or 30. */
export function periodDays(period: Period): number {
  return period === "24h" ? 1 : period === "7d" ? 7 : 30;
}
