import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type ReactNode,
} from "react";
import { useTransactionTypes } from "@/shared/network/useNetwork";
import { Icon } from "@/shared/ui/Icon";
import { TermHint } from "@/shared/glossary/TermHint";
import { datePattern, patternText } from "../date-text";
import { FIELDS, type FieldDef, type FormValues, type SearchKind } from "../fields";
import type { SearchErrors } from "../validation";
import { DateInput } from "./DateInput";

const inputClass =
  "h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:outline-2 focus:outline-offset-[-2px] focus:outline-accent aria-[invalid=true]:border-negative";

/** Names of the date parts in the format hint, in the visitor's language. */
const PART_NAMES = {
  day: msg({ message: "DD", context: "date format: day" }),
  month: msg({ message: "MM", context: "date format: month" }),
  year: msg({ message: "YYYY", context: "date format: year" }),
};

/** The date format of the app's language as the visitor reads it: "DD/MM/YYYY", "JJ/MM/AAAA"… */
export function useDateFormatText(): string {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  // the i18n object stays the same when the language changes: the locale is the dependency
  return useMemo(
    () =>
      patternText(datePattern(locale), {
        day: i18n._(PART_NAMES.day),
        month: i18n._(PART_NAMES.month),
        year: i18n._(PART_NAMES.year),
      }),
    [i18n, locale],
  );
}

/** The transaction type select: any type, then the enabled types by group. */
function TypeSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const { t, i18n } = useLingui();
  const { enabledTransactionTypes } = useTransactionTypes();
  const groups = [1, 2]
    .map((g) => ({ group: g, types: enabledTransactionTypes.filter((d) => d.typeGroup === g) }))
    .filter((g) => g.types.length > 0);
  return (
    <select id={id} className={inputClass} value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">{t`Any type`}</option>
      {groups.map(({ group, types }) => (
        <optgroup key={group} label={group === 1 ? t`Core` : t`Magistrate`}>
          {types.map((d) => (
            <option key={`${d.typeGroup}:${d.type}`} value={`${d.typeGroup}:${d.type}`}>
              {i18n._(d.label)}
            </option>
          ))}
        </optgroup>
      ))}
    </select>
  );
}

/**
 * One form field: a labelled input, or a fieldset with from/to inputs for a range. Under it: the
 * hint, what a typed name resolves to (`note`) and the error; the inputs at fault carry
 * `aria-invalid` and are described by the error.
 */
function Field({
  field,
  values,
  error,
  note,
  onChange,
}: {
  field: FieldDef;
  values: FormValues;
  error: { text: string; keys: readonly string[] } | undefined;
  note: ReactNode;
  onChange: (key: string, v: string) => void;
}) {
  const { t, i18n } = useLingui();
  const dateFormat = useDateFormatText();
  const id = useId();
  const hintId = `${id}-hint`;
  const noteId = `${id}-note`;
  const errorId = `${id}-error`;
  const label = i18n._(field.label);
  const hintText =
    field.input === "date" ? t`Format: ${dateFormat}` : field.hint ? i18n._(field.hint) : null;
  const hint = hintText ? (
    <span id={hintId} className="mt-1 block text-xs text-muted">
      {hintText}
    </span>
  ) : null;
  const noteLine = note ? (
    <span id={noteId} className="mt-1 block text-xs text-text">
      {note}
    </span>
  ) : null;
  const errorLine = error ? (
    <span id={errorId} className="mt-1 flex items-start gap-1 text-xs font-medium text-negative">
      <Icon name="alert" className="mt-px size-[1.1em]" />
      <span>{error.text}</span>
    </span>
  ) : null;
  const tip = field.term ? <TermHint term={field.term} /> : null;
  const inputProps = (key: string) => {
    const invalid = error?.keys.includes(key) ?? false;
    const describedBy = [invalid ? errorId : null, note ? noteId : null, hintText ? hintId : null]
      .filter(Boolean)
      .join(" ");
    return {
      autoComplete: "off",
      spellCheck: false,
      maxLength: 200,
      className: inputClass,
      "aria-invalid": invalid || undefined,
      "aria-describedby": describedBy || undefined,
    };
  };
  const input = (key: string, inputId: string, inputLabel: string, placeholder?: string) =>
    field.input === "date" ? (
      <DateInput
        id={inputId}
        placeholder={placeholder ?? dateFormat}
        pickerLabel={t`${inputLabel}: choose in a calendar`}
        value={values[key] ?? ""}
        onChange={(v) => onChange(key, v)}
        {...inputProps(key)}
      />
    ) : (
      <input
        id={inputId}
        type="text"
        inputMode={field.input === "number" ? "decimal" : undefined}
        placeholder={placeholder}
        value={values[key] ?? ""}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value)}
        {...inputProps(key)}
      />
    );
  const span = field.wide ? "md:col-span-2" : "";
  if (field.range) {
    const from = t({ message: "From", context: "range lower bound" });
    const to = t({ message: "To", context: "range upper bound" });
    const fromLabel = t`${label} from`;
    const toLabel = t`${label} to`;
    return (
      <fieldset className={`m-0 min-w-0 border-0 p-0 ${span}`}>
        <legend className="mb-1 p-0 text-sm font-medium">{label}</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-from`} className="sr-only">
            {fromLabel}
          </label>
          {input(`${field.name}.from`, `${id}-from`, fromLabel, from)}
          <span aria-hidden="true" className="text-muted">
            –
          </span>
          <label htmlFor={`${id}-to`} className="sr-only">
            {toLabel}
          </label>
          {input(`${field.name}.to`, `${id}-to`, toLabel, to)}
        </div>
        {errorLine}
        {hint}
      </fieldset>
    );
  }
  return (
    <div className={`min-w-0 ${span}`}>
      <div className="mb-1 flex items-center gap-1">
        <label htmlFor={id} className="block text-sm font-medium">
          {label}
        </label>
        {tip}
      </div>
      {field.input === "type" ? (
        <TypeSelect id={id} value={values.type ?? ""} onChange={(v) => onChange("type", v)} />
      ) : (
        input(field.name, id, label)
      )}
      {errorLine}
      {noteLine}
      {hint}
    </div>
  );
}

/**
 * The advanced search form of one kind (fields from `FIELDS`). Values are the user's text (dates
 * as ISO text once they read as dates); the checks and the term conversion are the parent's.
 * `errors` by field name are shown on their fields; `notes` by field name say what a typed name
 * resolves to ("genesis_1 → A…"); `formError` is a message above the fields. `onSubmit` returns
 * whether the search was sent; when not, the first field in error takes the focus.
 */
export function SearchForm({
  kind,
  values,
  errors,
  notes,
  formError,
  onChange,
  onSubmit,
  onReset,
}: {
  kind: SearchKind;
  values: FormValues;
  errors: SearchErrors;
  notes: Readonly<Record<string, ReactNode>>;
  formError: string | null;
  onChange: (values: FormValues, key: string) => void;
  onSubmit: () => boolean;
  onReset: () => void;
}) {
  const { t, i18n } = useLingui();
  const form = useRef<HTMLFormElement>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!onSubmit()) setFocusRequest((n) => n + 1);
  };
  const errorCount = Object.keys(errors).length;
  return (
    <form ref={form} onSubmit={submit} className="pt-4" noValidate>
      <div role="alert" className="empty:hidden">
        {formError ? (
          <p className="m-0 mb-4 flex items-start gap-2 text-sm font-medium text-negative">
            <Icon name="alert" className="mt-0.5" />
            <span>{formError}</span>
          </p>
        ) : errorCount > 0 && focusRequest > 0 ? (
          <p className="m-0 mb-4 flex items-start gap-2 text-sm font-medium text-negative">
            <Icon name="alert" className="mt-0.5" />
            <span>{t`${plural(errorCount, { one: "# field needs a correction", other: "# fields need a correction" })}`}</span>
          </p>
        ) : null}
      </div>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {FIELDS[kind].map((field) => {
          const error = errors[field.name];
          return (
            <Field
              key={field.name}
              field={field}
              values={values}
              error={error ? { text: i18n._(error.message), keys: error.keys } : undefined}
              note={notes[field.name]}
              onChange={(key, v) => onChange({ ...values, [key]: v }, key)}
            />
          );
        })}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button
          type="submit"
          className="inline-flex h-9 items-center gap-2 rounded bg-accent px-4 text-sm font-semibold text-accent-contrast hover:opacity-90"
        >
          <Trans>Search</Trans>
        </button>
        <button
          type="button"
          onClick={onReset}
          className="inline-flex h-9 items-center rounded border border-border bg-surface px-4 text-sm hover:bg-surface-2"
        >
          <Trans>Reset</Trans>
        </button>
      </div>
    </form>
  );
}
