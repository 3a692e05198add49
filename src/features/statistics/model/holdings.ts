/**
 * The holdings bands of the statistics page: how many wallets hold more than 1, 10, 100 … 1M
 * tokens. Amounts are arktoshi decimal strings compared with big.js (a balance can exceed what a
 * JavaScript number holds exactly).
 */
import Big from "big.js";
import type { ApiCount } from "@/shared/api/counts";

/** Arktoshi per token (ARK Core: 8 decimals on every network). */
const ARKTOSHI_PER_TOKEN = "100000000";

/** The thresholds of the bands, in whole tokens of the network's own token. */
export const HOLDING_THRESHOLDS = ["1", "10", "100", "1000", "10000", "100000", "1000000"] as const;

/** How far a band's count can be trusted. */
type BandKind =
  /** the node's exact total, or every wallet counted */
  | "exact"
  /** the node's own estimate of its total */
  | "estimate"
  /** counted among the richest wallets read only: there may be more */
  | "atLeast";

/** One band: wallets holding more than `tokens` tokens. */
export interface HoldingBand {
  /** the threshold in whole tokens ("1000") */
  tokens: string;
  /** the same threshold in arktoshi ("100000000000") */
  arktoshi: string;
  /** undefined while not known */
  count?: number;
  kind?: BandKind;
}

/** The threshold of `tokens` whole tokens in arktoshi, a decimal string. */
export function thresholdArktoshi(tokens: string): string {
  return new Big(tokens).times(ARKTOSHI_PER_TOKEN).toFixed(0);
}

/**
 * The smallest balance (arktoshi) that holds MORE than `tokens` tokens: the threshold plus one
 * arktoshi, for a node filter that counts balances at or above a value (`balance.from`).
 */
export function bandFrom(tokens: string): string {
  return new Big(thresholdArktoshi(tokens)).plus(1).toFixed(0);
}

/** An empty band per threshold (nothing known yet). */
export function emptyBands(thresholds: readonly string[] = HOLDING_THRESHOLDS): HoldingBand[] {
  return thresholds.map((tokens) => ({ tokens, arktoshi: thresholdArktoshi(tokens) }));
}

/**
 * A band from the node's count of the wallets at or above {@link bandFrom}: exact or the node's
 * estimate; unknown (no count) while `count` is undefined or null.
 */
export function bandFromCount(tokens: string, count: ApiCount | null | undefined): HoldingBand {
  const band: HoldingBand = { tokens, arktoshi: thresholdArktoshi(tokens) };
  if (!count) return band;
  return { ...band, count: count.count, kind: count.isEstimate ? "estimate" : "exact" };
}

/**
 * A band counted from the richest wallets' balances (arktoshi strings, richest first): the
 * wallets holding more than the threshold. When `complete` is false the list stops at a cap, so a
 * band that every listed wallet is in may hold more wallets than were listed: "atLeast".
 */
export function bandFromBalances(
  tokens: string,
  balances: readonly string[],
  complete: boolean,
): HoldingBand {
  const arktoshi = thresholdArktoshi(tokens);
  const limit = new Big(arktoshi);
  // not relying on the order: a node's list sorted otherwise still counts right
  let count = 0;
  for (const b of balances) if (new Big(b).gt(limit)) count++;
  const open = !complete && count === balances.length;
  return { tokens, arktoshi, count, kind: open ? "atLeast" : "exact" };
}
