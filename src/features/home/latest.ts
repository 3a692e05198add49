/** Rows of home's latest transactions and latest blocks lists. */
export const LATEST_LIMIT = 25;
