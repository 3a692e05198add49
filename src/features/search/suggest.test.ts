import { describe, expect, it } from "vitest";
import { buildSuggestionIndex, suggest, suggestionIndexOf, type Suggestion } from "./suggest";

/** The straightforward scan of every name: the reference the index must agree with. */
function scan(
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

/** A deterministic pseudo-random generator (tests must not flake). */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const SYLLABLES = [
  "ark",
  "bit",
  "node",
  "pool",
  "vote",
  "moon",
  "sat",
  "del",
  "gate",
  "chain",
  "byte",
  "x",
  "_",
  "9",
  "42",
  "Ä",
  "é",
];

/** 1,150 delegates as on ARK mainnet: genesis_N names, made-up words with digits and case. */
function mainnetLikeDelegates(count = 1150) {
  const random = rng(7);
  const names = new Set<string>();
  for (let i = 1; names.size < 51 && i <= 51; i++) names.add(`genesis_${i}`);
  while (names.size < count) {
    let name = "";
    const parts = 1 + Math.floor(random() * 3);
    for (let p = 0; p < parts; p++) name += SYLLABLES[Math.floor(random() * SYLLABLES.length)];
    if (random() < 0.3) name = name[0]!.toUpperCase() + name.slice(1);
    if (random() < 0.4) name += String(Math.floor(random() * 200));
    if (name.length >= 3) names.add(name);
  }
  return [...names].map((username, i) => ({
    username,
    address: `A${String(i).padStart(33, "0")}`,
  }));
}

const DELEGATES = mainnetLikeDelegates();
const KNOWN: Record<string, string> = {
  [DELEGATES[3]!.address]: "Binance Cold Wallet", // a delegate address with a known name
  [DELEGATES[10]!.address]: "ARK Team",
  AKnown00000000000000000000000000001: "Genesis Fund",
  AKnown00000000000000000000000000002: "Poolside exchange",
};

describe("suggest: delegate usernames and known-wallet names", () => {
  it("prints the time per keystroke over 1,150 delegates (a figure, not an assertion)", () => {
    const builds: number[] = [];
    let index = buildSuggestionIndex(KNOWN, DELEGATES);
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      index = buildSuggestionIndex(KNOWN, [...DELEGATES]);
      builds.push(performance.now() - t0);
    }
    const typed: string[] = [];
    for (const word of ["genesis_12", "binance", "arknode42", "pool", "xyz"])
      for (let i = 1; i <= word.length; i++) typed.push(word.slice(0, i));
    const times: number[] = [];
    const scans: number[] = [];
    for (let round = 0; round < 5; round++) {
      for (const q of typed) {
        const a = performance.now();
        index.suggest(q);
        times.push(performance.now() - a);
        const b = performance.now();
        scan(q, KNOWN, DELEGATES);
        scans.push(performance.now() - b);
      }
    }
    const stats = (xs: number[]) => {
      const sorted = [...xs].sort((x, y) => x - y);
      const at = (p: number) =>
        sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!.toFixed(3);
      return `median ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${sorted[sorted.length - 1]!.toFixed(3)} ms`;
    };
    expect(times.length).toBe(typed.length * 5);
    // to stderr: vitest's reporter here drops most console/stdout lines of tests
    process.stderr.write(
      `suggest over ${index.size} names: index built in ${Math.min(...builds).toFixed(1)}–${Math.max(...builds).toFixed(1)} ms; per keystroke ${stats(times)} ` +
        `(scan of every name: ${stats(scans)}; ${times.length} keystrokes)\n`,
    );
  }, 60_000);

  it("suggests from 2 characters, prefix matches first, then by name with numbers as numbers", () => {
    expect(suggest("g", KNOWN, DELEGATES)).toEqual([]);
    expect(suggest("  ", KNOWN, DELEGATES)).toEqual([]);
    const names = suggest("GENESIS_", KNOWN, DELEGATES, 12).map((s) => s.name);
    expect(names).toEqual([
      "genesis_1",
      "genesis_2",
      "genesis_3",
      "genesis_4",
      "genesis_5",
      "genesis_6",
      "genesis_7",
      "genesis_8",
      "genesis_9",
      "genesis_10",
      "genesis_11",
      "genesis_12",
    ]);
    const mixed = suggest("nesis", KNOWN, DELEGATES, 100);
    // "Genesis Fund" contains it but does not start with it: after the... none start with "nesis"
    expect(mixed.every((s) => s.name.toLowerCase().includes("nesis"))).toBe(true);
    const withPrefix = suggest("gen", KNOWN, DELEGATES, 100);
    const firstContains = withPrefix.findIndex((s) => !s.name.toLowerCase().startsWith("gen"));
    expect(
      withPrefix
        .slice(0, firstContains === -1 ? undefined : firstContains)
        .every((s) => s.name.toLowerCase().startsWith("gen")),
    ).toBe(true);
    expect(withPrefix.map((s) => s.name)).toContain("Genesis Fund");
  });

  it("keeps at most `limit`, one per address, the known-wallet name first", () => {
    expect(suggest("ge", KNOWN, DELEGATES)).toHaveLength(8);
    expect(suggest("ge", KNOWN, DELEGATES, 3)).toHaveLength(3);
    const binance = suggest("binance", KNOWN, DELEGATES);
    expect(binance).toEqual([
      { kind: "known", name: "Binance Cold Wallet", address: DELEGATES[3]!.address },
    ]);
    // the delegate's own username still finds it when the known name does not match
    const own = suggest(DELEGATES[3]!.username, KNOWN, DELEGATES, 100);
    expect(own.some((s) => s.address === DELEGATES[3]!.address && s.kind === "delegate")).toBe(
      true,
    );
    const addresses = suggest("ar", KNOWN, DELEGATES, 1000).map((s) => s.address);
    expect(new Set(addresses).size).toBe(addresses.length);
  });

  it("agrees with a scan of all 1,150 names on ~900 queries and two limits", () => {
    const random = rng(11);
    const queries = new Set<string>([
      "ge",
      "GE",
      " genesis_1 ",
      "_9",
      "42",
      "ä",
      "äé",
      "zz",
      "arkark",
      "é4",
      "1",
    ]);
    for (const d of DELEGATES) {
      const lower = d.username;
      const at = Math.floor(random() * lower.length);
      queries.add(lower.slice(0, 2 + Math.floor(random() * 3)));
      queries.add(lower.slice(at, at + 2 + Math.floor(random() * 4)));
    }
    for (const name of Object.values(KNOWN)) queries.add(name.slice(2, 6));
    const index = buildSuggestionIndex(KNOWN, DELEGATES);
    expect(index.size).toBe(DELEGATES.length + Object.keys(KNOWN).length);
    let compared = 0;
    for (const q of queries) {
      for (const limit of [8, 50]) {
        expect(index.suggest(q, limit), `"${q}" limit ${limit}`).toEqual(
          scan(q, KNOWN, DELEGATES, limit),
        );
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1500);
  }, 60_000);

  it("builds the index once per pair of lists", () => {
    expect(suggestionIndexOf(KNOWN, DELEGATES)).toBe(suggestionIndexOf(KNOWN, DELEGATES));
    expect(suggestionIndexOf({}, DELEGATES)).not.toBe(suggestionIndexOf(KNOWN, DELEGATES));
    expect(suggestionIndexOf(KNOWN, [...DELEGATES])).not.toBe(suggestionIndexOf(KNOWN, DELEGATES));
  });
});
