import type { Transaction } from "@/shared/api/schemas";
import { toToken } from "@/shared/format/amount";

/**
 * CSV building for the wallet transactions export (issue 5). RFC 4180: cells with a quote, comma
 * or line break are quoted and quotes doubled; lines end with CRLF; a UTF-8 BOM lets spreadsheet
 * programs read non-ASCII memos. On-chain text is hostile: any cell starting with = + - @ (or a
 * tab / carriage return) gets a leading single quote so spreadsheets never run it as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  let v = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  if (/[",\r\n]/.test(v)) v = `"${v.replace(/"/g, '""')}"`;
  return v;
}

/** One CSV line (no line ending) from its cells. */
export function csvLine(cells: ReadonlyArray<string | number | null | undefined>): string {
  return cells.map(csvCell).join(",");
}

/** The whole CSV document: BOM, header line, rows, each line ended by CRLF. */
export function buildCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | null | undefined>>): string {
  const lines = [csvLine(header), ...rows.map(csvLine)];
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

export type CsvDirection = "in" | "out" | "self";

/** Payments of a multipayment (asset.payments), [] for other transactions. */
export function paymentsOf(tx: Transaction): Array<{ recipientId: string; amount: string }> {
  const payments = tx.asset?.payments;
  if (!Array.isArray(payments)) return [];
  return payments.flatMap((p: unknown) => {
    if (!p || typeof p !== "object") return [];
    const { recipientId, amount } = p as Record<string, unknown>;
    return typeof recipientId === "string" && (typeof amount === "string" || typeof amount === "number") && /^\d+$/.test(String(amount))
      ? [{ recipientId, amount: String(amount) }]
      : [];
  });
}

/** arktoshi → token units as a plain decimal with 8 fraction digits ("1.50000000"), no grouping. */
export function tokenDecimal(arktoshi: string): string {
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
    const sum = (list: typeof payments) => list.reduce((s, p) => s + BigInt(p.amount), 0n).toString();
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
