import { walletLocksQuery } from "@/features/locks/api/lock-queries";
import { useNodeInputs } from "@/features/transactions/hooks/useNodeInputs";
import { usePageInputs } from "@/shared/routing/table-state";
import {
  topWalletsPageQueries,
  walletBlocksPageQueries,
  walletPageQueries,
  walletVotersPageQueries,
} from "../api/page-queries";

/** The wallet page's queries (see walletPageQueries, with the locks tab's) from the URL, the preferences and the node. */
export function useWalletPageQueries() {
  const inputs = usePageInputs();
  return walletPageQueries(
    { ...inputs, node: useNodeInputs(inputs.searchParams) },
    walletLocksQuery,
  );
}

/** The top wallets page's queries (see topWalletsPageQueries) from the URL and the preferences. */
export function useTopWalletsPageQueries() {
  return topWalletsPageQueries(usePageInputs());
}

/** A delegate's voters page's queries (see walletVotersPageQueries) from the URL and the preferences. */
export function useWalletVotersPageQueries() {
  return walletVotersPageQueries(usePageInputs());
}

/** A delegate's forged blocks page's queries (see walletBlocksPageQueries) from the URL and the preferences. */
export function useWalletBlocksPageQueries() {
  return walletBlocksPageQueries(usePageInputs());
}

/** What {@link useWalletPageQueries} gives: the wallet page's queries, with the locks tab's. */
export type WalletPageQueries = ReturnType<typeof useWalletPageQueries>;
