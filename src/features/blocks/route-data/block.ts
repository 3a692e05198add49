import { isBlockId } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { blockQuery, seedBlockFromLists } from "../api/block-queries";

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
