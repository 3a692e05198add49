import { useLingui } from "@lingui/react/macro";
import { useDeferredValue } from "react";
import { useNavigate } from "react-router-dom";
import { formatNumber } from "@/shared/format/number";
import { Pagination } from "./Pagination";
import { pageSummary, type ListMeta } from "./pagination";
import { RowsPerPage } from "./RowsPerPage";

/**
 * The footer under a paged table: rows-per-page select, the rows shown and the list's total
 * ("26–50 of 4,143,610", "… of about 4,143,610" when the node only estimates it, ARK Core 3.x
 * `meta.totalCountIsEstimate`), and the pagination bar with first and last page. Page links
 * are real `<a href="#/…">` deep links built from `pathForPage` (a router path such as
 * `/blocks/3?sort=height:desc`), navigated client-side on plain clicks.
 *
 * With `meta` and `rowCount` (the rows on this page) the totals show and an estimated count is
 * handled (a full page at the estimated end gets a next page, see `pageSummary`); with only
 * `pageCount` just the pagination. Nothing while the first page loads (no count yet): a footer
 * under the loading placeholder would be pushed down by the rows a moment later (a layout shift);
 * it comes with the rows instead.
 */
export function PagedFooter({
  page,
  pageCount,
  meta,
  rowCount,
  limit,
  onLimitChange,
  pathForPage,
}: {
  page: number;
  /** The page count, when no `meta` is given. */
  pageCount?: number | undefined;
  /** The list answer's meta (page count, total, whether the total is an estimate). */
  meta?: ListMeta | undefined;
  /** Rows on this page (with `meta`: the range shown). */
  rowCount?: number | undefined;
  limit: number;
  onLimitChange: (n: number) => void;
  pathForPage: (page: number) => string;
}) {
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  // deferred like the rows of DataTable: both appear in the same (background) render, so the
  // footer never sits under the placeholder for the moment before the rows push it down
  // (primitives: a caller's meta object may be new on every render)
  const shownPageCount = useDeferredValue(meta ? meta.pageCount : pageCount);
  const shownTotal = useDeferredValue(meta?.totalCount);
  const shownEstimate = useDeferredValue(meta?.totalCountIsEstimate);
  const shownRows = useDeferredValue(meta ? rowCount : undefined);
  const summary =
    shownPageCount !== undefined && shownRows !== undefined
      ? pageSummary(page, limit, shownRows, {
          pageCount: shownPageCount,
          totalCount: shownTotal,
          totalCountIsEstimate: shownEstimate,
        })
      : undefined;
  const count = summary?.pageCount ?? shownPageCount;
  if (count === undefined) return null;

  let range: string | null = null;
  if (summary && summary.last > 0) {
    const first = formatNumber(summary.first, i18n.locale);
    const last = formatNumber(summary.last, i18n.locale);
    const total = formatNumber(summary.total, i18n.locale);
    range = summary.estimated
      ? t({
          message: `${first}–${last} of about ${total}`,
          comment: "rows shown of a list whose total the node estimates",
        })
      : t({
          message: `${first}–${last} of ${total}`,
          comment: "rows shown of a list and its total",
        });
  }
  return (
    <div className="mt-3 flex flex-col items-center justify-between gap-3 md:flex-row md:flex-wrap">
      <div className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
        <RowsPerPage value={limit} onChange={onLimitChange} />
        {range ? (
          <p className="m-0 text-sm text-muted tabular-nums" data-testid="page-range">
            {range}
          </p>
        ) : null}
      </div>
      {count > 1 ? (
        <Pagination
          page={page}
          pageCount={count}
          lastPageEstimated={summary?.estimated}
          hrefForPage={(p) => `#${pathForPage(p)}`}
          onPageChange={(p) => navigate(pathForPage(p))}
        />
      ) : null}
    </div>
  );
}
