import type { Delegate } from "@/shared/api/schemas";

/** Sortable column ids of the delegates table (§2). */
export const DELEGATE_SORT_IDS = ["rank", "username", "produced", "forged", "votes"] as const;
/** A sortable column id of the delegates table. */
export type DelegateSortId = (typeof DELEGATE_SORT_IDS)[number];

const big = (v: string) => BigInt(v);
const cmpBig = (a: string, b: string) => {
  const x = big(a);
  const y = big(b);
  return x < y ? -1 : x > y ? 1 : 0;
};

/**
 * Sorts delegates client-side (the shared full list, §7): rank (delegates without a rank — the
 * resigned — always last), username, produced blocks, total forged or votes (exact BigInt). Ties
 * fall back to rank, then username. Returns a new array.
 */
export function sortDelegates(list: readonly Delegate[], sort: { id: string; desc: boolean }): Delegate[] {
  const dir = sort.desc ? -1 : 1;
  const byRank = (a: Delegate, b: Delegate) => {
    if (a.rank === undefined && b.rank === undefined) return 0;
    if (a.rank === undefined) return 1;
    if (b.rank === undefined) return -1;
    return a.rank - b.rank;
  };
  const primary = (a: Delegate, b: Delegate): number => {
    switch (sort.id as DelegateSortId) {
      case "rank": {
        // unranked stay last in both directions
        if (a.rank === undefined || b.rank === undefined) return byRank(a, b) * dir;
        return a.rank - b.rank;
      }
      case "username":
        return a.username.localeCompare(b.username, "en");
      case "produced":
        return a.blocks.produced - b.blocks.produced;
      case "forged":
        return cmpBig(a.forged.total, b.forged.total);
      case "votes":
        return cmpBig(a.votes, b.votes);
      default:
        return 0;
    }
  };
  return [...list].sort((a, b) => primary(a, b) * dir || byRank(a, b) || a.username.localeCompare(b.username, "en"));
}
