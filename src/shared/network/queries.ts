import { queryOptions, useQuery } from "@tanstack/react-query";
import { noteCoreVersion } from "../api/capabilities";
import { getBlocks } from "../api/endpoints/blocks";
import { getBlockchain, getInitialSupply, getNodeConfiguration, type NodeConfiguration } from "../api/endpoints/node";
import { DELEGATE_CHUNK, getAllDelegates, getDelegates } from "../api/endpoints/delegates";
import type { Delegate, Page } from "../api/schemas";
import { readCache, writeCache } from "./storage-cache";

/** Height/supply poll interval (§7 Timers: 8000 ms). */
export const HEIGHT_POLL_MS = 8000;
/** The full delegate list is refetched only when older than 2 minutes (§7). */
export const DELEGATES_STALE_MS = 2 * 60 * 1000;
/** The supply is refreshed at most this often (it moves by one block reward per block). */
export const SUPPLY_STALE_MS = 60 * 1000;

const isNodeConfiguration = (v: unknown): v is NodeConfiguration =>
  !!v && typeof v === "object" && typeof (v as NodeConfiguration).nethash === "string" && typeof (v as NodeConfiguration).epoch === "string";
const isDelegateList = (v: unknown): v is Delegate[] =>
  Array.isArray(v) && v.every((d) => d && typeof d === "object" && typeof (d as Delegate).publicKey === "string" && typeof (d as Delegate).username === "string");
const isDelegatePage = (v: unknown): v is Page<Delegate> =>
  !!v && typeof v === "object" && isDelegateList((v as Page<Delegate>).data) && !!(v as Page<Delegate>).meta && typeof (v as Page<Delegate>).meta === "object";

/** Query keys of chain-wide data, general to specific. */
export const chainKeys = {
  all: (server: string) => ["chain", server] as const,
  configuration: (server: string) => [...chainKeys.all(server), "configuration"] as const,
  blockchain: (server: string) => [...chainKeys.all(server), "blockchain"] as const,
  supply: (server: string) => [...chainKeys.all(server), "supply"] as const,
  initialSupply: (server: string) => [...chainKeys.all(server), "initialSupply"] as const,
  delegates: (server: string) => [...chainKeys.all(server), "delegates", "all"] as const,
  delegatesFirstPage: (server: string) => [...chainKeys.all(server), "delegates", "first"] as const,
};

/**
 * GET node/configuration, cached in localStorage per server so a repeat visit renders at once and
 * revalidates in the background (issue 12).
 */
export function nodeConfigurationQuery(server: string) {
  const cached = readCache(`node-config:${server}`, isNodeConfiguration);
  // a repeat visit knows the node's version before any request: no probe of 2.6-only routes
  if (cached) noteCoreVersion(server, cached.data.coreVersion);
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

/** The chain head the height poll reads: height, block id, transactions in that block. */
export interface ChainHead {
  height: number;
  blockId: string;
  /** number of transactions in the head block: lists refetch only when a new block carries some */
  transactions: number;
}

/**
 * The height poll (§7 Timers: every 8 s while the tab is visible; React Query pauses
 * `refetchInterval` while the document is hidden): GET blocks?limit=1&orderBy=height:desc — one
 * request giving the height and whether the new block carries transactions, so lists that follow
 * the chain refetch only when it does (issue 12). The supply comes from {@link supplyQuery}.
 */
export function blockchainQuery(server: string) {
  return queryOptions({
    queryKey: chainKeys.blockchain(server),
    queryFn: async ({ signal }): Promise<ChainHead> => {
      const { data } = await getBlocks({ page: 1, limit: 1, orderBy: "height:desc" }, signal);
      const head = data[0];
      if (!head) throw new Error("Error GET /blocks : no block");
      return { height: head.height, blockId: head.id, transactions: head.transactions };
    },
    refetchInterval: HEIGHT_POLL_MS,
    staleTime: HEIGHT_POLL_MS / 2,
  });
}

/**
 * GET blockchain → the supply (arktoshi); refreshed when the height moves and the value is older
 * than {@link SUPPLY_STALE_MS} (see useNetwork), so at most once a minute and never while hidden.
 */
export function supplyQuery(server: string) {
  return queryOptions({
    queryKey: chainKeys.supply(server),
    queryFn: async ({ signal }) => (await getBlockchain(signal)).supply,
    staleTime: SUPPLY_STALE_MS,
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
 * GET delegates?page=1&limit=100: the first 100 delegates by rank (the node's default order), every
 * forger of the round among them. This is what a first visit loads for the names on screen; the
 * complete list ({@link allDelegatesQuery}) only loads when a page needs it or in idle time. Kept in
 * localStorage and refetched only when older than 2 minutes, like the complete list.
 */
export function firstDelegatesQuery(server: string) {
  const cached = readCache(`delegates-first:${server}`, isDelegatePage);
  return queryOptions({
    queryKey: chainKeys.delegatesFirstPage(server),
    queryFn: async ({ signal }) => {
      const page = await getDelegates({ page: 1, limit: DELEGATE_CHUNK }, signal);
      writeCache(`delegates-first:${server}`, page);
      return page;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: DELEGATES_STALE_MS,
    refetchInterval: DELEGATES_STALE_MS,
  });
}

/** Page 1 of the delegates is reused by the complete list when it is at most this old (ms). */
export const FIRST_PAGE_REUSE_MS = 30 * 1000;

/**
 * Every delegate (GET delegates in chunks of 100, pages after the first in parallel): the delegate
 * lists, the monitor's standby and resigned tabs, search suggestions. Page 1 comes from
 * {@link firstDelegatesQuery} when that answer is recent or in flight (one request fewer). Kept in
 * localStorage; refetched only when older than 2 minutes, and only while a page needs the list.
 */
export function allDelegatesQuery(server: string) {
  const cached = readCache(`delegates:${server}`, isDelegateList);
  return queryOptions({
    queryKey: chainKeys.delegates(server),
    queryFn: async ({ signal, client }) => {
      const first = await client.fetchQuery({ ...firstDelegatesQuery(server), staleTime: FIRST_PAGE_REUSE_MS });
      const data = await getAllDelegates(signal, first);
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
