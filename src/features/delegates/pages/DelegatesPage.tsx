import { parsePage } from "@/shared/routing/params";
import type { PagePrefetch } from "@/shared/routing/prefetch";
import { tableStateOf } from "@/shared/routing/table-state";
import { delegateListParams, delegateListQuery } from "../api/delegate-list-queries";
import { DelegateListView } from "../components/DelegateListView";
import { DELEGATE_LISTS } from "../delegate-sort";

/** Starts this page's delegate list query (hover/focus on a link to it, or start-up). */
export const prefetch: PagePrefetch = ({ queryClient, params, searchParams }) => {
  const page = parsePage(params.page);
  if (page === null) return;
  const { table, defaultSort, sortIds } = DELEGATE_LISTS.all;
  const { sort, limit } = tableStateOf(table, searchParams, defaultSort, sortIds);
  void queryClient.prefetchQuery(delegateListQuery(delegateListParams({ resigned: false, page, limit, sort })));
};

/** /delegates/{page}: every delegate, by rank (ascending) unless another sort is chosen. */
export function Component() {
  return <DelegateListView resigned={false} />;
}
