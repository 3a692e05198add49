import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import {
  createContext,
  createElement,
  useCallback,
  useContext,
  useDeferredValue,
  useEffect,
  useMemo,
  useState,
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
  DEFAULT_EPOCH,
  nodeConfigurationQuery,
  supplyQuery,
  type ChainHead,
} from "./queries";
import { readServerCache, writeServerCache } from "./storage-cache";

/**
 * The magistrate probe (GET transactions/types, see probeMagistrate), cached per server in
 * localStorage and revalidated in the background. It is not part of a first visit's critical path:
 * it runs when a page needs the transaction types ({@link useTransactionTypes}) or in idle time.
 */
export function magistrateQuery() {
  const cached = readServerCache("magistrate", v.boolean());
  return queryOptions({
    queryKey: chainKeys.magistrate(),
    queryFn: async ({ signal }) => {
      const enabled = await probeMagistrate(signal);
      writeServerCache("magistrate", enabled);
      return enabled;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: 30 * 60 * 1000,
  });
}

/** The part of {@link NetworkState} that follows the node's configuration, not the height poll. */
export type ChainConstants = Omit<
  NetworkState,
  "height" | "head" | "supply" | "nodeError" | "retry"
>;

/**
 * The derived network state: config + node configuration + height/supply.
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
  /** false until the magistrate probe answered (see magistrateKnown) */
  magistrateEnabled: boolean;
  /** the magistrate probe answered (or a kept answer exists): magistrateEnabled is settled */
  magistrateKnown: boolean;
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

const NetworkStateContext = createContext<NetworkState | null>(null);
const ChainConstantsContext = createContext<ChainConstants | null>(null);
/** Asks for the magistrate probe now (a page shows transaction types). */
const WantMagistrateContext = createContext<() => void>(() => {});

/**
 * The magistrate probe runs this long after the app's requests last went quiet, once the height is
 * in, when no page asked for it (ms): after the page's own first requests, not among them.
 */
const MAGISTRATE_IDLE_DELAY_MS = 3_000;
/** …and at the latest this long after the height is in, on a page that never goes quiet (ms). */
const MAGISTRATE_LATEST_MS = 15_000;

/**
 * Computes the network state ONCE for the whole app (one set of query observers instead of several
 * per table cell) and provides it ({@link useNetwork}) with its slow-changing part
 * ({@link useChainConstants}). Both values are deferred: a new height, supply or node answer
 * re-renders the consumers in an interruptible background render, never in one long task
 * (which a phone's main thread would feel); table cells read the constants only, so the 8 s height
 * poll leaves them alone. Mount inside NetworkConfigProvider and QueryClientProvider.
 */
export function NetworkStateProvider({ children }: { children: ReactNode }) {
  const [magistrateWanted, setMagistrateWanted] = useState(false);
  const wantMagistrate = useCallback(() => setMagistrateWanted(true), []);
  const computed = useNetworkState(magistrateWanted);
  const state = useDeferredValue(computed.state);
  const constants = useDeferredValue(computed.constants);
  // the menu's magistrate entries: the probe runs in idle time once the page's first requests are
  // done, unless a page asked for it before
  const settled = computed.state.height !== undefined;
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!settled || magistrateWanted) return;
    let cancel: (() => void) | undefined;
    let live = true;
    void import("./idle").then(({ runWhenQuiet }) => {
      if (!live) return;
      const activity = {
        isFetching: () => queryClient.isFetching(),
        subscribe: (listener: () => void) => queryClient.getQueryCache().subscribe(listener),
      };
      cancel = runWhenQuiet(
        activity,
        wantMagistrate,
        MAGISTRATE_IDLE_DELAY_MS,
        MAGISTRATE_LATEST_MS,
      );
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [settled, magistrateWanted, wantMagistrate, queryClient]);
  return createElement(
    WantMagistrateContext.Provider,
    { value: wantMagistrate },
    createElement(
      NetworkStateContext.Provider,
      { value: state },
      createElement(ChainConstantsContext.Provider, { value: constants }, children),
    ),
  );
}

/**
 * The transaction types this node runs, for type filters and search forms: the core types (HTLC
 * ones when enabled) and, once the magistrate probe answered, the magistrate ones. With `eager`
 * (the default) it asks for the probe at once (GET transactions/types; one request per server,
 * then kept in localStorage); without, the probe runs in idle time after the page settled, or when
 * the caller calls `wantTypes` (a filter that gets the visitor's focus), so a list's first visit
 * does not wait for or pay a request it may never need. `magistrateKnown` false: a filter on a
 * magistrate type cannot be told valid yet, wait for it.
 */
export function useTransactionTypes({ eager = true }: { eager?: boolean } = {}): {
  enabledTransactionTypes: TransactionTypeDef[];
  magistrateEnabled: boolean;
  magistrateKnown: boolean;
  wantTypes: () => void;
} {
  const want = useContext(WantMagistrateContext);
  useEffect(() => {
    if (eager) want();
  }, [want, eager]);
  const { enabledTransactionTypes, magistrateEnabled, magistrateKnown } = useChainConstants();
  return { enabledTransactionTypes, magistrateEnabled, magistrateKnown, wantTypes: want };
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

function useNetworkState(magistrateWanted: boolean): {
  constants: ChainConstants;
  state: NetworkState;
} {
  const config = useNetworkConfig();
  const server = config.server;
  const node = useQuery(nodeConfigurationQuery(server));
  const clockEpoch = node.data?.epoch;
  const clockBlocktime = node.data?.blocktime;
  const clock = useMemo(
    () =>
      clockEpoch && clockBlocktime
        ? { epochUnix: Math.floor(Date.parse(clockEpoch) / 1000), blocktime: clockBlocktime }
        : undefined,
    [clockEpoch, clockBlocktime],
  );
  const chain = useQuery(blockchainQuery(clock));
  const magistrate = useQuery({ ...magistrateQuery(), enabled: magistrateWanted });
  const supply = useQuery(supplyQuery());
  const n = node.data;
  const htlcEnabled = n?.htlcEnabled ?? true;
  const magistrateEnabled = magistrate.data ?? false;
  // a failed probe counts as an answer ("disabled on error"): nothing waits for ever
  const magistrateKnown = magistrate.data !== undefined || magistrate.isError;
  const nodeError =
    (chain.isError && !chain.isFetching ? chain.error : null) ??
    (node.isError && !n ? node.error : null);
  const { refetch: refetchChain } = chain;
  const { refetch: refetchNode } = node;
  // the node answers the height poll again while its configuration is still failed (its retries
  // may have ended after the recovery refetch): ask it again, a page needs its epoch and symbol
  const nodeFailed = node.isError && !n && !node.isFetching;
  const polledAt = chain.isSuccess ? chain.dataUpdatedAt : 0;
  useEffect(() => {
    if (nodeFailed && polledAt > 0) void refetchNode();
  }, [nodeFailed, polledAt, refetchNode]);
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
      magistrateKnown,
      enabledTransactionTypes: enabledTransactionTypes({
        magistrate: magistrateEnabled,
        htlc: htlcEnabled,
      }),
      isListed: config.alias === "Main" && config.priceApi !== null,
      node: n,
    };
  }, [config, server, n, magistrateEnabled, magistrateKnown, htlcEnabled]);
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
