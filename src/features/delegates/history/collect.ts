/**
 * The order and pace in which the delegate history collects its rounds: newest first, the first
 * few at once, the older ones in idle time, never more than a few in flight, none while the tab is
 * hidden, and none after a failure (until a retry).
 */

/** Complete rounds the delegate history covers (fewer on a younger chain). */
export const HISTORY_ROUNDS = 100;
/** The newest rounds collected without waiting for idle time: what the first view shows. */
export const FIRST_ROUNDS = 10;
/** Rounds asked for at the same time (each is its active list and its blocks: two requests). */
export const MAX_ROUNDS_IN_FLIGHT = 2;

/** Where a round of the window stands: collected, being collected, failed, or not asked for. */
export type RoundStatus = "have" | "loading" | "error" | "idle";

/** What the collection does next. */
type CollectStep =
  /** ask for these rounds (newest first); `idle`: wait for idle time first */
  | { kind: "load"; rounds: number[]; idle: boolean }
  /** as many rounds in flight as allowed: wait for one to end */
  | { kind: "wait" }
  /** the tab is hidden: ask nothing until it is shown */
  | { kind: "paused" }
  /** a round failed: stop until it is retried */
  | { kind: "failed" }
  /** every round of the window is in */
  | { kind: "done" };

/** The window's rounds in collection order: newest first. */
export function collectionOrder(rounds: readonly number[]): number[] {
  return [...rounds].sort((a, b) => b - a);
}

/**
 * The next step of the collection, from each round's status. `order` is newest first
 * ({@link collectionOrder}); rounds already cached count as collected, so a revisit asks nothing.
 */
export function nextCollectStep(
  order: readonly number[],
  status: (round: number) => RoundStatus,
  opts: { hidden: boolean; maxInFlight?: number; firstRounds?: number },
): CollectStep {
  const maxInFlight = opts.maxInFlight ?? MAX_ROUNDS_IN_FLIGHT;
  const firstRounds = opts.firstRounds ?? FIRST_ROUNDS;
  let inFlight = 0;
  const waiting: Array<{ round: number; index: number }> = [];
  for (const [index, round] of order.entries()) {
    const s = status(round);
    if (s === "error") return { kind: "failed" };
    if (s === "loading") inFlight++;
    else if (s === "idle") waiting.push({ round, index });
  }
  if (waiting.length === 0) return inFlight > 0 ? { kind: "wait" } : { kind: "done" };
  if (opts.hidden) return { kind: "paused" };
  const free = maxInFlight - inFlight;
  if (free <= 0) return { kind: "wait" };
  const take = waiting.slice(0, free);
  const idle = take[0]!.index >= firstRounds;
  // a step asked at once stops at the first view's last round: the next one waits for idle time,
  // however the rounds before it happened to end (one at a time, or two together)
  const rounds = (idle ? take : take.filter((w) => w.index < firstRounds)).map((w) => w.round);
  return { kind: "load", rounds, idle };
}
