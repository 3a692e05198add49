import type { NodeConfiguration } from "@/shared/api/endpoints/node";
import { chainKeys, firstDelegatesQuery } from "@/shared/network/queries";
import { parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import {
  delegateListParams,
  delegateListQuery,
  delegateTabView,
  type DelegateTab,
} from "../api/delegate-list-queries";
import { DELEGATE_LISTS } from "../delegate-sort";

/**
 * `/delegates/{page}` (active), `/delegates/standby/{page}` and `/delegates/resigned/{page}`: the
 * page of the tab in the URL's (else the stored) sort. The active and standby tabs are bounded by
 * the node's active delegate count: before the node's configuration is known, only the first 100
 * delegates by rank (the active tab's rows and the names on screen) are asked for.
 */
function delegateListData(tab: DelegateTab): RouteData {
  return ({ queryClient, params, searchParams }) => {
    const page = parsePage(params.page);
    if (page === null) return;
    const { table, defaultSort, sortIds } = DELEGATE_LISTS[tab === "resigned" ? "resigned" : "all"];
    const { sort, limit } = tableStateOf(table, searchParams, defaultSort, sortIds);
    const n = queryClient.getQueryData<NodeConfiguration>(
      chainKeys.configuration(),
    )?.activeDelegates;
    if (tab !== "resigned" && n === undefined) {
      void queryClient.prefetchQuery(firstDelegatesQuery());
      return;
    }
    void queryClient.prefetchQuery(
      delegateListQuery(delegateListParams(delegateTabView(tab, n ?? 0, page, limit, sort))),
    );
  };
}
export const delegatesData = delegateListData("active");
export const standbyDelegatesData = delegateListData("standby");
export const resignedDelegatesData = delegateListData("resigned");
