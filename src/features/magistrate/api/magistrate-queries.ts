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
  snapshot: (server: string) => [...magistrateKeys.all, "snapshot", server] as const,
  businesses: (server: string, p: MagistratePageParams) => [...magistrateKeys.all, "businesses", server, p] as const,
  bridgechains: (server: string, p: MagistratePageParams) => [...magistrateKeys.all, "bridgechains", server, p] as const,
};

/**
 * The 3.x snapshot of every business and bridgechain (transactions + wallet attributes +
 * entities, see endpoints/magistrate.ts), shared by both pages and all their page numbers.
 */
function magistrateSnapshotQuery(server: string) {
  return queryOptions({
    queryKey: magistrateKeys.snapshot(server),
    queryFn: ({ signal }) => getMagistrateSnapshot(signal),
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/** A page of businesses (2.6 GET businesses, or a page of the cached 3.x snapshot). */
export function businessesQuery(queryClient: QueryClient, server: string, p: MagistratePageParams) {
  return queryOptions({
    queryKey: magistrateKeys.businesses(server, p),
    queryFn: ({ signal }) => getBusinesses(p, signal, () => queryClient.fetchQuery(magistrateSnapshotQuery(server))),
    placeholderData: keepPreviousData,
    staleTime: MAGISTRATE_STALE_MS,
  });
}

/** A page of bridgechains (2.6 GET bridgechains, or a page of the cached 3.x snapshot). */
export function bridgechainsQuery(queryClient: QueryClient, server: string, p: MagistratePageParams) {
  return queryOptions({
    queryKey: magistrateKeys.bridgechains(server, p),
    queryFn: ({ signal }) => getBridgechains(p, signal, () => queryClient.fetchQuery(magistrateSnapshotQuery(server))),
    placeholderData: keepPreviousData,
    staleTime: MAGISTRATE_STALE_MS,
  });
}
