import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { Link, Navigate } from "react-router-dom";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { ErrorState } from "@/shared/ui/ErrorState";
import { PagedFooter } from "@/shared/ui/PagedFooter";
import { DELEGATE_SORT_IDS, sortDelegates } from "../delegate-sort";
import { DelegatesTable } from "./DelegatesTable";

const DEFAULT_SORT = { id: "rank", desc: false }; // §9 delegates: rank asc
const RESIGNED_DEFAULT_SORT = { id: "votes", desc: false }; // §9 resigned: votes asc
const RESIGNED_SORT_IDS = DELEGATE_SORT_IDS.filter((id) => id !== "rank");

/**
 * /delegates/{page} and /delegates/resigned/{page}: the shared complete delegate list
 * (useDelegateIndex({ complete: true }): GET delegates, all pages, refetched only when older than
 * 2 minutes) sorted and paged in the browser. Rows wait for the complete list: the first page
 * alone would give a wrong page count.
 */
export function DelegateListView({ resigned }: { resigned: boolean }) {
  const { t } = useLingui();
  const title = resigned ? t`Resigned delegates` : t`Delegates`;
  usePageTitle(title);
  const page = usePageParam();
  const { sort, limit, setSort, setLimit, search } = useTableState(
    resigned ? "delegatesResigned" : "delegates",
    resigned ? RESIGNED_DEFAULT_SORT : DEFAULT_SORT,
    resigned ? RESIGNED_SORT_IDS : DELEGATE_SORT_IDS,
  );
  const index = useDelegateIndex({ complete: true });
  const sorted = useMemo(
    () => (index.complete ? sortDelegates(resigned ? index.list.filter((d) => d.isResigned) : index.list, sort) : null),
    [index, resigned, sort],
  );
  if (page === null) return <Navigate to="/404" replace />;
  const pageCount = sorted ? Math.max(1, Math.ceil(sorted.length / limit)) : undefined;
  const base = resigned ? "/delegates/resigned" : "/delegates";
  // past the last page (e.g. after more rows per page): go to the last page
  if (pageCount !== undefined && page > pageCount) return <Navigate to={`${base}/${pageCount}${search}`} replace />;
  const rows = sorted ? sorted.slice((page - 1) * limit, page * limit) : null;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <nav aria-label={t`Delegate lists`} className="flex gap-4 text-sm">
          {resigned ? (
            <Link to="/delegates/1" className="text-accent hover:underline">
              <Trans>All delegates</Trans>
            </Link>
          ) : (
            <Link to="/delegates/resigned/1" className="text-accent hover:underline">
              <Trans>Resigned delegates</Trans>
            </Link>
          )}
          <Link to="/delegate-monitor" className="text-accent hover:underline">
            <Trans>Delegate monitor</Trans>
          </Link>
        </nav>
      </div>
      {index.error ? (
        <ErrorState error={index.error} onRetry={index.retry} />
      ) : (
        <>
          <DelegatesTable
            caption={t`${title}, page ${page}`}
            delegates={rows}
            showRank={!resigned}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
          />
          <PagedFooter
            page={page}
            meta={sorted && pageCount !== undefined ? { pageCount, totalCount: sorted.length } : undefined}
            rowCount={rows?.length}
            limit={limit}
            onLimitChange={setLimit}
            pathForPage={(p) => `${base}/${p}${search}`}
          />
        </>
      )}
    </>
  );
}
