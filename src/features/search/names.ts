/**
 * Names a visitor may type where the advanced search wants a wallet: a delegate username or a
 * known-wallet name (exchanges, team wallets…), resolved to the address before a search is sent.
 * Pure: the sources are the app's cached delegate index and known-wallets list.
 */

/** Where a typed name leads. */
export interface NameTarget {
  /** the name as the sources spell it */
  name: string;
  address: string;
  /** a delegate's public key (delegate names only) */
  publicKey?: string;
  source: "delegate" | "known";
}

/** The local sources of names. */
export interface NameSources {
  /** address → name */
  knownWallets: Readonly<Record<string, string>>;
  /** lowercased username → delegate */
  delegatesByUsername: ReadonlyMap<
    string,
    { username: string; address: string; publicKey: string }
  >;
}

/** A delegate username's form: 1–20 of a-z 0-9 ! @ $ & _ . (compared lowercased). */
export const USERNAME = /^[a-z0-9!@$&_.]{1,20}$/;

/** Known-wallet names lowercased → their addresses (several wallets may share a name). */
export function knownNameIndex(
  knownWallets: Readonly<Record<string, string>>,
): Map<string, { name: string; addresses: string[] }> {
  const out = new Map<string, { name: string; addresses: string[] }>();
  for (const [address, name] of Object.entries(knownWallets)) {
    const key = name.trim().toLowerCase();
    const entry = out.get(key);
    if (entry) entry.addresses.push(address);
    else out.set(key, { name, addresses: [address] });
  }
  return out;
}

/**
 * The local target of `text`, case-insensitively: a delegate of the index first (a username is
 * unique on chain), then a known-wallet name; "ambiguous" when several known wallets have that
 * name; undefined when neither source knows it (a username may still be found by the node: the
 * index may hold only the first delegates).
 */
export function findName(
  text: string,
  delegatesByUsername: NameSources["delegatesByUsername"],
  known: ReadonlyMap<string, { name: string; addresses: string[] }>,
): NameTarget | "ambiguous" | undefined {
  const key = text.trim().toLowerCase();
  if (!key) return undefined;
  const delegate = delegatesByUsername.get(key);
  if (delegate)
    return {
      name: delegate.username,
      address: delegate.address,
      publicKey: delegate.publicKey,
      source: "delegate",
    };
  const entry = known.get(key);
  if (!entry) return undefined;
  if (entry.addresses.length > 1) return "ambiguous";
  return { name: entry.name, address: entry.addresses[0]!, source: "known" };
}

/**
 * Values with every typed name replaced by what it names, for the search request: an address in a
 * wallet field (`accepts: "wallet"`), a delegate's public key in a delegate field (only delegate
 * names count there). `names` is the fields' `accepts` by URL key; `find` looks a name up (local
 * sources, then the node's answers). Also returns the targets by URL key, for the visitor to see.
 */
export function resolveNames(
  values: Readonly<Record<string, string>>,
  names: Readonly<Record<string, "wallet" | "delegate">>,
  find: (text: string) => NameTarget | "ambiguous" | undefined,
): { values: Record<string, string>; targets: Record<string, NameTarget> } {
  const out: Record<string, string> = { ...values };
  const targets: Record<string, NameTarget> = {};
  for (const [key, accepts] of Object.entries(names)) {
    const text = values[key]?.trim();
    if (!text) continue;
    const found = find(text);
    if (typeof found !== "object") continue;
    if (accepts === "delegate") {
      if (found.source !== "delegate" || !found.publicKey) continue;
      out[key] = found.publicKey;
    } else out[key] = found.address;
    targets[key] = found;
  }
  return { values: out, targets };
}
