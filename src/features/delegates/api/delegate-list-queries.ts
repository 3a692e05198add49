import { keepPreviousData, queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { countOfFirstPage } from "@/shared/api/counts";
import { getDelegateListPage, type DelegateListParams } from "@/shared/api/endpoints/delegate-list";
import { DELEGATE_CHUNK } from "@/shared/api/endpoints/delegates";
import type { Delegate, Page } from "@/shared/api/schemas";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { FIRST_PAGE_REUSE_MS, firstDelegatesQuery } from "@/shared/network/queries";
import type { PagedQuery } from "@/shared/ui/PagedResult";
import type { FetchListPage } from "@/shared/ui/PastEnd";
import { orderFieldOf, sortDelegates, type DelegateSort } from "../delegate-sort";

/** What a delegate list page shows: every delegate or the resigned only, a page of `limit` rows, a column's sort. */
export interface DelegateListView {
  resigned: boolean;
  page: number;
  limit: number;
  sort: DelegateSort;
}

/** Query keys of the delegate lists. */
const delegateListKeys = {
  all: ["delegates-feature", "list"] as const,
  page: (p: DelegateListParams) => [...delegateListKeys.all, p] as const,
};

/** The API parameters of a list view (column ids mapped to the node's order fields). */
export function delegateListParams(view: DelegateListView): DelegateListParams {
  return { page: view.page, limit: view.limit, orderBy: orderFieldOf(view.sort.id), desc: view.sort.desc, resigned: view.resigned };
}

/**
 * The page lies within the first 100 delegates by rank: GET delegates?page=1&limit=100, which the
 * app asks anyway for the names on screen and keeps, is already this page (the node's order
 * without `orderBy` is rank ascending, then public key, as with `orderBy=rank:asc`).
 */
function withinFirstPage(p: DelegateListParams): boolean {
  return !p.resigned && p.orderBy === "rank" && !p.desc && p.page * p.limit <= DELEGATE_CHUNK;
}

/** Rows of page `p` out of the first 100 delegates by rank, with the totals of that answer. */
function sliceOfFirstPage(first: Page<Delegate>, p: DelegateListParams): Page<Delegate> {
  const { count, isEstimate } = countOfFirstPage(first, DELEGATE_CHUNK);
  return {
    data: first.data.slice((p.page - 1) * p.limit, p.page * p.limit),
    meta: { totalCount: count, pageCount: Math.max(1, Math.ceil(count / p.limit)), totalCountIsEstimate: isEstimate },
  };
}

/**
 * One page of a delegate list as the node sorts and filters it (see getDelegateListPage), `null`
 * when the node cannot. Pages within the first 100 by rank come from the names' page 1 (shared
 * with the delegate index, one request fewer on a first visit). The previous page stays while the
 * next one loads.
 */
export function delegateListQuery(p: DelegateListParams) {
  return queryOptions({
    queryKey: delegateListKeys.page(p),
    queryFn: async ({ signal, client }): Promise<Page<Delegate> | null> => {
      if (withinFirstPage(p)) {
        const first = await client.fetchQuery({ ...firstDelegatesQuery(), staleTime: FIRST_PAGE_REUSE_MS });
        return sliceOfFirstPage(first, p);
      }
      return getDelegateListPage(p, signal);
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * A page of the delegate list (`resigned`: of the resigned delegates) in a column's order, for
 * PagedResult, whatever the node can do: ARK Core 3.x sorts, filters and counts (one request of
 * `limit` rows, totals from its `meta`); a node that cannot (ARK Core 2.6, see
 * getDelegateListPage) gets the complete list of the shared delegate index
 * (`useDelegateIndex({ complete: true })`), sorted in the node's order here and paged, with exact
 * totals. `fetchPage` fetches another page of the same list (PastEnd's last-page search).
 */
export function useDelegateListPage(
  view: DelegateListView,
  enabled = true,
): { query: PagedQuery<Delegate>; fetchPage: FetchListPage | undefined } {
  const { resigned, page, limit } = view;
  const { id, desc } = view.sort;
  const params = delegateListParams(view);
  const queryClient = useQueryClient();
  const query = useQuery({ ...delegateListQuery(params), enabled });
  const fallback = enabled && query.data === null;
  const index = useDelegateIndex(fallback ? { complete: true } : false);
  const sliced = useMemo(() => {
    if (!fallback || !index.complete) return undefined;
    const sorted = sortDelegates(resigned ? index.list.filter((d) => d.isResigned) : index.list, { id, desc });
    return {
      data: sorted.slice((page - 1) * limit, page * limit),
      meta: { totalCount: sorted.length, pageCount: Math.max(1, Math.ceil(sorted.length / limit)), totalCountIsEstimate: false },
    };
  }, [fallback, index.complete, index.list, resigned, id, desc, page, limit]);

  if (fallback) {
    return {
      query: { data: sliced, error: index.error, isError: index.error !== null && !sliced, isPlaceholderData: false, refetch: index.retry },
      fetchPage: undefined,
    };
  }
  const fetchPage: FetchListPage = async (other) => {
    const answer = await queryClient.fetchQuery(delegateListQuery({ ...params, page: other }));
    // the node stopped sorting this list: PastEnd then offers the page below the empty one
    if (!answer) throw new Error("the node does not page this delegate list");
    return answer;
  };
  return {
    query: {
      data: query.data ?? undefined,
      error: query.error,
      isError: query.isError,
      isPlaceholderData: query.isPlaceholderData,
      refetch: query.refetch,
    },
    fetchPage,
  };
}
