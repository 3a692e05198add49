import type { SearchTarget } from "./lookup";
import type { QueryClass } from "./query-class";
import type { Suggestion } from "./suggest";

/** Where Enter in the header search goes: a page of what the query names, or the results page. */
export type EnterDecision = SearchTarget | { kind: "results"; query: string };

/**
 * Decides what Enter does in the header search when no suggestion is highlighted (a highlighted
 * one is taken before this): `query` trimmed, `suggestions` the list shown for it, `cls` its
 * classification, `findExact` the exact lookups (findSearchTarget: a known-wallet name or a
 * username equal to the query, the wallet of an address or public key, the block of a height or
 * id, the transaction of an id; null when none).
 *
 * 1. The only suggestion, unless the query has the shape of an id or a height: "12" with the one
 *    suggestion "genesis_12" still means block 12 when there is one.
 * 2. An exact match.
 * 3. The only suggestion (an id-shaped query that named nothing).
 * 4. Otherwise the results page, which lists every match (or says that nothing matched).
 *
 * Null for an empty query (Enter does nothing).
 */
export async function decideEnter(
  query: string,
  suggestions: readonly Suggestion[],
  cls: QueryClass,
  findExact: () => Promise<SearchTarget | null>,
): Promise<EnterDecision | null> {
  if (!query) return null;
  const only = suggestions.length === 1 ? suggestions[0] : undefined;
  const idShaped = cls.address || cls.publicKey || cls.block || cls.transactionId;
  if (only && !idShaped) return { kind: "wallet", address: only.address };
  const exact = await findExact();
  if (exact) return exact;
  if (only) return { kind: "wallet", address: only.address };
  return { kind: "results", query };
}
