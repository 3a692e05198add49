import Big from "big.js";
import type { Transaction } from "@/shared/api/schemas";
import { toToken } from "@/shared/format/amount";

/** The cells of one CSV line. */
export type CsvCells = ReadonlyArray<string | number | null | undefined>;

/**
 * The character between cells: "," (RFC 4180, the default) or ";" (what spreadsheet programs
 * expect in locales whose decimal separator is a comma).
 */
export type CsvDelimiter = "," | ";";

/** UTF-8 byte order mark: spreadsheet programs then read non-ASCII memos right. */
export const CSV_BOM = "\uFEFF";
/** Line ending (RFC 4180). */
export const CSV_EOL = "\r\n";

/**
 * A spreadsheet may start a new cell at either delimiter or a tab, and a new row at a line break,
 * whatever the file's own delimiter: Excel opens a `.csv` with the system's list separator (";"
 * in most comma-decimal locales) and then ignores quotes that do not open a cell. Every piece of
 * a cell that begins there with a formula trigger (= + - @, tab, carriage return, or their
 * full-width forms, which some spreadsheet locales fold to ASCII), possibly after spaces and
 * quotes, gets a leading single quote.
 */
const FORMULA_PIECE = /(?<=^|[,;\t\r\n])(?=[ "\u00A0]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;
/** A plain decimal number ("-1.5"): a spreadsheet reads it as a number, never as a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
/** Cells holding any of these are quoted: either delimiter, a tab, a quote, a line break. */
const NEEDS_QUOTES = /[",;\t\r\n]/;

/**
 * One CSV cell, safe in a spreadsheet whichever delimiter it splits the line at. On-chain text is
 * hostile: every piece a "," or ";" spreadsheet could cut the cell into (see FORMULA_PIECE) that
 * starts with a formula trigger gets a leading single quote, so it is never run as a formula;
 * numbers (a `number`, or a string that is a plain decimal such as "-1.5") are written as they
 * are. RFC 4180 quoting: cells holding a quote, either delimiter, a tab or a line break are
 * quoted and their quotes doubled.
 */
export function csvCell(value: string | number | null | undefined): string {
  let v = value === null || value === undefined ? "" : String(value);
  if (typeof value !== "number" && !PLAIN_NUMBER.test(v)) v = v.replace(FORMULA_PIECE, "'");
  if (NEEDS_QUOTES.test(v)) v = `"${v.replace(/"/g, '""')}"`;
  return v;
}

/**
 * The delimiter the spreadsheet programs of `locale` (BCP 47) expect: ";" where the decimal
 * separator is a comma (fr-FR, it-IT, nl-NL, pl-PL, pt-BR: the comma is taken by the numbers),
 * "," elsewhere (en-GB, en-US). An unknown locale gets ",".
 */
export function defaultCsvDelimiter(locale: string): CsvDelimiter {
  try {
    const decimal = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((part) => part.type === "decimal")?.value;
    return decimal === "," ? ";" : ",";
  } catch {
    return ",";
  }
}

/**
 * A plain decimal ("1.50000000") as the spreadsheets of a file split at `delimiter` read a
 * number: with a decimal comma in a ";" file (those are the locales whose decimal separator is a
 * comma), as it is in a "," file. Text that is not a plain decimal is returned unchanged.
 */
export function csvDecimal(value: string, delimiter: CsvDelimiter): string {
  return delimiter === ";" && PLAIN_NUMBER.test(value) ? value.replace(".", ",") : value;
}

/** How one column of an export gets its cell from a row. */
export interface CsvField<T> {
  value: (row: T) => string | number | null | undefined;
  /** the value is a plain decimal with a "." ({@link csvDecimal} adapts it to the delimiter) */
  decimal?: boolean;
}

/**
 * The cells builder of the chosen columns: `chosen` ids of `fields`, in the order given (unknown
 * ids are left out). Decimal columns follow `delimiter` (see {@link csvDecimal}).
 */
export function csvColumns<T, K extends string>(
  fields: Readonly<Record<K, CsvField<T>>>,
  chosen: readonly K[],
  delimiter: CsvDelimiter = ",",
): (row: T) => string[] {
  const picked = chosen.filter((id) => Object.hasOwn(fields, id)).map((id) => fields[id]);
  return (row) =>
    picked.map((field) => {
      const value = field.value(row);
      const text = value === null || value === undefined ? "" : String(value);
      return field.decimal ? csvDecimal(text, delimiter) : text;
    });
}

/** One CSV line (no line ending) from its cells, separated by `delimiter` (default ","). */
export function csvLine(cells: CsvCells, delimiter: CsvDelimiter = ","): string {
  return cells.map(csvCell).join(delimiter);
}

type CsvDirection = "in" | "out" | "self";

/** Payments of a multipayment (asset.payments), [] for other transactions. */
function paymentsOf(tx: Transaction): Array<{ recipientId: string; amount: string }> {
  const payments = tx.asset?.payments;
  if (!Array.isArray(payments)) return [];
  return payments.flatMap((p: unknown) => {
    if (!p || typeof p !== "object") return [];
    const { recipientId, amount } = p as Record<string, unknown>;
    return typeof recipientId === "string" &&
      (typeof amount === "string" || typeof amount === "number") &&
      /^\d+$/.test(String(amount))
      ? [{ recipientId, amount: String(amount) }]
      : [];
  });
}

/** arktoshi → token units as a plain decimal with 8 fraction digits ("1.50000000"), no grouping. */
function tokenDecimal(arktoshi: string): string {
  return toToken(arktoshi).toFixed(8);
}

/**
 * One export row of `tx` seen from `wallet` (address): date (UTC ISO 8601), type name, direction
 * (in / out / self), from, to, amount and fee in the token, memo, transaction id, block id.
 * Multipayments: the sender sees the total and every recipient; a recipient sees what it got.
 */
export function transactionCsvRow(tx: Transaction, wallet: string, typeName: string): string[] {
  const payments = paymentsOf(tx);
  const isSender = tx.sender === wallet;
  // 3.x repeats the sender as `recipient` on types that have none (votes, registrations, …)
  const hasRecipient = tx.typeGroup === 1 && (tx.type === 0 || tx.type === 8);
  let to = hasRecipient ? (tx.recipient ?? "") : "";
  let amount = tx.amount;
  let receives = to === wallet;
  if (payments.length > 0) {
    const mine = payments.filter((p) => p.recipientId === wallet);
    receives = mine.length > 0;
    const sum = (list: typeof payments) =>
      list.reduce((s, p) => s.plus(p.amount), new Big(0)).toFixed(0);
    if (isSender) {
      amount = sum(payments);
      to = [...new Set(payments.map((p) => p.recipientId))].join(" ");
    } else {
      amount = sum(mine);
      to = wallet;
    }
  }
  const direction: CsvDirection = isSender ? (receives && to === wallet ? "self" : "out") : "in";
  return [
    tx.timestamp ? new Date(tx.timestamp.unix * 1000).toISOString() : "",
    typeName,
    direction,
    tx.sender,
    to,
    tokenDecimal(amount),
    tokenDecimal(tx.fee),
    tx.vendorField ?? "",
    tx.id,
    tx.blockId ?? "",
  ];
}

/** A chosen date range: UTC days as "YYYY-MM-DD", either end open. */
export interface DateRange {
  from?: string;
  to?: string;
}

/**
 * File name of a wallet's export naming the wallet, the tab and the range:
 * `ark-<address>-all.csv` (no range), `ark-<address>-sent-2020-01-01_2020-12-31.csv`,
 * `ark-<address>-since-2020-01-01.csv`, `ark-<address>-until-2020-12-31.csv`.
 */
export function csvFileName(
  address: string,
  direction: "all" | "sent" | "received",
  range: DateRange = {},
): string {
  const parts = ["ark", address.replace(/[^A-Za-z0-9]/g, "")];
  if (direction !== "all") parts.push(direction);
  // a day the export would not apply (not a real "YYYY-MM-DD") is not named either
  const from = utcDayToUnix(range.from) === undefined ? undefined : range.from;
  const to = utcDayToUnix(range.to) === undefined ? undefined : range.to;
  if (from && to) parts.push(`${from}_${to}`);
  else if (from) parts.push(`since-${from}`);
  else if (to) parts.push(`until-${to}`);
  else parts.push("all");
  return `${parts.join("-")}.csv`;
}

/**
 * A UTC date "YYYY-MM-DD" → unix seconds of that day's start, or of its last second with
 * `endOfDay`; undefined for an empty or invalid date.
 */
export function utcDayToUnix(day: string | undefined, endOfDay = false): number | undefined {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const ms = Date.parse(`${day}T00:00:00Z`);
  // V8 rolls 2021-02-29 over to March 1st: only a day that exists is accepted
  if (Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== day) return undefined;
  return ms / 1000 + (endOfDay ? 86_399 : 0);
}
