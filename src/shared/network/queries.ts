import { queryOptions, useQuery } from "@tanstack/react-query";
import { getBlockchain, getInitialSupply, getNodeConfiguration, type NodeConfiguration } from "../api/endpoints/node";
import { getAllDelegates } from "../api/endpoints/delegates";
import type { Delegate } from "../api/schemas";
import { readCache, writeCache } from "./storage-cache";

/** Height/supply poll interval (§7 Timers: 8000 ms). */
export const HEIGHT_POLL_MS = 8000;
/** The full delegate list is refetched only when older than 2 minutes (§7). */
export const DELEGATES_STALE_MS = 2 * 60 * 1000;

const isNodeConfiguration = (v: unknown): v is NodeConfiguration =>
  !!v && typeof v === "object" && typeof (v as NodeConfiguration).nethash === "string" && typeof (v as NodeConfiguration).epoch === "string";
const isDelegateList = (v: unknown): v is Delegate[] =>
  Array.isArray(v) && v.every((d) => d && typeof d === "object" && typeof (d as Delegate).publicKey === "string" && typeof (d as Delegate).username === "string");

/** Query keys of chain-wide data, general to specific. */
export const chainKeys = {
  all: (server: string) => ["chain", server] as const,
  configuration: (server: string) => [...chainKeys.all(server), "configuration"] as const,
  blockchain: (server: string) => [...chainKeys.all(server), "blockchain"] as const,
  initialSupply: (server: string) => [...chainKeys.all(server), "initialSupply"] as const,
  delegates: (server: string) => [...chainKeys.all(server), "delegates", "all"] as const,
};

/**
 * GET node/configuration, cached in localStorage per server so a repeat visit renders at once and
 * revalidates in the background (issue 12).
 */
export function nodeConfigurationQuery(server: string) {
  const cached = readCache(`node-config:${server}`, isNodeConfiguration);
  return queryOptions({
    queryKey: chainKeys.configuration(server),
    queryFn: async ({ signal }) => {
      const data = await getNodeConfiguration(signal);
      writeCache(`node-config:${server}`, data);
      return data;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: 10 * 60 * 1000,
  });
}

/** GET blockchain: height and supply, polled every 8 s while the tab is visible (§7 Timers). */
export function blockchainQuery(server: string) {
  return queryOptions({
    queryKey: chainKeys.blockchain(server),
    queryFn: ({ signal }) => getBlockchain(signal),
    refetchInterval: HEIGHT_POLL_MS,
    staleTime: HEIGHT_POLL_MS / 2,
  });
}

/** Genesis totalAmount (initial supply, arktoshi); never changes for a chain. */
export function initialSupplyQuery(server: string) {
  return queryOptions({
    queryKey: chainKeys.initialSupply(server),
    queryFn: ({ signal }) => getInitialSupply(signal),
    staleTime: Infinity,
    gcTime: Infinity,
  });
}

/**
 * Every delegate (chunks of 100), shared by every page that needs names, ranks or keys; kept in
 * localStorage and refetched only when older than 2 minutes (§7).
 */
export function allDelegatesQuery(server: string) {
  const cached = readCache(`delegates:${server}`, isDelegateList);
  return queryOptions({
    queryKey: chainKeys.delegates(server),
    queryFn: async ({ signal }) => {
      const data = await getAllDelegates(signal);
      writeCache(`delegates:${server}`, data);
      return data;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: DELEGATES_STALE_MS,
    refetchInterval: DELEGATES_STALE_MS,
  });
}

export function useNodeConfiguration(server: string) {
  return useQuery(nodeConfigurationQuery(server));
}
export function useBlockchain(server: string) {
  return useQuery(blockchainQuery(server));
}
