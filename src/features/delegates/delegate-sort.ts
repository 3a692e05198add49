import { delegateOrder, type DelegateOrderField } from "@/shared/api/endpoints/delegate-list";
import type { Delegate } from "@/shared/api/schemas";

/** Sortable column ids of the delegates table. */
const DELEGATE_SORT_IDS = ["rank", "username", "produced", "forged", "votes"] as const;
/** A sortable column id of the delegates table. */
type DelegateSortId = (typeof DELEGATE_SORT_IDS)[number];

/** The node's `orderBy` field of each sortable column. */
const DELEGATE_ORDER_FIELDS: Record<DelegateSortId, DelegateOrderField> = {
  rank: "rank",
  username: "username",
  produced: "blocks.produced",
  forged: "forged.total",
  votes: "votes",
};

/** A sort of the delegates table: column id and direction. */
export interface DelegateSort {
  id: string;
  desc: boolean;
}

/**
 * The two delegate lists: the key of their stored sort preference, their default sort and their
 * sortable columns. Every delegate: rank ascending. The resigned: votes ascending, and no rank
 * column (resigned delegates have none).
 */
export const DELEGATE_LISTS = {
  all: {
    table: "delegates",
    defaultSort: { id: "rank", desc: false },
    sortIds: DELEGATE_SORT_IDS as readonly string[],
  },
  resigned: {
    table: "delegatesResigned",
    defaultSort: { id: "votes", desc: false },
    sortIds: DELEGATE_SORT_IDS.filter((id) => id !== "rank") as readonly string[],
  },
} as const;

/** The node's order field of a column id; an unknown id sorts by rank. */
export function orderFieldOf(id: string): DelegateOrderField {
  return (DELEGATE_ORDER_FIELDS as Record<string, DelegateOrderField | undefined>)[id] ?? "rank";
}

/**
 * Sorts delegates in the browser exactly as ARK Core 3.x orders its delegate list (for a node
 * that cannot sort it): rank (delegates without a rank — the resigned — last in both directions),
 * username (by code units), produced blocks, total forged or votes (exact BigInt); ties by rank
 * ascending, then public key. Returns a new array.
 */
export function sortDelegates(list: readonly Delegate[], sort: DelegateSort): Delegate[] {
  return [...list].sort(delegateOrder(orderFieldOf(sort.id), sort.desc));
}
