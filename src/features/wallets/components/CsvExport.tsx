import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import type { TypeFilter, WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { isApiError } from "@/shared/api/errors";
import type { Transaction } from "@/shared/api/schemas";
import { findTransactionType } from "@/shared/api/transaction-types";
import { useChainConstants } from "@/shared/network/useNetwork";
import type { DateRange } from "../lib/csv";
import type { CsvExportJob, ExportProgress } from "../lib/csv-export";
import { download } from "../lib/download";
import { RetryButton } from "@/shared/ui/ErrorState";

// the options dialog and the exporter load on first use: most visits never export
const CsvExportDialog = lazy(() =>
  import("./CsvExportDialog").then((m) => ({ default: m.CsvExportDialog })),
);

/** Why an export stopped, as the reader is told (never the API's own message). */
type Failure = "unreachable" | "busy" | "server" | "answer" | "load";

type State =
  | { kind: "idle" }
  | { kind: "running"; progress: ExportProgress }
  | { kind: "done"; rows: number }
  | { kind: "cancelled" }
  | { kind: "error"; failure: Failure; progress: ExportProgress | null };

const NO_PROGRESS: ExportProgress = { fetched: 0, written: 0, total: 0, estimated: false };
const buttonClass =
  "inline-flex items-center gap-1.5 rounded border border-border px-2 py-1 hover:bg-surface-2";

function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return "unreachable";
  if (error.kind === "network" || error.kind === "timeout") return "unreachable";
  if (error.status === 429) return "busy";
  if (error.status !== undefined && error.status >= 500) return "server";
  return "answer";
}

/**
 * CSV export of a wallet's transactions, done in the browser: the current tab
 * (direction) and type filter, an optional range of UTC days chosen in a dialog, oldest first
 * (GET wallets/{address}/transactions… 100 per request, see createWalletCsvExport). While it runs:
 * a labelled progress bar, "n of m transactions" and a Cancel button that stops the requests at
 * once. Rows stream into the file page by page (no page's parsed rows are kept). A request that
 * still fails after its retries stops the export with a plain-language reason and "Try again",
 * which resumes where it stopped. Columns: date (UTC ISO 8601), type, direction, from, to, amount,
 * fee (token units), memo (as on chain), transaction id, block id.
 */
export function CsvExport({
  address,
  direction,
  filter,
}: {
  address: string;
  direction: WalletTransactionsDirection;
  filter: TypeFilter;
}) {
  const { t, i18n } = useLingui();
  const { epoch } = useChainConstants();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [dialogOpen, setDialogOpen] = useState(false);
  const [range, setRange] = useState<DateRange>({});
  const job = useRef<{ job: CsvExportJob<Transaction>; fileName: string } | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const run = async (ac: AbortController) => {
    const current = job.current;
    if (!current) return;
    setState({ kind: "running", progress: current.job.progress });
    try {
      const file = await current.job.run(ac.signal);
      download(file, current.fileName);
      job.current = null;
      setState({ kind: "done", rows: current.job.progress.written });
    } catch (error) {
      if (ac.signal.aborted) {
        job.current = null;
        setState({ kind: "cancelled" });
      } else setState({ kind: "error", failure: failureOf(error), progress: current.job.progress });
    } finally {
      if (controller.current === ac) controller.current = null;
    }
  };

  const start = async (chosen: DateRange) => {
    setDialogOpen(false);
    setRange(chosen);
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    job.current = null;
    setState({ kind: "running", progress: NO_PROGRESS });
    const lib = await import("../lib/wallet-csv-export").catch(() => null);
    if (ac.signal.aborted) return;
    if (!lib) return setState({ kind: "error", failure: "load", progress: null });
    const header = [
      t`Date (UTC)`,
      t`Type`,
      t`Direction`,
      t({ message: "From", context: "CSV column: sender address" }),
      t({ message: "To", context: "CSV column: recipient address" }),
      t`Amount`,
      t`Fee`,
      t`Memo`,
      t`Transaction ID`,
      t`Block ID`,
    ];
    const typeName = (tx: Transaction) => {
      const def = findTransactionType(tx.typeGroup, tx.type);
      return def ? i18n._(def.label) : `${tx.typeGroup}/${tx.type}`;
    };
    job.current = {
      job: lib.createWalletCsvExport({
        address,
        direction,
        filter,
        range: chosen,
        networkEpoch: epoch,
        header,
        typeName,
        onProgress: (progress) =>
          setState((s) => (s.kind === "running" ? { kind: "running", progress } : s)),
      }),
      fileName: lib.csvFileName(address, direction, chosen),
    };
    await run(ac);
  };

  const retry = () => {
    if (!job.current) return void start(range);
    const ac = new AbortController();
    controller.current = ac;
    void run(ac);
  };

  const discard = () => {
    job.current = null;
    setState({ kind: "idle" });
  };

  if (state.kind === "running") {
    const { fetched, total, estimated } = state.progress;
    const done = <>{i18n.number(fetched)}</>;
    const all = Math.max(total, fetched);
    return (
      <div
        className="flex flex-wrap items-center gap-2 text-sm"
        role="group"
        aria-label={t`CSV export`}
      >
        <progress
          className="h-2 w-40 accent-[var(--color-accent)]"
          max={Math.max(total, fetched, 1)}
          value={fetched}
          aria-label={t`CSV export progress`}
        />
        <span role="status" className="tabular-nums text-muted">
          {estimated ? (
            <Trans>
              {done} of about <Plural value={all} one="# transaction" other="# transactions" />
            </Trans>
          ) : (
            <Trans>
              {done} of <Plural value={all} one="# transaction" other="# transactions" />
            </Trans>
          )}
        </span>
        <button
          type="button"
          data-testid="csv-cancel"
          onClick={() => controller.current?.abort()}
          className={buttonClass}
        >
          <Trans>Cancel export</Trans>
        </button>
      </div>
    );
  }

  const reasons: Record<Failure, string> = {
    unreachable: t`The node did not answer.`,
    busy: t`The node is busy right now.`,
    server: t`The node could not send the transactions.`,
    answer: t`The node's answer could not be read.`,
    load: t`The exporter could not be loaded.`,
  };
  // an element, not a string: <Trans> would parse tags inside a string value
  const reason = state.kind === "error" ? <>{reasons[state.failure]}</> : null;
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <button
        type="button"
        onClick={() => setDialogOpen(true)}
        data-testid="csv-export"
        className={buttonClass}
        aria-haspopup="dialog"
      >
        <Trans>Export CSV</Trans>
      </button>
      {state.kind === "done" ? (
        <span role="status" className="text-muted">
          <Plural value={state.rows} one="# transaction exported" other="# transactions exported" />
        </span>
      ) : null}
      {state.kind === "cancelled" ? (
        <span role="status" className="text-muted">
          <Trans>Export cancelled</Trans>
        </span>
      ) : null}
      {state.kind === "error" ? (
        <>
          <span role="alert" className="text-negative">
            {state.progress && state.progress.fetched > 0 ? (
              <Trans>
                The export stopped after {i18n.number(state.progress.fetched)} of{" "}
                <Plural value={state.progress.total} one="# transaction" other="# transactions" />.{" "}
                {reason}
              </Trans>
            ) : (
              <Trans>The export failed. {reason}</Trans>
            )}
          </span>
          <RetryButton onClick={retry} />
          <button type="button" onClick={discard} className={buttonClass}>
            <Trans>Discard</Trans>
          </button>
        </>
      ) : null}
      {dialogOpen ? (
        <Suspense fallback={null}>
          <CsvExportDialog
            direction={direction}
            initial={range}
            onExport={(r) => void start(r)}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
