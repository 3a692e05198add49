import { parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { usePreferences } from "@/shared/preferences/store";
import { topWalletsQuery } from "../api/wallet-queries";

/** `/top-wallets/{page}`: the page of the richest wallets at the stored page size. */
export const topWalletsData: RouteData = ({ queryClient, params }) => {
  const page = parsePage(params.page);
  if (page === null) return;
  void queryClient.prefetchQuery(
    topWalletsQuery({ page, limit: usePreferences.getState().rowsPerPage }),
  );
};
