import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { withinRanks } from "@/shared/api/endpoints/delegate-list";
import type { Delegate } from "@/shared/api/schemas";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useChainConstants } from "@/shared/network/useNetwork";
import { usePageParam } from "@/shared/routing/params";
import { paths } from "@/shared/routing/paths";
import { useTableState } from "@/shared/routing/table-state";
import type { PagedQuery } from "@/shared/ui/PagedResult";
import type { FetchListPage } from "@/shared/ui/PastEnd";
import { DELEGATE_LISTS, sortDelegates } from "../delegate-sort";
import {
  delegateListParams,
  delegateListQuery,
  delegateTabView,
  type DelegateListView,
  type DelegateTab,
} from "./delegate-list-queries";

// The delegate list pages' hook, apart from the query options: those are imported by the route
// table (every first visit's shell), this only by the delegate list pages' chunk.

/**
 * A page of the delegate list (`resigned`: of the resigned delegates; `rank`: of those ranked
 * within the bounds) in a column's order, for
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
  const { resigned, page, limit, rank } = view;
  const rankFrom = rank?.from;
  const rankTo = rank?.to;
  const { id, desc } = view.sort;
  const params = delegateListParams(view);
  const queryClient = useQueryClient();
  const query = useQuery({ ...delegateListQuery(params), enabled });
  const fallback = enabled && query.data === null;
  const index = useDelegateIndex(fallback ? { complete: true } : false);
  const sliced = useMemo(() => {
    if (!fallback || !index.complete) return undefined;
    const bounds =
      rankFrom === undefined && rankTo === undefined ? undefined : { from: rankFrom, to: rankTo };
    const rows = index.list.filter((d) => (resigned ? d.isResigned : withinRanks(d, bounds)));
    const sorted = sortDelegates(rows, { id, desc });
    return {
      data: sorted.slice((page - 1) * limit, page * limit),
      meta: {
        totalCount: sorted.length,
        pageCount: Math.max(1, Math.ceil(sorted.length / limit)),
        totalCountIsEstimate: false,
      },
    };
  }, [fallback, index.complete, index.list, resigned, rankFrom, rankTo, id, desc, page, limit]);

  if (fallback) {
    return {
      query: {
        data: sliced,
        error: index.error,
        isError: index.error !== null && !sliced,
        isPlaceholderData: false,
        refetch: index.retry,
      },
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

/** The URL of a page of a tab's list (`search`: the `?sort=…&limit=…` to keep). */
export const tabPath: Record<DelegateTab, (page: number, search?: string) => string> = {
  active: paths.delegates,
  standby: paths.standbyDelegates,
  resigned: paths.resignedDelegates,
};

/**
 * One tab of the delegate list (`/delegates/{page}`, `/delegates/standby/{page}`,
 * `/delegates/resigned/{page}`): the URL's page (null when it is not a page number), the sort and
 * rows per page of {@link useTableState} (the active and standby tabs share theirs), the page of
 * {@link useDelegateListPage} and the props of PagedResult (`paged`: spread them) and of the table
 * (`sorting`). The active and standby tabs are ranks 1 … n and n+1 … of the node's configuration
 * (`activeDelegates`): their page waits for it, never asked with the preset's.
 */
export function useDelegateTabList(tab: DelegateTab) {
  const page = usePageParam();
  const list = tab === "resigned" ? DELEGATE_LISTS.resigned : DELEGATE_LISTS.all;
  const state = useTableState(list.table, list.defaultSort, list.sortIds);
  const { activeDelegates, node } = useChainConstants();
  const ready = page !== null && (tab === "resigned" || node !== undefined);
  const view = delegateTabView(tab, activeDelegates, page ?? 1, state.limit, state.sort);
  const { query, fetchPage } = useDelegateListPage(view, ready);
  return {
    page,
    ready,
    activeDelegates,
    sort: state.sort,
    search: state.search,
    sorting: { sorting: state.sort, onSortingChange: state.setSort },
    paged: {
      query,
      page: page ?? 1,
      limit: state.limit,
      onLimitChange: state.setLimit,
      pathForPage: (p: number) => tabPath[tab](p, state.search),
      fetchPage,
    },
  };
}
