/** One entry of the suggestion list. */
export interface Suggestion {
  kind: "known" | "delegate";
  name: string;
  address: string;
}

/**
 * Suggestions as you type (from 2 characters): delegate usernames and known-wallet names that
 * start with or contain the query (case-insensitive); prefix matches first, then by name;
 * one entry per address (the known-wallet name wins), at most `limit`.
 */
export function suggest(
  rawQuery: string,
  knownWallets: Readonly<Record<string, string>>,
  delegates: ReadonlyArray<{ username: string; address: string }>,
  limit = 8,
): Suggestion[] {
  const q = rawQuery.trim().toLowerCase();
  if (q.length < 2) return [];
  const byAddress = new Map<string, Suggestion>();
  for (const [address, name] of Object.entries(knownWallets)) {
    if (name.toLowerCase().includes(q)) byAddress.set(address, { kind: "known", name, address });
  }
  for (const d of delegates) {
    if (!byAddress.has(d.address) && d.username.toLowerCase().includes(q)) {
      byAddress.set(d.address, { kind: "delegate", name: d.username, address: d.address });
    }
  }
  const rank = (s: Suggestion) => (s.name.toLowerCase().startsWith(q) ? 0 : 1);
  return [...byAddress.values()]
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, "en", { numeric: true }))
    .slice(0, limit);
}
