/**
 * Top wallets ranks, computed from the page (the API does not send them): rank = (page - 1) × page
 * size + row position + 1; page 0 or 1 gives offset 0.
 */
export function rankOffset(page: number, pageSize: number): number {
  if (!Number.isFinite(page) || page <= 1) return 0;
  return (Math.trunc(page) - 1) * pageSize;
}

/** Rank of the row at zero-based `rowIndex` after `offset` rows (see {@link rankOffset}). */
export function rankAt(offset: number, rowIndex: number): number {
  return offset + rowIndex + 1;
}
