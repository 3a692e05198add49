import { useContext, useEffect } from "react";
import type { Delegate } from "../api/schemas";
import { WalletNamesContext } from "./wallet-names-context";

/** Lookup maps over the shared all-delegates list (one query for every page, §7). */
export interface DelegateIndex {
  list: Delegate[];
  byAddress: Map<string, Delegate>;
  byPublicKey: Map<string, Delegate>;
  byUsername: Map<string, Delegate>;
  isLoading: boolean;
}

type Maps = Pick<DelegateIndex, "byAddress" | "byPublicKey" | "byUsername">;
const NO_DELEGATES: Delegate[] = [];

function mapsOf(list: Delegate[]): Maps {
  return {
    byAddress: new Map(list.map((d) => [d.address, d])),
    byPublicKey: new Map(list.map((d) => [d.publicKey, d])),
    byUsername: new Map(list.map((d) => [d.username.toLowerCase(), d])),
  };
}

/** The index of each delegate list, built once per list (every wallet link cell reads it). */
const indexCache = new WeakMap<Delegate[], DelegateIndex>();
const EMPTY_INDEX: DelegateIndex = { list: NO_DELEGATES, ...mapsOf(NO_DELEGATES), isLoading: false };

/** The index of a delegate list (maps built once per list); an empty one while it loads. */
export function indexDelegates(list: Delegate[] | undefined, isLoading: boolean): DelegateIndex {
  if (!list) return isLoading ? { ...EMPTY_INDEX, isLoading } : EMPTY_INDEX;
  let index = indexCache.get(list);
  if (!index) {
    index = { list, ...mapsOf(list), isLoading: false };
    indexCache.set(list, index);
  }
  return index;
}

/**
 * The shared delegate list (one query for the whole app, §7, see WalletNamesProvider) indexed by
 * address, public key and username; empty until it loaded. `enabled` asks for the list to load.
 */
export function useDelegateIndex(enabled = true): DelegateIndex {
  const names = useContext(WalletNamesContext);
  const want = names?.want;
  useEffect(() => {
    if (enabled) want?.();
  }, [enabled, want]);
  return names?.delegates ?? EMPTY_INDEX;
}
