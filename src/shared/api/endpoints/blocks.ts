import { apiServer, request, segment } from "../client";
import { getCapability, withCapability } from "../capabilities";
import { blockSchema, paged, single, type Block, type Page } from "../schemas";
import {
  compactCriteria,
  flattenCriteria,
  legacySearchPage,
  type Criteria,
  type PageParams,
} from "./search-params";

/** GET blocks?page&limit&orderBy → a page of blocks. */
export function getBlocks(p: PageParams, signal?: AbortSignal): Promise<Page<Block>> {
  return request("GET", "blocks", paged(blockSchema), { searchParams: { ...p }, signal });
}

/** GET blocks/{id} (id or height) → the block; 404 → ApiError.isNotFound. */
export async function getBlock(id: string, signal?: AbortSignal): Promise<Block> {
  return (await request("GET", `blocks/${segment(id)}`, single(blockSchema), { signal })).data;
}

/**
 * GET blocks?height=h&limit=1 → the block at a height, or null (the block page's previous/next
 * links).
 */
export async function getBlockAtHeight(
  height: number,
  signal?: AbortSignal,
): Promise<Block | null> {
  if (!Number.isSafeInteger(height) || height < 1) return null;
  const page = await request("GET", "blocks", paged(blockSchema), {
    searchParams: { height, limit: 1 },
    signal,
  });
  return page.data.find((b) => b.height === height) ?? null;
}

/** GET delegates/{id}/blocks?page&limit → blocks forged by a delegate (address, username or key). */
export function getDelegateBlocks(
  id: string,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Block>> {
  return request("GET", `delegates/${segment(id)}/blocks`, paged(blockSchema), {
    searchParams: { ...p },
    signal,
  });
}

/**
 * Block search: POST blocks/search?page&limit on 2.6 nodes (the criteria and the sort in the body,
 * `legacySearchPage`), GET blocks with filter params and `orderBy` on 3.x.
 * Criteria in API units (arktoshi, epoch seconds).
 */
export function searchBlocks(
  criteria: Criteria,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Block>> {
  const legacy = legacySearchPage(p);
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "blocks/search", paged(blockSchema), {
        searchParams: legacy.query,
        json: { ...compactCriteria(criteria), ...legacy.orderBy },
        signal,
      }),
    () =>
      request("GET", "blocks", paged(blockSchema), {
        searchParams: { ...flattenCriteria(criteria), ...p },
        signal,
      }),
  );
}

/** Blocks per request of a height range (the API's maximum page size). */
const HEIGHT_RANGE_CHUNK = 100;

/**
 * One chunk (at most 100 heights) of a height range, on either API generation (the same
 * "postSearch" capability as the searches: 3.x nodes are known by their version without a probe):
 * - 2.6: POST blocks/search?page=1&limit=100 with `{height: {from, to}}` (its GET blocks knows only
 *   an exact `height`; the search takes no `orderBy`);
 * - 3.x: GET blocks?height.from&height.to&limit=100&orderBy=height:asc (no POST search routes).
 * Blocks outside the range are dropped, in case a node ignores a filter it does not know.
 */
async function blocksInRange(from: number, to: number, signal?: AbortSignal): Promise<Block[]> {
  const page = await withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "blocks/search", paged(blockSchema), {
        searchParams: { page: 1, limit: HEIGHT_RANGE_CHUNK },
        json: { height: { from, to } },
        signal,
      }),
    () =>
      request("GET", "blocks", paged(blockSchema), {
        searchParams: {
          "height.from": from,
          "height.to": to,
          limit: HEIGHT_RANGE_CHUNK,
          orderBy: "height:asc",
        },
        signal,
      }),
  );
  return page.data.filter((b) => b.height >= from && b.height <= to);
}

/**
 * Every block of an inclusive height range, oldest first, in chunks of 100 heights asked in
 * parallel (used for rounds of the delegate monitor): GET blocks?height.from&height.to on 3.x,
 * POST blocks/search {height: {from, to}} on 2.6. Heights below 1 are clamped; an empty range
 * gives []. A height is listed once even if two answers overlap.
 */
export async function getBlocksByHeightRange(
  from: number,
  to: number,
  signal?: AbortSignal,
): Promise<Block[]> {
  const start = Math.max(1, Math.floor(from));
  const end = Math.floor(to);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || end < start) return [];
  const chunks: Array<Promise<Block[]>> = [];
  for (let h = start; h <= end; h += HEIGHT_RANGE_CHUNK) {
    // while the API generation is unknown the first chunk probes it alone, the others then follow
    if (chunks.length === 1 && getCapability(apiServer(), "postSearch") === undefined)
      await chunks[0]!.catch(() => undefined);
    chunks.push(blocksInRange(h, Math.min(end, h + HEIGHT_RANGE_CHUNK - 1), signal));
  }
  const byHeight = new Map<number, Block>();
  for (const block of (await Promise.all(chunks)).flat()) byHeight.set(block.height, block);
  return [...byHeight.values()].sort((a, b) => a.height - b.height);
}
