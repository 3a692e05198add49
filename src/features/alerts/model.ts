/**
 * The alerts' data: what an alert says and the locks detection follows. Kept apart from the
 * detection code (./detect.ts) so the header's bell, on every page, loads only this.
 */

/** The localStorage key of the alerts' list and detection state (./inbox.ts). */
export const ALERTS_STORAGE_KEY = "ark-explorer:alerts";
/**
 * The window event this tab's writes of that entry send (the `storage` event reaches other tabs
 * only), so the header's bell gate sees the list emptied or filled here without loading the list's
 * code.
 */
export const ALERTS_CHANGED_EVENT = "ark-explorer:alerts-changed";

/** What happened. */
type AlertKind =
  | "received"
  | "sent"
  | "lock-claimed"
  | "lock-refunded"
  | "lock-expired"
  | "missed-slot"
  | "entered-active"
  | "left-active"
  | "rank-changed";

/** One alert of the in-app list (and of a browser notification). */
export interface AlertEvent {
  /** unique per event: the same event found twice (two tabs, a catch-up) is listed once */
  key: string;
  kind: AlertKind;
  /** the watched wallet (a delegate's address for delegate events) */
  address: string;
  height: number;
  transactionId?: string;
  blockId?: string;
  /** arktoshi: what was sent or received (a multipayment: the watched wallet's share) */
  amount?: string;
  /** the other party of a transfer, or the lock's sender */
  counterparty?: string;
  lockId?: string;
  /** rank in the active set, 1-based (delegate events) */
  rank?: number;
  previousRank?: number;
  /** the round of a delegate event */
  round?: number;
  /**
   * when it happened on chain, in seconds since the network epoch: the block's time, a missed
   * slot's start, a timed lock's expiry (a catch-up finds many events at once: `at` is the same)
   */
  epoch?: number;
  /** unix milliseconds, when the explorer found it */
  at: number;
  read?: boolean;
}

/** A lock toward a watched wallet, seen in a block since its alerts were on. */
export interface TrackedLock {
  lockId: string;
  /** the watched wallet the lock pays */
  recipient: string;
  sender: string;
  /** arktoshi */
  amount: string;
  /** 1: epoch seconds, 2: height (ARK's lock expiration types) */
  expirationType: number;
  expirationValue: number;
}

/** Most alerts the in-app list keeps (the oldest go first). */
export const INBOX_MAX = 100;

/** `events` added to `inbox` newest first, each key once, at most {@link INBOX_MAX}. */
export function mergeEvents(
  inbox: readonly AlertEvent[],
  events: readonly AlertEvent[],
): AlertEvent[] {
  const seen = new Set(inbox.map((e) => e.key));
  const fresh = events.filter((e) => (seen.has(e.key) ? false : (seen.add(e.key), true)));
  if (!fresh.length) return [...inbox];
  return [...fresh.reverse(), ...inbox].slice(0, INBOX_MAX);
}
