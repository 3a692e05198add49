import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { Navigate } from "react-router-dom";
import { Link } from "@/shared/routing/Link";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useDelegateListPage } from "../api/delegate-list-page";
import { DELEGATE_LISTS } from "../delegate-sort";
import { DelegatesTable } from "./DelegatesTable";

/**
 * /delegates/{page} and /delegates/resigned/{page}: one page of every delegate (rank ascending by
 * default) or of the resigned delegates (votes ascending by default), sortable on every column,
 * with the list's total, the pagination and, past the last page, a link to it. The page comes from
 * {@link useDelegateListPage}: the node's own page where it can sort, else the complete list sorted
 * here.
 */
export function DelegateListView({ resigned }: { resigned: boolean }) {
  const { t } = useLingui();
  const title = resigned ? t`Resigned delegates` : t`Delegates`;
  usePageTitle(title);
  const page = usePageParam();
  const list = resigned ? DELEGATE_LISTS.resigned : DELEGATE_LISTS.all;
  const { sort, limit, setSort, setLimit, search } = useTableState(list.table, list.defaultSort, list.sortIds);
  const { query, fetchPage } = useDelegateListPage({ resigned, page: page ?? 1, limit, sort }, page !== null);
  if (page === null) return <Navigate to={paths.notFound()} replace />;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold">{title}</h1>
        <nav aria-label={t`Delegate lists`} className="flex gap-4 text-sm">
          {resigned ? (
            <Link to={paths.delegates()} className="text-accent hover:underline">
              <Trans>All delegates</Trans>
            </Link>
          ) : (
            <Link to={paths.resignedDelegates()} className="text-accent hover:underline">
              <Trans>Resigned delegates</Trans>
            </Link>
          )}
          <Link to={paths.delegateMonitor()} className="text-accent hover:underline">
            <Trans>Delegate monitor</Trans>
          </Link>
        </nav>
      </div>
      <PagedResult
        query={query}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => (resigned ? paths.resignedDelegates(p, search) : paths.delegates(p, search))}
        fetchPage={fetchPage}
      >
        {(rows, isFetching) => (
          <DelegatesTable
            caption={t`${title}, page ${page}`}
            delegates={rows}
            showRank={!resigned}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
