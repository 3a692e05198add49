import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";

/**
 * A transaction type: its key, group (1 core, 2 magistrate) and number, and a translatable label.
 */
export interface TransactionTypeDef {
  key: string;
  typeGroup: number;
  type: number;
  label: MessageDescriptor;
}

/**
 * Every transaction type (Core group 1: 0–10, Magistrate group 2: 0–5), plus 3.x entities (2/6).
 */
export const TRANSACTION_TYPES: readonly TransactionTypeDef[] = [
  { key: "TRANSFER", typeGroup: 1, type: 0, label: msg`Transfer` },
  { key: "SECOND_SIGNATURE", typeGroup: 1, type: 1, label: msg`Second signature` },
  { key: "DELEGATE_REGISTRATION", typeGroup: 1, type: 2, label: msg`Delegate registration` },
  { key: "VOTE", typeGroup: 1, type: 3, label: msg`Vote` },
  { key: "MULTI_SIGNATURE", typeGroup: 1, type: 4, label: msg`Multi-signature registration` },
  { key: "IPFS", typeGroup: 1, type: 5, label: msg`IPFS` },
  { key: "MULTI_PAYMENT", typeGroup: 1, type: 6, label: msg`Multipayment` },
  { key: "DELEGATE_RESIGNATION", typeGroup: 1, type: 7, label: msg`Delegate resignation` },
  { key: "TIMELOCK", typeGroup: 1, type: 8, label: msg`Timelock` },
  { key: "TIMELOCK_CLAIM", typeGroup: 1, type: 9, label: msg`Timelock claim` },
  { key: "TIMELOCK_REFUND", typeGroup: 1, type: 10, label: msg`Timelock refund` },
  { key: "BUSINESS_REGISTRATION", typeGroup: 2, type: 0, label: msg`Business registration` },
  { key: "BUSINESS_RESIGNATION", typeGroup: 2, type: 1, label: msg`Business resignation` },
  { key: "BUSINESS_UPDATE", typeGroup: 2, type: 2, label: msg`Business update` },
  { key: "BRIDGECHAIN_REGISTRATION", typeGroup: 2, type: 3, label: msg`Bridgechain registration` },
  { key: "BRIDGECHAIN_RESIGNATION", typeGroup: 2, type: 4, label: msg`Bridgechain resignation` },
  { key: "BRIDGECHAIN_UPDATE", typeGroup: 2, type: 5, label: msg`Bridgechain update` },
  { key: "ENTITY", typeGroup: 2, type: 6, label: msg`Entity` },
];

/** ALL (-1): no type filter; it begins the type filter list. */
export const ALL_TYPES = -1;

export function findTransactionType(
  typeGroup: number,
  type: number,
): TransactionTypeDef | undefined {
  return TRANSACTION_TYPES.find((t) => t.typeGroup === typeGroup && t.type === type);
}

/**
 * The types this network can have: without magistrate the group-2 types are removed;
 * without HTLC the TIMELOCK* types are removed.
 */
export function enabledTransactionTypes(flags: {
  magistrate: boolean;
  htlc: boolean;
}): TransactionTypeDef[] {
  return TRANSACTION_TYPES.filter(
    (t) => (flags.magistrate || t.typeGroup !== 2) && (flags.htlc || !t.key.startsWith("TIMELOCK")),
  );
}
