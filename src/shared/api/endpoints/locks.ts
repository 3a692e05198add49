import { apiServer, request, segment } from "../client";
import { isUnsupportedAnswer, withCapability } from "../capabilities";
import {
  lockSchema,
  paged,
  transactionSchema,
  type Lock,
  type Page,
  type Transaction,
} from "../schemas";
import type { PageParams } from "./search-params";

/** GET wallets/{address}/locks?page&limit&orderBy; with limit 1 also a count (meta.totalCount). */
export function getWalletLocks(
  address: string,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Lock>> {
  return request("GET", `wallets/${segment(address)}/locks`, paged(lockSchema), {
    searchParams: { ...p },
    signal,
  });
}

/** The lock a claim (type 9) or refund (type 10) transaction unlocks, from its asset. */
export function unlockedLockId(tx: Transaction): string | undefined {
  const asset = tx.asset as Record<string, unknown> | undefined;
  const part = tx.type === 9 ? asset?.claim : tx.type === 10 ? asset?.refund : undefined;
  const id =
    part && typeof part === "object"
      ? (part as { lockTransactionId?: unknown }).lockTransactionId
      : undefined;
  return typeof id === "string" ? id : undefined;
}

const isUnlock = (t: Transaction) => t.typeGroup === 1 && (t.type === 9 || t.type === 10);

/**
 * GET fallback of POST locks/unlocked. Verified on ARK Core 3.9.1: `asset.lockTransactionId=`
 * matches nothing; the nested asset paths do filter: `transactions?typeGroup=1&type=9&
 * asset.claim.lockTransactionId=<id>` and `type=10&asset.refund.lockTransactionId=<id>`. A node
 * that rejects those filters (422) gets the claim/refund lists (newest first, at most 5 pages)
 * matched client-side. Results are always re-checked against the asset.
 */
async function unlockedByGet(lockIds: string[], signal?: AbortSignal): Promise<Transaction[]> {
  const wanted = new Set(lockIds);
  try {
    const pages = await Promise.all(
      lockIds.flatMap((id) =>
        (
          [
            [9, "asset.claim.lockTransactionId"],
            [10, "asset.refund.lockTransactionId"],
          ] as const
        ).map(([type, filter]) =>
          request("GET", "transactions", paged(transactionSchema), {
            searchParams: { typeGroup: 1, type, [filter]: id, limit: 5 },
            signal,
          }),
        ),
      ),
    );
    return pages
      .flatMap((p) => p.data)
      .filter((t) => isUnlock(t) && wanted.has(unlockedLockId(t) ?? ""));
  } catch (error) {
    if (!isUnsupportedAnswer(error)) throw error;
  }
  const found: Transaction[] = [];
  for (const type of [9, 10]) {
    for (let page = 1; page <= 5; page++) {
      const p = await request("GET", "transactions", paged(transactionSchema), {
        searchParams: { typeGroup: 1, type, page, limit: 100, orderBy: "timestamp:desc" },
        signal,
      });
      found.push(...p.data.filter((t) => isUnlock(t) && wanted.has(unlockedLockId(t) ?? "")));
      if (page >= p.meta.pageCount) break;
    }
  }
  return found;
}

/**
 * The claim (type 9) and refund (type 10) transactions that unlocked any of `lockIds`
 * (POST locks/unlocked {ids}, one request for a whole page of locks; ARK Core 3.9.1 answers it
 * too); on nodes without it the GET equivalent above.
 */
export async function getUnlocked(lockIds: string[], signal?: AbortSignal): Promise<Transaction[]> {
  if (lockIds.length === 0) return [];
  return withCapability(
    apiServer(),
    "locksUnlocked",
    async () =>
      (
        await request("POST", "locks/unlocked", paged(transactionSchema), {
          json: { ids: lockIds },
          signal,
        })
      ).data.filter(isUnlock),
    () => unlockedByGet(lockIds, signal),
  );
}
