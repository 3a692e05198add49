import type { AddressCode } from "@/shared/crypto/useAddressCode";

/**
 * Why a search query that found nothing could not have found anything, so the results page can
 * say what to fix instead of only "Nothing matches":
 * - `partial-id`: hex text of 8 or more characters that is not a whole id (a transaction or block
 *   id has 64), or an id shortened in the middle as the tables show it ("0aa0ec…5f3b");
 *   `length`: the characters given (hex only);
 * - `bad-address`: text of an address's form whose checksum does not match (a character wrong,
 *   missing or extra), or that does not decode to an address at all;
 * - `other-network`: a valid address of another network (another prefix byte);
 * - `unused-address`: a valid address of this network the chain has not seen yet (its wallet page
 *   shows it as an empty wallet).
 */
export type QueryProblem =
  | { kind: "partial-id"; length: number }
  | { kind: "bad-address" }
  | { kind: "other-network" }
  | { kind: "unused-address"; address: string };

/** Hex text, or hex with a "…" or "..." where the middle was left out. */
const HEX = /^[0-9a-f]+$/i;
const SHORTENED_HEX = /^([0-9a-f]+)(?:…|\.\.\.)([0-9a-f]+)$/i;
/** What a height or a decimal block id looks like: a search for it is not a partial id. */
const DECIMAL = /^\d{1,20}$/;
const PUBLIC_KEY = /^0[23][0-9a-f]{64}$/i;
/** The form of an address of any ARK network: base58, 25 to 40 characters (34 when whole). */
const ADDRESS_FORM = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;
/** Shortest hex text taken for a piece of an id rather than a word ("cafe", "bad"). */
const MIN_PARTIAL = 8;
/** Length of a whole transaction id or ARK Core 3 block id, in hex characters. */
export const ID_LENGTH = 64;

/** Whether the problem of `query` depends on the address code (base58check), which loads on demand. */
export function needsAddressCode(query: string): boolean {
  return ADDRESS_FORM.test(query) && !HEX.test(query);
}

/**
 * The problem of a trimmed `query` that found nothing, or null when it has none (a name, a word, a
 * whole id the chain does not have). `code` is the address code for the network's `addressPrefix`
 * (e.g. 23); without it (undefined: still loading) an address-like query has no verdict yet.
 */
export function queryProblem(
  query: string,
  addressPrefix: number,
  code: Pick<AddressCode, "base58CheckDecode"> | undefined,
): QueryProblem | null {
  const shortened = SHORTENED_HEX.exec(query);
  if (shortened) return { kind: "partial-id", length: shortened[1]!.length + shortened[2]!.length };
  if (HEX.test(query)) {
    if (query.length === ID_LENGTH || DECIMAL.test(query) || PUBLIC_KEY.test(query)) return null;
    return query.length >= MIN_PARTIAL ? { kind: "partial-id", length: query.length } : null;
  }
  if (!ADDRESS_FORM.test(query) || !code) return null;
  const payload = code.base58CheckDecode(query);
  if (!payload || payload.length !== 21) return { kind: "bad-address" };
  if (payload[0] !== addressPrefix) return { kind: "other-network" };
  return { kind: "unused-address", address: query };
}
