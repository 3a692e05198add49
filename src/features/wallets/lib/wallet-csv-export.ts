import type { TypeFilter, WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { getWalletTransactionsOldestFirst } from "@/shared/api/endpoints/wallet-export";
import type { Transaction } from "@/shared/api/schemas";
import { unixToEpoch } from "@/shared/format/date";
import { transactionCsvRow, utcDayToUnix, type DateRange } from "./csv";
import { CsvExportJob, type ExportProgress } from "./csv-export";

export { csvFileName } from "./csv";

/** Rows per export request (the API's maximum). */
export const EXPORT_PAGE_SIZE = 100;

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
  /** the type's name in the reader's language */
  typeName: (tx: Transaction) => string;
  onProgress?: (progress: ExportProgress) => void;
  /** test hook: the page source (default: the API, oldest first) */
  fetchPage?: typeof getWalletTransactionsOldestFirst;
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
 * filter, oldest first in a total order (GET wallets/{address}/transactions…, see
 * getWalletTransactionsOldestFirst), 100 per request, one request at a time. The date range (UTC
 * days) goes to the API as timestamp.from/to in seconds since the network epoch.
 *
 * Pages are read by key, not by number: each request starts at the timestamp of the last row read
 * (`timestamp.from`) and skips the rows of that second already written. The offset of a request
 * then stays small however long the history is, so ARK Core 3 keeps serving it from its first
 * semaphore level (an offset past 10,000 rows goes to a second level that runs one query at a time
 * for the whole node and answers "busy" when five wait), and a transaction forged meanwhile, which
 * sorts last, shifts nothing. A node that does not take the range (2.6) gets numbered pages and
 * the rows are filtered here, stopping at the first row after the range.
 */
export function createWalletCsvExport(req: WalletExportRequest): CsvExportJob<Transaction> {
  const { address, direction, filter, range, networkEpoch, typeName, fetchPage = getWalletTransactionsOldestFirst } = req;
  const fromUnix = utcDayToUnix(range.from);
  const toUnix = utcDayToUnix(range.to, true);
  const fromEpoch = fromUnix === undefined ? 0 : Math.max(0, unixToEpoch(fromUnix, networkEpoch));
  const toEpoch = toUnix === undefined ? undefined : unixToEpoch(toUnix, networkEpoch);
  // set by the first answer: true when the node applied the range (and can be read by key)
  let rangeApplied = true;
  // where each page starts, known once the page before it answered
  const cursors = new Map<number, Cursor>([[1, { from: fromEpoch, skip: 0, before: 0 }]]);
  const inRange = (tx: Transaction) => {
    const unix = tx.timestamp?.unix;
    if (unix === undefined) return true;
    return (fromUnix === undefined || unix >= fromUnix) && (toUnix === undefined || unix <= toUnix);
  };
  return new CsvExportJob<Transaction>({
    pageSize: EXPORT_PAGE_SIZE,
    concurrency: 1,
    header: req.header,
    onProgress: req.onProgress,
    getId: (tx) => tx.id,
    fetchPage: async (page, signal) => {
      // a range that ends before the network began holds nothing
      if (toEpoch !== undefined && toEpoch < 0) return { rows: [], totalCount: 0 };
      const limit = EXPORT_PAGE_SIZE;
      if (!rangeApplied) {
        const answer = await fetchPage(address, direction, { page, limit, ...filter }, signal);
        return { rows: answer.page.data, totalCount: answer.page.meta.totalCount, totalIsEstimate: answer.page.meta.totalCountIsEstimate };
      }
      const at = cursors.get(page);
      if (!at) throw new Error(`wallet CSV export: page ${page} asked before page ${page - 1}`);
      const answer = await fetchPage(address, direction, { page: Math.floor(at.skip / limit) + 1, limit, ...filter, fromEpoch: at.from, toEpoch }, signal);
      const { data, meta } = answer.page;
      if (!answer.rangeApplied) {
        // the first answer of a node without the range: page 1 of the numbered pages
        rangeApplied = false;
        return { rows: data, totalCount: meta.totalCount, totalIsEstimate: meta.totalCountIsEstimate };
      }
      const rows = data.slice(at.skip % limit);
      const last = data.length < limit;
      if (!last) {
        const second = (tx: Transaction) => tx.timestamp?.epoch ?? at.from;
        const lastSecond = second(data[data.length - 1]!);
        if (lastSecond === at.from) cursors.set(page + 1, { ...at, skip: at.skip + rows.length });
        else {
          const atLastSecond = rows.filter((tx) => second(tx) === lastSecond).length;
          cursors.set(page + 1, { from: lastSecond, skip: atLastSecond, before: at.before + at.skip + rows.length - atLastSecond });
        }
      }
      cursors.delete(page - 1);
      // meta.totalCount counts from `from` on
      return { rows, totalCount: at.before + meta.totalCount, totalIsEstimate: meta.totalCountIsEstimate, last };
    },
    toCells: (tx) => (rangeApplied || inRange(tx) ? transactionCsvRow(tx, address, typeName(tx)) : null),
    isPastEnd: (tx) => !rangeApplied && toUnix !== undefined && tx.timestamp !== undefined && tx.timestamp.unix > toUnix,
  });
}
