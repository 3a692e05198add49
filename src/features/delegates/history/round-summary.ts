import type { RoundDelegate } from "@/shared/api/endpoints/delegates";
import { roundRanks } from "../round/history";
import { productivityOf, type LoadedRound } from "../round/productivity";

/**
 * What the delegate history keeps of one complete round: its active list (public key and votes at
 * that round, GET rounds/{round}/delegates) and each member's forged and missed slots in it, as the
 * delegate list's productivity counts them. Small (one entry per active delegate), so it is kept
 * for the whole visit: a complete round never changes.
 */
export interface RoundSummary {
  round: number;
  members: readonly RoundDelegate[];
  /** forged and missed slots per public key; a member missing from it had no slot decided */
  slots: Readonly<Record<string, { forged: number; missed: number }>>;
  /** rank per public key in the round's list (ARK ranking order: votes desc, public key asc) */
  ranks: Readonly<Record<string, number>>;
}

// Loaded with the first round summary the history asks for: the forging order's hashing is not
// needed before a round's blocks are in.

/**
 * Summary of one complete round from its active list and blocks (see {@link LoadedRound}), with
 * the delegate list's productivity computation on that single round. `activeDelegates` is the
 * round length, `blocktime` in seconds.
 */
export function summarizeRound(
  loaded: LoadedRound,
  activeDelegates: number,
  blocktime: number,
): RoundSummary {
  const slots: Record<string, { forged: number; missed: number }> = {};
  for (const [key, p] of productivityOf([loaded], activeDelegates, blocktime))
    slots[key] = { forged: p.forged, missed: p.missed };
  return {
    round: loaded.round,
    members: loaded.members,
    slots,
    ranks: Object.fromEntries(roundRanks(loaded.members)),
  };
}
