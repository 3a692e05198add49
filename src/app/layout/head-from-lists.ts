import type { QueryClient } from "@tanstack/react-query";
import { chainKeys, type ChainHead } from "@/shared/network/queries";

/**
 * The newest block of a block list answer (`{ data: [{ height, id, transactions }] }`, e.g. GET
 * blocks ordered by height) when it is above `current` — the head the height poll last read —
 * else null (another shape, an empty page, an older block).
 */
export function newerHead(answer: unknown, current: number | undefined): ChainHead | null {
  const rows = (answer as { data?: unknown } | null | undefined)?.data;
  if (!Array.isArray(rows)) return null;
  let best: ChainHead | null = null;
  for (const row of rows as unknown[]) {
    const b = row as { height?: unknown; id?: unknown; transactions?: unknown } | null;
    if (
      !b ||
      typeof b.height !== "number" ||
      !Number.isSafeInteger(b.height) ||
      typeof b.id !== "string"
    )
      continue;
    if (typeof b.transactions !== "number") continue;
    if (best === null || b.height > best.height)
      best = { height: b.height, blockId: b.id, transactions: b.transactions };
  }
  return best && (current === undefined || best.height > current) ? best : null;
}

/**
 * Keeps the height poll's head (the stats bar's height, and what lists refetch on) level with the
 * newest block any block list brought in: a list fetched between two polls (a page opened, a
 * refetch) may show a block the poll has not seen yet; that block becomes the head at once, so the
 * stats bar never shows a lower height than the list below it, and the lists that follow the
 * height (latest transactions) refetch for it now rather than at the next poll. Looks at the block
 * lists already in the cache, then at each one that arrives; returns the unsubscribe function.
 */
export function followBlockLists(client: QueryClient): () => void {
  const cache = client.getQueryCache();
  const take = (answer: unknown) => {
    const head = newerHead(answer, client.getQueryData<ChainHead>(chainKeys.blockchain())?.height);
    if (head) client.setQueryData(chainKeys.blockchain(), head);
  };
  for (const query of cache.findAll({ queryKey: ["blocks"] })) take(query.state.data);
  return cache.subscribe((event) => {
    if (
      event.type === "updated" &&
      event.action.type === "success" &&
      event.query.queryKey[0] === "blocks"
    )
      take(event.action.data);
  });
}
