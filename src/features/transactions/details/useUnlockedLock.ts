import { useQuery } from "@tanstack/react-query";
import type { Transaction } from "@/shared/api/schemas";
import { transactionQuery } from "../api/transaction-queries";
import { lockIdOf, unlockedLock, type UnlockedLock } from "../model/htlc";

/**
 * For an HTLC claim or refund: the lock it names (GET transactions/{lockId}, the same query as
 * that lock's own page: claimed and refunded locks are gone from GET locks/{id} on 3.x, the lock
 * transaction stays) and what it released (`unlockedLock`). `lockId` is undefined for other
 * transactions; `lock` is undefined while loading, and null when the lock cannot be read (unknown
 * id, failed request, not a lock).
 */
export function useUnlockedLock(tx: Transaction): {
  lockId: string | undefined;
  lock: UnlockedLock | null | undefined;
} {
  const lockId = lockIdOf(tx);
  const query = useQuery({ ...transactionQuery(lockId ?? ""), enabled: lockId !== undefined });
  if (lockId === undefined) return { lockId, lock: null };
  if (query.isPending) return { lockId, lock: undefined };
  return { lockId, lock: unlockedLock(tx, query.data) ?? null };
}
