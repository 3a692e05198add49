import type { Productivity } from "../round/productivity";
import type { RoundSummary } from "./round-summary";

/** One delegate in one complete round. */
export interface DelegateRoundPoint {
  round: number;
  /** whether the delegate was in the round's active list */
  active: boolean;
  /** rank in the round's active list (1 = most votes); undefined when not active */
  rank?: number;
  /** votes at that round in arktoshi (a decimal string); undefined when not active */
  votes?: string;
  forged: number;
  missed: number;
}

/**
 * A delegate's rank (ARK ranking order: votes desc, public key asc), votes and slots in a round,
 * from the round's summary.
 */
export function delegateRoundPoint(summary: RoundSummary, publicKey: string): DelegateRoundPoint {
  const member = summary.members.find((m) => m.publicKey === publicKey);
  const slots = summary.slots[publicKey] ?? { forged: 0, missed: 0 };
  if (!member) return { round: summary.round, active: false, forged: 0, missed: 0 };
  return {
    round: summary.round,
    active: true,
    rank: summary.ranks[publicKey],
    votes: member.votes,
    forged: slots.forged,
    missed: slots.missed,
  };
}

/**
 * Forged and missed slots over the given rounds, and in how many the delegate was active: the
 * window's productivity is forged ÷ (forged + missed).
 */
export function windowProductivity(points: readonly DelegateRoundPoint[]): Productivity {
  const out: Productivity = { forged: 0, missed: 0, rounds: 0 };
  for (const p of points) {
    if (!p.active) continue;
    out.rounds++;
    out.forged += p.forged;
    out.missed += p.missed;
  }
  return out;
}

/** forged ÷ (forged + missed) as a fraction 0 … 1; undefined when no slot was decided. */
export function productivityShare(p: Productivity): number | undefined {
  const slots = p.forged + p.missed;
  return slots > 0 ? p.forged / slots : undefined;
}
