import { queryOptions } from "@tanstack/react-query";
import ky from "ky";
import { useContext } from "react";
import * as v from "valibot";
import { cleanWatchLabel } from "../preferences/store";
import {
  knownWalletsCacheKey,
  KNOWN_WALLETS_TIMEOUT_MS,
  readCappedText,
  takeKnownWalletsRead,
} from "./known-wallets-file";
import { readCache, writeCache } from "./storage-cache";
import { WalletNamesContext } from "./wallet-names-context";

/** Known wallets: address → verified display name (exchanges, team wallets, …). */
export type KnownWallets = Record<string, string>;

/**
 * Most wallets a known-wallets list names; the rest of a longer list is left out (and reported).
 * Every name is looked up on every row that shows an address and searched by the watchlist's
 * "add" field; ARK's own list names about a hundred, so 10,000 is ample for any real network.
 */
export const KNOWN_WALLETS_MAX = 10_000;

/**
 * Normalises a known-wallets document: an object `{ address: name }` or the ARK common list
 * `[{ address, name, type }]`. Anything else → empty. Names are cleaned as watchlist labels are
 * (`cleanWatchLabel`: control and bidirectional-override characters removed, spaces collapsed, at
 * most 64 characters): a name reaches headings, titles and notifications, where a `\u202E` would
 * reverse the text after it. At most {@link KNOWN_WALLETS_MAX} wallets. The result has no
 * prototype, so looking up an id from the URL such as `constructor` finds no name.
 */
export function parseKnownWallets(raw: unknown): KnownWallets {
  const out = Object.create(null) as KnownWallets;
  let count = 0;
  let skipped = 0;
  const add = (address: unknown, name: unknown) => {
    if (typeof address !== "string" || !/^[1-9A-HJ-NP-Za-km-z]{25,40}$/.test(address)) return;
    const clean = cleanWatchLabel(name);
    if (!clean) return;
    if (!(address in out)) {
      if (count >= KNOWN_WALLETS_MAX) {
        skipped++;
        return;
      }
      count++;
    }
    out[address] = clean;
  };
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (item && typeof item === "object")
        add((item as Record<string, unknown>).address, (item as Record<string, unknown>).name);
    }
  } else if (raw && typeof raw === "object") {
    for (const [a, n] of Object.entries(raw)) add(a, n);
  }
  if (skipped)
    console.warn(
      `Known wallets: only the first ${KNOWN_WALLETS_MAX} wallets are used, ${skipped} more left out`,
    );
  return out;
}

/** An empty list without a prototype (see {@link parseKnownWallets}). */
export function noKnownWallets(): KnownWallets {
  return Object.create(null) as KnownWallets;
}

/** A kept list (localStorage): an object of strings, cleaned and capped again on every read. */
const keptKnownWallets = v.pipe(
  v.record(v.string(), v.string()),
  v.transform((list): KnownWallets => parseKnownWallets(list)),
);

/**
 * The known-wallets list of the network (URL or inline; a fetched one of at most
 * `KNOWN_WALLETS_MAX_BYTES`); a failure is silently an empty list (names are a nicety, never a
 * reason to fail a page). A fetched list is kept in localStorage per URL
 * (revalidated after an hour): a repeat visit shows names in its first render, so no name pops in
 * and shifts the page (layout shift).
 */
export function knownWalletsQuery(source: string | Record<string, string> | null) {
  const cached =
    typeof source === "string"
      ? readCache(knownWalletsCacheKey(source), keptKnownWallets)
      : undefined;
  return queryOptions({
    queryKey: [
      "known-wallets",
      typeof source === "string" ? source : source ? "inline" : "none",
    ] as const,
    queryFn: async ({ signal }): Promise<KnownWallets> => {
      if (!source) return noKnownWallets();
      if (typeof source === "object") return parseKnownWallets(source);
      try {
        // the start script's read when it started one (a first visit), else a read of its own
        const raw = await (takeKnownWalletsRead(source) ??
          ky(source, { signal, timeout: KNOWN_WALLETS_TIMEOUT_MS, retry: 0 }).then(
            async (response) => JSON.parse(await readCappedText(response)) as unknown,
          ));
        const list = parseKnownWallets(raw);
        writeCache(knownWalletsCacheKey(source), list);
        return list;
      } catch (error) {
        console.warn("Known wallets could not be loaded", error);
        // keep the list of an earlier visit rather than dropping every name
        return readCache(knownWalletsCacheKey(source), keptKnownWallets)?.data ?? noKnownWallets();
      }
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: 60 * 60 * 1000,
    gcTime: Infinity,
  });
}

/** Known wallets of the current network ({} while loading, on failure, or outside WalletNamesProvider). */
export function useKnownWallets(): KnownWallets {
  return useContext(WalletNamesContext)?.known ?? EMPTY;
}
const EMPTY: KnownWallets = noKnownWallets();
