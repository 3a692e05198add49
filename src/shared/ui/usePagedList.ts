import {
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from "@tanstack/react-query";
import { usePreferences } from "@/shared/preferences/store";
import {
  useTableState,
  type ListQueries,
  type SortedListQueries,
} from "@/shared/routing/table-state";
import type { PagedData } from "./PagedResult";

/** The `queryOptions` of one page of a list. */
type ListQueryOptions<TData, TKey extends QueryKey> = UseQueryOptions<TData, Error, TData, TKey>;

/**
 * The query of a page's list (from the page's query function: see ListQueries) and the props
 * {@link PagedResult} takes for it (`paged`: spread them), so each list page states only what
 * differs: its URLs and its table. `page` is null when the URL's page is not a page number (the
 * caller redirects to the 404 page); the query stays idle then and while the list is not asked.
 * `setLimit` changes the rows per page, `pathForPage` gives a page's URL.
 */
export function usePagedQuery<TData extends PagedData<unknown>, TKey extends QueryKey>(
  list: ListQueries<ListQueryOptions<TData, TKey>>,
  setLimit: (n: number) => void,
  pathForPage: (page: number) => string,
) {
  const queryClient = useQueryClient();
  const query = useQuery(list.query);
  return {
    page: list.page,
    query,
    paged: {
      query,
      page: list.page ?? 1,
      limit: list.limit,
      onLimitChange: setLimit,
      pathForPage,
      fetchPage: (p: number) => queryClient.fetchQuery(list.at(p)),
    },
  };
}

/**
 * A sortable paged list of the URL's page (`/…/{page}?sort=…&limit=…`): the page's query and the
 * props of {@link PagedResult} (`paged`) and of the table (`sorting`), the sort and rows per page
 * the list was built with, the controls that change them (kept in the URL and in the table's
 * stored preference, see useTableState), and `search`, the current `?sort=…&limit=…` to keep.
 * `path(page, search)` gives a page's URL.
 */
export function useSortedPagedList<TData extends PagedData<unknown>, TKey extends QueryKey>({
  list,
  path,
}: {
  list: SortedListQueries<ListQueryOptions<TData, TKey>>;
  path: (page: number, search: string) => string;
}) {
  const { table, defaultSort, sortIds } = list.table;
  const { setSort, setLimit, search } = useTableState(table, defaultSort, sortIds);
  const paged = usePagedQuery(list, setLimit, (p) => path(p, search));
  return {
    ...paged,
    sort: list.sort,
    limit: list.limit,
    search,
    sorting: { sorting: list.sort, onSortingChange: setSort },
  };
}

/**
 * An unsorted paged list of the URL's page, its rows per page the visitor's stored preference:
 * the page, its query and the props of {@link PagedResult} (`paged`).
 */
export function usePagedList<TData extends PagedData<unknown>, TKey extends QueryKey>({
  list,
  path,
}: {
  list: ListQueries<ListQueryOptions<TData, TKey>>;
  path: (page: number) => string;
}) {
  const setLimit = usePreferences((s) => s.setRowsPerPage);
  return usePagedQuery(list, setLimit, path);
}
