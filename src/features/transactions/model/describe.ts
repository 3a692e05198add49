/**
 * Pure rules of the transaction lists: what the recipient
 * cell shows, the amount a row shows, its direction (colour) relative to a viewed wallet, and the
 * amount a multipayment sent back to its own sender.
 */
import type { Transaction } from "@/shared/api/schemas";
import { readPayments, readVotes } from "./asset-lists";
import { CORE, isType } from "./types";

type Tx = Pick<Transaction, "type" | "typeGroup" | "sender" | "recipient" | "amount" | "asset">;

/**
 * What the recipient cell of a row shows:
 * - `address`: a wallet link (transfers, timelocks: they have a real recipient);
 * - `label`: a description of a non-transfer — a transaction type key (`VOTE`,
 *   `DELEGATE_REGISTRATION`, …), or `UNVOTE` / `VOTE_SWITCH` for votes, `MULTI_PAYMENT` with
 *   `count` recipients; `delegate` is the voted (or unvoted) delegate's public key when exactly
 *   one vote is cast.
 */
export type RecipientDescription =
  | { kind: "address"; address: string; label?: "TIMELOCK" }
  | { kind: "label"; key: string; count?: number; delegate?: string };

/**
 * Recipient description of a transaction (see {@link RecipientDescription}). `typeKey` is the
 * transaction type key or undefined for unknown types.
 */
export function describeRecipient(tx: Tx, typeKey: string | undefined): RecipientDescription {
  if (isType(tx, 1, CORE.TRANSFER) && tx.recipient) return { kind: "address", address: tx.recipient };
  if (isType(tx, 1, CORE.TIMELOCK) && tx.recipient) return { kind: "address", address: tx.recipient, label: "TIMELOCK" };
  if (isType(tx, 1, CORE.MULTI_PAYMENT)) return { kind: "label", key: "MULTI_PAYMENT", count: readPayments(tx.asset).length };
  if (isType(tx, 1, CORE.VOTE)) {
    const votes = readVotes(tx.asset);
    const hasVote = votes.some((v) => v.kind === "vote");
    const hasUnvote = votes.some((v) => v.kind === "unvote");
    const key = hasVote && hasUnvote ? "VOTE_SWITCH" : hasUnvote ? "UNVOTE" : "VOTE";
    const target = votes.find((v) => v.kind === "vote") ?? votes[0];
    return { kind: "label", key, delegate: target?.delegate };
  }
  return { kind: "label", key: typeKey ?? "UNKNOWN" };
}

/** Sum of arktoshi strings, exact (BigInt). */
export function sumArktoshi(values: readonly string[]): string {
  return values.reduce((acc, v) => acc + BigInt(v), 0n).toString();
}

/** Arktoshi a multipayment paid to `address` (0 when none). */
export function paidTo(tx: Tx, address: string): string {
  return sumArktoshi(readPayments(tx.asset).filter((p) => p.recipientId === address).map((p) => p.amount));
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
    if (walletAddress && walletAddress !== tx.sender && payments.some((p) => p.recipientId === walletAddress)) {
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
