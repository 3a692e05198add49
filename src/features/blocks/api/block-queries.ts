import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  getBlock,
  getBlockAtHeight,
  getBlocks,
  getDelegateBlocks,
} from "@/shared/api/endpoints/blocks";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import type { Block, Page } from "@/shared/api/schemas";
import { isApiError } from "@/shared/api/errors";
import {
  ASK_AGAIN_MS,
  askAgainWhileNotYetKnown,
  newerAnswer,
  NotYetKnownError,
} from "@/shared/network/lagging-pool";
import { chainKeys, type ChainHead } from "@/shared/network/queries";
import { seedFromLists } from "@/shared/routing/route-data";

/** Query keys of the blocks feature, general to specific. */
const blockKeys = {
  all: ["blocks"] as const,
  lists: () => [...blockKeys.all, "list"] as const,
  list: (p: PageParams) => [...blockKeys.lists(), p] as const,
  byDelegate: (id: string, p: PageParams) => [...blockKeys.all, "delegate", id, p] as const,
  detail: (id: string) => [...blockKeys.all, "detail", id] as const,
  atHeight: (height: number) => [...blockKeys.all, "height", height] as const,
};

/**
 * A page of blocks (GET blocks), previous page kept while the next loads. The newest blocks (page 1
 * by height, descending) never go back: an answer whose newest block is older than the one shown
 * (a member of a load-balanced pool behind the others) keeps the page shown (see newerAnswer).
 */
export function blocksQuery(p: PageParams) {
  return queryOptions({
    queryKey: blockKeys.list(p),
    queryFn: async ({ signal, client, queryKey }) => {
      const page = await getBlocks(p, signal);
      return p.page === 1 && p.orderBy === "height:desc"
        ? newerAnswer(client.getQueryData<Page<Block>>(queryKey), page, (x) => x.data[0]?.height)
        : page;
    },
    placeholderData: keepPreviousData,
  });
}

/** Blocks forged by one delegate (GET delegates/{id}/blocks). */
export function delegateBlocksQuery(id: string, p: PageParams) {
  return queryOptions({
    queryKey: blockKeys.byDelegate(id, p),
    queryFn: ({ signal }) => getDelegateBlocks(id, p, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * One block by id or height (GET blocks/{id}): the block page, the block a transaction is in, the
 * header of a block's transaction list. A 404 is not retried (the app's retry rule), except for a
 * block this explorer listed (isListedBlock): the node that answered is behind the one that
 * listed it (a load-balanced pool), so it fails with NotYetKnownError and is asked again every
 * ASK_AGAIN_MS for a while (see stillAsking).
 */
export function blockQuery(id: string) {
  return queryOptions({
    queryKey: blockKeys.detail(id),
    queryFn: async ({ signal, client }) => {
      try {
        return await getBlock(id, signal);
      } catch (error) {
        const height = client.getQueryData<ChainHead>(chainKeys.blockchain())?.height;
        if (isApiError(error) && error.isNotFound && isListedBlock(client, id, height))
          throw new NotYetKnownError(error);
        throw error;
      }
    },
    staleTime: 60_000,
    refetchInterval: askAgainWhileNotYetKnown,
  });
}

/** How often the block at a height the chain has reached is asked for again while the node that answered has none. */
const NO_BLOCK_YET_ATTEMPTS = 40;

/**
 * The block at a height (previous/next links), null when none exists yet. Enable it for heights
 * the chain has reached only: a null answer then comes from a node behind the others (a
 * load-balanced pool), and is asked again every ASK_AGAIN_MS for a while.
 */
export function blockAtHeightQuery(height: number) {
  return queryOptions({
    queryKey: blockKeys.atHeight(height),
    queryFn: ({ signal }) => getBlockAtHeight(height, signal),
    staleTime: (q) => (q.state.data ? Infinity : 0),
    refetchInterval: (q) =>
      q.state.data === null && q.state.dataUpdateCount < NO_BLOCK_YET_ATTEMPTS
        ? ASK_AGAIN_MS
        : false,
  });
}

/**
 * Puts a block a cached list already holds (by id or height) under {@link blockQuery}, so the block
 * page opened from that list renders at once; see seedFromLists.
 */
export function seedBlockFromLists(queryClient: QueryClient, id: string): boolean {
  return seedFromLists<Block>(
    queryClient,
    blockQuery(id).queryKey,
    blockKeys.all,
    (b) => b.id === id || String(b.height) === id,
  );
}

/**
 * Brings a cached newest-first first page of blocks (`p`: page 1, `orderBy` height:desc) up to the
 * chain head the height poll read, without asking the node: the head block goes on top and the
 * oldest row drops off, the total grows by one. Returns true when the page is current afterwards
 * (also when it already was); false when it cannot be done here (not such a page, nothing cached,
 * the poll did not read the block, or more than one block came since) and the page must be asked
 * again. Rows keep their `confirmations` from the answer: pages count them from the height.
 */
export function advanceBlocksPage(
  queryClient: QueryClient,
  p: PageParams,
  head: ChainHead | undefined,
): boolean {
  if (!head || p.page !== 1 || p.orderBy !== "height:desc") return false;
  const key = blocksQuery(p).queryKey;
  const page = queryClient.getQueryData<Page<Block>>(key);
  const newest = page?.data[0];
  if (!page || !newest) return false;
  if (newest.height >= head.height) return true;
  const block = head.block;
  if (!block || block.height !== newest.height + 1 || block.height !== head.height) return false;
  const totalCount = page.meta.totalCount + 1;
  queryClient.setQueryData<Page<Block>>(key, {
    data: [block, ...page.data].slice(0, Math.max(1, p.limit)),
    meta: {
      ...page.meta,
      totalCount,
      pageCount: Math.max(1, Math.ceil(totalCount / Math.max(1, p.limit))),
    },
  });
  return true;
}

/** The rows of a cached answer: a list's `data`, an array, or the answer itself. */
function rowsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  if (data && typeof data === "object") {
    const rows = (data as { data?: unknown }).data;
    return Array.isArray(rows) ? rows : [data];
  }
  return [];
}

/**
 * Whether this explorer has listed the block `id` (an id or a height): a cached answer names it (a
 * list of blocks, a round's blocks, the chain head, a transaction's block, a delegate's last
 * block) or it is a height at or
 * below the chain `height` known. A 404 for such a block comes from a node of a load-balanced pool
 * that is behind the one that listed it, not from a block that does not exist.
 */
export function isListedBlock(
  queryClient: QueryClient,
  id: string,
  height: number | undefined,
): boolean {
  if (/^\d+$/.test(id) && Number(id) >= 1 && height !== undefined && Number(id) <= height)
    return true;
  return queryClient
    .getQueryCache()
    .getAll()
    .some((query) =>
      rowsOf(query.state.data).some((row) => {
        if (!row || typeof row !== "object") return false;
        // a block, a transaction, the chain head, a delegate's last block
        const r = row as {
          id?: unknown;
          generator?: unknown;
          blockId?: unknown;
          block?: { id?: unknown };
          blocks?: { last?: { id?: unknown } };
        };
        return (
          (r.id === id && r.generator !== undefined) ||
          r.blockId === id ||
          r.block?.id === id ||
          r.blocks?.last?.id === id
        );
      }),
    );
}
