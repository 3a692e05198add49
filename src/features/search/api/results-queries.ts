import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { searchDelegatesByName } from "@/shared/api/endpoints/delegates";
import { getAllMagistrate } from "@/shared/api/endpoints/magistrate";
import { isApiError, isNotFound } from "@/shared/api/errors";
import { magistrateQuery } from "@/shared/network/useNetwork";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { magistrateSnapshotQuery } from "@/features/magistrate/api/magistrate-queries";
import { transactionQuery } from "@/features/transactions/api/transaction-queries";
import { walletQuery } from "@/features/wallets/api/wallet-queries";
import { planSearch } from "../results";

/**
 * Query keys of the name lookups (header search and results page). Ids (wallet, block,
 * transaction) are looked up through the pages' own queries (walletQuery, blockQuery,
 * transactionQuery): one cache entry per answer, so opening a result shows its page at once.
 */
const lookupKeys = {
  all: ["search", "lookup"] as const,
  delegates: (prefix: string) => [...lookupKeys.all, "delegates", prefix] as const,
  magistrate: () => [...lookupKeys.all, "magistrate"] as const,
};

/** How many delegates a name search lists (one request: the largest page the API gives). */
const DELEGATE_MATCH_LIMIT = 100;

/**
 * Whether a lookup's error means "no such thing": 404, or 422/400 for text the node does not take
 * as that kind of id. Any other error is a failed search.
 */
export function isMissing(error: unknown): boolean {
  return isNotFound(error) || (isApiError(error) && (error.status === 422 || error.status === 400));
}

const NAME_STALE_MS = 60_000;

/** Delegates whose username starts with `prefix` (one request, see searchDelegatesByName). */
export function searchDelegatesQuery(prefix: string) {
  return queryOptions({
    queryKey: lookupKeys.delegates(prefix),
    queryFn: ({ signal }) => searchDelegatesByName(prefix, DELEGATE_MATCH_LIMIT, signal),
    staleTime: NAME_STALE_MS,
  });
}

/**
 * Every business and bridgechain, to match names against (see getAllMagistrate); on 3.x the
 * magistrate pages' cached snapshot. Only for networks that run the magistrate transactions.
 */
export function searchMagistrateQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: lookupKeys.magistrate(),
    queryFn: ({ signal }) =>
      getAllMagistrate(signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    staleTime: NAME_STALE_MS,
  });
}

/**
 * Starts every lookup of the results page for `query` (trimmed) at once, without waiting: the
 * plan's id lookups and delegate name search, and the business and bridgechain names once the
 * magistrate probe (usually kept from an earlier visit) says the network runs them.
 */
export function startSearch(queryClient: QueryClient, query: string): void {
  const plan = planSearch(query);
  if (plan.delegatePrefix)
    void queryClient.prefetchQuery(searchDelegatesQuery(plan.delegatePrefix));
  if (plan.wallet) void queryClient.prefetchQuery(walletQuery(plan.wallet));
  if (plan.block) void queryClient.prefetchQuery(blockQuery(plan.block));
  if (plan.transaction) void queryClient.prefetchQuery(transactionQuery(plan.transaction));
  if (plan.magistrateName) {
    void queryClient
      .fetchQuery(magistrateQuery())
      .then((enabled) =>
        enabled ? queryClient.prefetchQuery(searchMagistrateQuery(queryClient)) : undefined,
      )
      .catch(() => undefined);
  }
}
