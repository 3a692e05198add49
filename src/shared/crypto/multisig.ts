/**
 * Multi-signature address derivation (shown on a multisignature registration), as ARK Core 3
 * `PublicKey.fromMultiSignatureAsset` / `Address.fromMultiSignatureAsset`:
 *   minKey = publicKey(privateKey = sha256(utf8(min as lowercase hex, zero-padded to 2 chars)))
 *   multisigKey = minKey + key₁ + … + keyₙ   (secp256k1 point addition; order-independent)
 *   address = addressFromPublicKey(compressed multisigKey, prefix)
 * Pulls in secp256k1 — import it dynamically, only where needed (transaction page).
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { bytesToHex, utf8ToBytes } from "@noble/hashes/utils.js";
import { addressFromPublicKey } from "./address";

const KEY_HEX = /^[0-9a-fA-F]{66}$/;

/**
 * Combined multi-signature public key (66 hex chars, compressed) of `min`-of-`publicKeys`.
 * Throws Error when a key is not 66 hex characters or not a valid curve point, when
 * `min` is not an integer between 1 and publicKeys.length, or when the sum is the point at infinity.
 */
export function multiSignaturePublicKey(min: number, publicKeys: readonly string[]): string {
  publicKeys.forEach((key, i) => {
    if (typeof key !== "string" || !KEY_HEX.test(key)) {
      throw new Error(`Multi-signature public key #${i + 1} must be 66 hex characters`);
    }
  });
  if (!Number.isInteger(min) || min < 1 || min > publicKeys.length) {
    throw new Error(
      `Multi-signature minimum must be between 1 and ${publicKeys.length}, got ${String(min)}`,
    );
  }
  const minHex = min.toString(16).padStart(2, "0");
  const minKey = secp256k1.getPublicKey(sha256(utf8ToBytes(minHex)), true);
  let sum = secp256k1.Point.fromBytes(minKey);
  publicKeys.forEach((key, i) => {
    let point: typeof sum;
    try {
      point = secp256k1.Point.fromHex(key.toLowerCase());
    } catch {
      throw new Error(`Multi-signature public key #${i + 1} is not a valid secp256k1 point`);
    }
    sum = sum.add(point);
  });
  if (sum.is0()) throw new Error("Multi-signature public keys sum to the point at infinity");
  return bytesToHex(sum.toBytes(true));
}

/**
 * Address of a `min`-of-`publicKeys` multi-signature wallet for a network `prefix` (e.g. 23).
 * Key order does not matter (point addition commutes). Throws Error on invalid keys or min (see {@link multiSignaturePublicKey}).
 */
export function multiSignatureAddress(
  min: number,
  publicKeys: readonly string[],
  prefix: number,
): string {
  return addressFromPublicKey(multiSignaturePublicKey(min, publicKeys), prefix);
}
