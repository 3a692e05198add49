import { startTransition, useEffect, useMemo, useState } from "react";

/** A base58 address's form: what is counted when the full check could not be loaded. */
const ADDRESS_FORM = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;

type Validator = (address: string, prefix: number) => boolean;

/**
 * Whether text is an address of the network with address prefix `prefix` (the shared
 * base58check validator), or null while that check loads: its hashing code (bs58, SHA-256) is
 * loaded after the first render, so it stays off the page's first load. Should its chunk fail to
 * load, the base58 form alone is checked.
 */
export function useAddressCheck(prefix: number): ((text: string) => boolean) | null {
  const [validator, setValidator] = useState<{ check: Validator } | null>(null);
  useEffect(() => {
    let live = true;
    import("@/shared/crypto/address")
      .then((m): Validator => m.isValidAddress)
      .catch((): Validator => (text) => ADDRESS_FORM.test(text))
      .then((check) => {
        if (live) startTransition(() => setValidator({ check }));
      });
    return () => {
      live = false;
    };
  }, []);
  return useMemo(
    () => (validator ? (text: string) => validator.check(text, prefix) : null),
    [validator, prefix],
  );
}
