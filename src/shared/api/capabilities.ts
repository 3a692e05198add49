import { isApiError } from "./errors";

/**
 * API-generation differences (ARK Core 2.6 and 3.x), found by capability rather than by version
 * number: the first call of an older-API feature that answers 404/422 marks it unsupported for
 * this server, remembered for the session (sessionStorage) so later calls go straight to the newer
 * form.
 */
export type Capability =
  | "postSearch" // POST transactions|blocks|wallets/search (2.6)
  | "businessesEndpoint" // GET businesses / bridgechains (2.6 magistrate)
  | "locksUnlocked" // POST locks/unlocked
  | "walletTransactionsRange" // GET wallets/{id}/transactions?timestamp.from&orderBy=a:asc,b:asc (3.x; 2.6: 422)
  | "delegatesServerOrder"; // GET delegates?orderBy=blocks.produced|forged.total|…&isResigned=true (3.x; 2.6: 422)

const memory = new Map<string, boolean>();
/** One key per server however it is written (`…/api` and `…/api/` are the same node). */
const serverKey = (server: string) => server.replace(/\/+$/, "");
const key = (server: string, cap: Capability) => `ark-explorer:cap:${serverKey(server)}:${cap}`;

export function getCapability(server: string, cap: Capability): boolean | undefined {
  const k = key(server, cap);
  if (memory.has(k)) return memory.get(k);
  try {
    const v = sessionStorage.getItem(k);
    if (v === "1" || v === "0") {
      memory.set(k, v === "1");
      return v === "1";
    }
  } catch {
    /* storage unavailable: memory only */
  }
  return undefined;
}

export function setCapability(server: string, cap: Capability, supported: boolean): void {
  const k = key(server, cap);
  memory.set(k, supported);
  try {
    sessionStorage.setItem(k, supported ? "1" : "0");
  } catch {
    /* ignore */
  }
}

/**
 * What the node's own version says (GET node/configuration → `core.version`, 3.x only): ARK Core 3
 * has no POST …/search routes (FINDINGS: 404, and the CORS preflight of the probe fails with a
 * console error), so a 3.x node is marked without `postSearch` before any probe. A capability
 * already learned from an answer is left alone; 2.6 nodes send no `core.version`.
 */
export function noteCoreVersion(server: string, version: string | undefined): void {
  const major = Number(/^(\d+)\./.exec(version ?? "")?.[1]);
  if (major >= 3 && getCapability(server, "postSearch") === undefined) setCapability(server, "postSearch", false);
}

const versionPending = new Map<string, Promise<void>>();

/**
 * Registers the in-flight GET node/configuration of `server`: a capability not known yet waits for
 * it ({@link withCapability}), since its `core.version` may settle the question without a probe
 * (a page's queries can start before the layout's node query answers, and would otherwise probe
 * an endpoint the version already rules out).
 */
export function noteCoreVersionPending(server: string, answer: Promise<unknown>): void {
  const settled: Promise<void> = answer
    .then(
      () => undefined,
      () => undefined,
    )
    .finally(() => {
      if (versionPending.get(serverKey(server)) === settled) versionPending.delete(serverKey(server));
    });
  versionPending.set(serverKey(server), settled);
}

/** An answer that says "this endpoint or parameter does not exist here". */
export function isUnsupportedAnswer(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 422 || error.status === 405 || error.status === 501);
}

/**
 * Runs `legacy` unless the server is known not to support `cap`; on a 404/422 answer it
 * remembers that and runs `modern` instead. Other errors propagate.
 */
export async function withCapability<T>(
  server: string,
  cap: Capability,
  legacy: () => Promise<T>,
  modern: () => Promise<T>,
): Promise<T> {
  if (getCapability(server, cap) === undefined) await versionPending.get(serverKey(server));
  if (getCapability(server, cap) === false) return modern();
  try {
    const result = await legacy();
    setCapability(server, cap, true);
    return result;
  } catch (error) {
    if (isUnsupportedAnswer(error)) {
      setCapability(server, cap, false);
      return modern();
    }
    // A POST to a route 3.x lacks fails its CORS preflight (a 404 without CORS headers), which the
    // browser reports as a network error: if the modern form then works, the legacy one is absent.
    if (!isApiError(error) || error.kind !== "network" || error.method !== "POST") throw error;
    try {
      const result = await modern();
      setCapability(server, cap, false);
      return result;
    } catch (modernError) {
      // the server answered the modern form (even with a 4xx for bad input): it is reachable, so
      // the legacy POST is what is missing — remember it, or every later call probes it again
      if (isApiError(modernError) && modernError.kind === "http" && (modernError.status ?? 500) < 500) {
        setCapability(server, cap, false);
      }
      throw modernError;
    }
  }
}

/** Test helper: forget what was learnt. */
export function resetCapabilities(): void {
  memory.clear();
  versionPending.clear();
}
