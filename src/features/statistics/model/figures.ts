import Big from "big.js";
import type { TypeFeeStats } from "@/shared/api/endpoints/statistics";
import type { Delegate, Transaction } from "@/shared/api/schemas";

/** What a multipayment moves: the sum of its `asset.payments` amounts (arktoshi); 0 otherwise. */
function paymentsSum(tx: Transaction): Big {
  const payments = (tx.asset as { payments?: unknown } | undefined)?.payments;
  if (!Array.isArray(payments)) return new Big(0);
  return payments.reduce<Big>((sum, p: unknown) => {
    const amount = p && typeof p === "object" ? (p as { amount?: unknown }).amount : undefined;
    return typeof amount === "string" || typeof amount === "number"
      ? /^\d+$/.test(String(amount))
        ? sum.plus(String(amount))
        : sum
      : sum;
  }, new Big(0));
}

/**
 * Volume and fees of a list of transactions (arktoshi, decimal strings): amounts plus what
 * multipayments pay out (their own `amount` is 0), and the fees.
 */
export function volumeOf(rows: readonly Transaction[]): { volume: string; fees: string } {
  let volume = new Big(0);
  let fees = new Big(0);
  for (const tx of rows) {
    volume = volume.plus(tx.amount).plus(paymentsSum(tx));
    fees = fees.plus(tx.fee);
  }
  return { volume: volume.toFixed(0), fees: fees.toFixed(0) };
}

/**
 * The wallets that took part in a list of transactions (the transactions of one bucket, or of
 * several): the distinct addresses among their senders (`sender`), their recipients (`recipient`,
 * which the schema also fills from 2.6's `recipientId`) and their multipayment recipients
 * (`asset.payments[].recipientId`), as a set of address strings; its size is the bucket's active
 * wallets, and the union of several buckets' sets the wallets active in any of them, each once.
 * An address counts once however often it appears (3.x repeats the sender as the recipient of
 * non-transfers). Left out: anything that is not a string, and any string `isAddress` refuses (a
 * malformed or hostile answer: the caller passes the network's address check).
 */
export function participantsOf(
  rows: Iterable<Transaction>,
  isAddress: (text: string) => boolean,
): Set<string> {
  const out = new Set<string>();
  const add = (candidate: unknown) => {
    if (typeof candidate === "string" && !out.has(candidate) && isAddress(candidate))
      out.add(candidate);
  };
  for (const tx of rows) {
    add(tx.sender);
    add(tx.recipient);
    const payments = (tx.asset as { payments?: unknown } | undefined)?.payments;
    if (!Array.isArray(payments)) continue;
    for (const p of payments as unknown[])
      if (p && typeof p === "object") add((p as { recipientId?: unknown }).recipientId);
  }
  return out;
}

/**
 * Fee figures per transaction type computed from transactions already read (arktoshi, decimal
 * strings; the average rounded down to whole arktoshi), for nodes that do not answer GET node/fees.
 * A transaction seen twice counts once; one whose fee is not a whole number of arktoshi is left out
 * (hostile or broken answer). Ordered by type group, then type; `count`: transactions of the type.
 */
export function feeStatsOfTransactions(
  rows: Iterable<Transaction>,
): Array<TypeFeeStats & { count: number }> {
  const seen = new Set<string>();
  const byType = new Map<
    string,
    { typeGroup: number; type: number; min: Big; max: Big; sum: Big; count: number }
  >();
  for (const tx of rows) {
    if (seen.has(tx.id) || !/^\d+$/.test(String(tx.fee))) continue;
    seen.add(tx.id);
    const fee = new Big(tx.fee);
    const typeGroup = tx.typeGroup;
    const key = `${typeGroup}/${tx.type}`;
    const f = byType.get(key);
    if (!f) byType.set(key, { typeGroup, type: tx.type, min: fee, max: fee, sum: fee, count: 1 });
    else {
      if (fee.lt(f.min)) f.min = fee;
      if (fee.gt(f.max)) f.max = fee;
      f.sum = f.sum.plus(fee);
      f.count++;
    }
  }
  return [...byType.values()]
    .sort((a, b) => a.typeGroup - b.typeGroup || a.type - b.type)
    .map((f) => ({
      typeGroup: f.typeGroup,
      type: f.type,
      min: f.min.toFixed(0),
      max: f.max.toFixed(0),
      avg: f.sum.div(f.count).round(0, Big.roundDown).toFixed(0),
      sum: f.sum.toFixed(0),
      count: f.count,
    }));
}

/** One active delegate's share of the active delegates' vote. */
export interface VoteShare {
  rank: number;
  username: string;
  /** arktoshi */
  votes: string;
  /** percent of the active delegates' total vote (a display ratio) */
  share: number;
  /** percent held by this delegate and every better-ranked one */
  cumulative: number;
}

/** The vote distribution of the active delegates. */
export interface VoteDistribution {
  shares: VoteShare[];
  /** arktoshi: the vote of the active delegates together */
  total: string;
  /** fewest delegates (from the top) that hold at least a third of the active vote; 0 when there is no vote */
  third: number;
  /** fewest delegates (from the top) that hold at least half of the active vote; 0 when there is no vote */
  half: number;
}

/**
 * The active delegates' vote distribution from a delegate list (any order): the ranks 1 … `active`,
 * ordered by votes (most first), each one's share, the running total, and how many of the top
 * delegates hold a third and a half of the active vote (the fewest that reach it). Shares with
 * big.js: votes are arktoshi far beyond 2^53.
 */
export function voteDistribution(delegates: readonly Delegate[], active: number): VoteDistribution {
  const members = delegates
    .filter((d) => d.rank !== undefined && d.rank !== null && d.rank >= 1 && d.rank <= active)
    .map((d) => ({ rank: d.rank as number, username: d.username, votes: new Big(d.votes) }))
    .sort((a, b) => b.votes.cmp(a.votes) || a.rank - b.rank);
  const total = members.reduce((s, m) => s.plus(m.votes), new Big(0));
  let running = new Big(0);
  let third = 0;
  let half = 0;
  const percent = (x: Big) => (total.eq(0) ? 0 : Number(x.times(100).div(total).toFixed(6)));
  const shares = members.map((m, i) => {
    running = running.plus(m.votes);
    if (!total.eq(0)) {
      if (third === 0 && running.times(3).gte(total)) third = i + 1;
      if (half === 0 && running.times(2).gte(total)) half = i + 1;
    }
    return {
      rank: m.rank,
      username: m.username,
      votes: m.votes.toFixed(0),
      share: percent(m.votes),
      cumulative: percent(running),
    };
  });
  return { shares, total: total.toFixed(0), third, half };
}

/** Block rewards of `blocks` forged blocks at `reward` arktoshi each (decimal string). */
export function rewardsOf(blocks: number, reward: string): string {
  return new Big(reward).times(blocks).toFixed(0);
}
