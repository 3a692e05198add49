import { apiServer, request } from "../client";
import { getCapability, probeOnce, setCapability } from "../capabilities";
import { isApiError } from "../errors";
import { paged, transactionSchema, type Page, type Transaction } from "../schemas";
import {
  walletTransactionsSource,
  type TypeFilter,
  type WalletTransactionsDirection,
} from "./transactions";

// Kept apart from transactions.ts: only the CSV export (a chunk loaded on first use) reads whole
// histories, so this code stays out of the entry chunk that transactions.ts is part of.

/** Page, size, type filter and optional time range (seconds since the network epoch, inclusive). */
export interface RangeParams extends TypeFilter {
  page: number;
  limit: number;
  fromEpoch?: number;
  toEpoch?: number;
}

/**
 * One page of a wallet's transactions within a time range, in one of two shapes:
 * - `rangeApplied: true` (3.x): the node applied the range; `page` is its answer, oldest first;
 * - `rangeApplied: false` (2.6): the node knows no range, so its newest-first pages are read and
 *   filtered here: `rows` are the page's transactions inside the range (newest first), `scanned`
 *   how many the node sent for this page, `last` true once no later page can hold one (the page
 *   is short, or it reached a transaction older than the range).
 */
export type RangePage =
  | { rangeApplied: true; page: Page<Transaction> }
  | {
      rangeApplied: false;
      rows: Transaction[];
      scanned: number;
      last: boolean;
      totalCount: number;
      totalCountIsEstimate?: boolean;
    };

/**
 * One page of a wallet's transactions within a time range, for readers of every page (the CSV
 * export). 3.x: the direction's list (`walletTransactionsSource`)
 * ?orderBy=timestamp:asc,sequence:asc,id:asc&timestamp.from&timestamp.to (epoch seconds;
 * `timestamp.from` is always sent, 0 without a range, so the first request also tells the API
 * generation), oldest first in a total order: a transaction forged meanwhile sorts after every row
 * already read, so no row shifts from one page to the next. A node that answers 422 (2.6 knows
 * neither the range keys nor several sort keys) is remembered for the session and read newest
 * first (orderBy=timestamp:desc) without a range, page `p.page`, filtered here: reading stops at
 * the first transaction older than the range instead of walking the whole history to its start.
 */
export async function getWalletTransactionsInRange(
  address: string,
  direction: WalletTransactionsDirection,
  p: RangeParams,
  signal?: AbortSignal,
): Promise<RangePage> {
  const { fromEpoch, toEpoch, type, typeGroup, page: pageNumber, limit } = p;
  const server = apiServer();
  const { path, params: party } = walletTransactionsSource(address, direction);
  const typeParams = type === undefined || type < 0 ? {} : { type, typeGroup };
  // exports started together while the node's answer is unknown: one asks, the others wait for it
  const ranged = await probeOnce(server, "walletTransactionsRange", async () => {
    if (getCapability(server, "walletTransactionsRange") === false) return null;
    try {
      const page = await request("GET", path, paged(transactionSchema), {
        searchParams: {
          ...party,
          page: pageNumber,
          limit,
          ...typeParams,
          orderBy: "timestamp:asc,sequence:asc,id:asc",
          "timestamp.from": Math.max(0, fromEpoch ?? 0),
          "timestamp.to": toEpoch,
        },
        signal,
      });
      setCapability(server, "walletTransactionsRange", true);
      return page;
    } catch (error) {
      // only 422 says "unknown parameter" here: 404 is an unknown wallet on both generations
      if (!isApiError(error) || error.status !== 422) throw error;
      setCapability(server, "walletTransactionsRange", false);
      return null;
    }
  });
  if (ranged) return { rangeApplied: true, page: ranged };
  const page = await request("GET", path, paged(transactionSchema), {
    searchParams: { ...party, page: pageNumber, limit, ...typeParams, orderBy: "timestamp:desc" },
    signal,
  });
  return {
    rangeApplied: false,
    ...filterNewestFirst(page.data, limit, fromEpoch, toEpoch),
    totalCount: page.meta.totalCount,
    totalCountIsEstimate: page.meta.totalCountIsEstimate,
  };
}

/**
 * The rows of one newest-first page inside [fromEpoch, toEpoch] (epoch seconds, either end
 * open) and whether reading can stop after it. A row without a timestamp counts as inside.
 */
function filterNewestFirst(
  data: readonly Transaction[],
  limit: number,
  fromEpoch: number | undefined,
  toEpoch: number | undefined,
): { rows: Transaction[]; scanned: number; last: boolean } {
  const rows: Transaction[] = [];
  let scanned = 0;
  for (const tx of data) {
    const at = tx.timestamp?.epoch;
    if (at !== undefined && fromEpoch !== undefined && at < fromEpoch)
      return { rows, scanned, last: true };
    scanned += 1;
    if (at === undefined || toEpoch === undefined || at <= toEpoch) rows.push(tx);
  }
  return { rows, scanned, last: data.length < limit };
}
