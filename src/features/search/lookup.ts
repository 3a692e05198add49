import { isValidAddress } from "@/shared/crypto/address";
import { classifyShape, type QueryClass } from "./query-class";

/**
 * Main search: classification of a query and the six lookups in their fixed order (local names
 * first, so a name never costs a request; then wallet, delegate, block, transaction).
 * Pure apart from the injected API calls, so the order and the cancelling are unit tested.
 */

/** Where a hit navigates: a wallet (address), a block (id) or a transaction (id). */
export type SearchTarget =
  | { kind: "wallet"; address: string }
  | { kind: "block"; id: string }
  | { kind: "transaction"; id: string };

/** Classifies a trimmed query for a network address prefix (e.g. 23 → "A…"): addresses are checked. */
export function classifyQuery(query: string, addressPrefix: number): QueryClass {
  return { ...classifyShape(query), address: isValidAddress(query, addressPrefix) };
}

/** The lookups' world: cached lists and API calls (which may reject, e.g. 404). */
export interface LookupDeps {
  addressPrefix: number;
  /** address → name */
  knownWallets: Readonly<Record<string, string>>;
  /** lowercased username → delegate (the shared cached list) */
  delegatesByUsername: ReadonlyMap<string, { address: string }>;
  getWallet: (id: string, signal: AbortSignal) => Promise<{ address: string }>;
  getDelegate: (id: string, signal: AbortSignal) => Promise<{ address: string }>;
  getBlock: (id: string, signal: AbortSignal) => Promise<{ id: string }>;
  getTransaction: (id: string, signal: AbortSignal) => Promise<{ id: string }>;
  /** individual failures are only logged: another lookup may still find it */
  log?: (step: string, error: unknown) => void;
}

const isAbort = (e: unknown) => e instanceof DOMException && e.name === "AbortError";

/**
 * Finds what a query names, in this order: 1 known-wallet name (case-insensitive), 2 delegate
 * username in the cached list, 3 wallet by address, 4 delegate by lowercased query, 5 block by id
 * or height, 6 transaction by id. Steps 1–2 are local; 3–6 run concurrently, only where the
 * classification allows, and the first hit in that order wins — the slower ones are aborted.
 * Returns null when all fail (or when `signal` aborts).
 */
export async function findSearchTarget(
  rawQuery: string,
  deps: LookupDeps,
  signal?: AbortSignal,
): Promise<SearchTarget | null> {
  const query = rawQuery.trim();
  if (!query) return null;
  const lower = query.toLowerCase();

  for (const [address, name] of Object.entries(deps.knownWallets)) {
    if (name.toLowerCase() === lower) return { kind: "wallet", address };
  }
  const delegate = deps.delegatesByUsername.get(lower);
  if (delegate) return { kind: "wallet", address: delegate.address };

  const cls = classifyQuery(query, deps.addressPrefix);
  const controller = new AbortController();
  const stop = () => controller.abort();
  signal?.addEventListener("abort", stop, { once: true });
  if (signal?.aborted) stop();

  const attempt = <T>(
    step: string,
    enabled: boolean,
    call: () => Promise<T>,
    hit: (v: T) => SearchTarget,
  ) =>
    enabled
      ? call().then(hit, (error: unknown) => {
          if (!isAbort(error) && !controller.signal.aborted) deps.log?.(step, error);
          return null;
        })
      : Promise.resolve(null);

  const hex = cls.transactionId ? lower : query;
  const steps: Array<Promise<SearchTarget | null>> = [
    attempt(
      "wallet",
      cls.address || cls.publicKey,
      () => deps.getWallet(query, controller.signal),
      (w) => ({ kind: "wallet", address: w.address }),
    ),
    attempt(
      "delegate",
      cls.username,
      () => deps.getDelegate(lower, controller.signal),
      (d) => ({ kind: "wallet", address: d.address }),
    ),
    attempt(
      "block",
      cls.block,
      () => deps.getBlock(hex, controller.signal),
      (b) => ({ kind: "block", id: b.id }),
    ),
    attempt(
      "transaction",
      cls.transactionId,
      () => deps.getTransaction(hex, controller.signal),
      (t) => ({ kind: "transaction", id: t.id }),
    ),
  ];
  try {
    for (const step of steps) {
      const result = await step;
      if (signal?.aborted) return null;
      if (result) return result;
    }
    return null;
  } finally {
    stop(); // cancel whatever is still running
    signal?.removeEventListener("abort", stop);
  }
}
