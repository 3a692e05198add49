import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "./Icon";
import { parsePageInput } from "./pagination";

/** How long the "Invalid page number" message stays: 1.5 s, like the search's "No results". */
const PAGE_ERROR_MS = 1500;

export interface PageJumpProps {
  pageCount: number;
  /** Called with a valid page (1…pageCount). */
  onJump: (page: number) => void;
  className?: string;
}

/**
 * Page-jump control beside the pagination bar: a toggle button reveals a numeric input
 * (min 1, step 1). Enter or the go button submits the trimmed value; the go button is disabled
 * while the input is empty. Not a whole number, < 1 or > pageCount shows "Invalid page number"
 * (role="alert") for 1.5 s and does not navigate. Escape closes the input.
 */
export function PageJump({ pageCount, onJump, className = "" }: PageJumpProps) {
  const inputId = useId();
  const errorId = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setValue("");
    setInvalid(false);
    toggleRef.current?.focus();
  };

  const submit = () => {
    const result = parsePageInput(value, pageCount);
    if (result === null) return;
    if (result === "invalid") {
      setInvalid(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setInvalid(false), PAGE_ERROR_MS);
      return;
    }
    setOpen(false);
    setValue("");
    setInvalid(false);
    onJump(result);
  };

  return (
    <div className={`relative inline-flex items-center gap-1 ${className}`}>
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={open ? inputId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="inline-flex h-9 items-center gap-1 rounded border border-border bg-surface px-2 text-sm hover:bg-surface-2"
      >
        <Icon name="search" />
        <Trans>Go to page</Trans>
      </button>
      {open ? (
        <form
          noValidate // our own translated message, not the browser's validation bubble
          className="inline-flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={inputId} className="sr-only">
            <Trans>Page number</Trans>
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="number"
            inputMode="numeric"
            min={1}
            max={pageCount}
            step={1}
            value={value}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Escape") {
                event.preventDefault();
                close();
              }
            }}
            className="h-9 w-20 rounded border border-border bg-surface px-2 text-sm text-text"
          />
          <button
            type="submit"
            disabled={value.trim() === ""}
            className="inline-flex h-9 items-center rounded bg-accent px-3 text-sm text-accent-contrast disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Trans>Go</Trans>
          </button>
        </form>
      ) : null}
      <span aria-live="assertive" className="absolute top-full left-0 z-50 mt-1">
        {invalid ? (
          <span
            id={errorId}
            role="alert"
            className="block w-max rounded bg-negative px-2 py-1 text-xs text-accent-contrast"
          >
            <Trans>Invalid page number</Trans>
          </span>
        ) : null}
      </span>
    </div>
  );
}
