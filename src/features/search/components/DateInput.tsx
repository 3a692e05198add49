import { useLingui } from "@lingui/react/macro";
import { useMemo, useRef, useState, type InputHTMLAttributes } from "react";
import { Icon } from "@/shared/ui/Icon";
import { datePattern, formatDateText, isIsoDate, parseDateText } from "../date-text";

/** Native date pickers can be opened from a button (`showPicker`) in this browser. */
const canShowPicker =
  typeof HTMLInputElement !== "undefined" && "showPicker" in HTMLInputElement.prototype;

/**
 * A date field in the app's language, not the browser's (a native `<input type=date>` follows the
 * browser): a text input showing and reading the language's numeric date (31/12/2024 in French,
 * 12/31/2024 in US English), with a calendar button where the browser can open its own picker.
 * `value` is ISO text (`2024-12-31`, or with `T14:05`) or, while it is not a date, the typed text;
 * `onChange` gets the same. What the visitor is typing is kept as typed until the field is left.
 * `pickerLabel`: the calendar button's accessible name. Other props go to the text input.
 */
export function DateInput({
  value,
  onChange,
  pickerLabel,
  ...inputProps
}: { value: string; onChange: (value: string) => void; pickerLabel: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "value" | "onChange" | "type"
>) {
  const { i18n } = useLingui();
  const pattern = useMemo(() => datePattern(i18n.locale), [i18n.locale]);
  const [draft, setDraft] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const shown = draft ?? formatDateText(value, pattern);
  return (
    <span className="relative flex min-w-0 flex-1 items-center gap-1">
      <input
        {...inputProps}
        type="text"
        inputMode="numeric"
        value={shown}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(parseDateText(e.target.value, pattern) ?? e.target.value);
        }}
        onBlur={(e) => {
          setDraft(null);
          inputProps.onBlur?.(e);
        }}
      />
      {canShowPicker ? (
        <>
          <button
            type="button"
            aria-label={pickerLabel}
            title={pickerLabel}
            className="inline-flex h-9 shrink-0 items-center rounded border border-border bg-surface px-2 text-muted hover:bg-surface-2 hover:text-text"
            onClick={() => {
              const input = picker.current;
              if (!input) return;
              input.value = isIsoDate(value) ? value.slice(0, 10) : "";
              try {
                input.showPicker();
              } catch {
                // no picker here (a sandboxed frame): the field still takes typed dates
              }
            }}
          >
            <Icon name="calendar" />
          </button>
          {/* the browser's picker opens from this input, under the button; the visible field is the text input */}
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden="true"
            className="pointer-events-none absolute right-0 bottom-0 h-px w-px opacity-0"
            onChange={(e) => {
              if (!e.target.value) return;
              const time = isIsoDate(value) ? value.slice(10) : "";
              setDraft(null);
              onChange(e.target.value + time);
            }}
          />
        </>
      ) : null}
    </span>
  );
}
