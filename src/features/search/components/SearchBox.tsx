import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SHELL_TEXTS } from "@/shared/i18n/shell-texts";
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { paths } from "@/shared/routing/paths";
import { truncateMiddle } from "@/shared/format/truncate";
import { formatNumber } from "@/shared/format/number";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useKnownWallets } from "@/shared/network/known-wallets";
import { useNetwork } from "@/shared/network/useNetwork";
import { Icon } from "@/shared/ui/Icon";
import { blockSuggestion, type BlockSuggestion } from "../block-suggestion";
import type { EnterDecision } from "../enter";
import type { Suggestion, suggest, suggestionIndexOf } from "../suggest";

function pathOf(target: EnterDecision): string {
  switch (target.kind) {
    case "wallet":
      return paths.wallet(target.address);
    case "block":
      return paths.block(target.id);
    case "transaction":
      return paths.transaction(target.id);
    case "results":
      return paths.search(target.query);
  }
}

/** The suggestion code, loaded when the field is first used (it is not needed before). */
interface Suggester {
  suggest: typeof suggest;
  suggestionIndexOf: typeof suggestionIndexOf;
}
const NO_SUGGESTIONS: Suggestion[] = [];
/** An entry of the suggestion list: the block at a height, a delegate or a known wallet. */
type SearchOption = BlockSuggestion | Suggestion;

/** "Block 12": the suggestion of the block at a height, its height written as the language does. */
function BlockAt({ height: at }: { height: number }) {
  const { t, i18n } = useLingui();
  const height = formatNumber(at, i18n.locale);
  return <>{t`Block ${height}`}</>;
}

/** Typing into a field, where "/" is a character and not the search shortcut. */
function isTypingTarget(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  return (
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
  );
}

/**
 * The header search: trimmed query, button disabled while empty. From 2 characters it suggests
 * delegate usernames and known-wallet names (ARIA combobox: arrows, Enter, Escape; the number of
 * suggestions in a polite live region), from an index built once per list (a keystroke re-renders
 * this box only). Enter (see decideEnter) takes the highlighted suggestion, else the only one,
 * else what the query names exactly (known-wallet name or username, address or public key,
 * height or block id, transaction id: the six lookups, classified and concurrent, first hit in
 * order), else opens the results page (/search/{query}), which lists every match or says that
 * nothing matched — a search never ends without an answer on screen. The lookups go through the
 * results page's cached queries, so that page opens with them already answered. Focusing the
 * field asks for every delegate (GET delegates, all pages); until they are in it suggests among
 * the first 100 by rank. "/" focuses the field from anywhere except another text field.
 */
export function SearchBox() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { addressPrefix, height } = useNetwork();
  const knownWallets = useKnownWallets();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  // every delegate once the field is used (focused or holding text); the first 100 by rank before
  const delegates = useDelegateIndex({ complete: open || query.trim() !== "" });
  const [active, setActive] = useState(-1);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);
  const inputId = useId();
  const listId = useId();
  const optionId = (i: number) => `${listId}-option-${i}`;

  const [suggester, setSuggester] = useState<Suggester | null>(null);
  const suggestions = useMemo(
    () => suggester?.suggest(query, knownWallets, delegates.list) ?? NO_SUGGESTIONS,
    [suggester, query, knownWallets, delegates.list],
  );
  // a number up to the current height names a block: it comes first, before the names holding
  // the number ("12" → block 12, then genesis_12)
  const heightNow = height ?? undefined;
  const block = useMemo(() => blockSuggestion(query, heightNow), [query, heightNow]);
  const options = useMemo<readonly SearchOption[]>(
    () => (block ? [block, ...suggestions] : suggestions),
    [block, suggestions],
  );
  // the suggestion code loads on the first focus; the index of each list is built while the
  // field waits for the next keystroke
  useEffect(() => {
    if (!open) return;
    if (!suggester) {
      let live = true;
      void import("../suggest").then((m) => live && startTransition(() => setSuggester(m)));
      return () => {
        live = false;
      };
    }
    // a few ms once per list, after the paint of the focus
    suggester.suggestionIndexOf(knownWallets, delegates.list);
    return undefined;
  }, [open, suggester, knownWallets, delegates.list]);
  const listOpen = open && options.length > 0;

  useEffect(() => () => controller.current?.abort(), []);

  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== "/" || e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return;
      if (isTypingTarget(e.target)) return;
      e.preventDefault();
      inputRef.current?.focus();
      inputRef.current?.select();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const go = useCallback(
    (target: EnterDecision) => {
      navigate(pathOf(target));
      setQuery("");
      close();
      inputRef.current?.blur();
    },
    [close, navigate],
  );

  const run = async (q: string, shown: readonly Suggestion[]) => {
    controller.current?.abort();
    const c = new AbortController();
    controller.current = c;
    setBusy(true);
    // the lookup (address checksums, sha256) loads on the first search, not with every page
    const [{ classifyQuery, findSearchTarget }, { lookupCalls }, { decideEnter }] =
      await Promise.all([import("../lookup"), import("../api/lookup-calls"), import("../enter")]);
    // a lookup that fails (not found, or the node unreachable) is only logged: with no exact
    // match the results page opens, and shows a failure there with a retry
    const decision = await decideEnter(q, shown, classifyQuery(q, addressPrefix), () =>
      findSearchTarget(
        q,
        {
          addressPrefix,
          knownWallets,
          delegatesByUsername: delegates.byUsername,
          ...lookupCalls(queryClient),
          log: (step, error) =>
            console.info(`Search: ${step} lookup found nothing for "${q}"`, error),
        },
        c.signal,
      ),
    );
    if (c.signal.aborted) return;
    controller.current = null;
    setBusy(false);
    if (decision) go(decision);
  };

  const pick = (s: SearchOption) =>
    go(
      s.kind === "block"
        ? { kind: "block", id: String(s.height) }
        : { kind: "wallet", address: s.address },
    );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const q = query.trim();
    if (!q) return;
    const chosen = listOpen && active >= 0 ? options[active] : undefined;
    if (chosen) pick(chosen);
    else {
      close();
      void run(q, suggestions);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      if (!options.length) return;
      e.preventDefault();
      setOpen(true);
      const n = options.length;
      setActive((i) => (e.key === "ArrowDown" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === "Escape") {
      if (listOpen) {
        e.preventDefault();
        close();
      } else if (query) {
        e.preventDefault();
        setQuery("");
      }
    } else if (e.key === "Home" || e.key === "End") {
      setActive(-1);
    }
  };

  const empty = query.trim() === "";
  return (
    <form
      role="search"
      aria-label={t`Search`}
      onSubmit={onSubmit}
      className="relative flex w-full items-center md:w-80 xl:w-96"
    >
      <label htmlFor={inputId} className="sr-only">
        <Trans>Search for an address, a delegate, a block or a transaction</Trans>
      </label>
      <input
        ref={inputRef}
        id={inputId}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={listOpen}
        aria-controls={listId}
        aria-activedescendant={listOpen && active >= 0 ? optionId(active) : undefined}
        aria-keyshortcuts="/"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={200}
        enterKeyHint="search"
        placeholder={i18n._(SHELL_TEXTS.searchPlaceholder)}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={close}
        onKeyDown={onKeyDown}
        className="h-9 min-w-0 flex-1 rounded-l border border-r-0 border-border bg-bg px-3 text-sm text-text placeholder:text-muted focus:outline-2 focus:outline-offset-[-2px] focus:outline-accent"
      />
      <button
        type="submit"
        disabled={empty}
        aria-label={t`Search`}
        aria-busy={busy}
        title={t`Search`}
        className="inline-flex h-9 w-10 items-center justify-center rounded-r border border-control-border bg-surface-2 text-text hover:bg-accent hover:text-accent-contrast disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-surface-2 disabled:hover:text-text"
      >
        {busy ? (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-border border-t-accent motion-reduce:animate-none"
          />
        ) : (
          <Icon name="search" />
        )}
      </button>
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggestions`}
        hidden={!listOpen}
        className="absolute top-full right-0 left-0 z-40 mt-1 max-h-80 overflow-y-auto rounded border border-border bg-surface py-1 shadow-lg"
      >
        {options.map((s, i) =>
          s.kind === "block" ? (
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key="block"
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
              onMouseMove={() => setActive(i)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-sm ${i === active ? "bg-accent text-accent-contrast" : "text-text"}`}
            >
              <span className="truncate font-medium">
                <BlockAt height={s.height} />
              </span>
              <span className={`shrink-0 text-xs ${i === active ? "" : "text-muted"}`}>
                <Trans>Block height</Trans>
              </span>
            </li>
          ) : (
            // keyboard: the combobox input drives the options (aria-activedescendant, arrows + Enter)
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={s.address}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              // keep the focus in the input so the click lands before blur closes the list
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => pick(s)}
              onMouseMove={() => setActive(i)}
              className={`flex cursor-pointer items-center justify-between gap-3 px-3 py-1.5 text-sm ${i === active ? "bg-accent text-accent-contrast" : "text-text"}`}
            >
              <span className="flex min-w-0 items-center gap-1 truncate font-medium">
                {s.kind === "known" ? (
                  <Icon
                    name="verified"
                    className={`size-[1em] ${i === active ? "" : "text-positive"}`}
                  />
                ) : null}
                <span className="truncate">{s.name}</span>
              </span>
              <span className={`shrink-0 font-mono text-xs ${i === active ? "" : "text-muted"}`}>
                {s.kind === "known" ? <Trans>Known wallet</Trans> : <Trans>Delegate</Trans>} ·{" "}
                {truncateMiddle(s.address, 13)}
              </span>
            </li>
          ),
        )}
      </ul>
      <span role="status" aria-live="polite" className="sr-only">
        {busy
          ? t`Searching…`
          : listOpen
            ? t`${plural(options.length, { one: "# suggestion, use the arrow keys to choose it", other: "# suggestions, use the arrow keys to choose" })}`
            : ""}
      </span>
    </form>
  );
}
