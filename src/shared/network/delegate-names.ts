import { useContext, useEffect } from "react";
import type { Delegate, Page } from "../api/schemas";
import { WalletNamesContext } from "./wallet-names-context";

/**
 * Lookup maps over the shared delegate list (see WalletNamesProvider). On a first visit the list
 * is the first 100 delegates by rank (every forger of the round, most names on screen); it is
 * every delegate once a page asked for the complete list, once it was loaded in idle time, or
 * when it was kept from an earlier visit. A delegate missing from an incomplete list is unknown,
 * not "not a delegate": show its address.
 */
export interface DelegateIndex {
  list: Delegate[];
  byAddress: Map<string, Delegate>;
  byPublicKey: Map<string, Delegate>;
  /** keys are lowercase usernames */
  byUsername: Map<string, Delegate>;
  /** nothing to show yet: no list at all and one is loading */
  isLoading: boolean;
  /** `list` holds every registered delegate (active, standby and resigned) */
  complete: boolean;
  /** the failure of the list a page asked for, while it has nothing to show instead */
  error: Error | null;
  /** fetches the failed list again */
  retry: () => void;
}

type Maps = Pick<DelegateIndex, "byAddress" | "byPublicKey" | "byUsername">;
const NO_DELEGATES: Delegate[] = [];
const noop = () => {};

/** The delegate chunk size: a first page shorter than this holds every delegate. */
const FIRST_PAGE_LIMIT = 100;

/** Page 1 of the delegates (limit 100) holds every delegate: no next page, fewer than 100. */
export function firstPageIsAll(page: Page<Delegate>): boolean {
  return !page.meta.next && page.data.length < FIRST_PAGE_LIMIT;
}

function mapsOf(list: Delegate[]): Maps {
  return {
    byAddress: new Map(list.map((d) => [d.address, d])),
    byPublicKey: new Map(list.map((d) => [d.publicKey, d])),
    byUsername: new Map(list.map((d) => [d.username.toLowerCase(), d])),
  };
}

function indexOf(list: Delegate[], complete: boolean): DelegateIndex {
  return { list, ...mapsOf(list), isLoading: false, complete, error: null, retry: noop };
}

/** The empty index (outside the provider, and while nothing is known). */
export const EMPTY_INDEX: DelegateIndex = indexOf(NO_DELEGATES, false);
const LOADING_INDEX: DelegateIndex = { ...EMPTY_INDEX, isLoading: true };

/** Every delegate with the entries of the fresher first page in place of the older ones. */
function overlay(all: Delegate[], first: Delegate[]): Delegate[] {
  const fresh = new Map(first.map((d) => [d.publicKey, d]));
  const list = all.map((d) => {
    const f = fresh.get(d.publicKey);
    if (f) fresh.delete(d.publicKey);
    return f ?? d;
  });
  // delegates registered after the complete list was fetched
  for (const d of fresh.values()) list.push(d);
  return list;
}

/**
 * The index of the delegate answers at hand: the complete list (`all`, possibly from an earlier
 * visit) with the first page's entries in place when the first page is newer (fresher votes,
 * ranks and last blocks), else the first page alone (complete when it is shorter than 100).
 * The maps are built here: call it once per change of the answers (the provider memoizes it).
 */
export function composeDelegateIndex(
  first: Page<Delegate> | undefined,
  all: Delegate[] | undefined,
  firstNewer: boolean,
  isLoading: boolean,
): DelegateIndex {
  if (all) return indexOf(first && firstNewer ? overlay(all, first.data) : all, true);
  if (first) return indexOf(first.data, firstPageIsAll(first));
  return isLoading ? LOADING_INDEX : EMPTY_INDEX;
}

/**
 * What a component needs of the delegate list: `true` the names of the delegates it shows (the
 * first page by rank suffices; a missing one shows as its address), `false` nothing (no request),
 * `{ complete: true }` every delegate (the delegate lists, standby and resigned, search).
 */
export type DelegateNeed = boolean | { complete: boolean };

/**
 * The shared delegate index (one provider for the whole app, see WalletNamesProvider), empty
 * until something loaded. `need` says what to load: see {@link DelegateNeed}. With
 * `{ complete: true }` the list is refetched when older than 2 minutes while the component is
 * mounted; wait for `complete` before using `list` as every delegate.
 */
export function useDelegateIndex(need: DelegateNeed = true): DelegateIndex {
  const names = useContext(WalletNamesContext);
  const want = names?.want;
  const level = need === false ? 0 : need === true || !need.complete ? 1 : 2;
  useEffect(() => (level && want ? want(level === 2) : undefined), [level, want]);
  return names?.delegates ?? EMPTY_INDEX;
}
