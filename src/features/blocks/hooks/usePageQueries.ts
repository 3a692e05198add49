import { useQuery } from "@tanstack/react-query";
import { usePageInputs } from "@/shared/routing/table-state";
import { blockPageQueries, blocksPageQueries } from "../api/page-queries";

/** The blocks page's queries (see blocksPageQueries) from the URL and the preferences. */
export function useBlocksPageQueries() {
  return blocksPageQueries(usePageInputs());
}

/**
 * The block page's queries (`queries`, see blockPageQueries) and the block's query result
 * (`block`), whose answer tells whether it has transactions to list.
 */
export function useBlockPageQueries() {
  const inputs = usePageInputs();
  const block = useQuery(blockPageQueries(inputs).block);
  return { queries: blockPageQueries(inputs, block.data), block };
}
