/**
 * Numbered buttons shown in the pagination bar: 7, or 5 from page 100 on (wider numbers, same bar
 * width).
 */
function pageButtonCount(page: number): number {
  return page >= 100 ? 5 : 7;
}

/**
 * The page numbers of the pagination bar's numbered buttons, centred on `page` where possible
 * and clamped to 1…pageCount. `page` outside the range is clamped; no pages gives `[]`.
 */
export function pageWindow(page: number, pageCount: number): number[] {
  const count = Math.floor(pageCount);
  if (!Number.isFinite(count) || count < 1) return [];
  const current = Math.min(Math.max(1, Math.floor(Number.isFinite(page) ? page : 1)), count);
  const size = Math.min(pageButtonCount(current), count);
  let start = Math.max(1, current - Math.floor(size / 2));
  const end = Math.min(count, start + size - 1);
  start = Math.max(1, end - size + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * Parses the page-jump input: trimmed, a whole number from 1 to pageCount.
 * Returns the page, `null` for empty input (do nothing) or `"invalid"`.
 */
export function parsePageInput(raw: string, pageCount: number): number | null | "invalid" {
  const value = raw.trim();
  if (value === "") return null;
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return "invalid";
  return page;
}

/** What a paged list's answer says about its size (the `meta` of an ARK list answer). */
export interface ListMeta {
  /** Pages of `limit` rows by the node's count; on 3.x public nodes an estimate. */
  pageCount: number;
  /** Rows in the whole list; a PostgreSQL planner estimate when `totalCountIsEstimate`. */
  totalCount?: number;
  /** ARK Core 3.x: `totalCount` (and so `pageCount`) is an estimate, not a count. */
  totalCountIsEstimate?: boolean;
}

/**
 * What the footer of a page of a list shows: the rows on it (`first`–`last`, 1-based, 0–0 for
 * no rows), the list's total and whether it is an estimate, the page count the pagination uses,
 * and whether more pages may follow the node's last one.
 *
 * An estimate can be too low or too high. Too low: a page after the estimated last one still has
 * rows, so the total is at least the last row shown, and a full last page may have a next one
 * (`mayHaveMore`, the page count then reaches one page further). Too high: see {@link pastEnd}.
 */
export function pageSummary(
  page: number,
  limit: number,
  rowCount: number,
  meta: ListMeta,
): {
  first: number;
  last: number;
  total: number;
  estimated: boolean;
  pageCount: number;
  mayHaveMore: boolean;
} {
  const estimated = meta.totalCountIsEstimate === true;
  const first = rowCount > 0 ? (page - 1) * limit + 1 : 0;
  const last = rowCount > 0 ? first + rowCount - 1 : 0;
  const total = Math.max(meta.totalCount ?? 0, last);
  const countedPages = Math.max(1, meta.pageCount, Math.ceil(total / limit));
  const mayHaveMore = estimated && rowCount >= limit && page >= countedPages;
  return {
    first,
    last,
    total,
    estimated,
    pageCount: mayHaveMore ? page + 1 : countedPages,
    mayHaveMore,
  };
}

/**
 * Whether a loaded page lies past the end of its list: a page after the first with no rows
 * (the first page of an empty list is just an empty list).
 */
export function pastEnd(page: number, rowCount: number): boolean {
  return page > 1 && rowCount === 0;
}
