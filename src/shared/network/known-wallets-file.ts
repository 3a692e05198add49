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

/**
 * Largest known-wallets list read (bytes of JSON). The list is third-party input that every visit
 * waits for before its first render (up to 1.5 s), parses on the main thread and keeps in
 * localStorage (whose few MB the other caches share); ARK's own list is a few KB, so 1 MB is
 * hundreds of times that, while a list of tens of MB would stall or crash a phone. A larger list is
 * refused whole (its names are a nicety).
 */
const KNOWN_WALLETS_MAX_BYTES = 1_000_000;

/**
 * Reads `response`'s body as text, refusing (with an Error) a body over `maxBytes`: stopped at that
 * size (or before reading, when Content-Length says so) instead of downloading all of it first.
 */
export async function readCappedText(
  response: Response,
  maxBytes: number = KNOWN_WALLETS_MAX_BYTES,
): Promise<string> {
  const tooLarge = () => new Error(`the list is larger than ${maxBytes / 1_000_000} MB`);
  const declared = Number(response.headers.get("content-length"));
  if (declared > maxBytes) {
    void response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  const reader = response.body?.getReader();
  if (!reader) {
    const text = await response.text();
    if (new Blob([text]).size > maxBytes) throw tooLarge();
    return text;
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      void reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Blob(chunks).text();
}

let started: { url: string; read: Promise<unknown> } | undefined;
/** The app asked for the read already: a start script that runs later leaves the list to the app. */
let taken = false;

/**
 * Starts reading the known-wallets list at `source` (config.json's `knownWallets`), parsed as
 * JSON, unless it is no http(s) URL, the storage cache holds a copy (the app shows that at once
 * and revalidates it itself), a read is started already or the browser cannot limit its time. A failure is left to the app's query,
 * which reports it; never throws.
 */
export function startKnownWalletsRead(source: unknown): void {
  // without AbortSignal.timeout (before Safari 16) the read would have no time limit: the app's
  // own read, which has one, stays in charge there
  if (started || taken || !isHttpUrl(source) || typeof AbortSignal.timeout !== "function") return;
  try {
    if (localStorage.getItem(CACHE_PREFIX + knownWalletsCacheKey(source)) !== null) return;
  } catch {
    // no storage: no copy, read it
  }
  const read = fetch(source, { signal: AbortSignal.timeout(KNOWN_WALLETS_TIMEOUT_MS) }).then(
    (response) =>
      response.ok
        ? readCappedText(response).then((text) => JSON.parse(text) as unknown)
        : Promise.reject(new Error(`known wallets: HTTP ${response.status}`)),
  );
  read.catch(() => undefined);
  started = { url: source, read };
}

/** The read started for `url` (its parsed JSON), taken once: a later read fetches the list again. */
export function takeKnownWalletsRead(url: string): Promise<unknown> | undefined {
  taken = true;
  if (started?.url !== url) return undefined;
  const { read } = started;
  started = undefined;
  return read;
}
