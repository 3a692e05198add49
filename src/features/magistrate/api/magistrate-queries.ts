import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  getBridgechains,
  getBusinesses,
  getMagistrateSnapshot,
  type MagistratePageParams,
} from "@/shared/api/endpoints/magistrate";

/** Businesses and bridgechains change rarely; the lists are re-asked after this long. */
const MAGISTRATE_STALE_MS = 60_000;

/** Query keys of the magistrate feature, general to specific. */
const magistrateKeys = {
  all: ["magistrate"] as const,
  snapshot: () => [...magistrateKeys.all, "snapshot"] as const,
  businesses: (p: MagistratePageParams) => [...magistrateKeys.all, "businesses", p] as const,
  bridgechains: (p: MagistratePageParams) => [...magistrateKeys.all, "bridgechains", p] as const,
};

/**
 * The 3.x snapshot of every business and bridgechain (transactions + wallet attributes +
 * entities, see endpoints/magistrate.ts), shared by both pages and all their page numbers, and by
 * the search results.
 */
export function magistrateSnapshotQuery() {
  return queryOptions({
    queryKey: magistrateKeys.snapshot(),
    queryFn: ({ signal }) => getMagistrateSnapshot(signal),
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/** A page of businesses (2.6 GET businesses, or a page of the cached 3.x snapshot). */
export function businessesQuery(queryClient: QueryClient, p: MagistratePageParams) {
  return queryOptions({
    queryKey: magistrateKeys.businesses(p),
    queryFn: ({ signal }) => getBusinesses(p, signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    placeholderData: keepPreviousData,
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/** A page of bridgechains (2.6 GET bridgechains, or a page of the cached 3.x snapshot). */
export function bridgechainsQuery(queryClient: QueryClient, p: MagistratePageParams) {
  return queryOptions({
    queryKey: magistrateKeys.bridgechains(p),
    queryFn: ({ signal }) => getBridgechains(p, signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    placeholderData: keepPreviousData,
    staleTime: MAGISTRATE_STALE_MS,
  });
}
