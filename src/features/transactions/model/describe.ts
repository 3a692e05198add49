/**
 * Pure rules of the transaction lists: what the type and recipient
 * cells show, the amount a row shows, its direction (colour) relative to a viewed wallet, and the
 * amount a multipayment sent back to its own sender.
 */
import type { Transaction } from "@/shared/api/schemas";
import { readPayments, readVotes } from "./asset-lists";
import { describeEntity } from "./entity";
import { CORE, isType, MAGISTRATE } from "./types";

type Tx = Pick<Transaction, "type" | "typeGroup" | "sender" | "recipient" | "amount" | "asset">;

/**
 * What the type cell of a row says: a transaction type key (`TRANSFER`, `DELEGATE_REGISTRATION`,
 * …; `UNKNOWN` for a type the explorer does not know), `UNVOTE` / `VOTE_SWITCH` for votes that
 * unvote, and `ENTITY_REGISTER` / `ENTITY_UPDATE` / `ENTITY_RESIGN` for 3.x entities by their action.
 * `delegate` is the voted (or unvoted) delegate's public key (or username) of a vote.
 */
export interface TypeDescription {
  key: string;
  delegate?: string;
}

/** Type description of a transaction (see {@link TypeDescription}); `typeKey` undefined = unknown type. */
export function describeType(tx: Tx, typeKey: string | undefined): TypeDescription {
  if (isType(tx, 1, CORE.VOTE)) {
    const votes = readVotes(tx.asset);
    const hasVote = votes.some((v) => v.kind === "vote");
    const hasUnvote = votes.some((v) => v.kind === "unvote");
    const key = hasVote && hasUnvote ? "VOTE_SWITCH" : hasUnvote ? "UNVOTE" : "VOTE";
    const target = votes.find((v) => v.kind === "vote") ?? votes[0];
    return target ? { key, delegate: target.delegate } : { key };
  }
  if (isType(tx, 2, MAGISTRATE.ENTITY)) {
    const action = describeEntity(tx)?.action.key;
    if (action) return { key: `ENTITY_${action.toUpperCase()}` };
  }
  return { key: typeKey ?? "UNKNOWN" };
}

/**
 * Who receives a transaction, as the recipient cell and field show it:
 * - `address`: the one recipient of a transfer or a timelock (HTLC lock);
 * - `payments`: a multipayment's `count` payments (listed on its page);
 * - `none`: every other type. 3.x repeats the sender as `recipient` of those (a vote, a
 *   registration): that is not a payee, so it is not shown as one.
 */
export type RecipientDescription =
  { kind: "address"; address: string } | { kind: "payments"; count: number } | { kind: "none" };

/** Recipient of a transaction (see {@link RecipientDescription}). */
export function describeRecipient(tx: Tx): RecipientDescription {
  if ((isType(tx, 1, CORE.TRANSFER) || isType(tx, 1, CORE.TIMELOCK)) && tx.recipient)
    return { kind: "address", address: tx.recipient };
  if (isType(tx, 1, CORE.MULTI_PAYMENT))
    return { kind: "payments", count: readPayments(tx.asset).length };
  return { kind: "none" };
}

/** Sum of arktoshi strings, exact (BigInt). */
export function sumArktoshi(values: readonly string[]): string {
  return values.reduce((acc, v) => acc + BigInt(v), 0n).toString();
}

/** Arktoshi a multipayment paid to `address` (0 when none). */
export function paidTo(tx: Tx, address: string): string {
  return sumArktoshi(
    readPayments(tx.asset)
      .filter((p) => p.recipientId === address)
      .map((p) => p.amount),
  );
}

/**
 * Amount a multipayment sent back to its own sender (the amount cell's info icon), arktoshi;
 * "0" for other types or when the sender did not pay itself.
 */
export function selfPaymentAmount(tx: Tx): string {
  if (!isType(tx, 1, CORE.MULTI_PAYMENT)) return "0";
  return paidTo(tx, tx.sender);
}

/**
 * The amount a row shows, arktoshi. Multipayments carry `amount: 0` on 3.x: their total is the
 * sum of the payments, or — seen from a wallet that only received — the part paid to it.
 */
export function displayAmount(tx: Tx, walletAddress?: string): string {
  if (isType(tx, 1, CORE.MULTI_PAYMENT)) {
    const payments = readPayments(tx.asset);
    if (payments.length === 0) return tx.amount;
    if (
      walletAddress &&
      walletAddress !== tx.sender &&
      payments.some((p) => p.recipientId === walletAddress)
    ) {
      return paidTo(tx, walletAddress);
    }
    return sumArktoshi(payments.map((p) => p.amount));
  }
  return tx.amount;
}

/**
 * Direction of a row for the viewed wallet: red "out", green "in", uncoloured "none" (colour is
 * never the only signal: the sign and a text say it too).
 */
export type Direction = "in" | "out" | "none";

/**
 * Direction relative to `walletAddress` (claims/refunds follow the lock direction rule):
 * - no wallet, a zero amount or a transfer to oneself → none;
 * - transfer / timelock / multipayment: sender → out; recipient (or payee) → in;
 * - `lockStatus` "claim": out when the wallet is not the recipient, in when it is not the sender;
 *   "refund": out when the wallet is not the sender (the original explorer's rule, kept as it was).
 */
export function transactionDirection(
  tx: Tx,
  walletAddress: string | undefined,
  lockStatus?: "claim" | "refund",
): Direction {
  if (!walletAddress) return "none";
  if (lockStatus === "claim") {
    if (walletAddress !== tx.recipient) return "out";
    if (walletAddress !== tx.sender) return "in";
    return "none";
  }
  if (lockStatus === "refund") return walletAddress !== tx.sender ? "out" : "none";
  if (displayAmount(tx, walletAddress) === "0") return "none";
  if (isType(tx, 1, CORE.MULTI_PAYMENT)) {
    if (tx.sender === walletAddress) return "out";
    return readPayments(tx.asset).some((p) => p.recipientId === walletAddress) ? "in" : "none";
  }
  const isSender = tx.sender === walletAddress;
  const isRecipient = tx.recipient === walletAddress;
  if (isSender && isRecipient) return "none";
  if (isSender) return "out";
  if (isRecipient) return "in";
  return "none";
}
