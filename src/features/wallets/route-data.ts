import { isWalletId, parsePage } from "@/shared/routing/params";
import type { RouteData } from "@/shared/routing/route-data";
import { walletTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TRANSACTION_DEFAULT_SORT, TRANSACTION_SORT_IDS, transactionOrderOf } from "@/features/transactions/transactions-sort";
import { TYPE_PARAM, typeFilterBeforeConfig, typeFilterParams } from "@/features/transactions/model/type-filter";
import { usePreferences } from "@/shared/preferences/store";
import { tableStateOf } from "@/shared/routing/table-state";
import { delegateBlocksQuery } from "@/features/blocks/api/block-queries";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "@/features/blocks/blocks-sort";
import { topWalletsQuery, votersQuery, walletDelegateQuery, walletQuery } from "./api/wallet-queries";

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
  const { sort, limit } = tableStateOf("wallet-transactions", searchParams, TRANSACTION_DEFAULT_SORT, TRANSACTION_SORT_IDS);
  void queryClient.prefetchQuery(
    walletTransactionsQuery(id, tab, { page, limit, orderBy: transactionOrderOf(sort), ...typeFilterParams(filter) }),
  );
};

/** `/top-wallets/{page}`: the page of the richest wallets at the stored page size. */
export const topWalletsData: RouteData = ({ queryClient, params }) => {
  const page = parsePage(params.page);
  if (page === null) return;
  void queryClient.prefetchQuery(topWalletsQuery({ page, limit: usePreferences.getState().rowsPerPage }));
};

/**
 * `/wallets/{address}/voters/{page}`: the delegate (GET delegates/{id}: its name in the heading) and
 * the page of its voters at the stored page size, together.
 */
export const walletVotersData: RouteData = ({ queryClient, params }) => {
  const id = params.address ?? "";
  const page = parsePage(params.page);
  if (!isWalletId(id) || page === null) return;
  void queryClient.prefetchQuery(walletDelegateQuery(id));
  void queryClient.prefetchQuery(votersQuery(id, { page, limit: usePreferences.getState().rowsPerPage }));
};

/**
 * `/wallets/{address}/blocks/{page}`: the delegate (GET delegates/{id}) and the page of the blocks
 * it forged in the URL's (else the stored) sort and size, together.
 */
export const walletBlocksData: RouteData = ({ queryClient, params, searchParams }) => {
  const id = params.address ?? "";
  const page = parsePage(params.page);
  if (!isWalletId(id) || page === null) return;
  void queryClient.prefetchQuery(walletDelegateQuery(id));
  const { sort, limit } = tableStateOf("wallet-blocks", searchParams, BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS);
  void queryClient.prefetchQuery(delegateBlocksQuery(id, { page, limit, orderBy: blockOrderOf(sort) }));
};
