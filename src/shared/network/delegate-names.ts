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

/** The shared delegate list indexed by address, public key and username. */
export function useDelegateIndex(enabled = true): DelegateIndex {
  const { server } = useNetworkConfig();
  const query = useQuery({ ...allDelegatesQuery(server), enabled });
  const list = query.data;
  return useMemo(() => {
    const l = list ?? [];
    return {
      list: l,
      byAddress: new Map(l.map((d) => [d.address, d])),
      byPublicKey: new Map(l.map((d) => [d.publicKey, d])),
      byUsername: new Map(l.map((d) => [d.username.toLowerCase(), d])),
      isLoading: !list && query.isLoading,
    };
  }, [list, query.isLoading]);
}
