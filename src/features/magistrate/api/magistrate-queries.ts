import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  getAllMagistrate,
  getBridgechains,
  getBusinesses,
  getMagistrateHistory,
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
  every: () => [...magistrateKeys.all, "every"] as const,
  history: (address: string) => [...magistrateKeys.all, "history", address] as const,
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
    queryFn: ({ signal }) =>
      getBusinesses(p, signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    placeholderData: keepPreviousData,
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/** A page of bridgechains (2.6 GET bridgechains, or a page of the cached 3.x snapshot). */
export function bridgechainsQuery(queryClient: QueryClient, p: MagistratePageParams) {
  return queryOptions({
    queryKey: magistrateKeys.bridgechains(p),
    queryFn: ({ signal }) =>
      getBridgechains(p, signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    placeholderData: keepPreviousData,
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/**
 * Every business and bridgechain (2.6: GET businesses and bridgechains, every page; 3.x: the cached
 * snapshot), for the page of one of them (found by the id its list gives it).
 */
export function everyMagistrateQuery(queryClient: QueryClient) {
  return queryOptions({
    queryKey: magistrateKeys.every(),
    queryFn: ({ signal }) =>
      getAllMagistrate(signal, () => queryClient.fetchQuery(magistrateSnapshotQuery())),
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/** The magistrate transactions `address` sent, in chain order (see getMagistrateHistory): a timeline's steps. */
export function magistrateHistoryQuery(address: string) {
  return queryOptions({
    queryKey: magistrateKeys.history(address),
    queryFn: ({ signal }) => getMagistrateHistory(address, signal),
    staleTime: MAGISTRATE_STALE_MS,
  });
}
