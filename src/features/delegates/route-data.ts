import type { NodeConfiguration } from "@/shared/api/endpoints/node";
import { apiServer } from "@/shared/api/client";
import {
  blockchainQuery,
  chainKeys,
  firstDelegatesQuery,
  nodeConfigurationQuery,
} from "@/shared/network/queries";
import { parsePage } from "@/shared/routing/params";
import { prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import {
  delegateListParams,
  delegateListQuery,
  delegateTabView,
  type DelegateTab,
} from "./api/delegate-list-queries";
import { monitorRoundQueries, monitorView } from "./api/delegate-queries";
import { DELEGATE_LISTS } from "./delegate-sort";
import { historyRoundsOf } from "./round/rounds";
import { missedPageQueries } from "./missed/queries";
import { missedRoundsOf } from "./missed/window";

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

/**
 * How long a prefetched answer of the round in progress stays cached without an observer, at least
 * (ms): the monitor drops that entry as soon as nothing shows it (the next block makes it obsolete),
 * but fetched here, before the page renders, it must outlive the wait for the page's code.
 */
const PREFETCHED_ROUND_GC_MS = 30_000;

/**
 * `/delegate-monitor` (the first 100 delegates by rank, every forger of the round with its last
 * block, start with the layout's loader): as soon as the height (the height poll's first answer,
 * GET blockchain) and the node's active delegate count (GET node/configuration) are in, the queries
 * the monitor's first view asks for, from the same function ({@link monitorRoundQueries}: the
 * members, GET rounds/{r}/delegates, and blocks, GET blocks by height range, of the two newest
 * rounds). Both inputs are on their way since start-up, so the rounds travel while the page's code
 * loads instead of after its first render. A failure is left to the page, which reports it.
 */
export const delegateMonitorData: RouteData = ({ queryClient, searchParams }) => {
  Promise.all([
    queryClient.ensureQueryData(blockchainQuery()),
    queryClient.ensureQueryData(nodeConfigurationQuery(apiServer())),
  ]).then(
    ([{ height }, { activeDelegates }]) => {
      const view = monitorView(
        height,
        activeDelegates,
        historyRoundsOf(searchParams.get("rounds")),
      );
      const { members, blocks } = monitorRoundQueries(view, height, activeDelegates, false);
      for (const query of members) if (query.enabled) void queryClient.prefetchQuery(query);
      for (const query of blocks)
        if (query.enabled)
          void queryClient.prefetchQuery({
            ...query,
            gcTime: Math.max(query.gcTime ?? 0, PREFETCHED_ROUND_GC_MS),
          });
    },
    () => undefined,
  );
};

/**
 * `/missed-blocks`: as soon as the height (GET blockchain) and the node's round length and block
 * time (GET node/configuration) are in, the rounds the page's first view shows, from the same
 * function ({@link missedPageQueries}: the newest complete rounds of the `?rounds=` window, each
 * its GET rounds/{r}/delegates and its blocks). A failure is left to the page, which reports it.
 */
export const missedBlocksData: RouteData = ({ queryClient, searchParams }) => {
  Promise.all([
    queryClient.ensureQueryData(blockchainQuery()),
    queryClient.ensureQueryData(nodeConfigurationQuery(apiServer())),
  ]).then(
    ([{ height }, { activeDelegates, blocktime }]) => {
      const count = missedRoundsOf(searchParams.get("rounds"));
      const args = { height, activeDelegates, blocktime, count, requested: new Set<number>() };
      prefetchPage(queryClient, missedPageQueries(queryClient, args));
    },
    () => undefined,
  );
};
