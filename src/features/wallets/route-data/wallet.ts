import { isWalletId, parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { walletTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import {
  TRANSACTION_DEFAULT_SORT,
  TRANSACTION_SORT_IDS,
  transactionOrderOf,
} from "@/features/transactions/transactions-sort";
import {
  TYPE_PARAM,
  typeFilterBeforeConfig,
  typeFilterParams,
} from "@/features/transactions/model/type-filter";
import { tableStateOf } from "@/shared/routing/table-state";
import { walletQuery } from "../api/wallet-queries";

/** A base58 address (what wallet links carry); usernames and public keys redirect to one first. */
const ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{34}$/;

/**
 * `/wallets/{address}…`: the wallet (GET wallets/{id}), the page's main content, and, for an
 * address, the page of its transactions the page will show (the URL's tab, else all; page, type
 * filter, sort and size), so both answers travel together instead of the list waiting for the
 * wallet. A filter on an HTLC or magistrate type depends on the node's configuration: the page
 * resolves that one itself.
 */
export const walletData: RouteData = ({ queryClient, params, searchParams }) => {
  const id = params.address ?? "";
  if (!isWalletId(id)) return;
  void queryClient.prefetchQuery(walletQuery(id));
  const tab = params.type ?? "all";
  const page = parsePage(params.page);
  const filter = typeFilterBeforeConfig(searchParams.get(TYPE_PARAM));
  if (!ADDRESS.test(id) || page === null || filter === null) return;
  if (tab !== "all" && tab !== "sent" && tab !== "received") return;
  const { sort, limit } = tableStateOf(
    "wallet-transactions",
    searchParams,
    TRANSACTION_DEFAULT_SORT,
    TRANSACTION_SORT_IDS,
  );
  void queryClient.prefetchQuery(
    walletTransactionsQuery(id, tab, {
      page,
      limit,
      orderBy: transactionOrderOf(sort),
      ...typeFilterParams(filter),
    }),
  );
};
