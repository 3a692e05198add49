import { blocksQuery } from "@/features/blocks/api/block-queries";

/** Rows of home's latest transactions and latest blocks lists. */
export const LATEST_LIMIT = 25;

/**
 * The home page's latest blocks (GET blocks?page=1&limit=25&orderBy=height:desc): the blocks list
 * and the summary cards (last block, block time, forgers) read the same entry.
 */
export const latestBlocksQuery = () => blocksQuery({ page: 1, limit: LATEST_LIMIT, orderBy: "height:desc" });
