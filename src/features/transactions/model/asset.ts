/**
 * Defensive readers of a transaction's `asset` (the type-specific part): on-chain data of any shape
 * comes in, typed values (or undefined) come out; nothing here throws on hostile input.
 */
import { isObj, str, type Asset } from "./asset-lists";

export { readPayments, readVotes, type Payment } from "./asset-lists";

/** asset.multiSignature (3.x) or asset.multisignature (2.x): participants and minimum. */
export function readMultiSignature(
  asset: Asset,
): { publicKeys: string[]; min: number; lifetime?: number } | undefined {
  const m = asset?.multiSignature ?? asset?.multisignature;
  if (!isObj(m)) return undefined;
  const keys = Array.isArray(m.publicKeys)
    ? m.publicKeys
    : Array.isArray(m.keysgroup)
      ? m.keysgroup
      : [];
  const publicKeys = keys
    .filter((k): k is string => typeof k === "string")
    .map((k) => k.replace(/^\+/, ""));
  const min = typeof m.min === "number" ? m.min : Number(m.min);
  return {
    publicKeys,
    min: Number.isFinite(min) ? min : NaN,
    lifetime: typeof m.lifetime === "number" ? m.lifetime : undefined,
  };
}

/** asset.ipfs (3.x string, or `{ dag }` on 2.x). */
export function readIpfs(asset: Asset): string | undefined {
  const v = asset?.ipfs;
  return str(v) ?? (isObj(v) ? str(v.dag) : undefined);
}

/** asset.lock of a timelock: secret hash and expiration (type 1 = epoch seconds, 2 = height). */
export function readLock(
  asset: Asset,
): { secretHash?: string; expirationType?: number; expirationValue?: number } | undefined {
  const l = asset?.lock;
  if (!isObj(l)) return undefined;
  const e = isObj(l.expiration) ? l.expiration : {};
  const type = Number(e.type);
  const value = Number(e.value);
  return {
    secretHash: str(l.secretHash),
    expirationType: Number.isInteger(type) ? type : undefined,
    expirationValue: Number.isFinite(value) ? value : undefined,
  };
}

/** asset.claim: the lock it claims and the revealed secret. */
export function readClaim(
  asset: Asset,
): { lockTransactionId?: string; unlockSecret?: string } | undefined {
  const c = asset?.claim;
  return isObj(c)
    ? { lockTransactionId: str(c.lockTransactionId), unlockSecret: str(c.unlockSecret) }
    : undefined;
}

/** asset.signature.publicKey of a second-signature registration. */
export function readSecondPublicKey(asset: Asset): string | undefined {
  const s = asset?.signature;
  return isObj(s) ? str(s.publicKey) : undefined;
}

/** asset.delegate.username of a delegate registration. */
export function readDelegateUsername(asset: Asset): string | undefined {
  const d = asset?.delegate;
  return isObj(d) ? str(d.username) : undefined;
}

/** A flat field of a magistrate asset: text, a list of texts, or key → value pairs. */
export type AssetValue =
  | { kind: "text"; value: string }
  | { kind: "list"; value: string[] }
  | { kind: "pairs"; value: Array<[string, string]> };

/**
 * The object under `asset[key]` (e.g. businessRegistration, bridgechainUpdate; the whole asset
 * without a key, e.g. entities) flattened
 * into displayable fields; nested objects become key/value pairs (one level), deeper ones text.
 */
export function readAssetFields(asset: Asset, key?: string): Array<[string, AssetValue]> {
  const o = key === undefined ? asset : asset?.[key];
  if (!isObj(o)) return [];
  const out: Array<[string, AssetValue]> = [];
  const flatten = (prefix: string, obj: Record<string, unknown>) => {
    for (const [k, v] of Object.entries(obj)) {
      const name = prefix ? `${prefix}.${k}` : k;
      if (Array.isArray(v))
        out.push([name, { kind: "list", value: v.map((x) => str(x) ?? JSON.stringify(x)) }]);
      else if (isObj(v)) {
        const entries = Object.entries(v);
        if (entries.every(([, x]) => !isObj(x) && !Array.isArray(x))) {
          out.push([
            name,
            { kind: "pairs", value: entries.map(([a, b]) => [a, str(b) ?? String(b)]) },
          ]);
        } else flatten(name, v);
      } else if (v !== undefined && v !== null)
        out.push([name, { kind: "text", value: str(v) ?? String(v) }]);
    }
  };
  flatten("", o);
  return out;
}
