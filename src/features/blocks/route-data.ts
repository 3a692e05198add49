import { parsePage, isBlockId } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import { blockQuery, blocksQuery, seedBlockFromLists } from "./api/block-queries";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "./blocks-sort";

/** `/blocks/{page}`: the page of blocks in the URL's (else the stored) sort and size. */
export const blocksData: RouteData = ({ queryClient, params, searchParams }) => {
  const page = parsePage(params.page);
  if (page === null) return;
  const { sort, limit } = tableStateOf("blocks", searchParams, BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS);
  void queryClient.prefetchQuery(blocksQuery({ page, limit, orderBy: blockOrderOf(sort) }));
};

/**
 * `/block/{id}`: the block, taken from a list that already shows it when one does (the page then
 * renders at once), else asked now.
 */
export const blockData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (!isBlockId(id)) return;
  seedBlockFromLists(queryClient, id);
  void queryClient.prefetchQuery(blockQuery(id));
};
