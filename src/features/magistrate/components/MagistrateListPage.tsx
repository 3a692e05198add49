import type { MessageDescriptor } from "@lingui/core";
import { paths } from "@/shared/routing/paths";
import { useLingui } from "@lingui/react/macro";
import {
  useQuery,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { Navigate } from "react-router-dom";
import type { MagistratePageParams, MagistrateSort } from "@/shared/api/endpoints/magistrate";
import type { Page } from "@/shared/api/schemas";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { DataTable, type DataTableColumn } from "@/shared/ui/DataTable";
import { PagedResult } from "@/shared/ui/PagedResult";
import { PageIntro } from "@/shared/glossary/TermHint";
import { LinkGuardScope } from "./ChainLink";
import { MagistrateGate } from "./MagistrateGate";

/** What tells the businesses page from the bridgechains page. */
interface MagistrateList<T extends { id: string }, K extends QueryKey> {
  /** First path segment (`/businesses/{page}`), also the key of the stored sort. */
  path: "businesses" | "bridgechains";
  /** Page title and heading. */
  title: MessageDescriptor;
  /** The table's caption for a page number. */
  caption: (page: number) => MessageDescriptor;
  columns: DataTableColumn<T>[];
  /** Sortable column ids (the default sort is by name, ascending). */
  sortIds: readonly string[];
  /** The query of one page. */
  query: (
    queryClient: QueryClient,
    p: MagistratePageParams,
  ) => UseQueryOptions<Page<T>, Error, Page<T>, K>;
}

const DEFAULT_SORT = { id: "name", desc: false }; // alphabetical

function MagistrateRows<T extends { id: string }, K extends QueryKey>({
  list,
  page,
}: {
  list: MagistrateList<T, K>;
  page: number;
}) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const { sort, limit, setSort, setLimit, search } = useTableState(
    list.path,
    DEFAULT_SORT,
    list.sortIds,
  );
  const query = useQuery(list.query(queryClient, { page, limit, sort: sort as MagistrateSort }));
  return (
    <PagedResult
      query={query}
      page={page}
      limit={limit}
      onLimitChange={setLimit}
      pathForPage={(p) => paths[list.path](p, search)}
    >
      {(rows, isFetching) => (
        <LinkGuardScope>
          <DataTable
            caption={i18n._(list.caption(page))}
            columns={list.columns}
            data={rows}
            getRowId={(row) => row.id}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={isFetching}
          />
        </LinkGuardScope>
      )}
    </PagedResult>
  );
}

/**
 * `/businesses/{page}` and `/bridgechains/{page}`: a heading and one sortable, paged list, only
 * while the magistrate probe says enabled (404 otherwise). Sort and rows per page live in the URL
 * (and the preferences); third-party links ask the link disclaimer first.
 */
export function MagistrateListPage<T extends { id: string }, K extends QueryKey>(
  list: MagistrateList<T, K>,
) {
  const { i18n } = useLingui();
  const title = i18n._(list.title);
  usePageTitle(title);
  const page = usePageParam();
  if (page === null) return <Navigate to={paths.notFound()} replace />;
  return (
    <MagistrateGate>
      <h1 className="mb-1 text-2xl font-semibold">{title}</h1>
      <PageIntro page={list.path} />
      <MagistrateRows list={list} page={page} />
    </MagistrateGate>
  );
}
