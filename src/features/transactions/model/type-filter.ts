import {
  ALL_TYPES,
  enabledTransactionTypes,
  TRANSACTION_TYPES,
  type TransactionTypeDef,
} from "@/shared/api/transaction-types";
import type { NodeInputs } from "@/shared/routing/route-data";

/** A type filter value: `type` -1 means ALL. */
export interface TypeFilterValue {
  type: number;
  typeGroup: number;
}

/** The ALL filter (-1), first in the type filter list. */
export const ALL_FILTER: TypeFilterValue = { type: ALL_TYPES, typeGroup: 1 };

/**
 * API params of a type filter: ALL (-1) omits both `type` and `typeGroup`; otherwise both
 * are sent, so group 2 types never match group 1 ones.
 */
export function typeFilterParams(v: TypeFilterValue): { type?: number; typeGroup?: number } {
  if (v.type < 0) return {};
  return { type: v.type, typeGroup: v.typeGroup };
}

/** `"1:3"` for Vote, `"all"` for ALL — the URL / select form of a filter. */
export function encodeTypeFilter(v: TypeFilterValue): string {
  return v.type < 0 ? "all" : `${v.typeGroup}:${v.type}`;
}

/**
 * Parses the URL / select form back; anything not an enabled type (or garbage) gives null, so a
 * hand-edited URL can never send an arbitrary filter to the API.
 */
export function decodeTypeFilter(
  raw: string | null | undefined,
  enabled: readonly TransactionTypeDef[],
): TypeFilterValue | null {
  if (raw === "all") return ALL_FILTER;
  const m = /^(\d{1,2}):(\d{1,3})$/.exec(raw ?? "");
  if (!m) return null;
  const typeGroup = Number(m[1]);
  const type = Number(m[2]);
  return enabled.some((t) => t.typeGroup === typeGroup && t.type === type)
    ? { type, typeGroup }
    : null;
}

/** A filter that is not enabled (e.g. magistrate off) falls back to ALL. */
export function effectiveTypeFilter(
  v: TypeFilterValue,
  enabled: readonly TransactionTypeDef[],
): TypeFilterValue {
  if (v.type < 0) return ALL_FILTER;
  return enabled.some((t) => t.typeGroup === v.typeGroup && t.type === v.type) ? v : ALL_FILTER;
}

/**
 * The name of the type filter in a list's URL (`/transactions/1?type=vote`). Stable: shared links
 * and bookmarks depend on it.
 */
export const TYPE_PARAM = "type";

/** `"vote"`, `"delegate-registration"`: a type's URL form, readable and stable (from its key). */
function typeSlug(d: Pick<TransactionTypeDef, "key">): string {
  return d.key.toLowerCase().replaceAll("_", "-");
}

/**
 * The URL value of a filter (`"vote"`); undefined for ALL and for a type the explorer does not
 * know: the unfiltered list has no parameter.
 */
export function typeFilterToParam(v: TypeFilterValue): string | undefined {
  if (v.type < 0) return undefined;
  const def = TRANSACTION_TYPES.find((d) => d.typeGroup === v.typeGroup && d.type === v.type);
  return def ? typeSlug(def) : undefined;
}

/**
 * The type a URL value names, whether or not the network enables it: its readable form (`vote`,
 * any case) or the older `group:type` form (`1:3`, still in shared links). Null for no value, `all`
 * and anything else.
 */
function namedType(raw: string | null | undefined): TransactionTypeDef | null {
  if (!raw || raw.length > 40) return null;
  const slug = raw.toLowerCase();
  const bySlug = TRANSACTION_TYPES.find((d) => typeSlug(d) === slug);
  if (bySlug) return bySlug;
  const legacy = decodeTypeFilter(raw, TRANSACTION_TYPES);
  return legacy && legacy.type >= 0
    ? (TRANSACTION_TYPES.find((d) => d.typeGroup === legacy.typeGroup && d.type === legacy.type) ??
        null)
    : null;
}

/**
 * The filter of a list's URL value: the type it names when the network enables it, else ALL (no
 * value, `all`, an unknown type, garbage, a type this network does not have). Never throws.
 */
export function typeFilterFromParam(
  raw: string | null | undefined,
  enabled: readonly TransactionTypeDef[],
): TypeFilterValue {
  const d = namedType(raw);
  if (!d || !enabled.some((e) => e.typeGroup === d.typeGroup && e.type === d.type))
    return ALL_FILTER;
  return { type: d.type, typeGroup: d.typeGroup };
}

/** A URL value naming a magistrate type: the list waits for the node's magistrate probe. */
export function isMagistrateParam(raw: string | null | undefined): boolean {
  return namedType(raw)?.typeGroup === 2;
}

/**
 * The filter a list shows for its URL value `raw`, with what is known of the node (see NodeInputs:
 * HTLC types count as enabled until the node's configuration says otherwise); null while the URL
 * names a magistrate type and the magistrate probe has not answered (the list waits rather than
 * listing every type first). The one rule of a list page and its route's data function alike.
 */
export function listTypeFilter(
  raw: string | null | undefined,
  node: Pick<NodeInputs, "htlcEnabled" | "magistrateEnabled">,
): TypeFilterValue | null {
  if (node.magistrateEnabled === undefined && isMagistrateParam(raw)) return null;
  return typeFilterFromParam(
    raw,
    enabledTransactionTypes({
      htlc: node.htlcEnabled,
      magistrate: node.magistrateEnabled ?? false,
    }),
  );
}

/**
 * A copy of `params` with the filter set (`type=vote`), or removed for ALL; every other parameter
 * (sort, rows per page) is kept.
 */
export function withTypeFilter(
  params: URLSearchParams | string,
  v: TypeFilterValue,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const value = typeFilterToParam(v);
  if (value) next.set(TYPE_PARAM, value);
  else next.delete(TYPE_PARAM);
  return next;
}
