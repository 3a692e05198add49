/**
 * ARK (Core 3) address derivation and validation:
 * address = base58check(prefix byte ‖ ripemd160(public key bytes)), where
 * base58check(p) = base58(p ‖ first 4 bytes of sha256(sha256(p))).
 */
import { ripemd160 } from "@noble/hashes/legacy.js";
import { sha256 } from "@noble/hashes/sha2.js";
import { hexToBytes } from "@noble/hashes/utils.js";
import bs58 from "bs58";

/** Compressed (02/03 + 32 bytes) or uncompressed (04 + 64 bytes) secp256k1 key in hex. */
const PUBLIC_KEY_HEX = /^(?:0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/;

function assertPrefix(prefix: number): void {
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 255) {
    throw new Error(`Address prefix must be an integer between 0 and 255, got ${String(prefix)}`);
  }
}

function checksum(payload: Uint8Array): Uint8Array {
  return sha256(sha256(payload)).subarray(0, 4);
}

/** base58check-encodes raw bytes: base58(payload ‖ sha256(sha256(payload))[0..4]). */
export function base58CheckEncode(payload: Uint8Array): string {
  const out = new Uint8Array(payload.length + 4);
  out.set(payload);
  out.set(checksum(payload), payload.length);
  return bs58.encode(out);
}

/** Decodes base58check text to its payload (checksum removed); null if not base58 or the checksum fails. */
export function base58CheckDecode(text: string): Uint8Array | null {
  let bytes: Uint8Array;
  try {
    bytes = bs58.decode(text);
  } catch {
    return null;
  }
  if (bytes.length < 5) return null;
  const payload = bytes.subarray(0, bytes.length - 4);
  const expected = checksum(payload);
  for (let i = 0; i < 4; i++) if (bytes[payload.length + i] !== expected[i]) return null;
  return payload;
}

/** Address from a 21-byte payload's parts: prefix byte (e.g. 23 mainnet, 30 devnet) and 20-byte hash. */
export function addressFromHash(hash160: Uint8Array, prefix: number): string {
  assertPrefix(prefix);
  if (hash160.length !== 20)
    throw new Error(`Address hash must be 20 bytes, got ${hash160.length}`);
  const payload = new Uint8Array(21);
  payload[0] = prefix;
  payload.set(hash160, 1);
  return base58CheckEncode(payload);
}

/**
 * Address of a public key (hex, 66 chars compressed or 130 uncompressed) for a network prefix
 * (pubKeyHash, e.g. 23 → "A…", 30 → "D…"), as ARK Core 3 `Address.fromPublicKey`.
 * Throws on malformed hex or prefix. Does not check that the key is a point on the curve.
 */
export function addressFromPublicKey(publicKeyHex: string, prefix: number): string {
  if (!PUBLIC_KEY_HEX.test(publicKeyHex)) {
    throw new Error("Public key must be 66 (compressed) or 130 (uncompressed) hex characters");
  }
  return addressFromHash(ripemd160(hexToBytes(publicKeyHex.toLowerCase())), prefix);
}

/**
 * True when `address` is base58check text of exactly 25 bytes (21-byte payload + checksum)
 * whose first byte equals `prefix`.
 */
export function isValidAddress(address: string, prefix: number): boolean {
  if (typeof address !== "string" || address.length < 25 || address.length > 40) return false;
  const payload = base58CheckDecode(address);
  return payload !== null && payload.length === 21 && payload[0] === prefix;
}
