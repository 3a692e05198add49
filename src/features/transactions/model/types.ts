import type { Transaction } from "@/shared/api/schemas";

/**
 * True when the transaction is of `typeGroup`/`type` (the pair identifies a type; numbers repeat
 * across groups).
 */
export function isType(
  tx: Pick<Transaction, "type" | "typeGroup">,
  typeGroup: number,
  type: number,
): boolean {
  return tx.typeGroup === typeGroup && tx.type === type;
}

/** Core (group 1) type numbers. */
export const CORE = {
  TRANSFER: 0,
  SECOND_SIGNATURE: 1,
  DELEGATE_REGISTRATION: 2,
  VOTE: 3,
  MULTI_SIGNATURE: 4,
  IPFS: 5,
  MULTI_PAYMENT: 6,
  DELEGATE_RESIGNATION: 7,
  TIMELOCK: 8,
  TIMELOCK_CLAIM: 9,
  TIMELOCK_REFUND: 10,
} as const;

/** Magistrate (group 2) type numbers, plus the 3.x Entity (6). */
export const MAGISTRATE = {
  BUSINESS_REGISTRATION: 0,
  BUSINESS_RESIGNATION: 1,
  BUSINESS_UPDATE: 2,
  BRIDGECHAIN_REGISTRATION: 3,
  BRIDGECHAIN_RESIGNATION: 4,
  BRIDGECHAIN_UPDATE: 5,
  ENTITY: 6,
} as const;
