import { createContext } from "react";
import type { DelegateIndex } from "./delegate-names";
import type { KnownWallets } from "./known-wallets";

/**
 * The names a wallet link shows (§2 "wallet link cell"): the delegate index and the known
 * wallets, provided once for the whole app by `WalletNamesProvider` (wallet-names.tsx).
 * `want()` asks for the delegate list (it loads only once something shows names).
 */
export interface WalletNames {
  delegates: DelegateIndex;
  known: KnownWallets;
  want: () => void;
}

/** null outside the provider (component tests): no names, no requests. */
export const WalletNamesContext = createContext<WalletNames | null>(null);
