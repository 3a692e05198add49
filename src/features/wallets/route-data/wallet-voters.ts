import { isWalletId, parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { usePreferences } from "@/shared/preferences/store";
import { votersQuery, walletDelegateQuery } from "../api/wallet-queries";

/**
 * `/wallets/{address}/voters/{page}`: the delegate (GET delegates/{id}: its name in the heading) and
 * the page of its voters at the stored page size, together.
 */
export const walletVotersData: RouteData = ({ queryClient, params }) => {
  const id = params.address ?? "";
  const page = parsePage(params.page);
  if (!isWalletId(id) || page === null) return;
  void queryClient.prefetchQuery(walletDelegateQuery(id));
  void queryClient.prefetchQuery(
    votersQuery(id, { page, limit: usePreferences.getState().rowsPerPage }),
  );
};
