import { knownNode, prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { routeInputs } from "@/shared/routing/table-state";
import {
  topWalletsPageQueries,
  walletBlocksPageQueries,
  walletPageQueries,
  walletVotersPageQueries,
} from "./api/page-queries";

/**
 * `/wallets/{address}…`: the wallet (GET wallets/{id}), the page's main content, and, for an
 * address, the page of the tab's list the page will show (walletPageQueries: the URL's tab, page,
 * type filter, sort and size), so both answers travel together instead of the list waiting for the
 * wallet. The locks tab's list comes with the locks code, fetched beside the page's chunk (the
 * shell does not carry it).
 */
export const walletData: RouteData = (ctx) => {
  const inputs = { ...routeInputs(ctx), node: knownNode(ctx.queryClient) };
  const queries = walletPageQueries(inputs);
  prefetchPage(ctx.queryClient, queries);
  if (queries.locksAsked)
    void import("@/features/locks/api/lock-queries").then((m) =>
      prefetchPage(ctx.queryClient, { locks: walletPageQueries(inputs, m.walletLocksQuery).locks }),
    );
};

/** `/top-wallets/{page}`: the page of the richest wallets at the stored page size (topWalletsPageQueries). */
export const topWalletsData: RouteData = (ctx) => {
  prefetchPage(ctx.queryClient, topWalletsPageQueries(routeInputs(ctx)));
};

/** `/wallets/{address}/voters/{page}`: the delegate and the page of its voters, together (walletVotersPageQueries). */
export const walletVotersData: RouteData = (ctx) => {
  prefetchPage(ctx.queryClient, walletVotersPageQueries(routeInputs(ctx)));
};

/** `/wallets/{address}/blocks/{page}`: the delegate and the page of the blocks it forged, together (walletBlocksPageQueries). */
export const walletBlocksData: RouteData = (ctx) => {
  prefetchPage(ctx.queryClient, walletBlocksPageQueries(routeInputs(ctx)));
};
