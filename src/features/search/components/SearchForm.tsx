import { Trans, useLingui } from "@lingui/react/macro";
import { useId, type ChangeEvent, type FormEvent } from "react";
import { useTransactionTypes } from "@/shared/network/useNetwork";
import { FIELDS, type FieldDef, type FormValues, type SearchKind } from "../fields";

const inputClass =
  "h-9 w-full min-w-0 rounded border border-border bg-bg px-2 text-sm text-text placeholder:text-muted focus:outline-2 focus:outline-offset-[-2px] focus:outline-accent";

/** The transaction type select: any type, then the enabled types by group. */
function TypeSelect({ id, value, onChange }: { id: string; value: string; onChange: (v: string) => void }) {
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

/** One form field: a labelled input, or a fieldset with from/to inputs for a range. */
function Field({ field, values, onChange }: { field: FieldDef; values: FormValues; onChange: (key: string, v: string) => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const hint = field.hint ? (
    <span id={hintId} className="mt-1 block text-xs text-muted">
      {i18n._(field.hint)}
    </span>
  ) : null;
  const described = field.hint ? hintId : undefined;
  const typed = (key: string) => ({
    type: field.input === "date" ? "date" : "text",
    inputMode: field.input === "number" ? ("decimal" as const) : undefined,
    autoComplete: "off",
    spellCheck: false,
    maxLength: 200,
    value: values[key] ?? "",
    onChange: (e: ChangeEvent<HTMLInputElement>) => onChange(key, e.target.value),
    className: inputClass,
    "aria-describedby": described,
  });
  const span = field.wide ? "md:col-span-2" : "";
  if (field.range) {
    return (
      <fieldset className={`m-0 min-w-0 border-0 p-0 ${span}`}>
        <legend className="mb-1 p-0 text-sm font-medium">{i18n._(field.label)}</legend>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-from`} className="sr-only">{t`${i18n._(field.label)} from`}</label>
          <input id={`${id}-from`} placeholder={t({ message: "From", context: "range lower bound" })} {...typed(`${field.name}.from`)} />
          <span aria-hidden="true" className="text-muted">–</span>
          <label htmlFor={`${id}-to`} className="sr-only">{t`${i18n._(field.label)} to`}</label>
          <input id={`${id}-to`} placeholder={t({ message: "To", context: "range upper bound" })} {...typed(`${field.name}.to`)} />
        </div>
        {hint}
      </fieldset>
    );
  }
  return (
    <div className={`min-w-0 ${span}`}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        {i18n._(field.label)}
      </label>
      {field.input === "type" ? (
        <TypeSelect id={id} value={values.type ?? ""} onChange={(v) => onChange("type", v)} />
      ) : (
        <input id={id} {...typed(field.name)} />
      )}
      {hint}
    </div>
  );
}

/**
 * The advanced search form of one kind (fields from `FIELDS`). Values are the user's text; the
 * term conversion happens when the search runs. Submit and reset are the parent's.
 */
export function SearchForm({
  kind,
  values,
  onChange,
  onSubmit,
  onReset,
}: {
  kind: SearchKind;
  values: FormValues;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
  onReset: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} className="pt-4" noValidate>
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {FIELDS[kind].map((field) => (
          <Field key={field.name} field={field} values={values} onChange={(key, v) => onChange({ ...values, [key]: v })} />
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="submit" className="inline-flex h-9 items-center gap-2 rounded bg-accent px-4 text-sm font-semibold text-accent-contrast hover:opacity-90">
          <Trans>Search</Trans>
        </button>
        <button type="button" onClick={onReset} className="inline-flex h-9 items-center rounded border border-border bg-surface px-4 text-sm hover:bg-surface-2">
          <Trans>Reset</Trans>
        </button>
      </div>
    </form>
  );
}
