import { parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import { blocksQuery } from "../api/block-queries";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "../blocks-sort";

/** `/blocks/{page}`: the page of blocks in the URL's (else the stored) sort and size. */
export const blocksData: RouteData = ({ queryClient, params, searchParams }) => {
  const page = parsePage(params.page);
  if (page === null) return;
  const { sort, limit } = tableStateOf("blocks", searchParams, BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS);
  void queryClient.prefetchQuery(blocksQuery({ page, limit, orderBy: blockOrderOf(sort) }));
};
