import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useState, type FormEvent } from "react";
import type { WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { Modal } from "@/shared/ui/Modal";
import type { DateRange } from "../lib/csv";

const inputClass = "rounded border border-border bg-surface px-2 py-1 text-text";

/**
 * The CSV export's options (loaded on first use): an optional range of UTC days (from / to, both
 * included, empty = the whole history) for the transactions of the current tab and type filter.
 * `onExport(range)` starts the export; `range` holds "YYYY-MM-DD" strings.
 */
export function CsvExportDialog({
  direction,
  initial,
  onExport,
  onClose,
}: {
  direction: WalletTransactionsDirection;
  initial: DateRange;
  onExport: (range: DateRange) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const formId = useId();
  const hintId = useId();
  const errorId = useId();
  const fromId = useId();
  const toId = useId();
  const [from, setFrom] = useState(initial.from ?? "");
  const [to, setTo] = useState(initial.to ?? "");
  const today = new Date().toISOString().slice(0, 10);
  // "YYYY-MM-DD" strings compare like the dates they name
  const invalid = from !== "" && to !== "" && from > to;
  const what =
    direction === "sent"
      ? t`The sent transactions of this wallet, with the chosen type filter, oldest first.`
      : direction === "received"
        ? t`The received transactions of this wallet, with the chosen type filter, oldest first.`
        : t`All transactions of this wallet, with the chosen type filter, oldest first.`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (invalid) return;
    onExport({ from: from || undefined, to: to || undefined });
  };
  return (
    <Modal
      open
      onClose={onClose}
      showCloseButton={false}
      title={<Trans>Export transactions as CSV</Trans>}
      footer={
        <>
          <button type="button" onClick={onClose} className="rounded border border-border px-3 py-1.5 hover:bg-surface-2">
            <Trans>Close</Trans>
          </button>
          <button
            type="submit"
            form={formId}
            disabled={invalid}
            data-testid="csv-start"
            className="rounded bg-accent px-3 py-1.5 text-accent-contrast disabled:opacity-50"
          >
            <Trans>Download CSV</Trans>
          </button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} className="flex flex-col gap-3 text-sm">
        <p className="m-0">{what}</p>
        <fieldset className="m-0 flex flex-wrap gap-4 border-0 p-0" aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}>
          <legend className="mb-1 p-0 font-medium">
            <Trans>Date range (UTC)</Trans>
          </legend>
          <div className="flex flex-col gap-1">
            <label htmlFor={fromId} className="text-muted">
              {t({ message: "From", context: "CSV export: first day of the range" })}
            </label>
            <input id={fromId} type="date" name="from" value={from} max={to || today} onChange={(e) => setFrom(e.target.value)} className={inputClass} aria-invalid={invalid || undefined} />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={toId} className="text-muted">
              {t({ message: "To", context: "CSV export: last day of the range" })}
            </label>
            <input id={toId} type="date" name="to" value={to} min={from || undefined} max={today} onChange={(e) => setTo(e.target.value)} className={inputClass} aria-invalid={invalid || undefined} />
          </div>
        </fieldset>
        <p id={hintId} className="m-0 text-muted">
          <Trans>Both days are included. Leave a date empty for no limit on that side.</Trans>
        </p>
        {invalid ? (
          <p id={errorId} role="alert" className="m-0 text-negative">
            <Trans>The first day is after the last day.</Trans>
          </p>
        ) : null}
      </form>
    </Modal>
  );
}
