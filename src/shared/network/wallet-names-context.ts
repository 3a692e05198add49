import { createContext } from "react";
import type { DelegateIndex } from "./delegate-names";
import type { KnownWallets } from "./known-wallets";

/**
 * The names a wallet link shows: the delegate index and the known
 * wallets, provided once for the whole app by `WalletNamesProvider` (wallet-names.tsx).
 * `want(false)` asks for the names (the first page of delegates; it loads only once something
 * shows names), `want(true)` for every delegate until the returned release function is called.
 */
export interface WalletNames {
  delegates: DelegateIndex;
  known: KnownWallets;
  want: (complete: boolean) => (() => void) | undefined;
  /** the first page of delegates is being fetched and no list is known yet (rows wait for it) */
  namesInFlight?: boolean;
}

/** null outside the provider (component tests): no names, no requests. */
export const WalletNamesContext = createContext<WalletNames | null>(null);
