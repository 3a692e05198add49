/**
 * Column id → API orderBy field (every column sortable except confirmations, which is not a
 * stored field but the distance to the current height; 3.x orders by senderPublicKey / recipientId,
 * not by the address keys).
 */
export const TRANSACTION_SORT_FIELDS: Record<string, string> = {
  id: "id",
  timestamp: "timestamp",
  sender: "senderPublicKey",
  recipient: "recipientId",
  vendorField: "vendorField",
  amount: "amount",
  fee: "fee",
};
/** The sortable column ids (for useTableState). */
export const TRANSACTION_SORT_IDS = Object.keys(TRANSACTION_SORT_FIELDS);

/** Transaction lists' default order: newest first. */
export const TRANSACTION_DEFAULT_SORT = { id: "timestamp", desc: true };

/** The API orderBy of a column sort (`timestamp:desc`). */
export const transactionOrderOf = (sort: { id: string; desc: boolean }) =>
  `${TRANSACTION_SORT_FIELDS[sort.id] ?? "timestamp"}:${sort.desc ? "desc" : "asc"}`;
