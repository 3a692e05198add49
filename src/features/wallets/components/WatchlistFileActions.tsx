import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState, type ChangeEvent, type ReactNode } from "react";
import { usePreferences, WATCHLIST_MAX } from "@/shared/preferences/store";
import { download } from "../lib/download";
import {
  mergeWatchlist,
  parseWatchlistFile,
  watchlistFileName,
  watchlistFileText,
  WATCHLIST_FILE_MAX_BYTES,
  type WatchlistFileProblem,
} from "../lib/watchlist-file";

const buttonClass =
  "inline-flex items-center gap-1.5 rounded border border-border px-2 py-1 text-sm hover:bg-surface-2";

type Outcome =
  | { kind: "imported"; added: number; labelled: number }
  | { kind: "cleared" }
  | {
      kind: "failed";
      problem: WatchlistFileProblem | { kind: "tooMany"; size: number } | { kind: "unreadable" };
    };

/**
 * The watchlist's file actions: "Export list" saves the list and its labels as a JSON file
 * (see watchlistFileText); "Import list" reads such a file, checks it (valibot schema, addresses
 * of this network, at most 200 wallets in all) and merges it into the list — a label in the file
 * replaces the current one, a wallet without one in the file keeps its own; a bad file changes
 * nothing and says why. "Clear watchlist" removes every wallet and label after a confirmation.
 * `network`: the network's alias (file name); `addressPrefix`: its address version byte.
 */
export function WatchlistFileActions({
  network,
  addressPrefix,
}: {
  network: string;
  addressPrefix: number;
}) {
  const { t } = useLingui();
  const watchlist = usePreferences((s) => s.watchlist);
  const labels = usePreferences((s) => s.watchLabels);
  const setWatchlist = usePreferences((s) => s.setWatchlist);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirming, setConfirming] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const importRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
    else if (returnFocus.current) {
      returnFocus.current = false;
      clearRef.current?.focus();
    }
  }, [confirming]);

  const exportList = () => {
    const text = watchlistFileText(watchlist, labels, network);
    download(new Blob([text], { type: "application/json" }), watchlistFileName(network));
  };

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // the same file may be chosen again later
    input.value = "";
    if (!file) return;
    setOutcome(null);
    if (file.size > WATCHLIST_FILE_MAX_BYTES)
      return setOutcome({ kind: "failed", problem: { kind: "tooLarge" } });
    let text: string;
    try {
      text = await file.text();
    } catch {
      return setOutcome({ kind: "failed", problem: { kind: "unreadable" } });
    }
    const parsed = parseWatchlistFile(text, addressPrefix);
    if (!parsed.ok) return setOutcome({ kind: "failed", problem: parsed.problem });
    // the list as it is now, not as it was when the file was chosen
    const current = usePreferences.getState();
    const merged = mergeWatchlist(current.watchlist, current.watchLabels, parsed.wallets);
    if (merged.tooMany)
      return setOutcome({ kind: "failed", problem: { kind: "tooMany", size: merged.size } });
    setWatchlist(merged.watchlist, merged.watchLabels);
    setOutcome({ kind: "imported", added: merged.added, labelled: merged.labelled });
  };

  const clear = () => {
    setWatchlist([], {});
    setConfirming(false);
    setOutcome({ kind: "cleared" });
    // the clear button and its confirmation are gone: focus stays in the toolbar
    importRef.current?.focus();
  };
  const keep = () => {
    returnFocus.current = true;
    setConfirming(false);
  };

  let message: ReactNode = null;
  if (outcome?.kind === "imported") {
    const { added, labelled } = outcome;
    message = t`File imported: ${plural(added, { one: "# wallet added", other: "# wallets added" })}, ${plural(labelled, { one: "# label taken from the file", other: "# labels taken from the file" })}.`;
  } else if (outcome?.kind === "cleared") message = t`The watchlist is now empty.`;
  let problem: ReactNode = null;
  if (outcome?.kind === "failed") {
    const p = outcome.problem;
    const bad = <>{p.kind === "wrongAddress" ? p.address : ""}</>;
    const size = p.kind === "tooMany" ? p.size : 0;
    problem =
      p.kind === "tooLarge" ? (
        <Trans>This file is too large to be a watchlist export. Nothing was imported.</Trans>
      ) : p.kind === "unreadable" ? (
        <Trans>The file could not be read. Nothing was imported.</Trans>
      ) : p.kind === "notJson" || p.kind === "notWatchlist" ? (
        <Trans>This file is not a watchlist exported by this explorer. Nothing was imported.</Trans>
      ) : p.kind === "wrongAddress" ? (
        <Trans>
          The file holds {bad}, which is not an address of this network. Nothing was imported.
        </Trans>
      ) : (
        <Trans>
          With this file the watchlist would hold {size} wallets; it holds at most {WATCHLIST_MAX}.
          Nothing was imported.
        </Trans>
      );
  }

  return (
    <div className="mb-4 flex flex-col gap-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {watchlist.length > 0 ? (
          <button type="button" onClick={exportList} className={buttonClass}>
            <Trans>Export list</Trans>
          </button>
        ) : null}
        <button
          ref={importRef}
          type="button"
          onClick={() => fileRef.current?.click()}
          className={buttonClass}
        >
          <Trans>Import list</Trans>
        </button>
        <input
          ref={fileRef}
          type="file"
          accept="application/json,.json"
          hidden
          tabIndex={-1}
          onChange={(e) => void importFile(e)}
        />
        {watchlist.length > 0 && !confirming ? (
          <button
            ref={clearRef}
            type="button"
            onClick={() => setConfirming(true)}
            className={buttonClass}
          >
            <Trans>Clear watchlist</Trans>
          </button>
        ) : null}
      </div>
      {confirming ? (
        <div
          role="group"
          aria-label={t`Clear watchlist`}
          className="flex flex-wrap items-center gap-2 rounded border border-border bg-surface p-2"
        >
          <span>
            {t`${plural(watchlist.length, { one: "Remove the watched wallet and its label from this browser?", other: "Remove all # watched wallets and their labels from this browser?" })}`}
          </span>
          <button type="button" onClick={clear} className={`${buttonClass} text-negative`}>
            <Trans>Remove all</Trans>
          </button>
          <button ref={keepRef} type="button" onClick={keep} className={buttonClass}>
            <Trans>Keep them</Trans>
          </button>
        </div>
      ) : null}
      <p role="status" className="m-0 text-muted">
        {message}
      </p>
      {problem ? (
        <p role="alert" className="m-0 text-negative">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
