import { isBlockId } from "@/shared/routing/params";
import { prefetchPage, type RouteData } from "@/shared/routing/route-data";
import { routeInputs } from "@/shared/routing/table-state";
import { blockQuery, seedBlockFromLists } from "./api/block-queries";
import { blockPageQueries, blocksPageQueries } from "./api/page-queries";

/** `/blocks/{page}`: the page of blocks in the URL's (else the stored) sort and size (blocksPageQueries). */
export const blocksData: RouteData = (ctx) => {
  prefetchPage(ctx.queryClient, blocksPageQueries(routeInputs(ctx)));
};

/**
 * `/block/{id}`: the block, taken from a list that already shows it when one does (the page then
 * renders at once, and its transactions start with it), else asked now (blockPageQueries).
 */
export const blockData: RouteData = (ctx) => {
  const id = ctx.params.id ?? "";
  if (isBlockId(id)) seedBlockFromLists(ctx.queryClient, id);
  const block = ctx.queryClient.getQueryData(blockQuery(id).queryKey);
  prefetchPage(ctx.queryClient, blockPageQueries(routeInputs(ctx), block));
};
