import { useMemo } from "react";
import { useAddressCode } from "@/shared/crypto/useAddressCode";

/** A base58 address's form: what is counted when the full check could not be loaded. */
const ADDRESS_FORM = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;

/**
 * Whether text is an address of the network with address prefix `prefix` (the shared
 * base58check validator), or null while that check loads: its hashing code is loaded after the
 * first render, so it stays off the page's first load. Should its chunk fail to load, the base58
 * form alone is checked.
 */
export function useAddressCheck(prefix: number): ((text: string) => boolean) | null {
  const code = useAddressCode();
  return useMemo(() => {
    if (code === null) return (text: string) => ADDRESS_FORM.test(text);
    return code ? (text: string) => code.isValidAddress(text, prefix) : null;
  }, [code, prefix]);
}
