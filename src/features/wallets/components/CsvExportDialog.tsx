import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent } from "react";
import type { WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { Modal } from "@/shared/ui/Modal";
import type { DateRange } from "../lib/csv";

const inputClass = "rounded border border-border bg-surface px-2 py-1 text-text";

/**
 * The CSV export's options (loaded on first use): an optional range of UTC days (from / to, both
 * included, empty = the whole history) for the transactions of the current tab and type filter.
 * `onExport(range)` starts the export; `range` holds "YYYY-MM-DD" strings. An inverted range is
 * explained under the fields (aria-invalid, aria-describedby) and starts nothing.
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
  const fromRef = useRef<HTMLInputElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // nothing is exported from an inverted range: back to the first field, whose description
    // now holds the reason
    if (invalid) return fromRef.current?.focus();
    onExport({ from: from || undefined, to: to || undefined });
  };
  // each field is described by the hint and, while the range is inverted, by the reason
  const describedBy = invalid ? `${errorId} ${hintId}` : hintId;
  return (
    <Modal
      open
      onClose={onClose}
      showCloseButton={false}
      title={<Trans>Export transactions as CSV</Trans>}
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            className="rounded border border-border px-3 py-1.5 hover:bg-surface-2"
          >
            <Trans>Close</Trans>
          </button>
          <button
            type="submit"
            form={formId}
            data-testid="csv-start"
            className="rounded bg-accent px-3 py-1.5 text-accent-contrast"
          >
            <Trans>Download CSV</Trans>
          </button>
        </>
      }
    >
      {/* noValidate: the browser's own bubble would block an inverted range without saying why here */}
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3 text-sm">
        <p className="m-0">{what}</p>
        <fieldset className="m-0 flex flex-wrap gap-4 border-0 p-0">
          <legend className="mb-1 p-0 font-medium">
            <Trans>Date range (UTC)</Trans>
          </legend>
          <div className="flex flex-col gap-1">
            <label htmlFor={fromId} className="text-muted">
              {t({ message: "From", context: "CSV export: first day of the range" })}
            </label>
            <input
              ref={fromRef}
              id={fromId}
              type="date"
              name="from"
              value={from}
              max={to || today}
              onChange={(e) => setFrom(e.target.value)}
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          </div>
          <div className="flex flex-col gap-1">
            <label htmlFor={toId} className="text-muted">
              {t({ message: "To", context: "CSV export: last day of the range" })}
            </label>
            <input
              id={toId}
              type="date"
              name="to"
              value={to}
              min={from || undefined}
              max={today}
              onChange={(e) => setTo(e.target.value)}
              className={inputClass}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
            />
          </div>
          {invalid ? (
            <p id={errorId} role="alert" className="m-0 basis-full text-negative">
              <Trans>
                The first day is after the last day, so nothing can be exported. Choose a first day
                on or before the last day.
              </Trans>
            </p>
          ) : null}
        </fieldset>
        <p id={hintId} className="m-0 text-muted">
          <Trans>Both days are included. Leave a date empty for no limit on that side.</Trans>
        </p>
      </form>
    </Modal>
  );
}
