import { useMemo } from "react";
import { useChainConstants, useTransactionTypes } from "@/shared/network/useNetwork";
import type { NodeInputs } from "@/shared/routing/route-data";
import { isMagistrateParam, TYPE_PARAM } from "../model/type-filter";

/**
 * What a page's queries need of the node ({@link NodeInputs}), from the network state: the epoch,
 * whether HTLC runs, and the magistrate types once the probe answered. The probe is asked for at
 * once only when the URL's type filter (`searchParams`) names a magistrate type; otherwise it runs
 * in idle time, and a list's first visit does not wait for it.
 */
export function useNodeInputs(searchParams: URLSearchParams): NodeInputs {
  const eager = isMagistrateParam(searchParams.get(TYPE_PARAM));
  const { magistrateEnabled, magistrateKnown } = useTransactionTypes({ eager });
  const { epochUnix, htlcEnabled } = useChainConstants();
  return useMemo(
    () => ({
      epochUnix,
      htlcEnabled,
      magistrateEnabled: magistrateKnown ? magistrateEnabled : undefined,
    }),
    [epochUnix, htlcEnabled, magistrateEnabled, magistrateKnown],
  );
}
