import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { usePreferences } from "@/shared/preferences/store";
import type { RouteData } from "@/shared/routing/route-data";
import { LATEST_LIMIT } from "./latest";

/**
 * `/`: the latest transactions (the first tab) — only for the ALL filter: any other stored filter
 * depends on the network's enabled types, which the page resolves itself.
 */
export const homeData: RouteData = ({ queryClient }) => {
  if (usePreferences.getState().transactionType.type >= 0) return;
  void queryClient.prefetchQuery(latestTransactionsQuery(LATEST_LIMIT, {}));
};
