import { isWalletId } from "@/shared/routing/params";
import type { PagePrefetch } from "@/shared/routing/prefetch";
import { walletQuery } from "./wallet-queries";

/**
 * Starts the wallet query (GET /wallets/{id}) of /wallets/{address} at start-up or on hover/focus
 * of a wallet link, so its answer is on the way before the page renders. Declared on the route
 * (src/app/routes.tsx), so it runs from the shell in parallel with the page chunk: the wallet's
 * facts are the page's main content.
 */
export const prefetchWallet: PagePrefetch = ({ queryClient, params }) => {
  const id = params.address ?? "";
  if (isWalletId(id)) void queryClient.prefetchQuery(walletQuery(id));
};
