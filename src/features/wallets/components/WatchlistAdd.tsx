import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { usePreferences, WATCHLIST_MAX } from "@/shared/preferences/store";
import { resolveWatchTarget, type WatchTarget } from "../lib/watch-target";

type Problem = Exclude<WatchTarget["kind"], "address"> | "full";

/**
 * Adds a wallet to the watchlist from the watchlist page: one field that takes an address, a
 * public key, a delegate username or a known-wallet name (names resolved to the address through
 * the shared delegate index and known-wallets list, else GET wallets/{username}). What went wrong
 * is said next to the field (aria-invalid, aria-describedby); what was added in a status line.
 */
export function WatchlistAdd({ addressPrefix }: { addressPrefix: number }) {
  const { t } = useLingui();
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  const known = useKnownWallets();
  const delegates = useDelegateIndex();
  const watchlist = usePreferences((s) => s.watchlist);
  const watch = usePreferences((s) => s.watch);
  const [text, setText] = useState("");
  const [problem, setProblem] = useState<{ kind: Problem; text: string } | null>(null);
  const [done, setDone] = useState<{ address: string; already: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const fieldRef = useRef<HTMLInputElement>(null);
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    pending.current?.abort();
    const ac = new AbortController();
    pending.current = ac;
    const typed = text.trim();
    setDone(null);
    setBusy(true);
    const target = await resolveWatchTarget(
      typed,
      addressPrefix,
      known,
      delegates.byUsername,
      ac.signal,
    );
    if (ac.signal.aborted) return;
    pending.current = null;
    setBusy(false);
    if (target.kind !== "address") {
      setProblem({ kind: target.kind, text: typed });
      fieldRef.current?.focus();
      return;
    }
    const already = watchlist.includes(target.address);
    if (!already && watchlist.length >= WATCHLIST_MAX) {
      setProblem({ kind: "full", text: typed });
      fieldRef.current?.focus();
      return;
    }
    if (!already) watch(target.address);
    setProblem(null);
    setText("");
    setDone({ address: target.address, already });
  };

  // untrusted text (what was typed) goes into messages as an element, never as a string
  const typed = <>{problem?.text}</>;
  const messages: Record<Problem, ReactNode> = {
    empty: <Trans>Type an address, a delegate username or a known wallet name.</Trans>,
    invalidAddress: (
      <Trans>“{typed}” is not a valid address on this network. Check it for typing errors.</Trans>
    ),
    ambiguous: (
      <Trans>Several known wallets are named “{typed}”: add the one you mean by its address.</Trans>
    ),
    notFound: <Trans>No address, delegate or known wallet matches “{typed}”.</Trans>,
    unreachable: (
      <Trans>The node did not answer, so “{typed}” could not be looked up. Try again.</Trans>
    ),
    full: (
      <Trans>
        The watchlist is full ({WATCHLIST_MAX} wallets). Remove one before adding another.
      </Trans>
    ),
  };
  const added = <>{done?.address}</>;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="mb-4 flex flex-col gap-1 text-sm">
      <label htmlFor={fieldId} className="font-medium">
        <Trans>Add a wallet</Trans>
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={fieldRef}
          id={fieldId}
          type="text"
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (problem) setProblem(null);
          }}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
          className="w-full max-w-md rounded border border-border bg-surface px-2 py-1.5 text-text"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-accent px-3 py-1.5 text-accent-contrast"
        >
          <Trans>Add to watchlist</Trans>
        </button>
      </div>
      <p id={hintId} className="m-0 text-muted">
        <Trans>An address, a delegate username or a known wallet name.</Trans>
      </p>
      {problem ? (
        <p id={errorId} role="alert" className="m-0 text-negative">
          {messages[problem.kind]}
        </p>
      ) : null}
      <p role="status" className="m-0 text-muted">
        {busy ? t`Looking it up…` : null}
        {done ? (
          done.already ? (
            <Trans>{added} is already on your watchlist.</Trans>
          ) : (
            <Trans>{added} was added to your watchlist.</Trans>
          )
        ) : null}
      </p>
    </form>
  );
}
