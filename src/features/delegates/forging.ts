/**
 * Delegate forging status, computed in the browser from the network height and the
 * delegate's last forged block. Pure functions; heights are block heights (1-based).
 */

import { roundOf } from "./round/rounds";

// the round maths the monitor's route data needs live in a module without the statuses below
export { DEFAULT_HISTORY_ROUNDS, roundOf } from "./round/rounds";

/**
 * How long after the first view is in (its rounds loaded, no request running) the older history
 * rounds are asked for (ms), in idle time: after the first visit settled, well before anyone reads
 * the oldest cells.
 */
export const OLDER_ROUNDS_DELAY_MS = 2_500;

/** Forging status codes (0..4), the numeric values the original explorer used. */
export enum ForgingStatus {
  Forging = 0,
  Missing = 1,
  NotForging = 2,
  NeverForged = 3,
  BecameActive = 4,
}

/** Every status, in code order (for totals and legends). */
export const FORGING_STATUSES: readonly ForgingStatus[] = [
  ForgingStatus.Forging,
  ForgingStatus.Missing,
  ForgingStatus.NotForging,
  ForgingStatus.NeverForged,
  ForgingStatus.BecameActive,
];

/** First and last height of a round: round 2 with 51 delegates → [52, 102]. */
export function roundHeights(
  round: number,
  activeDelegates: number,
): { first: number; last: number } {
  return { first: (round - 1) * activeDelegates + 1, last: round * activeDelegates };
}

/**
 * The complete rounds productivity is counted over, oldest first: the last `count` rounds that
 * ended at `height` (round length `activeDelegates`), from round 1 on.
 */
export function productivityRounds(
  height: number,
  activeDelegates: number,
  count: number,
): number[] {
  if (!(height > 0) || !(activeDelegates > 0)) return [];
  const lastComplete = Math.floor(height / activeDelegates);
  const out: number[] = [];
  for (let r = Math.max(1, lastComplete - count + 1); r <= lastComplete; r++) out.push(r);
  return out;
}

/**
 * Blocks still to be forged in the round after `height`: activeDelegates - (height mod
 * activeDelegates), or a full round when the remainder is zero (the round just completed).
 */
export function remainingBlocksInRound(height: number, activeDelegates: number): number {
  if (!(activeDelegates > 0)) return 0;
  const rest = ((height % activeDelegates) + activeDelegates) % activeDelegates;
  return rest === 0 ? activeDelegates : activeDelegates - rest;
}

/**
 * Forging status, rules in order, the difference measured in ROUNDS (roundOf(height) -
 * roundOf(lastBlockHeight)):
 * no last block → NeverForged; difference 0 → Forging; not in the previous round's delegate list →
 * BecameActive; difference 1 → Forging; 2 → Missing; larger → NotForging.
 */
export function forgingStatus(args: {
  /** current network height */
  height: number;
  /** height of the delegate's last forged block; undefined when it never forged */
  lastBlockHeight?: number;
  activeDelegates: number;
  /** whether the delegate is in the previous round's active list (rounds/{round-1}/delegates) */
  inPreviousRound: boolean;
}): ForgingStatus {
  const { height, lastBlockHeight, activeDelegates, inPreviousRound } = args;
  if (lastBlockHeight === undefined || lastBlockHeight === null || !(lastBlockHeight > 0)) {
    return ForgingStatus.NeverForged;
  }
  const difference = roundOf(height, activeDelegates) - roundOf(lastBlockHeight, activeDelegates);
  if (difference <= 0) return ForgingStatus.Forging;
  if (!inPreviousRound) return ForgingStatus.BecameActive;
  if (difference === 1) return ForgingStatus.Forging;
  if (difference === 2) return ForgingStatus.Missing;
  return ForgingStatus.NotForging;
}
