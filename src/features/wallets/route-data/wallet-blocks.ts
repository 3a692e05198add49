import { isWalletId, parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { tableStateOf } from "@/shared/routing/table-state";
import { delegateBlocksQuery } from "@/features/blocks/api/block-queries";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "@/features/blocks/blocks-sort";
import { walletDelegateQuery } from "../api/wallet-queries";

/**
 * `/wallets/{address}/blocks/{page}`: the delegate (GET delegates/{id}) and the page of the blocks
 * it forged in the URL's (else the stored) sort and size, together.
 */
export const walletBlocksData: RouteData = ({ queryClient, params, searchParams }) => {
  const id = params.address ?? "";
  const page = parsePage(params.page);
  if (!isWalletId(id) || page === null) return;
  void queryClient.prefetchQuery(walletDelegateQuery(id));
  const { sort, limit } = tableStateOf(
    "wallet-blocks",
    searchParams,
    BLOCK_DEFAULT_SORT,
    BLOCK_SORT_IDS,
  );
  void queryClient.prefetchQuery(
    delegateBlocksQuery(id, { page, limit, orderBy: blockOrderOf(sort) }),
  );
};
