import type { Page } from "./schemas";

/** A total read from a paged answer; `isEstimate` when it is the node's PostgreSQL estimate. */
export interface ApiCount {
  count: number;
  isEstimate: boolean;
}

/**
 * The total of a FIRST page asked with `limit` (e.g. limit=1 for a count): `meta.totalCount`,
 * corrected by what the rows prove. 3.x public nodes answer PostgreSQL estimates
 * (`meta.totalCountIsEstimate`; seen on the scale chain: totalCount 30 over an empty page), so a
 * page shorter than `limit` holds the exact total, and a total is never below the rows shown.
 */
export function countOfFirstPage(page: Page<unknown>, limit: number): ApiCount {
  const rows = page.data.length;
  if (rows < limit) return { count: rows, isEstimate: false };
  const isEstimate = page.meta.totalCountIsEstimate === true;
  return { count: Math.max(page.meta.totalCount, rows), isEstimate };
}

/**
 * A wallet's sent-transaction count from its nonce (GET wallets/{id} `nonce`, a decimal string),
 * exact and without a request: a wallet's nonce is the number of transactions it sent (every
 * transaction carries the sender's next nonce, and ARK Core rebuilds it at boot as the count of the
 * sender's transactions). Only for the unfiltered count: a type filter needs the node. Undefined
 * when the answer has no usable nonce.
 */
export function sentCountFromNonce(nonce: string | undefined): ApiCount | undefined {
  if (nonce === undefined || !/^\d{1,15}$/.test(nonce)) return undefined;
  return { count: Number(nonce), isEstimate: false };
}
