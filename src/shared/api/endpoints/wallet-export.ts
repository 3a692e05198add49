import { apiServer, request } from "../client";
import { getCapability, setCapability } from "../capabilities";
import { isApiError } from "../errors";
import { paged, transactionSchema, type Page, type Transaction } from "../schemas";
import { walletTransactionsSource, type TypeFilter, type WalletTransactionsDirection } from "./transactions";

// Kept apart from transactions.ts: only the CSV export (a chunk loaded on first use) reads whole
// histories, so this code stays out of the entry chunk that transactions.ts is part of.

/** Page, size, type filter and optional time range (seconds since the network epoch, inclusive). */
export interface OldestFirstParams extends TypeFilter {
  page: number;
  limit: number;
  fromEpoch?: number;
  toEpoch?: number;
}

/**
 * One page of a wallet's transactions oldest first in a total order, for readers of every page
 * (the CSV export): a transaction forged meanwhile sorts after every row already read, so no row
 * shifts from one page to the next. 3.x: the direction's list (`walletTransactionsSource`)
 * ?orderBy=timestamp:asc,sequence:asc,id:asc&timestamp.from&timestamp.to (epoch seconds;
 * `timestamp.from` is always sent, 0 without a range, so the first request also tells the API
 * generation) → `rangeApplied: true`. A node that answers 422 (2.6 knows neither the range keys
 * nor several sort keys) is remembered for the session and asked orderBy=timestamp:asc without a
 * range → `rangeApplied: false`: the caller then filters the dates itself.
 */
export async function getWalletTransactionsOldestFirst(
  address: string,
  direction: WalletTransactionsDirection,
  p: OldestFirstParams,
  signal?: AbortSignal,
): Promise<{ page: Page<Transaction>; rangeApplied: boolean }> {
  const { fromEpoch, toEpoch, type, typeGroup, page: pageNumber, limit } = p;
  const server = apiServer();
  const { path, params: party } = walletTransactionsSource(address, direction);
  const typeParams = type === undefined || type < 0 ? {} : { type, typeGroup };
  if (getCapability(server, "walletTransactionsRange") !== false) {
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
      return { page, rangeApplied: true };
    } catch (error) {
      // only 422 says "unknown parameter" here: 404 is an unknown wallet on both generations
      if (!isApiError(error) || error.status !== 422) throw error;
      setCapability(server, "walletTransactionsRange", false);
    }
  }
  const page = await request("GET", path, paged(transactionSchema), {
    searchParams: { ...party, page: pageNumber, limit, ...typeParams, orderBy: "timestamp:asc" },
    signal,
  });
  return { page, rangeApplied: false };
}
