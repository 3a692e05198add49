/**
 * Column id → API orderBy field (every column sortable). "Total forged" is
 * reward + fee; the API cannot order by that sum, and with a constant block reward it orders
 * exactly like the fee, so it sorts by totalFee.
 */
export const BLOCK_SORT_FIELDS: Record<string, string> = {
  id: "id",
  height: "height",
  timestamp: "timestamp",
  transactions: "numberOfTransactions",
  generator: "generatorPublicKey",
  total: "totalFee",
  fee: "totalFee",
};
export const BLOCK_SORT_IDS = Object.keys(BLOCK_SORT_FIELDS);

/** The blocks list's default order: newest first. */
export const BLOCK_DEFAULT_SORT = { id: "height", desc: true };

/** The API orderBy of a column sort (`height:desc`). */
export const blockOrderOf = (sort: { id: string; desc: boolean }) =>
  `${BLOCK_SORT_FIELDS[sort.id] ?? "height"}:${sort.desc ? "desc" : "asc"}`;
