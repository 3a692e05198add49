import { parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import { delegateListParams, delegateListQuery } from "./api/delegate-list-queries";
import { DELEGATE_LISTS } from "./delegate-sort";

/** `/delegates/{page}` and `/delegates/resigned/{page}`: the page of delegates in the URL's (else the stored) sort. */
function delegateListData(resigned: boolean): RouteData {
  return ({ queryClient, params, searchParams }) => {
    const page = parsePage(params.page);
    if (page === null) return;
    const { table, defaultSort, sortIds } = DELEGATE_LISTS[resigned ? "resigned" : "all"];
    const { sort, limit } = tableStateOf(table, searchParams, defaultSort, sortIds);
    void queryClient.prefetchQuery(delegateListQuery(delegateListParams({ resigned, page, limit, sort })));
  };
}
export const delegatesData = delegateListData(false);
export const resignedDelegatesData = delegateListData(true);
