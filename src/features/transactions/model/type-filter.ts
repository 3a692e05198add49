import { ALL_TYPES, type TransactionTypeDef } from "@/shared/api/transaction-types";

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
export function decodeTypeFilter(raw: string | null | undefined, enabled: readonly TransactionTypeDef[]): TypeFilterValue | null {
  if (raw === "all") return ALL_FILTER;
  const m = /^(\d{1,2}):(\d{1,3})$/.exec(raw ?? "");
  if (!m) return null;
  const typeGroup = Number(m[1]);
  const type = Number(m[2]);
  return enabled.some((t) => t.typeGroup === typeGroup && t.type === type) ? { type, typeGroup } : null;
}

/**
 * A filter on a magistrate type (typeGroup 2; a stored value or the URL form "2:n"): whether it is
 * enabled is only known once the node's magistrate probe answered, so a list waits for that rather
 * than listing every type first.
 */
export function isMagistrateFilter(v: TypeFilterValue | string): boolean {
  return typeof v === "string" ? v.startsWith("2:") : v.typeGroup === 2 && v.type >= 0;
}

/** A stored filter that is no longer enabled (e.g. magistrate off) falls back to ALL. */
export function effectiveTypeFilter(v: TypeFilterValue, enabled: readonly TransactionTypeDef[]): TypeFilterValue {
  if (v.type < 0) return ALL_FILTER;
  return enabled.some((t) => t.typeGroup === v.typeGroup && t.type === v.type) ? v : ALL_FILTER;
}
