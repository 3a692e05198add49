/**
 * The complete figures of one bucket (hour or UTC day) from every one of its transactions, and the
 * paging that reads them all: a bucket with more transactions than one page is read page after
 * page, so its count, volume, fees and active wallets are exact rather than left out.
 */
import type { Transaction } from "@/shared/api/schemas";
import { participantsOf, volumeOf } from "./figures";

/** Every figure of a bucket read in full: all of it exact. */
export interface BucketSummary {
  /** transactions in the bucket */
  count: number;
  /** arktoshi (decimal string): amounts plus multipayment payouts */
  volume: string;
  /** arktoshi (decimal string) */
  fees: string;
  /** the distinct wallets that sent or received in the bucket (addresses) */
  participants: readonly string[];
}

/**
 * The summary of a bucket's transactions (every one of them, in any order; one seen twice — paging
 * while new transactions arrive repeats a row — counts once). `isAddress` is the network's address
 * check: anything it refuses is not a wallet.
 */
export function summarize(
  rows: readonly Transaction[],
  isAddress: (text: string) => boolean,
): BucketSummary {
  const seen = new Set<string>();
  const unique = rows.filter((tx) => !seen.has(tx.id) && seen.add(tx.id));
  const { volume, fees } = volumeOf(unique);
  return {
    count: unique.length,
    volume,
    fees,
    participants: [...participantsOf(unique, isAddress)],
  };
}

/** What {@link readAllPages} read: the rows, and whether they are all of them. */
export interface AllRows<T> {
  rows: T[];
  /** false: `maxPages` full pages were read and more may follow */
  complete: boolean;
}

/**
 * Reads pages 1, 2, … of `limit` rows through `fetchPage` until one holds fewer than `limit` rows
 * (the last), at most `maxPages` of them. Errors of `fetchPage` are thrown as they are. Rows are
 * returned in the order read, repeats included (see {@link summarize}).
 */
export async function readAllPages<T>(
  fetchPage: (page: number) => Promise<readonly T[]>,
  limit: number,
  maxPages: number,
): Promise<AllRows<T>> {
  const rows: T[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const data = await fetchPage(page);
    rows.push(...data);
    if (data.length < limit) return { rows, complete: true };
  }
  return { rows, complete: false };
}
