import { getVoters } from "@/shared/api/endpoints/wallets";
import type { Wallet } from "@/shared/api/schemas";
import { toToken } from "@/shared/format/amount";
import { csvColumns, type CsvDelimiter, type CsvField } from "@/features/wallets/lib/csv";
import { CsvExportJob, type ExportProgress } from "@/features/wallets/lib/csv-export";

/** Rows per export request (the API's maximum). */
export const VOTERS_PAGE_SIZE = 100;

/** The columns of a voters export, in file order. */
const VOTERS_CSV_COLUMNS = ["address", "username", "balance", "publicKey"] as const;
/** One column of a voters export. */
export type VotersCsvColumn = (typeof VOTERS_CSV_COLUMNS)[number];

/** What to export and how the rows are labelled. */
export interface VotersExportRequest {
  /** the delegate: address, username or public key */
  delegate: string;
  /** the columns, in file order, one per `header` entry (default: all) */
  columns?: readonly VotersCsvColumn[];
  header: readonly string[];
  /** the character between cells (default ","); ";" also writes decimal commas */
  delimiter?: CsvDelimiter;
  onProgress?: (progress: ExportProgress) => void;
  /** test hook: the page source (default: the API) */
  fetchVoters?: typeof getVoters;
}

/**
 * A streaming CSV export of a delegate's voters (GET delegates/{id}/voters?page&limit=100, the
 * node's order: the richest first), two requests in flight. A voter whose balance moves it across
 * a page boundary while the export runs is written once (the job skips an address the page before
 * held). Columns: address, delegate username (a voter that is a delegate itself), balance (token
 * units, a plain decimal), public key.
 */
export function createVotersCsvExport(req: VotersExportRequest): CsvExportJob<Wallet> {
  const { delegate, fetchVoters = getVoters } = req;
  const fields: Record<VotersCsvColumn, CsvField<Wallet>> = {
    address: { value: (w) => w.address },
    // an on-chain username: csvCell defuses any formula in it
    username: { value: (w) => w.username ?? "" },
    balance: { value: (w) => toToken(w.balance).toFixed(8), decimal: true },
    publicKey: { value: (w) => w.publicKey ?? "" },
  };
  return new CsvExportJob<Wallet>({
    pageSize: VOTERS_PAGE_SIZE,
    header: req.header,
    delimiter: req.delimiter,
    onProgress: req.onProgress,
    getId: (w) => w.address,
    fetchPage: async (page, signal) => {
      const answer = await fetchVoters(delegate, { page, limit: VOTERS_PAGE_SIZE }, signal);
      return {
        rows: answer.data,
        totalCount: answer.meta.totalCount,
        totalIsEstimate: answer.meta.totalCountIsEstimate,
      };
    },
    toCells: csvColumns(fields, req.columns ?? VOTERS_CSV_COLUMNS, req.delimiter),
  });
}

/** File name of a delegate's voters export: `ark-<address>-voters.csv`. */
export function votersCsvFileName(address: string): string {
  return `ark-${address.replace(/[^A-Za-z0-9]/g, "")}-voters.csv`;
}
