import { addressFromPublicKey, isValidAddress } from "@/shared/crypto/address";

/**
 * The address a wallet route id names without asking the API: the id itself when it is a valid
 * address of this network (`prefix`, e.g. 23), the address of a 66-hex public key, else
 * undefined (usernames and invalid ids are resolved through GET wallets/{id}).
 */
export function localAddress(id: string, prefix: number): string | undefined {
  if (isValidAddress(id, prefix)) return id;
  if (/^0[23][0-9a-f]{64}$/i.test(id)) {
    try {
      return addressFromPublicKey(id, prefix);
    } catch {
      return undefined;
    }
  }
  return undefined;
}
