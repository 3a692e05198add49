import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { countOfFirstPage } from "@/shared/api/counts";
import { getDelegateListPage, type DelegateListParams } from "@/shared/api/endpoints/delegate-list";
import { DELEGATE_CHUNK } from "@/shared/api/endpoints/delegates";
import type { Delegate, Page } from "@/shared/api/schemas";
import { FIRST_PAGE_REUSE_MS, firstDelegatesQuery } from "@/shared/network/queries";
import { orderFieldOf, type DelegateSort } from "../delegate-sort";

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
