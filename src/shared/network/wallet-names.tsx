import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from "react";
import { composeDelegateIndex, firstPageIsAll, type DelegateIndex } from "./delegate-names";
import { knownWalletsQuery, noKnownWallets, type KnownWallets } from "./known-wallets";
import { useNetworkConfig } from "./NetworkContext";
import { allDelegatesQuery, chainKeys, firstDelegatesQuery } from "./queries";
import { WalletNamesContext } from "./wallet-names-context";

const NO_KNOWN: KnownWallets = noKnownWallets();

/**
 * A complete delegate list older than this (ms) is fetched again in idle time. Only the names of
 * delegates outside the first 100 come from it (the first page is fetched on every visit), and
 * usernames never change: a new registration is what this age lets in.
 */
const NAMES_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * Provides the delegate index and the known wallets to every wallet link, name lookup and search
 * suggestion: ONE query observer each for the whole app instead of two per table cell.
 *
 * Delegates: once something shows names, the first 100 by rank (GET delegates?page=1&limit=100,
 * one request, every forger of the round among them); every delegate (GET delegates, all pages)
 * only while a component asks for the complete list (`useDelegateIndex({ complete: true })`), or
 * once in idle time well after the page settled when no complete list younger than an hour is
 * kept from an earlier visit. Both answers are kept in localStorage for repeat visits.
 *
 * The value is deferred: when a list arrives, the cells that show names re-render in an
 * interruptible background render, never in one long task.
 */
export function WalletNamesProvider({ children }: { children: ReactNode }) {
  const { knownWallets } = useNetworkConfig();
  const client = useQueryClient();
  const [namesWanted, setNamesWanted] = useState(false);
  const [completeWanted, setCompleteWanted] = useState(0);
  const want = useCallback((complete: boolean) => {
    setNamesWanted(true);
    if (!complete) return undefined;
    setCompleteWanted((n) => n + 1);
    return () => setCompleteWanted((n) => n - 1);
  }, []);

  const firstQuery = useQuery({ ...firstDelegatesQuery(), enabled: namesWanted });
  const firstPage = firstQuery.data;
  // fewer than 100 delegates: page 1 is the whole list (the default testnet)
  const firstIsAll = firstPage !== undefined && firstPageIsAll(firstPage);
  const allQuery = useQuery({
    ...allDelegatesQuery(),
    enabled: completeWanted > 0 && firstPage !== undefined && !firstIsAll,
  });
  const all = allQuery.data;
  // loading until the first answer, also before the first component asked (its effect runs after
  // the first render): a page must not take "no names yet" for "no delegates"
  const isLoading = !firstPage && !all && firstQuery.isPending;
  const firstNewer =
    firstPage !== undefined && (!all || firstQuery.dataUpdatedAt > allQuery.dataUpdatedAt);
  // the maps are built once per change of the answers (every wallet link cell reads them)
  const index = useMemo(
    () => composeDelegateIndex(firstPage, all, firstNewer, isLoading),
    [firstPage, all, firstNewer, isLoading],
  );

  // the failure of what is asked for, while there is nothing to show instead
  const error =
    (!firstPage && !all ? firstQuery.error : null) ??
    (completeWanted > 0 && !index.complete ? allQuery.error : null);
  const { refetch: refetchFirst } = firstQuery;
  const { refetch: refetchAll } = allQuery;
  const retry = useCallback(
    () => void (firstPage ? refetchAll() : refetchFirst()),
    [firstPage, refetchAll, refetchFirst],
  );
  const delegates = useMemo<DelegateIndex>(
    () => (error ? { ...index, error, retry } : index),
    [index, error, retry],
  );

  // every delegate, once, in idle time well after the page's names are in
  const namesReady = firstPage !== undefined;
  useEffect(() => {
    if (!namesReady || firstIsAll) return;
    let cancel: (() => void) | undefined;
    let live = true;
    // the scheduling code is not needed before (nor on a node with fewer than 100 delegates)
    void import("./idle").then(({ runWhenIdle }) => {
      if (!live) return;
      cancel = runWhenIdle(() => {
        const kept = client.getQueryState(chainKeys.delegates());
        if (kept?.data !== undefined && Date.now() - kept.dataUpdatedAt < NAMES_MAX_AGE_MS) return;
        void client.prefetchQuery(allDelegatesQuery());
      });
    });
    return () => {
      live = false;
      cancel?.();
    };
  }, [namesReady, firstIsAll, client]);

  const known = useQuery(knownWalletsQuery(knownWallets)).data ?? NO_KNOWN;
  // asked for at start-up (the layout's loader): tables hold their rows until it is in
  const namesInFlight = !firstPage && !all && firstQuery.fetchStatus === "fetching";
  const value = useMemo(
    () => ({ delegates, known, want, namesInFlight }),
    [delegates, known, want, namesInFlight],
  );
  return (
    <WalletNamesContext.Provider value={useDeferredValue(value)}>
      {children}
    </WalletNamesContext.Provider>
  );
}
