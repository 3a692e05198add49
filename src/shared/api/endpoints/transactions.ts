import { apiServer, request, segment } from "../client";
import { isUnsupportedAnswer, withCapability } from "../capabilities";
import { isNotFound } from "../errors";
import { countOfFirstPage, type ApiCount } from "../counts";
import { paged, single, transactionSchema, type Page, type Transaction } from "../schemas";
import {
  compactCriteria,
  flattenCriteria,
  legacySearchPage,
  type Criteria,
  type PageParams,
} from "./search-params";

/** A type filter: `type` omitted for ALL (-1). */
export interface TypeFilter {
  type?: number;
  typeGroup?: number;
}

/** A lower time bound: transactions at or after `fromEpoch` (seconds since the network epoch). */
export interface Since {
  fromEpoch?: number;
}

/**
 * GET transactions?page&limit&orderBy[&type&typeGroup]. With `fromEpoch` a search with a lower
 * time bound: GET transactions?timestamp.from on 3.x; on 2.6, which answers 422 to that key and
 * to a list of sort keys, POST transactions/search?page&limit with a `timestamp` range and the
 * first `orderBy` pair in the body ({@link legacySearchPage}; 3.x needs the list, e.g.
 * `timestamp:desc,sequence:desc,id:desc`, for pages that neither repeat nor skip rows of the same
 * block; 2.6 then orders a block's transactions as it stores them).
 */
export function getTransactions(
  p: PageParams & TypeFilter & Since,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const { type, typeGroup, fromEpoch, ...rest } = p;
  const filter = type === undefined || type < 0 ? {} : { type, typeGroup };
  const get = () =>
    request("GET", "transactions", paged(transactionSchema), {
      searchParams: { ...rest, ...filter, "timestamp.from": fromEpoch },
      signal,
    });
  if (fromEpoch === undefined) return get();
  const legacy = legacySearchPage(rest);
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "transactions/search", paged(transactionSchema), {
        searchParams: legacy.query,
        json: { ...filter, timestamp: { from: fromEpoch }, ...legacy.orderBy },
        signal,
      }),
    get,
  );
}

/** GET transactions/{id}; 404 → ApiError.isNotFound. */
export async function getTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return (
    await request("GET", `transactions/${segment(id)}`, single(transactionSchema), { signal })
  ).data;
}

/** GET blocks/{id}/transactions?page&limit&orderBy (3.x items carry no timestamp). */
export function getBlockTransactions(
  blockId: string,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  return request("GET", `blocks/${segment(blockId)}/transactions`, paged(transactionSchema), {
    searchParams: { ...p },
    signal,
  });
}

export type WalletTransactionsDirection = "all" | "sent" | "received";

/**
 * Where a wallet's transactions of one direction are listed, on both API generations:
 * GET wallets/{address}/transactions for all, …/received for received, and
 * GET transactions?senderId={address} for sent — 2.6's wallets/{id}/transactions/sent filters by
 * the wallet's public key and, for a wallet that never sent (no public key yet), lists the whole
 * network; `senderId` answers no rows there, and the same rows as …/sent on 3.x.
 */
export function walletTransactionsSource(
  address: string,
  direction: WalletTransactionsDirection,
): { path: string; params: { senderId?: string } } {
  if (direction === "sent") return { path: "transactions", params: { senderId: address } };
  return {
    path: `wallets/${segment(address)}/transactions${direction === "all" ? "" : `/${direction}`}`,
    params: {},
  };
}

/**
 * A page of a wallet's transactions of one direction ({@link walletTransactionsSource})
 * ?page&limit&orderBy[&type&typeGroup].
 */
export function getWalletTransactions(
  address: string,
  direction: WalletTransactionsDirection,
  p: PageParams & TypeFilter,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const { path, params } = walletTransactionsSource(address, direction);
  const { type, typeGroup, ...rest } = p;
  return request("GET", path, paged(transactionSchema), {
    searchParams: {
      ...params,
      ...rest,
      type: type === undefined || type < 0 ? undefined : type,
      typeGroup: type === undefined || type < 0 ? undefined : typeGroup,
    },
    signal,
  });
}

/** A count read from `meta.totalCount`; `isEstimate` when the node says it is a PostgreSQL estimate (3.x public nodes). */
export type TransactionCount = ApiCount;

const countOf = (page: Page<Transaction>): TransactionCount => countOfFirstPage(page, 1);

/** A wallet tab whose transactions are counted. */
export type WalletCountDirection = "all" | "sent" | "received";

/**
 * One of a wallet's tab counts by one limit=1 request:
 * - all: GET wallets/{address}/transactions — the wallet's own on both generations (the
 *   `transactions?address=` filter is 3.x only: 2.6 nodes ignore it and count the whole network,
 *   or answer 422); a 404 there is a wallet the chain never saw, i.e. 0;
 * - sent: GET transactions?senderId= — 2.6 and 3.x resolve it to the wallet's public key and
 *   answer 0 for a wallet that never sent (2.6's wallets/{id}/transactions/sent has no such guard);
 * - received: GET transactions?recipientId= (on 3.9.1 the same totals as wallets/{id}/transactions
 *   /sent and /received).
 * An empty answer is 0 whatever an estimated `totalCount` says (`countOfFirstPage`). With a type
 * filter (`type` ≥ 0) `type` and `typeGroup` are added. A count answered 404/422 (a filter a node
 * refuses) resolves undefined; other errors reject.
 */
export async function getWalletTransactionCount(
  address: string,
  direction: WalletCountDirection,
  filter: TypeFilter,
  signal?: AbortSignal,
): Promise<TransactionCount | undefined> {
  const typeParams =
    filter.type === undefined || filter.type < 0
      ? {}
      : { type: filter.type, typeGroup: filter.typeGroup };
  const unsupported = (error: unknown): undefined => {
    if (isUnsupportedAnswer(error)) return undefined;
    throw error;
  };
  if (direction === "all") {
    return request("GET", `wallets/${segment(address)}/transactions`, paged(transactionSchema), {
      searchParams: { ...typeParams, limit: 1 },
      signal,
    }).then(countOf, (error: unknown) =>
      isNotFound(error) ? { count: 0, isEstimate: false } : unsupported(error),
    );
  }
  const party = direction === "sent" ? { senderId: address } : { recipientId: address };
  return request("GET", "transactions", paged(transactionSchema), {
    searchParams: { ...party, ...typeParams, limit: 1 },
    signal,
  }).then(countOf, unsupported);
}

/**
 * Transaction search: POST transactions/search?page&limit on 2.6 (the criteria and the sort in the
 * body, {@link legacySearchPage}), GET transactions with filter params (`amount.from`, `senderId`,
 * `vendorField`, ...) and `orderBy` on 3.x. Criteria in API units.
 */
export function searchTransactions(
  criteria: Criteria,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const legacy = legacySearchPage(p);
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "transactions/search", paged(transactionSchema), {
        searchParams: legacy.query,
        json: { ...compactCriteria(criteria), ...legacy.orderBy },
        signal,
      }),
    () =>
      request("GET", "transactions", paged(transactionSchema), {
        searchParams: { ...flattenCriteria(criteria), ...p },
        signal,
      }),
  );
}
