/**
 * The first read of the known-wallets list, started by the start script (`src/app/start.ts`) as
 * soon as config.json's text is in, instead of once the app's shell has run: the app's first
 * render waits for the names (no name pops in later and shifts the page), so this read was a
 * round-trip (a connection to another host, mostly) after the shell on a first visit's critical
 * path. A module of its own, in the start chunk: a plain `fetch` (ky is in the shell's chunk,
 * which the start script does not wait for), taken over by the app's known-wallets query
 * (`known-wallets.ts`), which parses and caches it as for its own read.
 */
import { isHttpUrl } from "./config-file";

/** Where the storage cache (`storage-cache.ts`) keeps its entries in localStorage. */
export const CACHE_PREFIX = "ark-explorer:cache:";

/** The storage cache's key of the known-wallets list read from `url`. */
export const knownWalletsCacheKey = (url: string) => `known-wallets:${url}`;

/** How long a read of the known-wallets list may take (ms): the app's own read has the same limit. */
export const KNOWN_WALLETS_TIMEOUT_MS = 10_000;

let started: { url: string; read: Promise<unknown> } | undefined;

/**
 * Starts reading the known-wallets list at `source` (config.json's `knownWallets`), parsed as
 * JSON, unless it is no http(s) URL, the storage cache holds a copy (the app shows that at once
 * and revalidates it itself), a read is started already or the browser cannot limit its time. A failure is left to the app's query,
 * which reports it; never throws.
 */
export function startKnownWalletsRead(source: unknown): void {
  // without AbortSignal.timeout (before Safari 16) the read would have no time limit: the app's
  // own read, which has one, stays in charge there
  if (started || !isHttpUrl(source) || typeof AbortSignal.timeout !== "function") return;
  try {
    if (localStorage.getItem(CACHE_PREFIX + knownWalletsCacheKey(source)) !== null) return;
  } catch {
    // no storage: no copy, read it
  }
  const read = fetch(source, { signal: AbortSignal.timeout(KNOWN_WALLETS_TIMEOUT_MS) }).then((response) =>
    response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`known wallets: HTTP ${response.status}`)),
  );
  read.catch(() => undefined);
  started = { url: source, read };
}

/** The read started for `url` (its parsed JSON), taken once: a later read fetches the list again. */
export function takeKnownWalletsRead(url: string): Promise<unknown> | undefined {
  if (started?.url !== url) return undefined;
  const { read } = started;
  started = undefined;
  return read;
}
