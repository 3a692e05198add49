/** The header search's suggestion of a block: the one at `height` (a block of the chain). */
export interface BlockSuggestion {
  kind: "block";
  height: number;
}

/** A query of digits only, without a sign, separators or more than 10 digits (heights fit in 2^31). */
const HEIGHT = /^\d{1,10}$/;

/**
 * The block a query names by its height, suggested first in the header search: the query
 * (trimmed) is a whole number from 1 to `chainHeight` (the current height: every block up to it
 * exists), leading zeros ignored. Null otherwise, and while the height is not known yet.
 */
export function blockSuggestion(
  rawQuery: string,
  chainHeight: number | undefined,
): BlockSuggestion | null {
  const q = rawQuery.trim();
  if (!HEIGHT.test(q) || chainHeight === undefined) return null;
  const height = Number(q);
  return height >= 1 && height <= chainHeight ? { kind: "block", height } : null;
}
