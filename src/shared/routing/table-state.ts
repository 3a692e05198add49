import { useCallback } from "react";
import { useSearchParams } from "react-router-dom";
import { ROWS_PER_PAGE_OPTIONS, usePreferences, type SortPref } from "../preferences/store";

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
  const sort = urlSort ?? (storedSort && allowed.includes(storedSort.id) ? storedSort : defaultSort);
  const urlLimit = Number(params.get("limit"));
  const limit = (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(urlLimit) ? urlLimit : storedLimit;
  return { sort, limit };
}

/** {@link resolveTableState} with the stored preferences of `table` (outside React). */
export function tableStateOf(table: string, params: URLSearchParams, defaultSort: SortPref, allowed: readonly string[]) {
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
