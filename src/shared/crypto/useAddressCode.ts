import { useEffect, useState } from "react";
import type * as AddressModule from "./address";

/** The address code (./address: base58check, sha256, ripemd160; ~5 KB gzip). */
export type AddressCode = typeof AddressModule;

let loaded: AddressCode | undefined;
let loading: Promise<AddressCode> | undefined;

/** Loads the address code once (later calls share the first load); rejects when its chunk fails. */
export function loadAddressCode(): Promise<AddressCode> {
  loading ??= import("./address").then((m) => (loaded = m));
  loading.catch(() => (loading = undefined));
  return loading;
}

/**
 * The address code, loaded on first use so that no page's first load carries the hashing it needs
 * (a wallet page needs it only for an id the node does not know, the statistics page after its
 * first render). `enabled` false loads nothing. Undefined while it loads (or not enabled), null
 * when its chunk could not be loaded (offline, a new deployment): callers fall back to the
 * address's form.
 */
export function useAddressCode(enabled = true): AddressCode | undefined | null {
  const [state, setState] = useState<AddressCode | null | undefined>(loaded);
  useEffect(() => {
    if (!enabled || state) return;
    let live = true;
    loadAddressCode().then(
      (m) => live && setState(m),
      () => live && setState(null),
    );
    return () => {
      live = false;
    };
  }, [enabled, state]);
  return enabled ? (state ?? loaded) : undefined;
}
