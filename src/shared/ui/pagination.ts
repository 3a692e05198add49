/** Numbered buttons shown in the pagination bar: 7, or 5 from page 100 on (§2). */
export function pageButtonCount(page: number): number {
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
 * Parses the page-jump input (§5): trimmed, a whole number from 1 to pageCount.
 * Returns the page, `null` for empty input (do nothing) or `"invalid"`.
 */
export function parsePageInput(raw: string, pageCount: number): number | null | "invalid" {
  const value = raw.trim();
  if (value === "") return null;
  const page = Number(value);
  if (!Number.isInteger(page) || page < 1 || page > pageCount) return "invalid";
  return page;
}
