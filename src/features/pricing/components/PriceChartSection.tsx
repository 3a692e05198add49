import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { lazy, Suspense, useId, useMemo } from "react";
import type { ChartPeriod } from "@/shared/format/date";
import { formatPercent } from "@/shared/format/number";
import type { PriceChartOptions } from "@/shared/network/presets";
import { ErrorBoundary } from "@/shared/ui/ErrorBoundary";
import { Icon } from "@/shared/ui/Icon";
import { Spinner } from "@/shared/ui/Spinner";
import { historyQuery } from "../api/pricing-queries";
import { changePercent, formatQuote, formatVolume } from "../format";
import { useChartOptions, useCurrency } from "../hooks/useCurrency";
import { RetryButton } from "@/shared/ui/ErrorState";

/** recharts and the plot load only when the chart is shown (never in the main bundle). */
const PriceChartPlot = lazy(() => import("./PriceChartPlot"));

const PERIODS: ReadonlyArray<[ChartPeriod, MessageDescriptor]> = [
  ["day", msg`Day`],
  ["week", msg`Week`],
  ["month", msg`Month`],
  ["quarter", msg`Quarter`],
  ["year", msg`Year`],
  ["all", msg`All time`],
];
const TYPES: ReadonlyArray<[PriceChartOptions["type"], MessageDescriptor]> = [
  ["price", msg`Price`],
  ["volume", msg`Volume`],
];

function ToggleGroup<T extends string>({
  label,
  items,
  value,
  onChange,
}: {
  label: string;
  items: ReadonlyArray<[T, MessageDescriptor]>;
  value: T;
  onChange: (v: T) => void;
}) {
  const { i18n } = useLingui();
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex flex-wrap overflow-hidden rounded border border-border"
    >
      {items.map(([key, text]) => {
        const pressed = key === value;
        return (
          <button
            key={key}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(key)}
            className={`h-8 border-border px-2 text-xs not-first:border-l focus-visible:outline-offset-[-3px] md:text-sm ${
              pressed
                ? "bg-accent font-semibold text-accent-contrast"
                : "bg-surface text-text hover:bg-surface-2"
            }`}
          >
            {i18n._(text)}
          </button>
        );
      })}
    </div>
  );
}

/**
 * Chart load failure: the message and a "Reload chart" action (the history is not retried on its
 * own).
 */
function ChartError({ onReload }: { onReload: () => void }) {
  return (
    <div role="alert" className="flex h-60 flex-col items-center justify-center gap-3 text-center">
      <p className="m-0 flex items-center gap-2 font-semibold text-negative">
        <Icon name="alert" />
        <Trans>The chart data could not be loaded</Trans>
      </p>
      <RetryButton onClick={onReload}>
        <Trans>Reload chart</Trans>
      </RetryButton>
    </div>
  );
}

/**
 * The price chart of the home page (`@pricing-chart`; default: on, one day of prices): period
 * and type buttons (aria-pressed, stored in priceChartOptions), the lazily loaded recharts plot,
 * a text summary (low, high, change over the period) and, on failure, "The chart data could not
 * be loaded" with "Reload chart". Renders nothing when prices are off or the chart is toggled off.
 */
export function PriceChartSection({ className = "" }: { className?: string }) {
  const { t, i18n } = useLingui();
  const { priceApi, token, tokenSymbol, quote } = useCurrency();
  const [options, setOptions] = useChartOptions();
  const headingId = useId();
  const summaryId = useId();
  const enabled = !!priceApi && options.enabled;
  const query = useQuery({
    ...historyQuery(priceApi ?? "", token, quote, options.period),
    enabled,
  });
  const points = query.data;
  const fmt = useMemo(() => {
    const o = { locale: i18n.locale, tokenCode: token, tokenSymbol };
    return options.type === "price"
      ? (v: number) => formatQuote(v, quote, o)
      : (v: number) => formatVolume(v, quote, o);
  }, [i18n.locale, token, tokenSymbol, quote, options.type]);

  if (!enabled) return null;

  const values = (points ?? []).map((p) => (options.type === "price" ? p.close : p.volume));
  const summary =
    values.length > 0
      ? t`Low ${fmt(Math.min(...values))}, high ${fmt(Math.max(...values))}, change ${formatPercent(
          changePercent(values[0], values[values.length - 1]),
          2,
          i18n.locale,
        )} over the period.`
      : null;
  const title =
    options.type === "price" ? t`${token} price in ${quote}` : t`${token} volume in ${quote}`;

  let body;
  if (points && points.length > 0) {
    body = (
      <ErrorBoundary
        resetKeys={[options.period, options.type]}
        fallback={({ reset }) => <ChartError onReload={reset} />}
      >
        <Suspense fallback={<Spinner label={t`Loading chart`} className="h-60 items-center" />}>
          <PriceChartPlot
            points={points}
            period={options.period}
            type={options.type}
            locale={i18n.locale}
            formatValue={fmt}
            valueLabel={options.type === "price" ? t`Price` : t`Volume`}
            describedBy={summaryId}
          />
        </Suspense>
      </ErrorBoundary>
    );
  } else if (query.isError && !query.isFetching) {
    body = <ChartError onReload={() => void query.refetch()} />;
  } else if (!points) {
    body = <Spinner label={t`Loading chart`} className="h-60 items-center" />;
  } else {
    body = (
      <p className="m-0 flex h-60 items-center justify-center text-muted">
        <Trans>No price data for this period</Trans>
      </p>
    );
  }

  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-lg border border-border bg-surface p-4 ${className}`}
      data-testid="price-chart"
    >
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="m-0 text-base font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          <ToggleGroup
            label={t`Chart period`}
            items={PERIODS}
            value={options.period}
            onChange={(period) => setOptions({ ...options, period })}
          />
          <ToggleGroup
            label={t`Chart type`}
            items={TYPES}
            value={options.type}
            onChange={(type) => setOptions({ ...options, type })}
          />
        </div>
      </div>
      {body}
      <p id={summaryId} className="m-0 mt-2 text-sm text-muted" data-testid="price-chart-summary">
        {summary}
      </p>
    </section>
  );
}
