/** One entry of the suggestion list. */
export interface Suggestion {
  kind: "known" | "delegate";
  name: string;
  address: string;
}

/** Suggestions over a fixed set of names, answered without scanning the whole set. */
export interface SuggestionIndex {
  /** the suggestions for `rawQuery` (see {@link suggest}) */
  suggest: (rawQuery: string, limit?: number) => Suggestion[];
  /** number of names indexed */
  size: number;
}

/** Shortest query that gets suggestions. */
const MIN_QUERY = 2;

const collator = new Intl.Collator("en", { numeric: true });

/** Key of the two UTF-16 code units of `text` at `at`. */
const pairAt = (text: string, at: number) =>
  text.charCodeAt(at) * 0x10000 + text.charCodeAt(at + 1);

/**
 * Builds the suggestion index of the known wallets and delegates once per list: for every pair of
 * adjacent characters, the names (lowercase) that hold it. A query only looks at the names holding
 * its rarest pair — every name that contains the query is among them — so a keystroke costs
 * O(those names), not a scan of all names (1,150 delegates on mainnet). Each name's place in the
 * displayed order (by name, numbers compared as numbers) is computed here too, so a query sorts
 * its matches by a number instead of comparing names.
 */
export function buildSuggestionIndex(
  knownWallets: Readonly<Record<string, string>>,
  delegates: ReadonlyArray<{ username: string; address: string }>,
): SuggestionIndex {
  const entries: Suggestion[] = [];
  for (const [address, name] of Object.entries(knownWallets))
    entries.push({ kind: "known", name, address });
  for (const d of delegates)
    entries.push({ kind: "delegate", name: d.username, address: d.address });
  const lowers = entries.map((e) => e.name.toLowerCase());

  // displayed order: by name; equal names keep known wallets first, then the list order
  const order = new Int32Array(entries.length);
  Array.from(entries, (_, i) => i)
    .sort((a, b) => collator.compare(entries[a]!.name, entries[b]!.name) || a - b)
    .forEach((e, place) => (order[e] = place));

  // names by character pair, each name once per pair, in entry order
  const holders = new Map<number, number[]>();
  lowers.forEach((lower, e) => {
    for (let at = 0; at + MIN_QUERY <= lower.length; at++) {
      const key = pairAt(lower, at);
      const list = holders.get(key);
      if (!list) holders.set(key, [e]);
      else if (list[list.length - 1] !== e) list.push(e);
    }
  });
  const NONE: number[] = [];

  return {
    size: entries.length,
    suggest(rawQuery, limit = 8) {
      const q = rawQuery.trim().toLowerCase();
      if (q.length < MIN_QUERY) return [];
      // the names holding the query's rarest pair: a superset of those that contain it
      let candidates: number[] | undefined;
      for (let at = 0; at + MIN_QUERY <= q.length; at++) {
        const list = holders.get(pairAt(q, at)) ?? NONE;
        if (!candidates || list.length < candidates.length) candidates = list;
        if (!list.length) break;
      }
      // one per address: a matching known-wallet name wins over the delegate username
      const byAddress = new Map<string, number>();
      const prefix = new Map<number, boolean>();
      for (const e of candidates ?? NONE) {
        const lower = lowers[e]!;
        if (!lower.includes(q)) continue;
        prefix.set(e, lower.startsWith(q));
        const { address, kind } = entries[e]!;
        const cur = byAddress.get(address);
        // entries come in order (known wallets first): the first match of an address wins
        if (cur === undefined || (kind === "known" && entries[cur]!.kind !== "known"))
          byAddress.set(address, e);
      }
      return [...byAddress.values()]
        .sort((a, b) => Number(!prefix.get(a)) - Number(!prefix.get(b)) || order[a]! - order[b]!)
        .slice(0, limit)
        .map((e) => entries[e]!);
    },
  };
}

/** Indexes by delegate list, then by known-wallets object (both change rarely: built once each). */
const indexes = new WeakMap<object, WeakMap<object, SuggestionIndex>>();

/** The suggestion index of these lists, built on first use and then reused. */
export function suggestionIndexOf(
  knownWallets: Readonly<Record<string, string>>,
  delegates: ReadonlyArray<{ username: string; address: string }>,
): SuggestionIndex {
  let byKnown = indexes.get(delegates);
  if (!byKnown) indexes.set(delegates, (byKnown = new WeakMap()));
  let index = byKnown.get(knownWallets);
  if (!index) byKnown.set(knownWallets, (index = buildSuggestionIndex(knownWallets, delegates)));
  return index;
}

/**
 * Suggestions as you type (from 2 characters): delegate usernames and known-wallet names that
 * start with or contain the query (case-insensitive); prefix matches first, then by name;
 * one entry per address (the known-wallet name wins), at most `limit`. The index of the lists is
 * built on the first query and reused while the lists stay the same.
 */
export function suggest(
  rawQuery: string,
  knownWallets: Readonly<Record<string, string>>,
  delegates: ReadonlyArray<{ username: string; address: string }>,
  limit = 8,
): Suggestion[] {
  if (rawQuery.trim().toLowerCase().length < MIN_QUERY) return [];
  return suggestionIndexOf(knownWallets, delegates).suggest(rawQuery, limit);
}
