/**
 * Which rounds the missed-blocks page covers, with no other dependency: the route's data function
 * (in the app shell) needs it before the page's own code is in. Heights are block heights
 * (1-based), rounds are numbered from 1.
 */

/** The window lengths the missed-blocks page offers (`?rounds=`). */
export const MISSED_ROUND_CHOICES = [1, 5, 10, 25] as const;
/**
 * The default window: each round costs two requests (its active list and its blocks), so ten
 * rounds and the app's own few stay within thirty on a first visit.
 */
export const DEFAULT_MISSED_ROUNDS = 10;
/** The newest rounds asked for at once; the older ones wait for idle time after these are shown. */
export const FIRST_MISSED_ROUNDS = 2;

/** The window length from the page's `?rounds=` value: one of MISSED_ROUND_CHOICES, else the default. */
export function missedRoundsOf(value: string | null): number {
  const rounds = Number(value);
  return (MISSED_ROUND_CHOICES as readonly number[]).includes(rounds)
    ? rounds
    : DEFAULT_MISSED_ROUNDS;
}

/**
 * The last `count` complete rounds at `height` (round length `activeDelegates`), newest first:
 * the rounds whose every block exists. The round in progress is left out, so no slot of it is
 * reported missed before the round is over. The same rounds as the delegate list's productivity
 * window (productivityRounds in forging.ts), in collection order.
 */
export function missedWindow(height: number, activeDelegates: number, count: number): number[] {
  if (!(height > 0) || !(activeDelegates > 0) || !(count > 0)) return [];
  const lastComplete = Math.floor(height / activeDelegates);
  const out: number[] = [];
  for (let r = lastComplete; r >= Math.max(1, lastComplete - count + 1); r--) out.push(r);
  return out;
}
