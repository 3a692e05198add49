import { queryOptions } from "@tanstack/react-query";
import { getLock } from "@/shared/api/endpoints/lock-detail";

/**
 * One lock as the node still holds it (GET locks/{id}, either generation's shape): the node's own
 * `isExpired` while nothing unlocked it; null once it was claimed or refunded (or never existed).
 * Apart from lock-queries.ts, which the wallet and transaction pages load: only the lock page asks it.
 */
export function lockQuery(id: string) {
  return queryOptions({
    queryKey: ["locks", "detail", id] as const,
    queryFn: ({ signal }) => getLock(id, signal),
    staleTime: 30_000,
  });
}
