import { Trans } from "@lingui/react/macro";
import { lazy, Suspense, useId, type ReactNode } from "react";
import type { CsvCells } from "@/features/wallets/lib/csv";
import { download } from "@/features/wallets/lib/download";
import { tableCsv } from "../model/csv";
import type { ChartSeries } from "./StatisticsChart";

const StatisticsChart = lazy(() => import("./StatisticsChart"));

/** A column of a statistics table: its header, its cell on screen, its cell in the CSV file. */
export interface StatsColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  csv: (row: R) => CsvCells[number];
  /** numbers: right-aligned */
  numeric?: boolean;
}

/** Props of {@link StatsSection}. */
interface StatsSectionProps<R> {
  title: string;
  /** what the figures are, in a plain sentence (small text under the heading) */
  source: ReactNode;
  /** how they are computed, in words: behind a "How is this computed?" disclosure */
  how?: ReactNode;
  caption: string;
  columns: ReadonlyArray<StatsColumn<R>>;
  rows: readonly R[];
  rowKey: (row: R) => string;
  /** the chart's rows (`label` and one number per series) and series; no chart when absent */
  chart?: {
    rows: ReadonlyArray<Record<string, string | number | null>>;
    series: readonly ChartSeries[];
    formatValue: (v: number) => string;
  };
  /** the CSV file's name, without extension */
  filename: string;
  children?: ReactNode;
}

/**
 * One figure of the statistics page: a heading, what it shows in small text, how it is computed
 * behind a disclosure (`<details>`, opened by keyboard too), a bar chart (lazily
 * loaded recharts, hidden from screen readers) and the same figures as an accessible table
 * (caption, column and row headers) with a "Download CSV" button for that table.
 */
export function StatsSection<R>({
  title,
  source,
  how,
  caption,
  columns,
  rows,
  rowKey,
  chart,
  filename,
  children,
}: StatsSectionProps<R>) {
  const headingId = useId();
  const save = () => {
    const text = tableCsv(
      columns.map((c) => c.header),
      rows.map((r) => columns.map((c) => c.csv(r))),
    );
    download(new Blob([text], { type: "text/csv;charset=utf-8" }), `${filename}.csv`);
  };
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-border bg-surface p-4">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="m-0 text-base font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={save}
          disabled={rows.length === 0}
          className="rounded border border-border px-3 py-1.5 text-sm hover:bg-surface-2 disabled:opacity-60"
        >
          <Trans>Download CSV</Trans>
        </button>
      </div>
      <p className="mt-0 mb-3 text-xs text-muted">{source}</p>
      {how && (
        <details className="mb-3 text-sm">
          <summary className="cursor-pointer">
            <Trans>How is this computed?</Trans>
          </summary>
          <p className="mb-0">{how}</p>
        </details>
      )}
      {children}
      {chart && rows.length > 0 && (
        // the chart's height while recharts loads, its key's line included
        <Suspense fallback={<div className="h-61 w-full" />}>
          <StatisticsChart
            rows={chart.rows}
            series={chart.series}
            formatValue={chart.formatValue}
          />
        </Suspense>
      )}
      {/* focusable: a phone scrolls a wide table sideways, by keyboard too */}
      <div
        className="mt-3 overflow-x-auto"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        role="region"
        aria-label={caption}
      >
        {/* words are not split (the page's default for hostile text): the table scrolls instead */}
        <table className="w-full text-sm [overflow-wrap:normal]">
          <caption className="text-left text-xs text-muted">{caption}</caption>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.header}
                  scope="col"
                  className={`border-b border-border px-2 py-1 font-semibold ${c.numeric ? "text-right" : "text-left"} ${i === 0 ? "whitespace-nowrap" : ""}`}
                >
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={rowKey(r)} className="border-b border-border last:border-0">
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th
                      key={c.header}
                      scope="row"
                      className="px-2 py-1 text-left font-normal whitespace-nowrap"
                    >
                      {c.cell(r)}
                    </th>
                  ) : (
                    <td
                      key={c.header}
                      className={`px-2 py-1 tabular-nums ${c.numeric ? "text-right" : ""}`}
                    >
                      {c.cell(r)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
