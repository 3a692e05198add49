import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { usePreferences, WATCH_LABEL_MAX } from "@/shared/preferences/store";
import { Icon } from "@/shared/ui/Icon";

const smallButton = "rounded border border-border px-1.5 py-0.5 text-xs hover:bg-surface-2";

/**
 * The private label of a watched wallet (kept with the watchlist in this browser), shown as text
 * next to its name, with a button that edits it in place: a labelled field, Save (or Enter) and
 * Cancel (or Escape); an empty label removes it. `who` names the wallet in the controls'
 * accessible names (its username, known name or address).
 */
export function WatchLabelEditor({ address, who }: { address: string; who: string }) {
  const { t } = useLingui();
  const label = usePreferences((s) => s.watchLabels[address]);
  const setWatchLabel = usePreferences((s) => s.setWatchLabel);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const fieldRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // focus follows the mode: into the field when editing starts, back to the button after
  const returnFocus = useRef(false);
  useEffect(() => {
    if (editing) fieldRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      buttonRef.current?.focus();
    }
  }, [editing]);

  const stop = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    setWatchLabel(address, draft);
    stop();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    // Escape cancels the edit, not whatever surrounds it
    event.stopPropagation();
    stop();
  };

  if (editing) {
    return (
      <form onSubmit={save} className="flex flex-wrap items-center gap-1.5 text-sm">
        <input
          ref={fieldRef}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={onKeyDown}
          maxLength={WATCH_LABEL_MAX}
          aria-label={t`Label for ${who}`}
          className="w-48 max-w-full rounded border border-border bg-surface px-2 py-0.5 text-text"
        />
        <button type="submit" className={smallButton}>
          <Trans>Save</Trans>
        </button>
        <button type="button" onClick={stop} className={smallButton}>
          <Trans>Cancel</Trans>
        </button>
      </form>
    );
  }
  return (
    <span className="inline-flex min-w-0 flex-wrap items-center gap-1.5 text-sm">
      {label ? (
        <span
          className="inline-flex min-w-0 items-center gap-1 rounded bg-surface-2 px-1.5 py-0.5"
          data-testid="watch-label"
        >
          <Icon name="tag" className="size-3.5 shrink-0 text-muted" />
          <span className="truncate">{label}</span>
        </span>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        onClick={() => {
          setDraft(label ?? "");
          setEditing(true);
        }}
        aria-label={label ? t`Edit label for ${who}` : t`Add label for ${who}`}
        className={smallButton}
      >
        {label ? <Trans>Edit label</Trans> : <Trans>Add label</Trans>}
      </button>
    </span>
  );
}
