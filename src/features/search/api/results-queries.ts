import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { getBlock } from "@/shared/api/endpoints/blocks";
import { searchDelegatesByName } from "@/shared/api/endpoints/delegates";
import { getAllMagistrate } from "@/shared/api/endpoints/magistrate";
import { getTransaction } from "@/shared/api/endpoints/transactions";
import { getWallet } from "@/shared/api/endpoints/wallets";
import { isApiError, isNotFound } from "@/shared/api/errors";
import { magistrateQuery } from "@/shared/network/useNetwork";
import { magistrateSnapshotQuery } from "@/features/magistrate/api/magistrate-queries";
import { planSearch } from "../results";

/** Query keys of the search lookups (header search and results page), general to specific. */
const lookupKeys = {
  all: ["search", "lookup"] as const,
  delegates: (prefix: string) => [...lookupKeys.all, "delegates", prefix] as const,
  wallet: (id: string) => [...lookupKeys.all, "wallet", id] as const,
  block: (id: string) => [...lookupKeys.all, "block", id] as const,
  transaction: (id: string) => [...lookupKeys.all, "transaction", id] as const,
  magistrate: () => [...lookupKeys.all, "magistrate"] as const,
};

/** How many delegates a name search lists (one request: the largest page the API gives). */
const DELEGATE_MATCH_LIMIT = 100;

/** An id found nothing: 404, or 422/400 for text the node does not take as that kind of id. */
function nullIfMissing(error: unknown): null {
  if (isNotFound(error) || (isApiError(error) && (error.status === 422 || error.status === 400)))
    return null;
  throw error;
}

/** Id lookups are asked again after this long (a transaction just sent may be in the next block). */
const ID_STALE_MS = 15_000;
const NAME_STALE_MS = 60_000;

/** Delegates whose username starts with `prefix` (one request, see searchDelegatesByName). */
export function searchDelegatesQuery(prefix: string) {
  return queryOptions({
    queryKey: lookupKeys.delegates(prefix),
    queryFn: ({ signal }) => searchDelegatesByName(prefix, DELEGATE_MATCH_LIMIT, signal),
    staleTime: NAME_STALE_MS,
  });
}

/** The wallet of an address or public key (GET wallets/{id}), null when the node knows none. */
export function searchWalletQuery(id: string) {
  return queryOptions({
    queryKey: lookupKeys.wallet(id),
    queryFn: ({ signal }) => getWallet(id, signal).catch(nullIfMissing),
    staleTime: ID_STALE_MS,
  });
}

/** The block of a height or id (GET blocks/{id}), null when there is none. */
export function searchBlockQuery(id: string) {
  return queryOptions({
    queryKey: lookupKeys.block(id),
    queryFn: ({ signal }) => getBlock(id, signal).catch(nullIfMissing),
    staleTime: ID_STALE_MS,
  });
}

/** The transaction of an id (GET transactions/{id}), null when there is none. */
export function searchTransactionQuery(id: string) {
  return queryOptions({
    queryKey: lookupKeys.transaction(id),
    queryFn: ({ signal }) => getTransaction(id, signal).catch(nullIfMissing),
    staleTime: ID_STALE_MS,
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
  if (plan.wallet) void queryClient.prefetchQuery(searchWalletQuery(plan.wallet));
  if (plan.block) void queryClient.prefetchQuery(searchBlockQuery(plan.block));
  if (plan.transaction) void queryClient.prefetchQuery(searchTransactionQuery(plan.transaction));
  if (plan.magistrateName) {
    void queryClient
      .fetchQuery(magistrateQuery())
      .then((enabled) =>
        enabled ? queryClient.prefetchQuery(searchMagistrateQuery(queryClient)) : undefined,
      )
      .catch(() => undefined);
  }
}
