import { apiServer, request, segment } from "../client";
import { withCapability } from "../capabilities";
import { lockSchema, paged, single, transactionSchema, type Lock, type Page, type Transaction } from "../schemas";
import type { PageParams } from "./search-params";

/** GET locks?page&limit → open locks (§7 Locks). */
export function getLocks(p: PageParams, signal?: AbortSignal): Promise<Page<Lock>> {
  return request("GET", "locks", paged(lockSchema), { searchParams: { ...p }, signal });
}

/** GET locks/{id}; 404 once the lock was claimed or refunded on 3.x. */
export async function getLock(id: string, signal?: AbortSignal): Promise<Lock> {
  return (await request("GET", `locks/${segment(id)}`, single(lockSchema), { signal })).data;
}

/** GET wallets/{address}/locks?page&limit&orderBy; with limit 1 also a count (meta.totalCount). */
export function getWalletLocks(address: string, p: PageParams, signal?: AbortSignal): Promise<Page<Lock>> {
  return request("GET", `wallets/${segment(address)}/locks`, paged(lockSchema), {
    searchParams: { ...p },
    signal,
  });
}

/**
 * The claim (type 9) and refund (type 10) transactions that unlocked any of `lockIds`
 * (§7 POST locks/unlocked {ids}); on nodes without it, GET transactions filtered by
 * `asset.lockTransactionId` for each id, in parallel.
 */
export async function getUnlocked(lockIds: string[], signal?: AbortSignal): Promise<Transaction[]> {
  if (lockIds.length === 0) return [];
  return withCapability(
    apiServer(),
    "locksUnlocked",
    async () =>
      (await request("POST", "locks/unlocked", paged(transactionSchema), { json: { ids: lockIds }, signal })).data,
    async () => {
      const pages = await Promise.all(
        lockIds.map((id) =>
          request("GET", "transactions", paged(transactionSchema), {
            searchParams: { typeGroup: 1, "asset.lockTransactionId": id, limit: 5 },
            signal,
          }),
        ),
      );
      return pages.flatMap((p) => p.data).filter((t) => t.typeGroup === 1 && (t.type === 9 || t.type === 10));
    },
  );
}
