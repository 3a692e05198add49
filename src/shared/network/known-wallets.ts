import { queryOptions } from "@tanstack/react-query";
import ky from "ky";
import { useContext } from "react";
import { knownWalletsCacheKey, KNOWN_WALLETS_TIMEOUT_MS, takeKnownWalletsRead } from "./known-wallets-file";
import { readCache, writeCache } from "./storage-cache";
import { WalletNamesContext } from "./wallet-names-context";

/** Known wallets: address → verified display name (exchanges, team wallets, …). */
export type KnownWallets = Record<string, string>;

/**
 * Normalises a known-wallets document: an object `{ address: name }` or the ARK common list
 * `[{ address, name, type }]`. Anything else → empty. Names are capped at 64 characters.
 */
export function parseKnownWallets(raw: unknown): KnownWallets {
  const out: KnownWallets = {};
  const add = (address: unknown, name: unknown) => {
    if (typeof address === "string" && typeof name === "string" && /^[1-9A-HJ-NP-Za-km-z]{25,40}$/.test(address) && name.trim()) {
      out[address] = name.trim().slice(0, 64);
    }
  };
  if (Array.isArray(raw)) {
    for (const item of raw) {
      if (item && typeof item === "object") add((item as Record<string, unknown>).address, (item as Record<string, unknown>).name);
    }
  } else if (raw && typeof raw === "object") {
    for (const [a, n] of Object.entries(raw)) add(a, n);
  }
  return out;
}

const isKnownWallets = (v: unknown): v is KnownWallets =>
  !!v && typeof v === "object" && !Array.isArray(v) && Object.values(v).every((n) => typeof n === "string");

/**
 * The known-wallets list of the network (URL or inline); a failure is silently an empty list (names
 * are a nicety, never a reason to fail a page). A fetched list is kept in localStorage per URL
 * (revalidated after an hour): a repeat visit shows names in its first render, so no name pops in
 * and shifts the page (layout shift).
 */
export function knownWalletsQuery(source: string | Record<string, string> | null) {
  const cached = typeof source === "string" ? readCache(knownWalletsCacheKey(source), isKnownWallets) : undefined;
  return queryOptions({
    queryKey: ["known-wallets", typeof source === "string" ? source : source ? "inline" : "none"] as const,
    queryFn: async ({ signal }): Promise<KnownWallets> => {
      if (!source) return {};
      if (typeof source === "object") return parseKnownWallets(source);
      try {
        // the start script's read when it started one (a first visit), else a read of its own
        const raw = await (takeKnownWalletsRead(source) ?? ky(source, { signal, timeout: KNOWN_WALLETS_TIMEOUT_MS, retry: 0 }).json());
        const list = parseKnownWallets(raw);
        writeCache(knownWalletsCacheKey(source), list);
        return list;
      } catch (error) {
        console.warn("Known wallets could not be loaded", error);
        // keep the list of an earlier visit rather than dropping every name
        return readCache(knownWalletsCacheKey(source), isKnownWallets)?.data ?? {};
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
const EMPTY: KnownWallets = {};
