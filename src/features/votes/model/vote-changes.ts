/**
 * Vote changes: what a vote transaction changed, one entry per change. A transaction's
 * `asset.votes` lists "+key" (vote for) and "-key" (unvote) entries: ARK Core 2.6 sends one entry
 * per transaction (a change of delegate is an unvote and a later vote, two transactions), ARK Core
 * 3.x may send two, `["-old", "+new"]`, which switches in one transaction; other chains of the
 * family allow more. Pure; nothing here throws on hostile input.
 */
import type { Transaction } from "@/shared/api/schemas";
import { readVotes } from "@/features/transactions/model/asset-lists";

/** What a change did: a vote for a delegate, an unvote, or a switch from one delegate to another. */
export type VoteDirection = "vote" | "unvote" | "switch";

/** One change of one vote transaction. */
export interface VoteChange {
  /** unique per row: `{transaction id}:{index of the change}` */
  key: string;
  transactionId: string;
  /** unix seconds; undefined when the answer has no timestamp */
  unix: number | undefined;
  /** seconds since the network epoch; undefined when the answer has no timestamp */
  epoch: number | undefined;
  /** the voter's address (the transaction's sender) */
  voter: string;
  direction: VoteDirection;
  /** the delegate voted for (vote, switch): a public key, or a username on nodes that vote by name */
  to?: string;
  /** the delegate left (unvote, switch) */
  from?: string;
}

/**
 * The changes of one vote transaction, in asset order: each unvote is paired with a vote of the
 * same transaction, in order, as a switch (3.x's `["-old", "+new"]` is one switch row); what is
 * left over reads as a plain vote or unvote. A transaction without a readable entry gives none.
 */
export function voteChangesOf(
  tx: Pick<Transaction, "id" | "sender" | "asset" | "timestamp">,
): VoteChange[] {
  const entries = readVotes(tx.asset);
  const votes = entries.filter((e) => e.kind === "vote").map((e) => e.delegate);
  const unvotes = entries.filter((e) => e.kind === "unvote").map((e) => e.delegate);
  const base = {
    transactionId: tx.id,
    unix: tx.timestamp?.unix,
    epoch: tx.timestamp?.epoch,
    voter: tx.sender,
  };
  const changes: Omit<VoteChange, "key">[] = [];
  const pairs = Math.min(votes.length, unvotes.length);
  for (let i = 0; i < pairs; i++)
    changes.push({ ...base, direction: "switch", from: unvotes[i], to: votes[i] });
  for (const from of unvotes.slice(pairs)) changes.push({ ...base, direction: "unvote", from });
  for (const to of votes.slice(pairs)) changes.push({ ...base, direction: "vote", to });
  return changes.map((c, i) => ({ ...c, key: `${tx.id}:${i}` }));
}

/** The changes of a page of vote transactions, in the page's order. */
export function voteChangesOfPage(
  txs: readonly Pick<Transaction, "id" | "sender" | "asset" | "timestamp">[],
): VoteChange[] {
  return txs.flatMap(voteChangesOf);
}

/** How a delegate is named in vote assets: its public key, and its username on nodes that vote by name. */
export interface DelegateNames {
  publicKey: string;
  username?: string | undefined;
}

/** Whether a vote entry's key names the delegate (a username is compared without case). */
function namesDelegate(key: string | undefined, d: DelegateNames): boolean {
  if (key === undefined) return false;
  return (
    key === d.publicKey ||
    (d.username !== undefined && key.toLowerCase() === d.username.toLowerCase())
  );
}

/** What a change meant for one delegate: a voter `received` (a vote, a switch to it), `lost` (an unvote, a switch away), or nothing. */
export type DelegateEffect = "received" | "lost" | undefined;

/** See {@link DelegateEffect}. */
export function effectOn(
  change: Pick<VoteChange, "to" | "from">,
  d: DelegateNames,
): DelegateEffect {
  if (namesDelegate(change.to, d)) return "received";
  if (namesDelegate(change.from, d)) return "lost";
  return undefined;
}

/** The changes of `txs` that concern the delegate (received or lost), in the transactions' order. */
export function delegateChangesOf(
  txs: readonly Pick<Transaction, "id" | "sender" | "asset" | "timestamp">[],
  d: DelegateNames,
): VoteChange[] {
  return voteChangesOfPage(txs).filter((c) => effectOn(c, d) !== undefined);
}

/**
 * The net change of a delegate's voters: received minus lost, and both, over the changes given
 * (one voter's vote and unvote within the span cancel out).
 */
export function netChange(
  changes: readonly Pick<VoteChange, "to" | "from">[],
  d: DelegateNames,
): { received: number; lost: number; net: number } {
  let received = 0;
  let lost = 0;
  for (const c of changes) {
    const e = effectOn(c, d);
    if (e === "received") received++;
    else if (e === "lost") lost++;
  }
  return { received, lost, net: received - lost };
}

/**
 * When each voter last voted for the delegate, from vote transactions newest first: the first
 * vote (or switch) to the delegate per voter, as `{unix, transactionId}` by address. For a current
 * voter that is when it started voting for it (a later unvote would have ended that).
 */
export function lastVoteByVoter(
  txs: readonly Pick<Transaction, "id" | "sender" | "asset" | "timestamp">[],
  d: DelegateNames,
): Map<string, { unix: number | undefined; transactionId: string }> {
  const out = new Map<string, { unix: number | undefined; transactionId: string }>();
  for (const c of voteChangesOfPage(txs)) {
    if (out.has(c.voter) || !namesDelegate(c.to, d)) continue;
    out.set(c.voter, { unix: c.unix, transactionId: c.transactionId });
  }
  return out;
}
