import {
  CSV_BOM,
  CSV_EOL,
  csvLine,
  type CsvCells,
  type CsvDelimiter,
} from "@/features/wallets/lib/csv";

/**
 * A statistics table as a CSV file's text: a UTF-8 BOM, the header line, then one line per row,
 * CRLF line endings (RFC 4180), cells quoted and defused as the wallet export does. Amounts are
 * passed as plain decimals (no grouping) so spreadsheets read them as numbers. Cells are separated
 * by `delimiter` (default ",").
 */
export function tableCsv(
  headers: readonly string[],
  rows: readonly CsvCells[],
  delimiter: CsvDelimiter = ",",
): string {
  return (
    CSV_BOM + [headers, ...rows].map((cells) => csvLine(cells, delimiter)).join(CSV_EOL) + CSV_EOL
  );
}
