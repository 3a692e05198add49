import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  type ReactNode,
} from "react";
import { probeMagistrate } from "../api/endpoints/magistrate-probe";
import { enabledTransactionTypes, type TransactionTypeDef } from "../api/transaction-types";
import type { NodeConfiguration } from "../api/endpoints/node";
import { useNetworkConfig } from "./NetworkContext";
import type { NetworkConfig } from "./presets";
import {
  blockchainQuery,
  chainKeys,
  nodeConfigurationQuery,
  supplyQuery,
  type ChainHead,
} from "./queries";
import { readCache, writeCache } from "./storage-cache";

/** Magistrate probe (§6), cached per server in localStorage, revalidated in the background. */
export function magistrateQuery(server: string) {
  const cached = readCache(`magistrate:${server}`, (v): v is boolean => typeof v === "boolean");
  return queryOptions({
    queryKey: [...chainKeys.all(server), "magistrate"] as const,
    queryFn: async ({ signal }) => {
      const enabled = await probeMagistrate(signal);
      writeCache(`magistrate:${server}`, enabled);
      return enabled;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: 30 * 60 * 1000,
  });
}

/** The part of {@link NetworkState} that follows the node's configuration, not the height poll. */
export type ChainConstants = Omit<NetworkState, "height" | "head" | "supply" | "nodeError" | "retry">;

/**
 * The derived network state (§3 Network state): config + node configuration + height/supply.
 * Values default to the preset until the node answers. Units: epoch as ISO date and unix seconds,
 * blocktime in seconds, supply in arktoshi.
 */
export interface NetworkState {
  config: NetworkConfig;
  server: string;
  title: string;
  alias: string;
  token: string;
  symbol: string;
  nethash?: string;
  addressPrefix: number;
  epoch: string;
  epochUnix: number;
  blocktime: number;
  activeDelegates: number;
  rewardOffset: number;
  htlcEnabled: boolean;
  magistrateEnabled: boolean;
  enabledTransactionTypes: TransactionTypeDef[];
  /** listed on the price service: the Main network with a price service configured */
  isListed: boolean;
  height?: number;
  /** the head block the height poll saw (id, transactions count) */
  head?: ChainHead;
  supply?: string;
  node?: NodeConfiguration;
  /** the node could not be reached or answered garbage (height poll failing) */
  nodeError: Error | null;
  retry: () => void;
}

const DEFAULT_EPOCH = "2017-03-21T13:00:00.000Z";

const NetworkStateContext = createContext<NetworkState | null>(null);
const ChainConstantsContext = createContext<ChainConstants | null>(null);

/**
 * Computes the network state ONCE for the whole app (one set of query observers instead of several
 * per table cell) and provides it ({@link useNetwork}) with its slow-changing part
 * ({@link useChainConstants}). Both values are deferred: a new height, supply or node answer
 * re-renders the consumers in an interruptible background render, never in one long task
 * (issue 12); table cells read the constants only, so the 8 s height poll leaves them alone.
 * Mount inside NetworkConfigProvider and QueryClientProvider.
 */
export function NetworkStateProvider({ children }: { children: ReactNode }) {
  const computed = useNetworkState();
  const state = useDeferredValue(computed.state);
  const constants = useDeferredValue(computed.constants);
  return createElement(
    NetworkStateContext.Provider,
    { value: state },
    createElement(ChainConstantsContext.Provider, { value: constants }, children),
  );
}

/**
 * The chain's constants (token, symbol, epoch, blocktime, active delegates, enabled types…): like
 * {@link useNetwork} without the height, supply and node status, so consumers (every amount and
 * confirmations cell) do not re-render on each height poll. Throws outside the provider.
 */
export function useChainConstants(): ChainConstants {
  const constants = useContext(ChainConstantsContext);
  if (!constants) throw new Error("useChainConstants needs a NetworkStateProvider");
  return constants;
}

/** The derived network state; needs {@link NetworkStateProvider} above. */
export function useNetwork(): NetworkState {
  const state = useContext(NetworkStateContext);
  if (!state) throw new Error("useNetwork needs a NetworkStateProvider");
  return state;
}

function useNetworkState(): { constants: ChainConstants; state: NetworkState } {
  const config = useNetworkConfig();
  const server = config.server;
  const node = useQuery(nodeConfigurationQuery(server));
  const chain = useQuery(blockchainQuery(server));
  const magistrate = useQuery(magistrateQuery(server));
  const supply = useQuery(supplyQuery(server));
  const n = node.data;
  const htlcEnabled = n?.htlcEnabled ?? true;
  const magistrateEnabled = magistrate.data ?? false;
  const nodeError =
    (chain.isError && !chain.isFetching ? chain.error : null) ??
    (node.isError && !n ? node.error : null);
  const { refetch: refetchChain } = chain;
  const { refetch: refetchNode } = node;
  const retry = useCallback(() => {
    void refetchChain();
    if (!n) void refetchNode();
  }, [refetchChain, refetchNode, n]);
  const constants = useMemo((): ChainConstants => {
    const epoch = n?.epoch ?? DEFAULT_EPOCH;
    return {
      config,
      server,
      title: config.title,
      alias: config.alias,
      token: n?.token ?? config.defaults.token,
      symbol: n?.symbol ?? config.defaults.symbol,
      nethash: n?.nethash,
      addressPrefix: n?.addressPrefix ?? 23,
      epoch,
      epochUnix: Math.floor(Date.parse(epoch) / 1000),
      blocktime: n?.blocktime ?? 8,
      activeDelegates: n?.activeDelegates ?? config.activeDelegates,
      rewardOffset: config.rewardOffset,
      htlcEnabled,
      magistrateEnabled,
      enabledTransactionTypes: enabledTransactionTypes({ magistrate: magistrateEnabled, htlc: htlcEnabled }),
      isListed: config.alias === "Main" && config.priceApi !== null,
      node: n,
    };
  }, [config, server, n, magistrateEnabled, htlcEnabled]);
  const state = useMemo(
    (): NetworkState => ({
      ...constants,
      height: chain.data?.height,
      head: chain.data,
      supply: supply.data,
      nodeError: nodeError instanceof Error ? nodeError : null,
      retry,
    }),
    [constants, chain.data, supply.data, nodeError, retry],
  );
  return { constants, state };
}

/**
 * Refreshes the supply when the height moves and the supply is older than a minute (it follows
 * the height poll, so it pauses with it while the tab is hidden). Mount once (the stats bar).
 */
export function useSupplyFollowsHeight(): void {
  const { server, height } = useNetwork();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (height === undefined) return;
    void queryClient.prefetchQuery(supplyQuery(server));
  }, [height, server, queryClient]);
}
