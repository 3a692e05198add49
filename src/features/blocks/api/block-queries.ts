import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import { getBlock, getBlockAtHeight, getBlocks, getDelegateBlocks } from "@/shared/api/endpoints/blocks";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import type { Block, Page } from "@/shared/api/schemas";
import type { ChainHead } from "@/shared/network/queries";
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

/** A page of blocks (GET blocks), previous page kept while the next loads. */
export function blocksQuery(p: PageParams) {
  return queryOptions({
    queryKey: blockKeys.list(p),
    queryFn: ({ signal }) => getBlocks(p, signal),
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
 * header of a block's transaction list. A 404 is not retried (the app's retry rule).
 */
export function blockQuery(id: string) {
  return queryOptions({
    queryKey: blockKeys.detail(id),
    queryFn: ({ signal }) => getBlock(id, signal),
    staleTime: 60_000,
  });
}

/** The block at a height (previous/next links), null when none exists yet. */
export function blockAtHeightQuery(height: number) {
  return queryOptions({
    queryKey: blockKeys.atHeight(height),
    queryFn: ({ signal }) => getBlockAtHeight(height, signal),
    staleTime: (q) => (q.state.data ? Infinity : 0),
  });
}

/**
 * Puts a block a cached list already holds (by id or height) under {@link blockQuery}, so the block
 * page opened from that list renders at once; see seedFromLists.
 */
export function seedBlockFromLists(queryClient: QueryClient, id: string): boolean {
  return seedFromLists<Block>(queryClient, blockQuery(id).queryKey, blockKeys.all, (b) => b.id === id || String(b.height) === id);
}

/**
 * Brings a cached newest-first first page of blocks (`p`: page 1, `orderBy` height:desc) up to the
 * chain head the height poll read, without asking the node: the head block goes on top and the
 * oldest row drops off, the total grows by one. Returns true when the page is current afterwards
 * (also when it already was); false when it cannot be done here (not such a page, nothing cached,
 * the poll did not read the block, or more than one block came since) and the page must be asked
 * again. Rows keep their `confirmations` from the answer: pages count them from the height.
 */
export function advanceBlocksPage(queryClient: QueryClient, p: PageParams, head: ChainHead | undefined): boolean {
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
    meta: { ...page.meta, totalCount, pageCount: Math.max(1, Math.ceil(totalCount / Math.max(1, p.limit))) },
  });
  return true;
}
