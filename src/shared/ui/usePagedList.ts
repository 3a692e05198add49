import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { usePreferences, type SortPref } from "@/shared/preferences/store";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import type { PagedData } from "./PagedResult";

/** The `queryOptions` of one page of a list. */
type ListQueryOptions<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey>;

/**
 * One page of a paged server list and the props {@link PagedResult} takes for it (`paged`: spread
 * them), so each list page states only what differs: its query, its URLs and its table.
 * `page` is null when the URL's page is not a page number (the caller redirects to the 404 page);
 * the query waits until then and while `enabled` is false.
 */
function usePagedQuery<TData extends PagedData<unknown>, TKey extends QueryKey>(
  page: number | null,
  limit: number,
  setLimit: (n: number) => void,
  queryFor: (page: number) => ListQueryOptions<TData, TKey>,
  pathForPage: (page: number) => string,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...queryFor(page ?? 1), enabled: enabled && page !== null });
  return {
    page,
    query,
    paged: {
      query,
      page: page ?? 1,
      limit,
      onLimitChange: setLimit,
      pathForPage,
      fetchPage: (p: number) => queryClient.fetchQuery(queryFor(p)),
    },
  };
}

/**
 * A sortable paged list of the URL's page (`/…/{page}?sort=…&limit=…`): the page, the sort and
 * rows per page of {@link useTableState} (URL first, then the table's stored preference), the page's
 * query and the props of {@link PagedResult} (`paged`) and of the table (`sorting`).
 * `query(page, limit, sort)` gives the list's `queryOptions` (one definition per endpoint);
 * `path(page, search)` a page's URL, `search` being the current `?sort=…&limit=…` to keep.
 */
export function useSortedPagedList<TData extends PagedData<unknown>, TKey extends QueryKey>({
  table,
  defaultSort,
  sortIds,
  query,
  path,
  enabled = true,
}: {
  /** the table's name in the stored sort preferences */
  table: string;
  defaultSort: SortPref;
  sortIds: readonly string[];
  query: (page: number, limit: number, sort: SortPref) => ListQueryOptions<TData, TKey>;
  path: (page: number, search: string) => string;
  enabled?: boolean;
}) {
  const state = useTableState(table, defaultSort, sortIds);
  const list = usePagedQuery(
    usePageParam(),
    state.limit,
    state.setLimit,
    (p) => query(p, state.limit, state.sort),
    (p) => path(p, state.search),
    enabled,
  );
  return { ...list, ...state, sorting: { sorting: state.sort, onSortingChange: state.setSort } };
}

/**
 * An unsorted paged list of the URL's page, its rows per page the visitor's stored preference:
 * the page, its query and the props of {@link PagedResult} (`paged`).
 */
export function usePagedList<TData extends PagedData<unknown>, TKey extends QueryKey>({
  query,
  path,
  enabled = true,
}: {
  query: (page: number, limit: number) => ListQueryOptions<TData, TKey>;
  path: (page: number) => string;
  enabled?: boolean;
}) {
  const limit = usePreferences((s) => s.rowsPerPage);
  const setLimit = usePreferences((s) => s.setRowsPerPage);
  return usePagedQuery(usePageParam(), limit, setLimit, (p) => query(p, limit), path, enabled);
}
