import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { countOfFirstPage } from "@/shared/api/counts";
import {
  delegateOrder,
  getDelegateListPage,
  withinRanks,
  type DelegateListParams,
} from "@/shared/api/endpoints/delegate-list";
import { DELEGATE_CHUNK } from "@/shared/api/endpoints/delegates";
import type { Delegate, Page } from "@/shared/api/schemas";
import { FIRST_PAGE_REUSE_MS, firstDelegatesQuery } from "@/shared/network/queries";
import { orderFieldOf, type DelegateSort } from "../delegate-sort";

/**
 * What a delegate list page shows: every delegate, the resigned only or those ranked within
 * `rank` (the active or the standby delegates), a page of `limit` rows, a column's sort.
 */
export interface DelegateListView {
  resigned: boolean;
  page: number;
  limit: number;
  sort: DelegateSort;
  rank?: DelegateListParams["rank"];
}

/** The tabs of the delegate list: ranked within the active delegates, ranked after them, resigned. */
export type DelegateTab = "active" | "standby" | "resigned";

/**
 * A tab's list view: the active delegates are ranks 1 … `activeDelegates` (the node's
 * configuration), the standby ones every rank after; the resigned have no rank.
 */
export function delegateTabView(
  tab: DelegateTab,
  activeDelegates: number,
  page: number,
  limit: number,
  sort: DelegateSort,
): DelegateListView {
  const rank =
    tab === "active"
      ? { to: activeDelegates }
      : tab === "standby"
        ? { from: activeDelegates + 1 }
        : undefined;
  return { resigned: tab === "resigned", page, limit, sort, ...(rank ? { rank } : {}) };
}

/**
 * Where an old `/delegates/{page}` (every delegate by rank) past the active delegates' pages
 * leads: the standby page holding that page's first rank, or null when the page is the active
 * tab's own. Only for the default order (rank ascending), which the old URL's pages followed.
 */
export function legacyStandbyPage(
  page: number,
  limit: number,
  activeDelegates: number,
): number | null {
  const firstRank = (page - 1) * limit + 1;
  if (page <= Math.max(1, Math.ceil(activeDelegates / limit))) return null;
  return Math.max(1, Math.ceil((firstRank - activeDelegates) / limit));
}

/** Query keys of the delegate lists. */
const delegateListKeys = {
  all: ["delegates-feature", "list"] as const,
  page: (p: DelegateListParams) => [...delegateListKeys.all, p] as const,
};

/** The API parameters of a list view (column ids mapped to the node's order fields). */
export function delegateListParams(view: DelegateListView): DelegateListParams {
  const params: DelegateListParams = {
    page: view.page,
    limit: view.limit,
    orderBy: orderFieldOf(view.sort.id),
    desc: view.sort.desc,
    resigned: view.resigned,
  };
  return view.rank ? { ...params, rank: view.rank } : params;
}

/**
 * The page may lie within the first 100 delegates by rank: GET delegates?page=1&limit=100, which
 * the app asks anyway for the names on screen and keeps (the node's order without `orderBy` is
 * rank ascending, then public key, as with `orderBy=rank:asc`). Either the whole list is ranked
 * within it (the active delegates, in any order), or the page is, by rank ascending.
 */
function withinFirstPage(p: DelegateListParams): boolean {
  if (p.resigned) return false;
  if (p.rank?.to !== undefined && p.rank.to <= DELEGATE_CHUNK) return true;
  return (
    p.orderBy === "rank" && !p.desc && (p.rank?.from ?? 1) - 1 + p.page * p.limit <= DELEGATE_CHUNK
  );
}

/**
 * Page `p` out of the first 100 delegates by rank (GET delegates?page=1&limit=100), in the list's
 * order and with its totals, or `null` when that answer cannot tell them: a list from a rank on
 * (the standby delegates) is counted only when the answer holds every delegate. Sorted here
 * exactly as the node sorts ({@link delegateOrder}).
 */
export function pageFromFirst(first: Page<Delegate>, p: DelegateListParams): Page<Delegate> | null {
  const { count, isEstimate } = countOfFirstPage(first, DELEGATE_CHUNK);
  const complete = !isEstimate && count <= first.data.length;
  let rows = first.data;
  let total = count;
  let estimate = isEstimate;
  if (p.rank) {
    // bounded above within the answer, or the answer is the whole list: the bounds' rows are all here
    const allHere = (p.rank.to !== undefined && p.rank.to <= DELEGATE_CHUNK) || complete;
    if (!allHere) return null;
    rows = rows.filter((d) => withinRanks(d, p.rank));
    total = rows.length;
    estimate = false;
  }
  if (p.orderBy !== "rank" || p.desc) rows = [...rows].sort(delegateOrder(p.orderBy, p.desc));
  return {
    data: rows.slice((p.page - 1) * p.limit, p.page * p.limit),
    meta: {
      totalCount: total,
      pageCount: Math.max(1, Math.ceil(total / p.limit)),
      totalCountIsEstimate: estimate,
    },
  };
}

/**
 * One page of a delegate list as the node sorts and filters it (see getDelegateListPage), `null`
 * when the node cannot. Pages within the first 100 by rank, and the whole list of the active
 * delegates in any order, come from the names' page 1 (shared with the delegate index, one request
 * fewer on a first visit). The previous page stays while the next one loads.
 */
export function delegateListQuery(p: DelegateListParams) {
  return queryOptions({
    queryKey: delegateListKeys.page(p),
    queryFn: async ({ signal, client }): Promise<Page<Delegate> | null> => {
      if (withinFirstPage(p)) {
        const first = await client.fetchQuery({
          ...firstDelegatesQuery(),
          staleTime: FIRST_PAGE_REUSE_MS,
        });
        const page = pageFromFirst(first, p);
        if (page) return page;
      }
      return getDelegateListPage(p, signal);
    },
    placeholderData: keepPreviousData,
  });
}
