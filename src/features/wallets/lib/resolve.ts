import type { AddressCode } from "@/shared/crypto/useAddressCode";

/**
 * The address a wallet route id names without asking the API: the id itself when it is a valid
 * address of this network (`prefix`, e.g. 23), the address of a 66-hex public key, else
 * undefined (usernames and invalid ids are resolved through GET wallets/{id}). `code` is the
 * address code (./address), passed in so that a page can load it only when it needs it.
 */
export function localAddress(
  id: string,
  prefix: number,
  code: Pick<AddressCode, "isValidAddress" | "addressFromPublicKey">,
): string | undefined {
  if (code.isValidAddress(id, prefix)) return id;
  if (/^0[23][0-9a-f]{64}$/i.test(id)) {
    try {
      return code.addressFromPublicKey(id, prefix);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
