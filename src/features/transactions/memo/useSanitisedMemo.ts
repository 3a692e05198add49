import { useEffect, useState } from "react";

type Sanitiser = (memo: string | undefined) => string | null;

let loaded: Sanitiser | null = null;
let loading: Promise<Sanitiser> | null = null;

/** Loads the memo sanitiser (and its emoji table) once, on first need (§5). */
function loadSanitiser(): Promise<Sanitiser> {
  loading ??= import("./sanitise").then((m) => {
    loaded = m.sanitiseMemo;
    return m.sanitiseMemo;
  });
  return loading;
}

/**
 * The §5-sanitised memo for display as TEXT: `undefined` while the sanitiser loads (render
 * nothing yet — never the raw memo), `null` when there is no memo or it was dropped.
 */
export function useSanitiser(enabled = true): Sanitiser | undefined {
  const [fn, setFn] = useState<Sanitiser | null>(() => loaded);
  useEffect(() => {
    if (!enabled || fn) return;
    let live = true;
    void loadSanitiser().then((f) => {
      if (live) setFn(() => f);
    });
    return () => {
      live = false;
    };
  }, [enabled, fn]);
  return fn ?? undefined;
}

/** One memo sanitised (see {@link useSanitiser}). */
export function useSanitisedMemo(memo: string | undefined): string | null | undefined {
  const sanitise = useSanitiser(Boolean(memo));
  if (!memo) return null;
  return sanitise ? sanitise(memo) : undefined;
}
