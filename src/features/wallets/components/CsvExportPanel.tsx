import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { isApiError } from "@/shared/api/errors";
import { RetryButton } from "@/shared/ui/ErrorState";
import { defaultCsvDelimiter, type CsvDelimiter, type DateRange } from "../lib/csv";
import type { CsvExportJob, ExportProgress } from "../lib/csv-export";
import { download } from "../lib/download";
import { initialColumns, type CsvColumnOption, type CsvExportChoice } from "../lib/csv-options";

// the options dialog loads on first use: most visits never export
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

/** A started export: its job (a {@link CsvExportJob} of any row type) and the name of its file. */
export interface CsvExportStart {
  job: Pick<CsvExportJob<never>, "run" | "progress">;
  fileName: string;
}

/** The words of one dataset: "# transactions", "# transactions exported" (plural forms). */
export interface CsvExportWords {
  /** "{n} transactions", "{n} blocks", … */
  count: (n: number) => string;
  /** "{n} transactions exported", … */
  exported: (n: number) => string;
  /** the reason told when the node failed with a server error */
  serverFailed: string;
}

/**
 * The export button of one dataset and what follows it, shared by every CSV export (a wallet's
 * transactions, a delegate's forged blocks, its voters): "Export CSV" opens the options dialog
 * (columns, delimiter defaulting to the one the chosen language's spreadsheets expect, a date
 * range where `withRange`), then `start(choice, onProgress)` loads the dataset's exporter and
 * gives its job (null: it could not be loaded). While the job runs: a labelled progress bar,
 * "n of m …" and a Cancel button that stops the requests at once. A request that still fails after
 * its retries stops the export with a plain-language reason and "Try again", which resumes where
 * it stopped. The finished file is downloaded as `fileName`.
 */
export function CsvExportPanel({
  dialogTitle,
  description,
  columns,
  withRange,
  words,
  start: startJob,
}: {
  dialogTitle: ReactNode;
  description: ReactNode;
  columns: readonly CsvColumnOption[];
  withRange: boolean;
  words: CsvExportWords;
  start: (
    choice: CsvExportChoice,
    onProgress: (progress: ExportProgress) => void,
  ) => Promise<CsvExportStart | null>;
}) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<State>({ kind: "idle" });
  const [dialogOpen, setDialogOpen] = useState(false);
  // the last choice, kept for the next export and "Try again" (null: the defaults)
  const [choice, setChoice] = useState<CsvExportChoice | null>(null);
  const job = useRef<CsvExportStart | null>(null);
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

  const start = async (chosen: CsvExportChoice) => {
    setDialogOpen(false);
    setChoice(chosen);
    controller.current?.abort();
    const ac = new AbortController();
    controller.current = ac;
    job.current = null;
    setState({ kind: "running", progress: NO_PROGRESS });
    const onProgress = (progress: ExportProgress) =>
      setState((s) => (s.kind === "running" ? { kind: "running", progress } : s));
    const started = await startJob(chosen, onProgress).catch(() => null);
    if (ac.signal.aborted) return;
    if (!started) return setState({ kind: "error", failure: "load", progress: null });
    job.current = started;
    await run(ac);
  };

  const retry = () => {
    if (!job.current) return void start(choice ?? defaults());
    const ac = new AbortController();
    controller.current = ac;
    void run(ac);
  };

  const discard = () => {
    job.current = null;
    setState({ kind: "idle" });
  };

  const delimiter: CsvDelimiter = choice?.delimiter ?? defaultCsvDelimiter(i18n.locale);
  const defaults = (): CsvExportChoice => ({
    range: {},
    delimiter,
    columns: initialColumns(columns),
  });
  const initialRange: DateRange = choice?.range ?? {};

  if (state.kind === "running") {
    const { fetched, total, estimated } = state.progress;
    // elements, not strings: <Trans> would parse tags inside a string value
    const done = <>{i18n.number(fetched)}</>;
    const all = <>{words.count(Math.max(total, fetched))}</>;
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
            <Trans context="CSV export progress">
              {done} of about {all}
            </Trans>
          ) : (
            <Trans context="CSV export progress">
              {done} of {all}
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
    server: words.serverFailed,
    answer: t`The node's answer could not be read.`,
    load: t`The exporter could not be loaded.`,
  };
  const reason = state.kind === "error" ? <>{reasons[state.failure]}</> : null;
  const stoppedAt =
    state.kind === "error" && state.progress ? <>{i18n.number(state.progress.fetched)}</> : null;
  const stoppedOf =
    state.kind === "error" && state.progress ? <>{words.count(state.progress.total)}</> : null;
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
          {words.exported(state.rows)}
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
                The export stopped after {stoppedAt} of {stoppedOf}. {reason}
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
            title={dialogTitle}
            description={description}
            columns={columns}
            withRange={withRange}
            initial={{
              range: initialRange,
              delimiter,
              columns: initialColumns(columns, choice?.columns),
            }}
            onExport={(c) => void start(c)}
            onClose={() => setDialogOpen(false)}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
