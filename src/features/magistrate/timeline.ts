import { chainOrder, type Bridgechain, type Business } from "@/shared/api/endpoints/magistrate";
import type { Transaction } from "@/shared/api/schemas";

/** A field a registration or update set, by name (labels are the page's), its value as text. */
export interface MagistrateChange {
  field:
    | "name"
    | "website"
    | "vat"
    | "repository"
    | "seedNodes"
    | "genesisHash"
    | "bridgechainRepository"
    | "bridgechainAssetRepository"
    | "ports"
    | "ipfsData";
  /** untrusted chain text; URLs unchecked (the page links http(s) only) */
  value: string;
}

/** One step of a business's or bridgechain's life: its transaction, time (unix s, when sent) and what it set. */
export interface MagistrateStep {
  kind: "registered" | "updated" | "resigned";
  transactionId: string;
  unix?: number;
  changes: MagistrateChange[];
}

const isObj = (x: unknown): x is Record<string, unknown> =>
  typeof x === "object" && x !== null && !Array.isArray(x);
const text = (x: unknown): string | undefined =>
  typeof x === "string" && x !== "" ? x : undefined;

/** The changes an asset carries, in the order of `fields` (text fields, a list joined by ", ", ports as "name: port"). */
function changesOf(
  asset: unknown,
  fields: readonly MagistrateChange["field"][],
): MagistrateChange[] {
  if (!isObj(asset)) return [];
  const out: MagistrateChange[] = [];
  for (const field of fields) {
    const raw = asset[field];
    let value: string | undefined;
    if (Array.isArray(raw))
      value = raw.filter((x): x is string => typeof x === "string").join(", ") || undefined;
    else if (isObj(raw)) {
      const pairs = Object.entries(raw).filter(
        ([, v]) => typeof v === "number" || typeof v === "string",
      );
      value = pairs.map(([k, v]) => `${k}: ${String(v)}`).join(", ") || undefined;
    } else value = text(raw);
    if (value !== undefined) out.push({ field, value });
  }
  return out;
}

const step = (
  kind: MagistrateStep["kind"],
  tx: Transaction,
  changes: MagistrateChange[] = [],
): MagistrateStep => ({
  kind,
  transactionId: tx.id,
  unix: tx.timestamp?.unix,
  changes,
});

const BUSINESS_FIELDS = ["name", "website", "vat", "repository"] as const;
const BRIDGECHAIN_FIELDS = [
  "name",
  "genesisHash",
  "seedNodes",
  "bridgechainRepository",
  "bridgechainAssetRepository",
  "ports",
] as const;

/** The registration id a business row of an entity carries (`entity:<registration id>`), else undefined. */
export function entityRegistrationId(business: Pick<Business, "id" | "kind">): string | undefined {
  return business.kind === "entity" && business.id.startsWith("entity:")
    ? business.id.slice("entity:".length)
    : undefined;
}

/**
 * A business's timeline from the magistrate transactions its creator sent (`history`, any order):
 * registration → updates → resignation in chain order (timestamp, then nonce), each with the fields
 * it set. Legacy businesses (one per wallet): typeGroup 2, type 0 registration, 2 update, 1
 * resignation. 3.x entities (`entity:<id>`): type 6 with action 0 (its own id), 1 update and 2
 * resignation naming it in `asset.registrationId`. Steps after a resignation are kept (the chain
 * refuses them, a node answering them anyway is shown as is).
 */
export function businessTimeline(
  business: Pick<Business, "id" | "kind">,
  history: readonly Transaction[],
): MagistrateStep[] {
  const txs = history.filter((t) => t.typeGroup === 2).sort(chainOrder);
  const entityId = entityRegistrationId(business);
  const steps: MagistrateStep[] = [];
  for (const tx of txs) {
    const asset = isObj(tx.asset) ? tx.asset : {};
    if (entityId !== undefined) {
      if (tx.type !== 6) continue;
      const action = asset.action;
      if (action === 0 && tx.id === entityId)
        steps.push(step("registered", tx, changesOf(asset.data, ["name", "ipfsData"])));
      else if (action === 1 && asset.registrationId === entityId)
        steps.push(step("updated", tx, changesOf(asset.data, ["name", "ipfsData"])));
      else if (action === 2 && asset.registrationId === entityId) steps.push(step("resigned", tx));
      continue;
    }
    if (tx.type === 0)
      steps.push(step("registered", tx, changesOf(asset.businessRegistration, BUSINESS_FIELDS)));
    else if (tx.type === 2)
      steps.push(step("updated", tx, changesOf(asset.businessUpdate, BUSINESS_FIELDS)));
    else if (tx.type === 1) steps.push(step("resigned", tx));
  }
  return steps;
}

/**
 * A bridgechain's timeline from the magistrate transactions its creator sent: its registration
 * (type 3, `genesisHash` = the chain's id), then the updates (type 5) and the resignation (type 4)
 * naming it (`bridgechainId`), in chain order, each with the fields it set.
 */
export function bridgechainTimeline(
  chain: Pick<Bridgechain, "id" | "genesisHash">,
  history: readonly Transaction[],
): MagistrateStep[] {
  const ids = new Set([chain.id, chain.genesisHash].filter(Boolean));
  const steps: MagistrateStep[] = [];
  for (const tx of history.filter((t) => t.typeGroup === 2).sort(chainOrder)) {
    const asset = isObj(tx.asset) ? tx.asset : {};
    if (tx.type === 3) {
      const reg = isObj(asset.bridgechainRegistration) ? asset.bridgechainRegistration : {};
      if (ids.has(text(reg.genesisHash) ?? tx.id))
        steps.push(step("registered", tx, changesOf(reg, BRIDGECHAIN_FIELDS)));
    } else if (tx.type === 5) {
      const update = isObj(asset.bridgechainUpdate) ? asset.bridgechainUpdate : {};
      if (ids.has(text(update.bridgechainId) ?? ""))
        steps.push(step("updated", tx, changesOf(update, BRIDGECHAIN_FIELDS)));
    } else if (tx.type === 4) {
      const resignation = isObj(asset.bridgechainResignation) ? asset.bridgechainResignation : {};
      if (ids.has(text(resignation.bridgechainId) ?? "")) steps.push(step("resigned", tx));
    }
  }
  return steps;
}
