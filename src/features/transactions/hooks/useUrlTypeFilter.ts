import { useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { useTransactionTypes } from "@/shared/network/useNetwork";
import { isMagistrateParam, TYPE_PARAM, typeFilterFromParam, type TypeFilterValue } from "../model/type-filter";

/**
 * The type filter of the list in the URL (`?type=vote`; see {@link typeFilterFromParam}: anything
 * odd is ALL). Never a stored preference: a filter chosen on one list does not follow the visitor to
 * another. `waiting`: the URL names a magistrate type and the node's magistrate probe has not
 * answered yet (the list waits rather than listing every type first). `params`: the URL's query.
 */
export function useUrlTypeFilter(): { filter: TypeFilterValue; waiting: boolean; params: URLSearchParams } {
  const [params] = useSearchParams();
  const raw = params.get(TYPE_PARAM);
  // the magistrate probe is asked for at once only when the URL names a magistrate type
  const { enabledTransactionTypes, magistrateKnown } = useTransactionTypes({ eager: isMagistrateParam(raw) });
  const filter = useMemo(() => typeFilterFromParam(raw, enabledTransactionTypes), [raw, enabledTransactionTypes]);
  return { filter, waiting: !magistrateKnown && isMagistrateParam(raw), params };
}
