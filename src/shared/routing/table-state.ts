import { useCallback } from "react";
import { useParams, useSearchParams } from "react-router-dom";
import { ROWS_PER_PAGE_OPTIONS, usePreferences, type SortPref } from "../preferences/store";
import { parsePage } from "./params";
import { unasked, type RouteDataContext, type RouteInputs } from "./route-data";

/** Parses `field:asc|desc` from the URL; only ids in `allowed` are accepted (never raw input). */
function parseSort(raw: string | null, allowed: readonly string[]): SortPref | null {
  if (!raw) return null;
  const m = /^([A-Za-z.]{1,40}):(asc|desc)$/.exec(raw);
  if (!m || !allowed.includes(m[1]!)) return null;
  return { id: m[1]!, desc: m[2] === "desc" };
}

function formatSort(s: SortPref): string {
  return `${s.id}:${s.desc ? "desc" : "asc"}`;
}

/**
 * The effective sort and limit of a table: the URL's when valid, else the stored preference, else
 * the default. Pure, so a route's data function builds the same query key as the page (a prefetched
 * answer is then reused, not asked again).
 */
function resolveTableState(
  params: URLSearchParams,
  defaultSort: SortPref,
  allowed: readonly string[],
  storedSort: SortPref | undefined,
  storedLimit: number,
): { sort: SortPref; limit: number } {
  const urlSort = parseSort(params.get("sort"), allowed);
  const sort =
    urlSort ?? (storedSort && allowed.includes(storedSort.id) ? storedSort : defaultSort);
  const urlLimit = Number(params.get("limit"));
  const limit = (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(urlLimit)
    ? urlLimit
    : storedLimit;
  return { sort, limit };
}

/** A paged server table: its name in the stored sorts, its default sort and its sortable column ids. */
export interface TableSpec {
  table: string;
  defaultSort: SortPref;
  sortIds: readonly string[];
}

/** The effective sort and rows per page of a table for a route's inputs (see resolveTableState). */
function tableStateIn(
  { searchParams, prefs }: Pick<RouteInputs, "searchParams" | "prefs">,
  spec: TableSpec,
) {
  return resolveTableState(
    searchParams,
    spec.defaultSort,
    spec.sortIds,
    prefs.sorts[spec.table],
    prefs.rowsPerPage,
  );
}

/**
 * One paged list of a page, as its query function gives it: the URL's page (null when it is not a
 * page number: the route shows the 404 page), the rows per page, the list's query options at any
 * page (`at`: same sort, filter and size; the pager's other pages) and those of the URL's page
 * (`query`, marked `unasked` while the page cannot ask it).
 */
export interface ListQueries<O> {
  page: number | null;
  limit: number;
  at: (page: number) => O;
  query: O;
}

/** A sortable {@link ListQueries}: also its effective sort and its table (for the sort and size controls). */
export interface SortedListQueries<O> extends ListQueries<O> {
  sort: SortPref;
  table: TableSpec;
}

function listAt<O extends object>(
  page: number | null,
  limit: number,
  at: (page: number) => O,
  ready: boolean,
): ListQueries<O> {
  const options = at(page ?? 1);
  return { page, limit, at, query: ready && page !== null ? options : unasked(options) };
}

/**
 * An unsorted paged list of the URL's page (`params.page`) at the stored rows per page;
 * `query(page, limit)` gives its options, `ready` false while the page cannot ask it.
 */
export function listQueries<O extends object>(
  { params, prefs }: Pick<RouteInputs, "params" | "prefs">,
  query: (page: number, limit: number) => O,
  ready = true,
): ListQueries<O> {
  const limit = prefs.rowsPerPage;
  return listAt(parsePage(params.page), limit, (p) => query(p, limit), ready);
}

/**
 * A sortable paged list of the URL's page in the URL's sort and size, else the table's stored
 * ones, else its default sort (see resolveTableState); `query(page, limit, sort)` gives its
 * options, `ready` false while the page cannot ask it.
 */
export function sortedListQueries<O extends object>(
  inputs: RouteInputs,
  table: TableSpec,
  query: (page: number, limit: number, sort: SortPref) => O,
  ready = true,
): SortedListQueries<O> {
  const { sort, limit } = tableStateIn(inputs, table);
  return {
    ...listAt(parsePage(inputs.params.page), limit, (p) => query(p, limit, sort), ready),
    sort,
    table,
  };
}

/** A route data function's {@link RouteInputs}: its params and query, the stored preferences. */
export function routeInputs({
  params,
  searchParams,
}: Pick<RouteDataContext, "params" | "searchParams">): RouteInputs {
  const { sorts, rowsPerPage } = usePreferences.getState();
  return { params, searchParams, prefs: { sorts, rowsPerPage } };
}

/** A page's {@link RouteInputs} from the router (params, URL query) and the preferences store. */
export function usePageInputs(): RouteInputs {
  const params = useParams();
  const [searchParams] = useSearchParams();
  const sorts = usePreferences((s) => s.sorts);
  const rowsPerPage = usePreferences((s) => s.rowsPerPage);
  return { params, searchParams, prefs: { sorts, rowsPerPage } };
}

/** {@link resolveTableState} with the stored preferences of `table` (outside React). */
export function tableStateOf(
  table: string,
  params: URLSearchParams,
  defaultSort: SortPref,
  allowed: readonly string[],
) {
  const prefs = usePreferences.getState();
  return resolveTableState(params, defaultSort, allowed, prefs.sorts[table], prefs.rowsPerPage);
}

/**
 * Sort and rows-per-page of a paged server table, kept in the URL (`?sort=height:desc&limit=20`)
 * so a sorted page is a deep link, and remembered per table in the preferences.
 * Sort ids are column ids; `allowed` lists the sortable ones.
 */
export function useTableState(table: string, defaultSort: SortPref, allowed: readonly string[]) {
  const [params, setParams] = useSearchParams();
  const storedSort = usePreferences((s) => s.sorts[table]);
  const storedLimit = usePreferences((s) => s.rowsPerPage);
  const setSortPref = usePreferences((s) => s.setSort);
  const setRowsPerPage = usePreferences((s) => s.setRowsPerPage);

  const { sort, limit } = resolveTableState(params, defaultSort, allowed, storedSort, storedLimit);

  const setSort = useCallback(
    (next: SortPref | null) => {
      const s = next ?? defaultSort;
      setSortPref(table, s);
      setParams(
        (p) => {
          const n = new URLSearchParams(p);
          n.set("sort", formatSort(s));
          return n;
        },
        { replace: true },
      );
    },
    [defaultSort, setParams, setSortPref, table],
  );
  const setLimit = useCallback(
    (n: number) => {
      setRowsPerPage(n);
      setParams(
        (p) => {
          const q = new URLSearchParams(p);
          q.set("limit", String(n));
          return q;
        },
        { replace: true },
      );
    },
    [setParams, setRowsPerPage],
  );
  /** `?sort=…&limit=…` to keep when building page links */
  const search = params.toString() ? `?${params.toString()}` : "";
  return { sort, limit, setSort, setLimit, search };
}
