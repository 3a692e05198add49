/**
 * Round maths with no other dependency: what the delegate monitor's route data needs before the
 * page's own code is in (see src/features/delegates/route-data.ts), kept apart from the forging
 * statuses so a first visit of any page carries only these few lines. Heights are block heights
 * (1-based).
 */

/** Default number of rounds of the delegate monitor's missed-slot history (and of the list's productivity). */
export const DEFAULT_HISTORY_ROUNDS = 5;
/** The history lengths the delegate monitor offers (`?rounds=`). */
export const HISTORY_CHOICES = [5, 10, 20] as const;

/** The delegate monitor's history length from its `?rounds=` value: one of HISTORY_CHOICES, else the default. */
export function historyRoundsOf(value: string | null): number {
  const rounds = Number(value);
  return (HISTORY_CHOICES as readonly number[]).includes(rounds) ? rounds : DEFAULT_HISTORY_ROUNDS;
}

/**
 * The round a height belongs to: ceil(height / activeDelegates). Heights 1..51 are round 1 with 51
 * active delegates; height 0 (or less) is round 0.
 */
export function roundOf(height: number, activeDelegates: number): number {
  if (!(activeDelegates > 0) || !(height > 0)) return 0;
  return Math.ceil(height / activeDelegates);
}

/** The rounds of the delegate monitor's view (see monitorRounds). */
export interface MonitorRounds {
  /** history rounds, oldest first; their blocks are asked for */
  history: number[];
  /** rounds whose active list is asked for: the history and the current round's predecessor */
  members: number[];
  /** the members asked for on a first visit */
  eagerMembers: ReadonlySet<number>;
  /** the history rounds whose blocks are asked for on a first visit */
  eagerBlocks: ReadonlySet<number>;
}

/**
 * The rounds the monitor asks for, and which of them a first visit asks for at once (`eager`):
 * the round the next block belongs to and the one before it (their members give the forging order,
 * the forging statuses and the rank changes, their blocks the slots so far, the last block and the
 * two newest history cells); the older history rounds wait until `OLDER_ROUNDS_DELAY_MS` (forging.ts)
 * after the first view. `round` is the round of the height, `nextRound` that of the next block
 * (0 for both while the height is unknown).
 */
export function monitorRounds(
  round: number,
  nextRound: number,
  historyRounds: number,
): MonitorRounds {
  const history: number[] = [];
  for (let r = Math.max(1, nextRound - historyRounds + 1); r <= nextRound; r++) history.push(r);
  const set = new Set<number>(history);
  if (round >= 1) set.add(round);
  if (round - 1 >= 1) set.add(round - 1);
  const members = [...set].sort((a, b) => a - b);
  // round - 1 is nextRound - 1, or nextRound - 2 right after a round's last block (rank changes)
  const eagerMembers = new Set(members.filter((r) => r >= Math.min(round - 1, nextRound - 1)));
  const eagerBlocks = new Set(history.filter((r) => r >= nextRound - 1));
  return { history, members, eagerMembers, eagerBlocks };
}
