import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { countOfFirstPage } from "@/shared/api/counts";
import { getUnlocked, getWalletLocks } from "@/shared/api/endpoints/locks";
import { getWalletTransactions } from "@/shared/api/endpoints/transactions";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import type { Page } from "@/shared/api/schemas";
import { lockFromTransaction, type LockRow } from "../lock-status";

/** Query keys of the locks feature, general to specific. */
const lockKeys = {
  all: ["locks"] as const,
  wallet: (address: string, p: PageParams) => [...lockKeys.all, "wallet", address, p] as const,
  unlockedAll: () => [...lockKeys.all, "unlocked"] as const,
  unlocked: (ids: readonly string[], height: number | undefined) =>
    [...lockKeys.unlockedAll(), ids, height ?? null] as const,
};

/**
 * A wallet's locks (the wallet's locks tab), as lock rows.
 *
 * Approach: ARK Core 3.x lists only OPEN locks (GET wallets/{a}/locks, GET locks), and claimed or
 * refunded ones vanish there. So the rows are the wallet's lock TRANSACTIONS, sent or received:
 * GET wallets/{address}/transactions?typeGroup=1&type=8 (page, limit, orderBy), converted with
 * `lockFromTransaction` (lockId = transaction id). They are joined with the wallet's open locks
 * (GET wallets/{address}/locks, up to 100) for the node's own `isExpired`. The status of each
 * row (claimed / refunded via `lockStatusQuery`, else open / expired from the current height
 * and time) is computed by `LocksTable`, so it works for every source of lock rows.
 */
export function walletLocksQuery(address: string, p: PageParams) {
  return queryOptions({
    queryKey: lockKeys.wallet(address, p),
    queryFn: async ({ signal }): Promise<Page<LockRow>> => {
      const [txs, open] = await Promise.all([
        getWalletTransactions(address, "all", { ...p, type: 8, typeGroup: 1 }, signal),
        getWalletLocks(address, { page: 1, limit: 100 }, signal).catch(() => undefined),
      ]);
      const openById = new Map((open?.data ?? []).map((l) => [l.lockId, l]));
      const data = txs.data
        .map(lockFromTransaction)
        .filter((l): l is LockRow => l !== undefined)
        .map((l) => {
          const o = openById.get(l.lockId);
          return o ? { ...l, isExpired: o.isExpired } : l;
        });
      return { data, meta: txs.meta };
    },
    placeholderData: keepPreviousData,
  });
}

/**
 * The claim/refund transactions of `lockIds` (POST locks/unlocked, GET fallback), re-asked when
 * the chain grows (`height` is part of the key); the previous answer stays shown while the same
 * ids are re-asked.
 */
export function lockStatusQuery(lockIds: readonly string[], height?: number) {
  const ids = [...new Set(lockIds)].sort();
  return queryOptions({
    queryKey: lockKeys.unlocked(ids, height),
    queryFn: ({ signal }) => getUnlocked(ids, signal),
    enabled: ids.length > 0,
    placeholderData: (previous, previousQuery) => {
      const prevIds = previousQuery?.queryKey[2] as readonly string[] | undefined;
      return prevIds && prevIds.join() === ids.join() ? previous : undefined;
    },
  });
}

/**
 * The number of rows of a wallet's locks tab (its lock transactions, sent or received:
 * GET wallets/{address}/transactions?typeGroup=1&type=8&limit=1 → meta.totalCount, on both API
 * generations) as `{count, isEstimate}`; an empty answer is 0 even when a 3.x public node
 * estimates otherwise. The page re-asks it when the height changes (useRefetchOnHeight).
 * GET wallets/{a}/locks would count only the OPEN locks it SENT on 3.x.
 */
export function walletLockRowsCountQuery(address: string) {
  return queryOptions({
    queryKey: [...lockKeys.all, "wallet-count", address] as const,
    queryFn: async ({ signal }) =>
      countOfFirstPage(
        await getWalletTransactions(
          address,
          "all",
          { page: 1, limit: 1, type: 8, typeGroup: 1 },
          signal,
        ),
        1,
      ),
    placeholderData: keepPreviousData,
  });
}
