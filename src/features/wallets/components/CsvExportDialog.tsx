import { Trans, useLingui } from "@lingui/react/macro";
import { useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { Modal } from "@/shared/ui/Modal";
import { utcDayToUnix, type CsvDelimiter } from "../lib/csv";
import type { CsvColumnOption, CsvExportChoice } from "../lib/csv-options";

const inputClass = "rounded border border-border bg-surface px-2 py-1 text-text";

/**
 * A UTC day "YYYY-MM-DD" in words in `locale` ("6 décembre 2026", "December 6, 2026"), "" for an
 * empty or invalid day: the browser draws a date field in its own language's format, which may not
 * be the one chosen in the explorer.
 */
function dayInWords(day: string, locale: string): string {
  const unix = utcDayToUnix(day);
  if (unix === undefined) return "";
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(
    unix * 1000,
  );
}

/**
 * The options of a CSV export (loaded on first use): an optional range of UTC days (from / to,
 * both included, empty = no limit; only with `withRange`), the delimiter ("," or ";", radio
 * group), the columns (checkboxes, at least one). `onExport(choice)` starts the export. An
 * inverted range or no column is explained next to its fields (aria-invalid, aria-describedby)
 * and starts nothing; nothing chosen is lost.
 */
export function CsvExportDialog({
  title,
  description,
  columns,
  withRange,
  initial,
  onExport,
  onClose,
}: {
  title: ReactNode;
  description: ReactNode;
  columns: readonly CsvColumnOption[];
  withRange: boolean;
  initial: CsvExportChoice;
  onExport: (choice: CsvExportChoice) => void;
  onClose: () => void;
}) {
  const { i18n } = useLingui();
  const formId = useId();
  const hintId = useId();
  const errorId = useId();
  const fromId = useId();
  const toId = useId();
  const fromWordsId = useId();
  const toWordsId = useId();
  const columnsErrorId = useId();
  const delimiterName = useId();
  const [from, setFrom] = useState(initial.range.from ?? "");
  const [to, setTo] = useState(initial.range.to ?? "");
  const [delimiter, setDelimiter] = useState<CsvDelimiter>(initial.delimiter);
  const [chosen, setChosen] = useState<string[]>(initial.columns);
  const [noColumnShown, setNoColumnShown] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  // "YYYY-MM-DD" strings compare like the dates they name
  const invalid = withRange && from !== "" && to !== "" && from > to;
  const noColumn = chosen.length === 0;
  const fromRef = useRef<HTMLInputElement>(null);
  const columnsRef = useRef<HTMLFieldSetElement>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // nothing is exported from an inverted range or without a column: back to the field whose
    // description now holds the reason
    if (invalid) return fromRef.current?.focus();
    if (noColumn) {
      setNoColumnShown(true);
      return columnsRef.current?.querySelector("input")?.focus();
    }
    onExport({
      range: withRange ? { from: from || undefined, to: to || undefined } : {},
      delimiter,
      columns: columns.filter((c) => chosen.includes(c.id)).map((c) => c.id),
    });
  };
  const toggle = (id: string, on: boolean) => {
    setChosen((ids) => (on ? [...ids, id] : ids.filter((x) => x !== id)));
    if (on) setNoColumnShown(false);
  };
  // each date field is described by its day in words, the hint and, while the range is inverted,
  // by the reason
  const describedBy = (wordsId: string) =>
    [invalid ? errorId : "", wordsId, hintId].filter(Boolean).join(" ");
  const fromWords = dayInWords(from, i18n.locale);
  const toWords = dayInWords(to, i18n.locale);
  const columnError = noColumn && noColumnShown;
  return (
    <Modal
      open
      onClose={onClose}
      showCloseButton={false}
      title={title}
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
        <p className="m-0">{description}</p>
        {withRange ? (
          <>
            <fieldset className="m-0 flex flex-wrap gap-4 border-0 p-0">
              <legend className="mb-1 p-0 font-medium">
                <Trans>Date range (UTC)</Trans>
              </legend>
              <div className="flex flex-col gap-1">
                <label htmlFor={fromId} className="text-muted">
                  <Trans>First day</Trans>
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
                  aria-describedby={describedBy(fromWordsId)}
                />
                <span id={fromWordsId} className="min-h-5 text-muted" data-testid="csv-from-words">
                  {fromWords}
                </span>
              </div>
              <div className="flex flex-col gap-1">
                <label htmlFor={toId} className="text-muted">
                  <Trans>Last day</Trans>
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
                  aria-describedby={describedBy(toWordsId)}
                />
                <span id={toWordsId} className="min-h-5 text-muted" data-testid="csv-to-words">
                  {toWords}
                </span>
              </div>
              {invalid ? (
                <p id={errorId} role="alert" className="m-0 basis-full text-negative">
                  <Trans>
                    The first day is after the last day, so nothing can be exported. Choose a first
                    day on or before the last day.
                  </Trans>
                </p>
              ) : null}
            </fieldset>
            <p id={hintId} className="m-0 text-muted">
              <Trans>Both days are included. Leave a date empty for no limit on that side.</Trans>
            </p>
          </>
        ) : null}
        <fieldset className="m-0 flex flex-wrap gap-x-4 gap-y-1 border-0 p-0">
          <legend className="mb-1 p-0 font-medium">
            <Trans>Separator</Trans>
          </legend>
          <label className="inline-flex items-center gap-1.5">
            <input
              type="radio"
              name={delimiterName}
              value=","
              checked={delimiter === ","}
              onChange={() => setDelimiter(",")}
            />
            <Trans>Comma (,)</Trans>
          </label>
          <label className="inline-flex items-center gap-1.5">
            <input
              type="radio"
              name={delimiterName}
              value=";"
              checked={delimiter === ";"}
              onChange={() => setDelimiter(";")}
            />
            <Trans>Semicolon (;), with decimal commas</Trans>
          </label>
        </fieldset>
        <fieldset
          ref={columnsRef}
          className="m-0 grid grid-cols-1 gap-x-4 gap-y-1 border-0 p-0 sm:grid-cols-2"
          aria-describedby={columnError ? columnsErrorId : undefined}
        >
          <legend className="mb-1 p-0 font-medium">
            <Trans>Columns</Trans>
          </legend>
          {columns.map((column) => (
            <label key={column.id} className="inline-flex items-center gap-1.5">
              <input
                type="checkbox"
                name="columns"
                value={column.id}
                checked={chosen.includes(column.id)}
                onChange={(e) => toggle(column.id, e.target.checked)}
                aria-invalid={columnError || undefined}
              />
              {column.label}
            </label>
          ))}
          {columnError ? (
            <p id={columnsErrorId} role="alert" className="m-0 text-negative sm:col-span-2">
              <Trans>Choose at least one column.</Trans>
            </p>
          ) : null}
        </fieldset>
      </form>
    </Modal>
  );
}
