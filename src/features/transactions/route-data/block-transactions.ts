import { blockQuery, seedBlockFromLists } from "@/features/blocks/api/block-queries";
import { isBlockId } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";

/** `/block/{id}/transactions/{page}`: the block the list belongs to (its heading). */
export const blockTransactionsData: RouteData = ({ queryClient, params }) => {
  const id = params.id ?? "";
  if (!isBlockId(id)) return;
  seedBlockFromLists(queryClient, id);
  void queryClient.prefetchQuery(blockQuery(id));
};
