import Big from "big.js";
import { searchBlocks } from "@/shared/api/endpoints/blocks";
import type { Block } from "@/shared/api/schemas";
import { toToken } from "@/shared/format/amount";
import { unixToEpoch } from "@/shared/format/date";
import {
  csvColumns,
  utcDayToUnix,
  type CsvDelimiter,
  type CsvField,
  type DateRange,
} from "@/features/wallets/lib/csv";
import { CsvExportJob, type ExportProgress } from "@/features/wallets/lib/csv-export";
import { DayPrices, fiatCell, withDayPrices, type CsvFiat } from "@/features/wallets/lib/csv-fiat";

/** Rows per export request (the API's maximum). */
export const FORGED_BLOCKS_PAGE_SIZE = 100;

/** The columns of a forged-blocks export, in file order; `value` is the fiat value of `total`. */
const FORGED_BLOCKS_CSV_COLUMNS = [
  "date",
  "height",
  "id",
  "transactions",
  "amount",
  "fee",
  "reward",
  "total",
  "value",
] as const;
/** One column of a forged-blocks export. */
export type ForgedBlocksCsvColumn = (typeof FORGED_BLOCKS_CSV_COLUMNS)[number];

/** What to export and how the rows are labelled. */
export interface ForgedBlocksExportRequest {
  /** the delegate's public key (the blocks' generatorPublicKey) */
  publicKey: string;
  /** UTC days, either end open */
  range: DateRange;
  /** the network's epoch (ISO date) for the seconds-since-epoch range the API takes */
  networkEpoch: string;
  /** the columns, in file order, one per `header` entry (default: every column but `value`) */
  columns?: readonly ForgedBlocksCsvColumn[];
  header: readonly string[];
  /** the character between cells (default ","); ";" also writes decimal commas */
  delimiter?: CsvDelimiter;
  /** the fiat value column's day prices (the block's total on its UTC day) */
  fiat?: CsvFiat;
  onProgress?: (progress: ExportProgress) => void;
  /** test hook: the page source (default: the API's block search) */
  search?: typeof searchBlocks;
}

/** arktoshi → token units as a plain decimal with 8 fraction digits, no grouping. */
const token = (arktoshi: string) => toToken(arktoshi).toFixed(8);

/**
 * A streaming CSV export of the blocks a delegate forged, oldest first, 100 per request, one
 * request at a time: GET blocks?generatorPublicKey&height.from&orderBy=height:asc on 3.x, POST
 * blocks/search on 2.6 (see searchBlocks), the date range as timestamp.from/to in seconds since
 * the network epoch. Pages are read by key: each request starts at the height after the last
 * block written (always page 1), so the offset never grows however many blocks the delegate
 * forged, and a block forged meanwhile only adds a row at the end. Columns: date (UTC ISO 8601),
 * height, block id, transactions, amount, fees, reward and total forged (token units), and the
 * total's value on the block's day.
 */
export function createForgedBlocksCsvExport(req: ForgedBlocksExportRequest): CsvExportJob<Block> {
  const { publicKey, range, networkEpoch, search = searchBlocks } = req;
  const columns = (req.columns ?? FORGED_BLOCKS_CSV_COLUMNS).filter(
    (c) => c !== "value" || req.fiat,
  );
  const fiat = columns.includes("value") ? req.fiat : undefined;
  const prices = fiat ? new DayPrices(fiat.priceOfDay) : null;
  const fields: Record<ForgedBlocksCsvColumn, CsvField<Block>> = {
    date: { value: (b) => new Date(b.timestamp.unix * 1000).toISOString() },
    height: { value: (b) => b.height },
    id: { value: (b) => b.id },
    transactions: { value: (b) => b.transactions },
    amount: { value: (b) => token(b.forged.amount), decimal: true },
    fee: { value: (b) => token(b.forged.fee), decimal: true },
    reward: { value: (b) => token(b.forged.reward), decimal: true },
    total: { value: (b) => token(b.forged.total), decimal: true },
    value: {
      value: (b) =>
        fiat && prices
          ? fiatCell(
              new Big(b.forged.total).toFixed(0),
              prices.rateAt(b.timestamp.unix),
              fiat.decimals,
              fiat.notPriced,
            )
          : "",
      decimal: true,
    },
  };
  const cellsOf = csvColumns(fields, columns, req.delimiter);
  const fromUnix = utcDayToUnix(range.from);
  const toUnix = utcDayToUnix(range.to, true);
  const fromEpoch = fromUnix === undefined ? undefined : unixToEpoch(fromUnix, networkEpoch);
  const toEpoch = toUnix === undefined ? undefined : unixToEpoch(toUnix, networkEpoch);
  // where each page starts: the height after the last block written, and the blocks before it
  const starts = new Map<number, { height: number; before: number }>([
    [1, { height: 1, before: 0 }],
  ]);
  const inRange = (b: Block) =>
    (fromEpoch === undefined || b.timestamp.epoch >= fromEpoch) &&
    (toEpoch === undefined || b.timestamp.epoch <= toEpoch);
  const fetchPage = async (page: number, signal: AbortSignal) => {
    // a range that ends before the network began holds nothing
    if (toEpoch !== undefined && toEpoch < 0) return { rows: [], totalCount: 0 };
    const at = starts.get(page);
    if (!at)
      throw new Error(`forged blocks CSV export: page ${page} asked before page ${page - 1}`);
    const answer = await search(
      {
        generatorPublicKey: publicKey,
        height: { from: at.height },
        timestamp: { from: fromEpoch, to: toEpoch },
      },
      { page: 1, limit: FORGED_BLOCKS_PAGE_SIZE, orderBy: "height:asc" },
      signal,
    );
    // a node that ignored a filter sends blocks it should not: those are left out
    const rows = answer.data
      .filter((b) => b.height >= at.height && inRange(b))
      .filter((b) => !b.generator.publicKey || b.generator.publicKey === publicKey)
      .sort((a, b) => a.height - b.height);
    const lastRow = rows[rows.length - 1];
    // nothing new on a full page (a node that ignored height.from) ends the export too
    const last = answer.data.length < FORGED_BLOCKS_PAGE_SIZE || !lastRow;
    if (!last)
      starts.set(page + 1, { height: lastRow.height + 1, before: at.before + rows.length });
    starts.delete(page - 1);
    return {
      rows,
      // meta.totalCount counts from `height.from` on
      totalCount: at.before + answer.meta.totalCount,
      totalIsEstimate: answer.meta.totalCountIsEstimate,
      scanned: answer.data.length,
      last,
    };
  };
  return new CsvExportJob<Block>({
    pageSize: FORGED_BLOCKS_PAGE_SIZE,
    concurrency: 1,
    header: req.header,
    delimiter: req.delimiter,
    onProgress: req.onProgress,
    getId: (b) => b.id,
    fetchPage: prices ? withDayPrices(fetchPage, prices, (b) => b.timestamp.unix) : fetchPage,
    toCells: cellsOf,
  });
}

/**
 * File name of a delegate's forged-blocks export naming the delegate and the range:
 * `ark-<address>-blocks-all.csv`, `ark-<address>-blocks-2020-01-01_2020-12-31.csv`,
 * `…-blocks-since-2020-01-01.csv`, `…-blocks-until-2020-12-31.csv`.
 */
export function forgedBlocksCsvFileName(address: string, range: DateRange = {}): string {
  const parts = ["ark", address.replace(/[^A-Za-z0-9]/g, ""), "blocks"];
  const from = utcDayToUnix(range.from) === undefined ? undefined : range.from;
  const to = utcDayToUnix(range.to) === undefined ? undefined : range.to;
  if (from && to) parts.push(`${from}_${to}`);
  else if (from) parts.push(`since-${from}`);
  else if (to) parts.push(`until-${to}`);
  else parts.push("all");
  return `${parts.join("-")}.csv`;
}
