/**
 * The asset readers the transaction lists need (recipient and amount cells): multipayment
 * payments and votes, plus the defensive helpers shared with the detail readers (./asset.ts).
 * Kept apart so list pages do not load every detail reader (less JS on a first visit). Nothing here
 * throws on hostile input.
 */
import type { Transaction } from "@/shared/api/schemas";

/** A transaction's `asset` as the API answers it (any shape). */
export type Asset = Transaction["asset"];

/** A plain object (not null, not an array). */
export const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);
/** A string, or a number as a string; else undefined. */
export const str = (v: unknown): string | undefined =>
  typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined;
/** A string of decimal digits (arktoshi); else undefined. */
const digits = (v: unknown): string | undefined => {
  const s = str(v);
  return s !== undefined && /^\d+$/.test(s) ? s : undefined;
};

/** One multipayment item: recipient address and amount in arktoshi. */
export interface Payment {
  recipientId: string;
  amount: string;
}

/** asset.payments of a multipayment ({recipientId, amount}), invalid items skipped. */
export function readPayments(asset: Asset): Payment[] {
  const list = asset?.payments;
  if (!Array.isArray(list)) return [];
  return list.flatMap((p): Payment[] => {
    if (!isObj(p)) return [];
    const recipientId = str(p.recipientId);
    const amount = digits(p.amount);
    return recipientId && amount ? [{ recipientId, amount }] : [];
  });
}

/** One vote of asset.votes: `+key` votes for, `-key` unvotes (3.x also allows usernames). */
export interface VoteEntry {
  kind: "vote" | "unvote";
  /** delegate public key (or username on nodes that vote by name) */
  delegate: string;
}

/** asset.votes, each "+key" (vote) / "-key" (unvote), the delegate's public key. */
export function readVotes(asset: Asset): VoteEntry[] {
  const list = asset?.votes;
  if (!Array.isArray(list)) return [];
  return list.flatMap((v): VoteEntry[] => {
    if (typeof v !== "string" || v.length < 2) return [];
    if (v[0] === "+") return [{ kind: "vote", delegate: v.slice(1) }];
    if (v[0] === "-") return [{ kind: "unvote", delegate: v.slice(1) }];
    return [];
  });
}
