import { apiServer, request, segment } from "../client";
import { withCapability } from "../capabilities";
import { paged, single, transactionSchema, type Page, type Transaction } from "../schemas";
import { compactCriteria, flattenCriteria, type Criteria, type PageParams } from "./search-params";

/** A type filter (§3): `type` omitted for ALL (-1). */
export interface TypeFilter {
  type?: number;
  typeGroup?: number;
}

/** GET transactions?page&limit&orderBy[&type&typeGroup] (§7 Transactions). */
export function getTransactions(
  p: PageParams & TypeFilter,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const { type, typeGroup, ...rest } = p;
  return request("GET", "transactions", paged(transactionSchema), {
    searchParams: { ...rest, type: type === undefined || type < 0 ? undefined : type, typeGroup: type === undefined || type < 0 ? undefined : typeGroup },
    signal,
  });
}

/** GET transactions/{id}; 404 → ApiError.isNotFound. */
export async function getTransaction(id: string, signal?: AbortSignal): Promise<Transaction> {
  return (await request("GET", `transactions/${segment(id)}`, single(transactionSchema), { signal })).data;
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

/** GET wallets/{address}/transactions[/sent|/received]?page&limit&orderBy[&type&typeGroup]. */
export function getWalletTransactions(
  address: string,
  direction: WalletTransactionsDirection,
  p: PageParams & TypeFilter,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const suffix = direction === "all" ? "" : `/${direction}`;
  const { type, typeGroup, ...rest } = p;
  return request("GET", `wallets/${segment(address)}/transactions${suffix}`, paged(transactionSchema), {
    searchParams: { ...rest, type: type === undefined || type < 0 ? undefined : type, typeGroup: type === undefined || type < 0 ? undefined : typeGroup },
    signal,
  });
}

/**
 * Count of transactions matching `params` (e.g. `{ senderId }` or `{ recipientId }`) by
 * GET transactions?limit=1 and meta.totalCount (§7 Counts).
 */
export async function countTransactions(
  params: Record<string, string | number | undefined>,
  signal?: AbortSignal,
): Promise<number> {
  const page = await request("GET", "transactions", paged(transactionSchema), {
    searchParams: { ...params, limit: 1 },
    signal,
  });
  return page.meta.totalCount;
}

/**
 * Transaction search (§7): POST transactions/search on 2.6, GET transactions with filter params
 * (`amount.from`, `senderId`, `vendorField`, ...) on 3.x. Criteria in API units.
 */
export function searchTransactions(
  criteria: Criteria,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "transactions/search", paged(transactionSchema), {
        searchParams: { ...p },
        json: compactCriteria(criteria),
        signal,
      }),
    () =>
      request("GET", "transactions", paged(transactionSchema), {
        searchParams: { ...flattenCriteria(criteria), ...p },
        signal,
      }),
  );
}
