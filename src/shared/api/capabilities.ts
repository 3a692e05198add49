import { isApiError } from "./errors";

/**
 * API-generation differences (ARK Core 2.6 and 3.x), found by capability rather than by version
 * number: the first call of an older-API feature that answers 404/422 marks it unsupported for
 * this server, remembered for the session (sessionStorage) so later calls go straight to the newer
 * form. Calls made while the first one is still waiting for its answer wait with it
 * ({@link withCapability}): one probe per capability and server.
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
  if (major >= 3 && getCapability(server, "postSearch") === undefined)
    setCapability(server, "postSearch", false);
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
      if (versionPending.get(serverKey(server)) === settled)
        versionPending.delete(serverKey(server));
    });
  versionPending.set(serverKey(server), settled);
}

/** An answer that says "this endpoint or parameter does not exist here". */
export function isUnsupportedAnswer(error: unknown): boolean {
  return (
    isApiError(error) &&
    (error.status === 404 || error.status === 422 || error.status === 405 || error.status === 501)
  );
}

/**
 * Whether a refusal of the legacy form says the capability is absent. A POST that is refused with
 * 422 reached a route that exists and validated its body (ARK Core 3 has no POST …/search routes:
 * 404, or a failed CORS preflight): the form is there, only this call's input was refused, so that
 * is the call's error, not the node's generation. Everything else {@link isUnsupportedAnswer} names
 * (404, a GET's 422 for a key it does not know, 405, 501) is the capability's absence.
 */
function showsAbsence(error: unknown): boolean {
  if (!isUnsupportedAnswer(error)) return false;
  return !(isApiError(error) && error.method === "POST" && error.status === 422);
}

/** The probe of each capability in flight, by server and capability (see {@link probeOnce}). */
const probes = new Map<string, Promise<void>>();

/**
 * Runs `run` (a call that may learn `cap` from its answer, with {@link setCapability}) as the one
 * probe of `cap` on `server`: while the capability is unknown and another call's probe is in
 * flight, this call waits for that probe to settle first, then runs `run`, which finds the
 * capability known (or, when that probe settled nothing — a network fault, a 5xx, an abort —
 * becomes the next probe; of several waiting calls only the first). So queries that start
 * together (several of one page) ask a node the form it may refuse once, not once each. Resolves
 * or rejects as `run` does.
 */
export async function probeOnce<T>(
  server: string,
  cap: Capability,
  run: () => Promise<T>,
): Promise<T> {
  const k = key(server, cap);
  // no await between the check and the claim below: of the calls a settled probe wakes, the first
  // claims the next probe before the others look
  for (
    let pending = probes.get(k);
    getCapability(server, cap) === undefined && pending;
    pending = probes.get(k)
  )
    await pending;
  if (getCapability(server, cap) !== undefined) return run();
  let settle = () => {};
  const probe = new Promise<void>((resolve) => (settle = resolve));
  probes.set(k, probe);
  try {
    return await run();
  } finally {
    if (probes.get(k) === probe) probes.delete(k);
    settle();
  }
}

/**
 * Runs `legacy` unless the server is known not to support `cap`; on a 404/422 answer it
 * remembers that and runs `modern` instead. Other errors propagate.
 *
 * One probe per capability and server ({@link probeOnce}): while the capability is unknown, the
 * first call is its probe and calls that come meanwhile (several queries of one page starting
 * together) wait for its answer, then take the form it settled, so a node that refuses the legacy
 * form is asked it once, not once per query. A POST answered 422 settles that the form exists
 * (see `showsAbsence`) and rejects with that answer.
 */
export async function withCapability<T>(
  server: string,
  cap: Capability,
  legacy: () => Promise<T>,
  modern: () => Promise<T>,
): Promise<T> {
  if (getCapability(server, cap) === undefined) await versionPending.get(serverKey(server));
  return probeOnce(server, cap, () =>
    getCapability(server, cap) === false ? modern() : tryLegacy(server, cap, legacy, modern),
  );
}

/** The legacy form, and on a refusal that shows the capability's absence the modern one (remembered). */
async function tryLegacy<T>(
  server: string,
  cap: Capability,
  legacy: () => Promise<T>,
  modern: () => Promise<T>,
): Promise<T> {
  try {
    const result = await legacy();
    setCapability(server, cap, true);
    return result;
  } catch (error) {
    if (showsAbsence(error)) {
      setCapability(server, cap, false);
      return modern();
    }
    if (isUnsupportedAnswer(error)) {
      // a POST refused for its input: the route is there
      setCapability(server, cap, true);
      throw error;
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
      if (
        isApiError(modernError) &&
        modernError.kind === "http" &&
        (modernError.status ?? 500) < 500
      ) {
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
  probes.clear();
}
