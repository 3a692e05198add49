import { useDeferredValue } from "react";
import { useNavigate } from "react-router-dom";
import { Pagination } from "./Pagination";
import { RowsPerPage } from "./RowsPerPage";

/**
 * The footer under a paged table: rows-per-page select and the pagination bar (§2). Page links
 * are real `<a href="#/…">` deep links built from `pathForPage` (a router path such as
 * `/blocks/3?sort=height:desc`), navigated client-side on plain clicks. Nothing while the first
 * page loads (`pageCount` undefined): a footer under a loading spinner would be pushed down by the
 * rows a moment later (a layout shift, issue 12); it comes with the rows instead.
 */
export function PagedFooter({
  page,
  pageCount,
  limit,
  onLimitChange,
  pathForPage,
}: {
  page: number;
  pageCount: number | undefined;
  limit: number;
  onLimitChange: (n: number) => void;
  pathForPage: (page: number) => string;
}) {
  const navigate = useNavigate();
  // deferred like the rows of DataTable: both appear in the same (background) render, so the
  // footer never sits under a spinner for the moment before the rows push it down
  const shownCount = useDeferredValue(pageCount);
  if (shownCount === undefined) return null;
  return (
    <div className="mt-3 flex flex-col items-center justify-between gap-3 md:flex-row">
      <RowsPerPage value={limit} onChange={onLimitChange} />
      {shownCount > 1 ? (
        <Pagination
          page={page}
          pageCount={shownCount}
          hrefForPage={(p) => `#${pathForPage(p)}`}
          onPageChange={(p) => navigate(pathForPage(p))}
        />
      ) : null}
    </div>
  );
}
