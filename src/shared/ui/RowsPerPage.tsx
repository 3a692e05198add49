import { Trans } from "@lingui/react/macro";
import { useId } from "react";

/** Rows-per-page choices: 10, 20, 30, 40, 50 and 25, the default; no "all" option. */
const ROWS_PER_PAGE_OPTIONS = [10, 20, 25, 30, 40, 50] as const;

/**
 * Labelled `<select>` for the table page size (10, 20, 25, 30, 40, 50; the default, 25, is the
 * caller's). Props: `value`, `onChange(size)`, `options?`, `className?`.
 */
export function RowsPerPage({
  value,
  onChange,
  options = ROWS_PER_PAGE_OPTIONS,
  className = "",
}: {
  value: number;
  onChange: (size: number) => void;
  options?: readonly number[];
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`inline-flex items-center gap-2 text-sm ${className}`}>
      <label htmlFor={id} className="text-muted">
        <Trans>Rows per page</Trans>
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="h-9 rounded border border-border bg-surface px-2 text-text"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}
