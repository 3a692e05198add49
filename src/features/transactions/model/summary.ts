/**
 * What a transaction did, as the one-line summary under the transaction page's heading puts it
 * into words ("genesis_1 voted for genesis_7"): a pure reading of the transaction into a
 * structure the view renders (names, amounts and dates are resolved there). Also which of the
 * page's general fields apply to a type, and the short form of an id for the document title.
 * Nothing here throws on hostile input: on-chain text is carried as data, never interpreted.
 */
import type { Transaction } from "@/shared/api/schemas";
import {
  readClaim,
  readDelegateUsername,
  readIpfs,
  readLock,
  readMultiSignature,
  readPayments,
  readVotes,
} from "./asset";
import { isObj, str } from "./asset-lists";
import { displayAmount, sumArktoshi } from "./describe";
import { describeEntity, type EntityActionKey, type EntityTypeKey, type Named } from "./entity";
import { CORE, isType, MAGISTRATE } from "./types";

type Tx = Pick<
  Transaction,
  "id" | "type" | "typeGroup" | "sender" | "recipient" | "amount" | "asset"
>;

/** The legacy (2.x) magistrate kinds and what a transaction does to one. */
type MagistrateKind = "business" | "bridgechain";
type MagistrateAction = "register" | "update" | "resign";

/**
 * A transaction in words. Addresses are wallet addresses, `delegate` / `from` / `to` a voted
 * delegate's public key (or username on older nodes), amounts arktoshi strings, `name` /
 * `username` / `hash` on-chain text (hostile: render as text).
 * - `lock.expiration`: `time` = seconds since the network epoch, `height` = a block height.
 */
export type TransactionSummary =
  | { kind: "transfer"; sender: string; recipient: string; amount: string }
  | { kind: "vote"; sender: string; delegate: string }
  | { kind: "unvote"; sender: string; delegate: string }
  | { kind: "voteSwitch"; sender: string; from: string; to: string }
  | { kind: "secondSignature"; sender: string }
  | { kind: "delegateRegistration"; sender: string; username?: string }
  | { kind: "delegateResignation"; sender: string }
  | { kind: "multiSignature"; sender: string; min: number; count: number }
  | { kind: "ipfs"; sender: string; hash?: string }
  | { kind: "multiPayment"; sender: string; count: number; total: string }
  | {
      kind: "lock";
      sender: string;
      recipient?: string;
      amount: string;
      expiration?: { type: "time" | "height"; value: number };
    }
  | { kind: "claim"; sender: string; lockId?: string }
  | { kind: "refund"; sender: string; lockId?: string }
  | {
      kind: "magistrate";
      sender: string;
      entity: MagistrateKind;
      action: MagistrateAction;
      name?: string;
    }
  | {
      kind: "entity";
      sender: string;
      entityType: Named<EntityTypeKey>;
      action: Named<EntityActionKey>;
      name?: string;
    }
  | { kind: "unknown"; sender: string; typeGroup: number; type: number };

/** Legacy magistrate type → its kind, action and the asset key holding its fields. */
const MAGISTRATE_TYPES: Record<number, [MagistrateKind, MagistrateAction, string]> = {
  [MAGISTRATE.BUSINESS_REGISTRATION]: ["business", "register", "businessRegistration"],
  [MAGISTRATE.BUSINESS_UPDATE]: ["business", "update", "businessUpdate"],
  [MAGISTRATE.BUSINESS_RESIGNATION]: ["business", "resign", "businessResignation"],
  [MAGISTRATE.BRIDGECHAIN_REGISTRATION]: ["bridgechain", "register", "bridgechainRegistration"],
  [MAGISTRATE.BRIDGECHAIN_UPDATE]: ["bridgechain", "update", "bridgechainUpdate"],
  [MAGISTRATE.BRIDGECHAIN_RESIGNATION]: ["bridgechain", "resign", "bridgechainResignation"],
};

/** A non-empty string, else undefined (an empty on-chain name is no name). */
const text = (v: unknown): string | undefined => {
  const s = str(v);
  return s && s.trim() ? s : undefined;
};

/** The summary of a transaction of any type (see {@link TransactionSummary}). */
export function summarise(tx: Tx): TransactionSummary {
  const sender = tx.sender;
  if (tx.typeGroup === 1) {
    switch (tx.type) {
      case CORE.TRANSFER:
        return { kind: "transfer", sender, recipient: tx.recipient ?? "", amount: tx.amount };
      case CORE.SECOND_SIGNATURE:
        return { kind: "secondSignature", sender };
      case CORE.DELEGATE_REGISTRATION:
        return {
          kind: "delegateRegistration",
          sender,
          username: text(readDelegateUsername(tx.asset)),
        };
      case CORE.VOTE: {
        const votes = readVotes(tx.asset);
        const vote = votes.find((v) => v.kind === "vote");
        const unvote = votes.find((v) => v.kind === "unvote");
        if (vote && unvote)
          return { kind: "voteSwitch", sender, from: unvote.delegate, to: vote.delegate };
        if (vote) return { kind: "vote", sender, delegate: vote.delegate };
        if (unvote) return { kind: "unvote", sender, delegate: unvote.delegate };
        break;
      }
      case CORE.MULTI_SIGNATURE: {
        const ms = readMultiSignature(tx.asset);
        if (ms && Number.isInteger(ms.min))
          return { kind: "multiSignature", sender, min: ms.min, count: ms.publicKeys.length };
        break;
      }
      case CORE.IPFS:
        return { kind: "ipfs", sender, hash: text(readIpfs(tx.asset)) };
      case CORE.MULTI_PAYMENT: {
        const payments = readPayments(tx.asset);
        return {
          kind: "multiPayment",
          sender,
          count: payments.length,
          total: payments.length ? sumArktoshi(payments.map((p) => p.amount)) : tx.amount,
        };
      }
      case CORE.DELEGATE_RESIGNATION:
        return { kind: "delegateResignation", sender };
      case CORE.TIMELOCK: {
        const lock = readLock(tx.asset);
        const type =
          lock?.expirationType === 1 ? "time" : lock?.expirationType === 2 ? "height" : undefined;
        return {
          kind: "lock",
          sender,
          ...(tx.recipient ? { recipient: tx.recipient } : {}),
          amount: tx.amount,
          ...(type && lock?.expirationValue !== undefined
            ? { expiration: { type, value: lock.expirationValue } }
            : {}),
        };
      }
      case CORE.TIMELOCK_CLAIM:
        return { kind: "claim", sender, lockId: readClaim(tx.asset)?.lockTransactionId };
      case CORE.TIMELOCK_REFUND: {
        const refund = tx.asset?.refund;
        return {
          kind: "refund",
          sender,
          lockId: isObj(refund) ? str(refund.lockTransactionId) : undefined,
        };
      }
    }
  } else if (tx.typeGroup === 2) {
    const entity = describeEntity(tx);
    if (entity)
      return {
        kind: "entity",
        sender,
        entityType: entity.type,
        action: entity.action,
        ...(text(entity.name) ? { name: entity.name } : {}),
      };
    const legacy = MAGISTRATE_TYPES[tx.type];
    if (legacy) {
      const [kind, action, key] = legacy;
      const fields = tx.asset?.[key];
      const name = isObj(fields) ? text(fields.name) : undefined;
      return { kind: "magistrate", sender, entity: kind, action, ...(name ? { name } : {}) };
    }
  }
  return { kind: "unknown", sender, typeGroup: tx.typeGroup, type: tx.type };
}

/**
 * The general fields of the transaction page that apply to `tx`:
 * - `recipient`: a transfer's or a lock's payee, or a multipayment's recipients (3.x repeats the
 *   sender as `recipient` of every other type: that is no payee);
 * - `amount`: transfers, locks and multipayments, and any other type carrying a non-zero amount
 *   (a vote or a registration moves nothing: its amount 0 is not shown).
 */
export function applicableFields(tx: Tx): { recipient: boolean; amount: boolean } {
  const pays =
    isType(tx, 1, CORE.TRANSFER) ||
    isType(tx, 1, CORE.TIMELOCK) ||
    isType(tx, 1, CORE.MULTI_PAYMENT);
  let amountNonZero = false;
  try {
    amountNonZero = BigInt(displayAmount(tx)) !== 0n;
  } catch {
    // not an integer string: shown as the API gave it
    amountNonZero = true;
  }
  return {
    recipient: isType(tx, 1, CORE.MULTI_PAYMENT) || (pays && Boolean(tx.recipient)),
    amount: pays || amountNonZero,
  };
}

/**
 * An id shortened for a title: its first and last `keep` characters around "…" ("9f3a…c21e");
 * ids of at most `2 × keep + 1` characters stay whole.
 */
export function shortId(id: string, keep = 4): string {
  return id.length <= keep * 2 + 1 ? id : `${id.slice(0, keep)}…${id.slice(-keep)}`;
}
