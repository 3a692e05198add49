import { isWalletId, parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { usePreferences } from "@/shared/preferences/store";
import { topWalletsQuery, walletQuery } from "./api/wallet-queries";

/** `/wallets/{address}…`: the wallet (GET wallets/{id}), the page's main content. */
export const walletData: RouteData = ({ queryClient, params }) => {
  const id = params.address ?? "";
  if (isWalletId(id)) void queryClient.prefetchQuery(walletQuery(id));
};

/** `/top-wallets/{page}`: the page of the richest wallets at the stored page size. */
export const topWalletsData: RouteData = ({ queryClient, params }) => {
  const page = parsePage(params.page);
  if (page === null) return;
  void queryClient.prefetchQuery(topWalletsQuery({ page, limit: usePreferences.getState().rowsPerPage }));
};
