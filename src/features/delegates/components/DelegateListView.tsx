import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link, Navigate } from "react-router-dom";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetworkConfig } from "@/shared/network/NetworkContext";
import { allDelegatesQuery } from "@/shared/network/queries";
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
 * /delegates/{page} and /delegates/resigned/{page} (§2): the shared full delegate list
 * (useDelegateIndex, refetched only after 2 minutes, §7) sorted and paged in the browser.
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
  const index = useDelegateIndex();
  // same shared query as the index (no extra request): only read for its error
  const listQuery = useQuery(allDelegatesQuery(useNetworkConfig().server));
  const sorted = useMemo(
    () => (index.isLoading ? null : sortDelegates(resigned ? index.list.filter((d) => d.isResigned) : index.list, sort)),
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
      {listQuery.isError && !listQuery.data ? (
        <ErrorState error={listQuery.error} onRetry={() => void listQuery.refetch()} />
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
            pageCount={pageCount}
            limit={limit}
            onLimitChange={setLimit}
            pathForPage={(p) => `${base}/${p}${search}`}
          />
        </>
      )}
    </>
  );
}
