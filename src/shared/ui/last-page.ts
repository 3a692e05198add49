import type { ListMeta } from "./pagination";

// Only a page past the end of a list needs these (loaded with PastEnd, not with every list).

/**
 * Where the real last page is, seen from an empty page past the end: the node's last page when
 * its count is exact and the empty page lies after it (`"known"`); otherwise (an estimate, or an
 * exact count that the empty page contradicts) it has to be looked for (`"search"`), starting
 * from `guess`, the node's last page below the empty one.
 */
export function lastPageAfterEmpty(
  page: number,
  meta: ListMeta,
): { kind: "known"; page: number } | { kind: "search"; guess: number } {
  const pageCount = Math.max(1, meta.pageCount);
  if (meta.totalCountIsEstimate !== true && pageCount < page)
    return { kind: "known", page: pageCount };
  return { kind: "search", guess: Math.max(1, Math.min(pageCount, page - 1)) };
}

/** Most pages {@link findLastPage} asks for before it settles for the last page it knows of. */
const MAX_LAST_PAGE_PROBES = 30;

/**
 * Finds the real last page of a list whose page `emptyPage` came back empty, by asking for pages
 * (`rowsOn(page)` → the number of rows on it): first `guess` (the node's estimated last page),
 * then in doubling steps up (while pages have rows) or down (while they are empty) until one page
 * with rows and one empty page bracket the end, then halving. A page with fewer than `limit` rows
 * is the last one at once. About 2 × log2(distance from the guess) requests; at most `maxProbes`
 * (after that, the last page known to have rows). Returns 0 when the list has no rows at all.
 */
export async function findLastPage(
  rowsOn: (page: number) => Promise<number>,
  {
    emptyPage,
    guess,
    limit,
    maxProbes = MAX_LAST_PAGE_PROBES,
  }: { emptyPage: number; guess: number; limit: number; maxProbes?: number },
): Promise<number> {
  let lo = 0; // the highest page known to have rows (0: none known)
  let hi = emptyPage; // the lowest page known to be empty
  let probes = 0;
  const probe = async (p: number): Promise<boolean> => {
    probes++;
    const rows = await rowsOn(p);
    if (rows === 0) {
      hi = p;
      return false;
    }
    lo = p;
    if (rows < limit) hi = p + 1; // a short page ends the list
    return true;
  };
  if (hi <= 1) return 0;
  let p = Math.max(1, Math.min(Math.floor(guess), hi - 1));
  const up = await probe(p);
  // gallop away from the guess until the end is bracketed
  for (let step = 1; hi - lo > 1 && probes < maxProbes; step *= 2) {
    p = up ? Math.min(lo + step, hi - 1) : Math.max(hi - step, lo + 1);
    if ((await probe(p)) !== up) break;
  }
  while (hi - lo > 1 && probes < maxProbes) await probe(Math.floor((lo + hi) / 2));
  return lo;
}
