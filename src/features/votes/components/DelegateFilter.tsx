import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useState, type FormEvent, type ReactNode } from "react";
import { FilterChip } from "@/shared/ui/FilterChip";

/** Why the filter shows no list: the text cannot name a delegate, or the node knows no such delegate. */
export type DelegateFilterProblem = "invalid" | "notFound";

/**
 * The votes list's delegate filter: one field that takes a username, an address or a public key,
 * applied with its button (`onApply(text)`, the text trimmed; empty clears the filter), the filter
 * in force as a chip that clears it (`name`: the delegate's username once known, else the URL's
 * text). What went wrong is said under the field (aria-invalid, aria-describedby) and the typed
 * text stays in it. `value` is the URL's filter: the field follows it when it changes.
 */
export function DelegateFilter({
  value,
  name,
  problem,
  onApply,
}: {
  value: string | null;
  name: string | undefined;
  problem: DelegateFilterProblem | null;
  onApply: (text: string) => void;
}) {
  const { t } = useLingui();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const [text, setText] = useState(value ?? "");
  useEffect(() => setText(value ?? ""), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(text.trim());
  };
  // what was typed goes into messages as an element, never as a string (Lingui parses tags in values)
  const typed = <>{value}</>;
  const messages: Record<DelegateFilterProblem, ReactNode> = {
    invalid: <Trans>“{typed}” is not a delegate username, address or public key.</Trans>,
    notFound: <Trans>No delegate matches “{typed}”.</Trans>,
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      className="mb-4 flex flex-col gap-1 text-sm"
      role="search"
      aria-label={t`Filter votes by delegate`}
    >
      <label htmlFor={fieldId} className="font-medium">
        <Trans>Delegate</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id={fieldId}
          type="text"
          value={text}
          onChange={(e) => setText(e.target.value)}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          className="w-full max-w-sm rounded border border-border bg-surface px-2 py-1.5 text-text"
        />
        <button type="submit" className="rounded bg-accent px-3 py-1.5 text-accent-contrast">
          <Trans>Show votes</Trans>
        </button>
        {value !== null ? (
          <FilterChip name={t`Delegate`} value={name ?? value} onClear={() => onApply("")} />
        ) : null}
      </div>
      <p id={hintId} className="m-0 text-muted">
        <Trans>A delegate username, address or public key: its votes received and lost.</Trans>
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="m-0 text-negative">
          {messages[problem]}
        </p>
      ) : null}
    </form>
  );
}
