import { useQuery } from "@tanstack/react-query";
import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from "react";
import { indexDelegates } from "./delegate-names";
import { knownWalletsQuery, type KnownWallets } from "./known-wallets";
import { useNetworkConfig } from "./NetworkContext";
import { allDelegatesQuery } from "./queries";
import { WalletNamesContext } from "./wallet-names-context";

const NO_KNOWN: KnownWallets = {};

/**
 * Provides the delegate index (GET /delegates, all pages, §7) and the known wallets (§3) to every
 * wallet link, name lookup and search suggestion: ONE query observer each for the whole app
 * instead of two per table cell (issue 12). The value is deferred: when a list arrives, the cells
 * that show names re-render in an interruptible background render, never in one long task.
 */
export function WalletNamesProvider({ children }: { children: ReactNode }) {
  const { server, knownWallets } = useNetworkConfig();
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const delegatesQuery = useQuery({ ...allDelegatesQuery(server), enabled: wanted });
  const known = useQuery(knownWalletsQuery(knownWallets)).data ?? NO_KNOWN;
  const list = delegatesQuery.data;
  const isLoading = !list && delegatesQuery.status === "pending";
  const value = useMemo(() => ({ delegates: indexDelegates(list, isLoading), known, want }), [list, isLoading, known, want]);
  return <WalletNamesContext.Provider value={useDeferredValue(value)}>{children}</WalletNamesContext.Provider>;
}
