import { startTransition, useEffect, useState } from "react";
import { useWaitAtMost } from "@/shared/hooks/useWaitAtMost";
import { EMOJI_CODE } from "./emoji-code";

type Sanitiser = (memo: string | undefined) => string | null;
type Variant = "plain" | "emoji";

const loaded: Partial<Record<Variant, Sanitiser>> = {};
const loading: Partial<Record<Variant, Promise<Sanitiser>>> = {};

/**
 * Loads the memo sanitiser once, on first need: the pipeline alone, or with the emoji table
 * (gemoji, ~17 KB gzip) only when a memo holds an emoji code, so most pages never download it.
 */
function loadSanitiser(variant: Variant): Promise<Sanitiser> {
  loading[variant] ??= Promise.all([
    import("./sanitise-core"),
    variant === "emoji" ? import("gemoji").then((m) => m.nameToEmoji) : null,
  ]).then(([core, table]) => {
    const fn: Sanitiser = (memo) => core.sanitiseMemoWith(memo, table);
    loaded[variant] = fn;
    return fn;
  });
  return loading[variant];
}

/** The loaded sanitiser that serves `variant` (the emoji one serves both). */
function current(variant: Variant): Sanitiser | undefined {
  return loaded.emoji ?? (variant === "plain" ? loaded.plain : undefined);
}

/** Whether any of the memos holds an emoji code (":smile:"), i.e. needs the emoji table. */
export function needsEmojiTable(memos: ReadonlyArray<string | undefined>): boolean {
  return memos.some((m) => Boolean(m && EMOJI_CODE.test(m)));
}

/**
 * The memo sanitiser, `undefined` while it loads (render nothing yet — never the raw memo).
 * `withEmoji`: the memos to sanitise hold emoji codes (see {@link needsEmojiTable}). The render
 * that follows the load is a transition, so re-rendering a long list never blocks input.
 */
function useSanitiser(enabled = true, withEmoji = true): Sanitiser | undefined {
  const variant: Variant = withEmoji ? "emoji" : "plain";
  const [, setVersion] = useState(0);
  const fn = current(variant);
  useEffect(() => {
    if (!enabled || fn) return;
    let live = true;
    void loadSanitiser(variant).then(() => {
      if (live) startTransition(() => setVersion((v) => v + 1));
    });
    return () => {
      live = false;
    };
  }, [enabled, fn, variant]);
  return fn;
}

/** How long a list's rows wait for the memo sanitiser at most (ms): a failed or stalled load. */
const SANITISER_WAIT_MS = 1_000;

/**
 * Whether a list that shows the memos of `memos` can show its rows (`enabled`: it shows a memo
 * column): once a sanitiser is loaded, or after {@link SANITISER_WAIT_MS}. Rows drawn before it
 * have empty memo cells that fill in a moment later, and every column of the table changes width
 * (rows wrap: layout shift). Loads the sanitiser the memos need. A later page that needs the emoji
 * table while the plain sanitiser is in does not wait: its emoji memos fill in when it is.
 */
export function useMemoSanitiserReady(
  memos: ReadonlyArray<string | undefined>,
  enabled: boolean,
): boolean {
  useSanitiser(enabled, needsEmojiTable(memos));
  return !useWaitAtMost(enabled && !loaded.plain && !loaded.emoji, SANITISER_WAIT_MS);
}

/**
 * One memo sanitised for display as TEXT: `undefined` while the sanitiser loads, `null` when
 * there is no memo or it was dropped.
 */
export function useSanitisedMemo(memo: string | undefined): string | null | undefined {
  const sanitise = useSanitiser(Boolean(memo), needsEmojiTable([memo]));
  if (!memo) return null;
  return sanitise ? sanitise(memo) : undefined;
}
