import type { CsvDelimiter, DateRange } from "./csv";

/** A column the visitor may choose: its id, its header (the label) and whether it starts chosen. */
export interface CsvColumnOption {
  id: string;
  label: string;
  defaultOn: boolean;
}

/** What the visitor chose: the range (UTC days, only where offered), the delimiter, the columns. */
export interface CsvExportChoice {
  range: DateRange;
  delimiter: CsvDelimiter;
  /** ids of the chosen columns, in the order offered; never empty */
  columns: string[];
}

/**
 * The ids of `columns` that start chosen, in the order offered: those of `remembered` (a previous
 * choice) still offered, else the defaults; never empty (the first column when nothing else is).
 */
export function initialColumns(
  columns: readonly CsvColumnOption[],
  remembered?: readonly string[],
): string[] {
  const kept = remembered ? columns.filter((c) => remembered.includes(c.id)) : [];
  const chosen = kept.length > 0 ? kept : columns.filter((c) => c.defaultOn);
  const ids = chosen.map((c) => c.id);
  return ids.length > 0 ? ids : columns.slice(0, 1).map((c) => c.id);
}
