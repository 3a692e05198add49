import { rankRoundMembers, type RoundMember } from "./shuffle";
import { tallySlots, type RoundSlot } from "./slots";

/**
 * State of one delegate in one round:
 * forged (all its slots forged), missed (only missed slots), partial (forged and missed),
 * pending (round in progress, its turn not come yet), absent (not in that round's active list),
 * loading (the round's data is still on its way: older rounds load after the first view),
 * unknown (no data for the round).
 */
export type RoundCellState =
  "forged" | "missed" | "partial" | "pending" | "absent" | "loading" | "unknown";

/** One round of the missed-slot history. */
export interface RoundRecord {
  round: number;
  /** public keys of the round's active delegates (rounds/{round}/delegates); undefined = not loaded */
  members?: ReadonlySet<string>;
  /** forged and missed slots of the round so far; undefined = not loaded */
  slots?: readonly RoundSlot[];
  /** whether every block of the round exists */
  complete: boolean;
  /** members or slots not loaded yet but asked for, or about to be (not failed) */
  loading?: boolean;
}

/** A delegate's cell for one round. */
export interface RoundCell {
  round: number;
  state: RoundCellState;
  forged: number;
  missed: number;
}

/**
 * Forged/missed history per delegate over rounds (oldest first), from the rounds' slots
 * (see pastSlots). Returns a map public key → cells, for every public key asked for.
 */
export function roundHistory(
  rounds: readonly RoundRecord[],
  publicKeys: readonly string[],
): Map<string, RoundCell[]> {
  const tallies = rounds.map((r) => (r.slots ? tallySlots(r.slots) : undefined));
  const out = new Map<string, RoundCell[]>();
  for (const key of publicKeys) {
    out.set(
      key,
      rounds.map((r, i) => {
        const t = tallies[i]?.get(key) ?? { forged: 0, missed: 0 };
        let state: RoundCellState;
        if (!r.members || !r.slots) state = r.loading ? "loading" : "unknown";
        else if (!r.members.has(key)) state = "absent";
        else if (t.forged > 0 && t.missed > 0) state = "partial";
        else if (t.forged > 0) state = "forged";
        else if (t.missed > 0) state = "missed";
        else state = r.complete ? "unknown" : "pending";
        return { round: r.round, state, forged: t.forged, missed: t.missed };
      }),
    );
  }
  return out;
}

/**
 * Rank of each delegate in a round's active list (1-based, ARK ranking order: votes desc, public
 * key asc).
 */
export function roundRanks(members: readonly RoundMember[]): Map<string, number> {
  return new Map(rankRoundMembers(members).map((m, i) => [m.publicKey, i + 1]));
}

/** Rank change of a delegate since the previous round: positive = moved up; "new" = was not active. */
export type RankChange = number | "new";

/**
 * Rank changes from the previous round's list to the current one (▲/▼ n), for every delegate of
 * the current round. Empty when the previous list is unknown (round 1, or not loaded).
 */
export function rankChanges(
  current: readonly RoundMember[],
  previous: readonly RoundMember[] | undefined,
): Map<string, RankChange> {
  const out = new Map<string, RankChange>();
  if (!previous || previous.length === 0) return out;
  const before = roundRanks(previous);
  for (const [key, rank] of roundRanks(current)) {
    const old = before.get(key);
    out.set(key, old === undefined ? "new" : old - rank);
  }
  return out;
}
