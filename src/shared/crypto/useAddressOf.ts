import { useEffect, useState } from "react";
import { loadAddressCode } from "./useAddressCode";

/** A compressed secp256k1 public key in hex: what ARK wallets and delegates are known by. */
const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/i;

/**
 * The address of `publicKey` on a network with address prefix `prefix` (./address), derived in the
 * browser. The hashing code (sha256, ripemd160, base58) loads on first use, so no page's first load
 * carries it; undefined until it is in, and for no key or a malformed one.
 */
export function useAddressOf(publicKey: string | undefined, prefix: number): string | undefined {
  const key = publicKey !== undefined && PUBLIC_KEY.test(publicKey) ? publicKey : undefined;
  const [derived, setDerived] = useState<{ key: string; prefix: number; address: string }>();
  useEffect(() => {
    if (key === undefined) return;
    let live = true;
    void loadAddressCode().then((m) => {
      if (!live) return;
      try {
        setDerived({ key, prefix, address: m.addressFromPublicKey(key, prefix) });
      } catch {
        // not a key this network can derive from: no address, the key stays shown
      }
    });
    return () => {
      live = false;
    };
  }, [key, prefix]);
  return derived && derived.key === key && derived.prefix === prefix ? derived.address : undefined;
}
