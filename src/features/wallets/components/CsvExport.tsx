import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { getWalletTransactions, type TypeFilter, type WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { findTransactionType } from "@/shared/api/transaction-types";
import type { Transaction } from "@/shared/api/schemas";
import { buildCsv, transactionCsvRow } from "../lib/csv";
import { fetchAllPages } from "../lib/fetch-all";

/** Page size of export requests (the API maximum of 100). */
export const EXPORT_PAGE_SIZE = 100;

type State =
  | { kind: "idle" }
  | { kind: "running"; done: number; total: number }
  | { kind: "done"; rows: number }
  | { kind: "error"; message: string };

/** Saves `text` as a file through a temporary object URL. */
function download(text: string, filename: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/csv;charset=utf-8" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  a.rel = "noopener";
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * CSV export of a wallet's transactions, done in the browser (issue 5): every page of the current
 * tab (direction) and type filter, oldest first, 100 per request with a progress bar and a cancel
 * button, yielding to the event loop between pages. Columns: date (UTC ISO 8601), type,
 * direction, from, to, amount, fee (token units), memo, transaction id, block id.
 */
export function CsvExport({ address, direction, filter }: { address: string; direction: WalletTransactionsDirection; filter: TypeFilter }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: "idle" });
  // error text goes into <Trans> as an element: Lingui parses tags in string values
  const reason = state.kind === "error" ? <>{state.message}</> : null;
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = async () => {
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    setState({ kind: "running", done: 0, total: 0 });
    try {
      const rows = await fetchAllPages<Transaction>(
        (page, signal) =>
          getWalletTransactions(address, direction, { page, limit: EXPORT_PAGE_SIZE, orderBy: "timestamp:asc", ...filter }, signal),
        { getId: (tx) => tx.id, signal: ac.signal, onProgress: (done, total) => setState({ kind: "running", done, total }) },
      );
      const header = [t`Date (UTC)`, t`Type`, t`Direction`, t({ message: "From", context: "CSV column: sender address" }), t({ message: "To", context: "CSV column: recipient address" }), t`Amount`, t`Fee`, t`Memo`, t`Transaction ID`, t`Block ID`];
      const typeName = (tx: Transaction) => {
        const def = findTransactionType(tx.typeGroup, tx.type);
        return def ? i18n._(def.label) : `${tx.typeGroup}/${tx.type}`;
      };
      const csv = buildCsv(header, rows.map((tx) => transactionCsvRow(tx, address, typeName(tx))));
      download(csv, `${address}-${direction}-transactions.csv`);
      setState({ kind: "done", rows: rows.length });
    } catch (error) {
      if (ac.signal.aborted) setState({ kind: "idle" });
      else setState({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    } finally {
      if (controller.current === ac) controller.current = null;
    }
  };

  if (state.kind === "running") {
    const { done, total } = state;
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm" role="group" aria-label={t`CSV export`}>
        <progress className="h-2 w-40 accent-[var(--color-accent)]" max={total || 1} value={done} aria-label={t`Export progress`} />
        <span role="status" className="tabular-nums text-muted">
          <Trans>
            {i18n.number(done)} of {i18n.number(total)} transactions
          </Trans>
        </span>
        <button type="button" data-testid="csv-cancel" onClick={() => controller.current?.abort()} className="rounded border border-border px-2 py-1 hover:bg-surface-2">
          <Trans>Cancel export</Trans>
        </button>
      </div>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        onClick={() => void start()}
        data-testid="csv-export"
        className="inline-flex items-center gap-1.5 rounded border border-border px-2 py-1 hover:bg-surface-2"
      >
        <Trans>Export CSV</Trans>
      </button>
      {state.kind === "done" ? (
        <span role="status" className="text-muted">
          <Trans>{i18n.number(state.rows)} transactions exported</Trans>
        </span>
      ) : null}
      {state.kind === "error" ? (
        <span role="alert" className="text-negative">
          <Trans>The export failed: {reason}</Trans>
        </span>
      ) : null}
    </div>
  );
}
