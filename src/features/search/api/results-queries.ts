import { queryOptions, type QueryClient } from "@tanstack/react-query";
import { searchDelegatesByName } from "@/shared/api/endpoints/delegates";
import { getAllMagistrate } from "@/shared/api/endpoints/magistrate";
import { isApiError, isNotFound } from "@/shared/api/errors";
import { magistrateQuery } from "@/shared/network/useNetwork";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { magistrateSnapshotQuery } from "@/features/magistrate/api/magistrate-queries";
import { transactionQuery } from "@/features/transactions/api/transaction-queries";
import { walletQuery } from "@/features/wallets/api/wallet-queries";
import { knownNode, prefetchPage, unasked, type RouteInputs } from "@/shared/routing/route-data";
import { searchQueryOf } from "../query-class";
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
function searchMagistrateQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: lookupKeys.magistrate(),
    queryFn: ({ signal }) =>
      getAllMagistrate(signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    staleTime: NAME_STALE_MS,
  });
}

/**
 * `/search/{query}`: every lookup of the results page for the URL's query (trimmed and capped, see
 * searchQueryOf) and its plan (`plan`, see planSearch): the plan's id lookups and delegate name
 * search, the magistrate probe when business and bridgechain names are to be searched, and those
 * names once the probe said the network runs them (`magistrate`: its answer, undefined until
 * then). The route's data function (startSearch) and the page (../hooks/usePageQueries.ts) both
 * take them from here.
 */
export function searchPageQueries({
  params,
  queryClient,
  magistrate,
}: Pick<RouteInputs, "params"> & { queryClient: QueryClient; magistrate: boolean | undefined }) {
  const query = searchQueryOf(params.query);
  const plan = planSearch(query);
  const ask = <O extends object>(when: boolean, options: O) => (when ? options : unasked(options));
  return {
    query,
    plan,
    delegates: ask(plan.delegatePrefix !== null, searchDelegatesQuery(plan.delegatePrefix ?? "")),
    wallet: ask(plan.wallet !== null, walletQuery(plan.wallet ?? "")),
    block: ask(plan.block !== null, blockQuery(plan.block ?? "")),
    transaction: ask(plan.transaction !== null, transactionQuery(plan.transaction ?? "")),
    probe: ask(plan.magistrateName !== null, magistrateQuery()),
    magistrate: ask(
      plan.magistrateName !== null && magistrate === true,
      searchMagistrateQuery(queryClient),
    ),
  };
}

/**
 * Starts every lookup of the results page at once, without waiting (searchPageQueries, with what
 * is known of the magistrate probe); the business and bridgechain names once the probe (usually
 * kept from an earlier visit) says the network runs them.
 */
export function startSearch(queryClient: QueryClient, params: RouteInputs["params"]): void {
  const magistrate = knownNode(queryClient).magistrateEnabled;
  const queries = searchPageQueries({ params, queryClient, magistrate });
  prefetchPage(queryClient, queries);
  if (magistrate !== undefined || queries.plan.magistrateName === null) return;
  void queryClient
    .fetchQuery(magistrateQuery())
    .then((enabled) =>
      prefetchPage(queryClient, {
        magistrate: searchPageQueries({ params, queryClient, magistrate: enabled }).magistrate,
      }),
    )
    .catch(() => undefined);
}
