/**
 * What a magistrate entity transaction (typeGroup 2, type 6 on ARK Core 3.x) does, from its asset
 * `{ type, subType, action, data }`: the numbers of ARK Core 3's enums as keys the views put into
 * words. Numbers outside the enums (the chain accepts any type 0–255) stay numbers, so a view can
 * show them with a neutral label. Nothing here throws on hostile input.
 */
import type { Transaction } from "@/shared/api/schemas";
import { ENTITY_TYPES } from "@/shared/api/wallet-attributes";
import { isObj } from "./asset-lists";

export type EntityTypeKey = keyof typeof ENTITY_TYPES;
/**
 * EntityType of @arkecosystem/core-magistrate-crypto 3.x by number: Business 0, Product 1,
 * Plugin 2, Module 3, Delegate 4.
 */
const ENTITY_TYPE_KEYS: EntityTypeKey[] = (Object.keys(ENTITY_TYPES) as EntityTypeKey[]).sort(
  (a, b) => ENTITY_TYPES[a] - ENTITY_TYPES[b],
);
/** EntityAction of @arkecosystem/core-magistrate-crypto 3.x: Register 0, Update 1, Resign 2. */
const ENTITY_ACTIONS = ["register", "update", "resign"] as const;
/**
 * Plugin sub-types as the ARK wallets register them (PluginCore 1, PluginDesktop 2); sub-type 0
 * means none, and other types have no named sub-types.
 */
const PLUGIN_SUB_TYPES: Record<number, "core" | "desktop"> = { 1: "core", 2: "desktop" };

export type EntityActionKey = (typeof ENTITY_ACTIONS)[number];
export type EntitySubTypeKey = "none" | "core" | "desktop";

/** A field of an entity: its key when the enum names the number, else the number (or undefined when absent or not an integer). */
export type Named<K extends string> =
  { key: K; value: number } | { key: undefined; value: number | undefined };

/** An entity transaction in words: kind, sub-type, action, and the registered name when present. */
export interface EntityDescription {
  type: Named<EntityTypeKey>;
  subType: Named<EntitySubTypeKey>;
  action: Named<EntityActionKey>;
  /** asset.data.name (on-chain text) */
  name?: string;
}

/** An integer from a number or a digit string; else undefined. */
function integer(v: unknown): number | undefined {
  const n =
    typeof v === "number" ? v : typeof v === "string" && /^\d{1,6}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : undefined;
}

function named<K extends string>(value: number | undefined, keys: readonly K[]): Named<K> {
  const key = value === undefined ? undefined : keys[value];
  return key === undefined ? { key: undefined, value } : { key, value: value! };
}

/**
 * The entity transaction's asset in words; undefined for any other transaction (and for an entity
 * whose asset is not an object).
 */
export function describeEntity(
  tx: Pick<Transaction, "type" | "typeGroup" | "asset">,
): EntityDescription | undefined {
  if (tx.typeGroup !== 2 || tx.type !== 6 || !isObj(tx.asset)) return undefined;
  const a = tx.asset;
  const type = named(integer(a.type), ENTITY_TYPE_KEYS);
  const sub = integer(a.subType);
  const subType: Named<EntitySubTypeKey> =
    sub === 0
      ? { key: "none", value: 0 }
      : type.key === "plugin" && sub !== undefined && PLUGIN_SUB_TYPES[sub]
        ? { key: PLUGIN_SUB_TYPES[sub], value: sub }
        : { key: undefined, value: sub };
  const data = isObj(a.data) ? a.data : undefined;
  return {
    type,
    subType,
    action: named(integer(a.action), ENTITY_ACTIONS),
    name: typeof data?.name === "string" ? data.name : undefined,
  };
}
