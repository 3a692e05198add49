import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Delegate } from "../api/schemas";
import { useNetworkConfig } from "./NetworkContext";
import { allDelegatesQuery } from "./queries";

/** Lookup maps over the shared all-delegates list (one query for every page, §7). */
export interface DelegateIndex {
  list: Delegate[];
  byAddress: Map<string, Delegate>;
  byPublicKey: Map<string, Delegate>;
  byUsername: Map<string, Delegate>;
  isLoading: boolean;
}

type Maps = Pick<DelegateIndex, "byAddress" | "byPublicKey" | "byUsername">;
/** The maps of one delegate list, built once per list (every wallet link cell reads them). */
const mapsCache = new WeakMap<Delegate[], Maps>();
const NO_DELEGATES: Delegate[] = [];

function mapsOf(list: Delegate[]): Maps {
  let maps = mapsCache.get(list);
  if (!maps) {
    maps = {
      byAddress: new Map(list.map((d) => [d.address, d])),
      byPublicKey: new Map(list.map((d) => [d.publicKey, d])),
      byUsername: new Map(list.map((d) => [d.username.toLowerCase(), d])),
    };
    mapsCache.set(list, maps);
  }
  return maps;
}

/** The shared delegate list indexed by address, public key and username. */
export function useDelegateIndex(enabled = true): DelegateIndex {
  const { server } = useNetworkConfig();
  const query = useQuery({ ...allDelegatesQuery(server), enabled });
  const list = query.data;
  const isLoading = !list && query.isLoading;
  return useMemo(() => ({ list: list ?? NO_DELEGATES, ...mapsOf(list ?? NO_DELEGATES), isLoading }), [list, isLoading]);
}
