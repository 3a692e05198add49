import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Delegate } from "@/shared/api/schemas";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import type { PagedQuery } from "@/shared/ui/PagedResult";
import type { FetchListPage } from "@/shared/ui/PastEnd";
import { sortDelegates } from "../delegate-sort";
import { delegateListParams, delegateListQuery, type DelegateListView } from "./delegate-list-queries";

// The delegate list pages' hook, apart from the query options: those are imported by the route
// table (every first visit's shell), this only by the delegate list pages' chunk.

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
