import Big from "big.js";
import type { TypeFilter, WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { getWalletTransactionsInRange } from "@/shared/api/endpoints/wallet-export";
import type { Transaction } from "@/shared/api/schemas";
import { unixToEpoch } from "@/shared/format/date";
import {
  csvColumns,
  transactionCsvRow,
  utcDayToUnix,
  type CsvDelimiter,
  type CsvField,
  type DateRange,
} from "./csv";
import { CsvExportJob, type CsvExportOptions, type ExportProgress } from "./csv-export";
import { DayPrices, fiatCell, withDayPrices, type CsvFiat } from "./csv-fiat";

export { csvFileName } from "./csv";

/** Rows per export request (the API's maximum). */
export const EXPORT_PAGE_SIZE = 100;

/** The columns of a wallet export, in file order; `value` is the fiat value of the amount. */
const WALLET_CSV_COLUMNS = [
  "date",
  "type",
  "direction",
  "from",
  "to",
  "amount",
  "fee",
  "value",
  "memo",
  "id",
  "block",
] as const;
/** One column of a wallet export. */
export type WalletCsvColumn = (typeof WALLET_CSV_COLUMNS)[number];

/** A transaction with its cells as {@link transactionCsvRow} gives them. */
interface WalletRow {
  tx: Transaction;
  cells: string[];
}

const at =
  (i: number): CsvField<WalletRow>["value"] =>
  (row) =>
    row.cells[i];

/** What to export and how the rows are labelled. */
export interface WalletExportRequest {
  address: string;
  direction: WalletTransactionsDirection;
  filter: TypeFilter;
  /** UTC days, either end open */
  range: DateRange;
  /** the network's epoch (ISO date) for the seconds-since-epoch range the API takes */
  networkEpoch: string;
  header: readonly string[];
  /** the character between cells (default ","); ";" also writes decimal commas */
  delimiter?: CsvDelimiter;
  /**
   * the columns, in file order, one per `header` entry (default: every column but `value`); `value`
   * is written only with `fiat`
   */
  columns?: readonly WalletCsvColumn[];
  /** the fiat value column's day prices (the amount's value on the transaction's UTC day) */
  fiat?: CsvFiat;
  /** the type's name in the reader's language */
  typeName: (tx: Transaction) => string;
  onProgress?: (progress: ExportProgress) => void;
  /** test hook: the page source (default: the API) */
  fetchPage?: typeof getWalletTransactionsInRange;
}

/**
 * Where a page of the oldest-first list starts: at the transactions of `from` (seconds since the
 * network epoch, inclusive) after the first `skip` of them, with `before` transactions read before
 * `from`.
 */
interface Cursor {
  from: number;
  skip: number;
  before: number;
}

/**
 * A streaming CSV export of a wallet's transactions of one tab (all / sent / received) and type
 * filter, oldest first (see getWalletTransactionsInRange), 100 per request, one request at a
 * time, memos exactly as on chain. The date range (UTC days) goes to the API as
 * timestamp.from/to in seconds since the network epoch.
 *
 * Pages are read by key, not by number: each request starts at the timestamp of the last row read
 * (`timestamp.from`) and skips the rows of that second already written. The offset of a request
 * then stays small however long the history is, so ARK Core 3 keeps serving it from its first
 * semaphore level (an offset past 10,000 rows goes to a second level that runs one query at a time
 * for the whole node and answers "busy" when five wait), and a transaction forged meanwhile, which
 * sorts last, shifts nothing. A node that does not take the range (2.6) is read by numbered pages,
 * newest first, filtered by the API layer until it passes the range's first day; the file is still
 * written oldest first.
 */
export function createWalletCsvExport(req: WalletExportRequest): CsvExportJob<Transaction> {
  const {
    address,
    direction,
    filter,
    range,
    networkEpoch,
    typeName,
    fetchPage = getWalletTransactionsInRange,
  } = req;
  const columns = (req.columns ?? WALLET_CSV_COLUMNS).filter((c) => c !== "value" || req.fiat);
  const fiat = columns.includes("value") ? req.fiat : undefined;
  const prices = fiat ? new DayPrices(fiat.priceOfDay) : null;
  const fields: Record<WalletCsvColumn, CsvField<WalletRow>> = {
    date: { value: at(0) },
    type: { value: at(1) },
    direction: { value: at(2) },
    from: { value: at(3) },
    to: { value: at(4) },
    amount: { value: at(5), decimal: true },
    fee: { value: at(6), decimal: true },
    value: {
      value: ({ tx, cells }) =>
        fiat && prices
          ? fiatCell(
              // the amount column in arktoshi: what the wallet sent or got
              new Big(cells[5]!).times(1e8).toFixed(0),
              prices.rateAt(tx.timestamp?.unix),
              fiat.decimals,
              fiat.notPriced,
            )
          : "",
      decimal: true,
    },
    memo: { value: at(7) },
    id: { value: at(8) },
    block: { value: at(9) },
  };
  const cellsOf = csvColumns(fields, columns, req.delimiter);
  // the day prices of a page's rows are known before the page is written
  const withPrices = (read: CsvExportOptions<Transaction>["fetchPage"]) =>
    prices ? withDayPrices(read, prices, (tx) => tx.timestamp?.unix) : read;
  const fromUnix = utcDayToUnix(range.from);
  const toUnix = utcDayToUnix(range.to, true);
  const fromEpoch = fromUnix === undefined ? 0 : Math.max(0, unixToEpoch(fromUnix, networkEpoch));
  const toEpoch = toUnix === undefined ? undefined : unixToEpoch(toUnix, networkEpoch);
  // set by the first answer: true when the node applied the range (and can be read by key)
  let rangeApplied = true;
  // where each page starts, known once the page before it answered
  const cursors = new Map<number, Cursor>([[1, { from: fromEpoch, skip: 0, before: 0 }]]);
  return new CsvExportJob<Transaction>({
    pageSize: EXPORT_PAGE_SIZE,
    concurrency: 1,
    header: req.header,
    delimiter: req.delimiter,
    onProgress: req.onProgress,
    getId: (tx) => tx.id,
    fetchPage: withPrices(async (page, signal) => {
      // a range that ends before the network began holds nothing
      if (toEpoch !== undefined && toEpoch < 0) return { rows: [], totalCount: 0 };
      const limit = EXPORT_PAGE_SIZE;
      const at = rangeApplied
        ? cursors.get(page)
        : { from: fromEpoch, skip: (page - 1) * limit, before: 0 };
      if (!at) throw new Error(`wallet CSV export: page ${page} asked before page ${page - 1}`);
      const answer = await fetchPage(
        address,
        direction,
        { page: Math.floor(at.skip / limit) + 1, limit, ...filter, fromEpoch: at.from, toEpoch },
        signal,
      );
      if (!answer.rangeApplied) {
        // numbered pages, newest first, filtered by the API layer (the first answer of such a
        // node is page 1 of them: the first request starts at the range's first day too)
        rangeApplied = false;
        const { rows, scanned, last, totalCount, totalCountIsEstimate } = answer;
        return {
          rows,
          scanned,
          last,
          totalCount,
          totalIsEstimate: totalCountIsEstimate,
          newestFirst: true,
        };
      }
      const { data, meta } = answer.page;
      const rows = data.slice(at.skip % limit);
      const last = data.length < limit;
      if (!last) {
        const second = (tx: Transaction) => tx.timestamp?.epoch ?? at.from;
        const lastSecond = second(data[data.length - 1]!);
        if (lastSecond === at.from) cursors.set(page + 1, { ...at, skip: at.skip + rows.length });
        else {
          const atLastSecond = rows.filter((tx) => second(tx) === lastSecond).length;
          cursors.set(page + 1, {
            from: lastSecond,
            skip: atLastSecond,
            before: at.before + at.skip + rows.length - atLastSecond,
          });
        }
      }
      cursors.delete(page - 1);
      // meta.totalCount counts from `from` on
      return {
        rows,
        totalCount: at.before + meta.totalCount,
        totalIsEstimate: meta.totalCountIsEstimate,
        last,
      };
    }),
    // the memo goes out exactly as on chain: the emoji-code conversion and the other memo
    // sanitising are for the screen only (only the spreadsheet-formula guard applies, in csvCell)
    toCells: (tx) => cellsOf({ tx, cells: transactionCsvRow(tx, address, typeName(tx)) }),
  });
}
