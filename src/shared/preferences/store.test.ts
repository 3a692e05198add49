import { describe, expect, it } from "vitest";
import {
  cleanWatchLabel,
  DEFAULT_PREFERENCES,
  migratePreferences,
  resolveNightMode,
  sanitisePreferences,
  usePreferences,
} from "./store";

describe("migrations of older stored preferences", () => {
  it("normalises a stored language that is not enabled to xx-XX", () => {
    expect(migratePreferences({ language: "fr" }, 0).language).toBe("fr-FR");
    expect(migratePreferences({ language: "pt_br" }, 0).language).toBe("pt-BR");
    expect(migratePreferences({ language: "NL-nl" }, 0).language).toBe("nl-NL");
    expect(migratePreferences({ language: "xx" }, 0).language).toBeNull();
  });
  it("merges old priceChart/priceChartPeriod keys into priceChartOptions and removes them", () => {
    const m = migratePreferences(
      { priceChart: false, priceChartPeriod: "week" },
      0,
    ) as unknown as Record<string, unknown>;
    expect(m.priceChartOptions).toEqual({ enabled: false, period: "week", type: "price" });
    expect("priceChart" in m).toBe(false);
    expect("priceChartPeriod" in m).toBe(false);
  });
  it("drops a stored type filter and wallet tab: filters and tabs live in the URL, never in the preferences", () => {
    for (const stored of [
      { transactionType: 3 },
      { transactionType: { type: 3, typeGroup: 1 }, walletTab: "locks" },
    ]) {
      const m = migratePreferences(stored, 2) as unknown as Record<string, unknown>;
      expect("transactionType" in m).toBe(false);
      expect("walletTab" in m).toBe(false);
    }
    const kept = sanitisePreferences({
      transactionType: { type: 3, typeGroup: 1 },
      walletTab: "locks",
      rowsPerPage: 50,
    }) as unknown as Record<string, unknown>;
    expect(Object.keys(kept).sort()).toEqual(Object.keys(DEFAULT_PREFERENCES).sort());
    expect(kept.rowsPerPage).toBe(50);
  });
  it("a rows-per-page of 10 stored before version 3 (the old default) becomes 25; other sizes stay", () => {
    expect(DEFAULT_PREFERENCES.rowsPerPage).toBe(25);
    expect(migratePreferences({ rowsPerPage: 10 }, 2).rowsPerPage).toBe(25);
    expect(migratePreferences({ rowsPerPage: 10 }, 0).rowsPerPage).toBe(25);
    expect(migratePreferences({ rowsPerPage: 20 }, 2).rowsPerPage).toBe(20);
    expect(migratePreferences({ rowsPerPage: 50 }, 2).rowsPerPage).toBe(50);
    expect(migratePreferences({}, 2).rowsPerPage).toBe(25);
    // from version 3 on, a stored 10 is the visitor's choice
    expect(migratePreferences({ rowsPerPage: 10 }, 3).rowsPerPage).toBe(10);
    expect(sanitisePreferences({ rowsPerPage: 25 }).rowsPerPage).toBe(25);
  });
});

describe("garbage in storage never crashes", () => {
  it.each([
    null,
    42,
    "x",
    [],
    {
      sorts: "no",
      watchlist: [1, "<script>"],
      rowsPerPage: 1e9,
      walletTab: "evil",
      nightMode: "yes",
    },
  ])("%j → defaults field by field", (raw) => {
    const p = sanitisePreferences(raw);
    expect(p.rowsPerPage).toBe(DEFAULT_PREFERENCES.rowsPerPage);
    expect(Object.keys(p).sort()).toEqual(Object.keys(DEFAULT_PREFERENCES).sort());
    expect(p.watchlist).toEqual([]);
    expect(p.nightMode).toBeNull();
    expect(p.sorts).toEqual({});
  });
  it("keeps valid fields", () => {
    const p = sanitisePreferences({
      nightMode: true,
      sorts: { blocks: { id: "height", desc: false } },
      rowsPerPage: 20,
      timeDisplay: "utc",
    });
    expect(p).toMatchObject({
      nightMode: true,
      sorts: { blocks: { id: "height", desc: false } },
      rowsPerPage: 20,
      timeDisplay: "utc",
    });
  });
});

describe("night mode default", () => {
  it.each([
    [null, "Development", true],
    [null, "Main", false],
    [false, "Development", false],
    [true, "Main", true],
  ])("stored %s, alias %s → %s", (stored, alias, expected) => {
    expect(resolveNightMode(stored as boolean | null, alias as string)).toBe(expected);
  });
});

describe("watchlist labels", () => {
  const A = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo";
  const B = "ANBkoGqWeTSiaEVgVzSKZd3jS7UWzv9PSo";

  it("a version 3 store (no labels yet) keeps its list and starts with no labels", () => {
    const p = migratePreferences({ watchlist: [A, B], rowsPerPage: 20 }, 3);
    expect(p.watchlist).toEqual([A, B]);
    expect(p.watchLabels).toEqual({});
  });

  it("keeps cleaned labels of watched wallets only and drops the rest", () => {
    const p = sanitisePreferences({
      watchlist: [A, B],
      watchLabels: {
        [A]: "  cold\n storage \u202Eevil ",
        [B]: 42,
        ANotWatchedXXXXXXXXXXXXXXXXXXXXXXX: "stray",
        __proto__: "x",
      },
    });
    expect(p.watchLabels).toEqual({ [A]: "cold storage evil" });
  });

  it.each([null, "labels", [A], { [A]: "" }, { [A]: "   " }])("garbage labels %j → none", (raw) => {
    expect(sanitisePreferences({ watchlist: [A], watchLabels: raw }).watchLabels).toEqual({});
  });

  it("caps a label at 64 characters without splitting an emoji", () => {
    const long = `${"x".repeat(63)}🚀🚀`;
    expect(cleanWatchLabel(long)).toBe(`${"x".repeat(63)}🚀`);
    expect(cleanWatchLabel(undefined)).toBe("");
  });

  it("the actions keep labels with their wallets", () => {
    const s = usePreferences.getState();
    s.setWatchlist([A], {});
    s.setWatchLabel(A, "  savings ");
    s.setWatchLabel(B, "not watched");
    expect(usePreferences.getState().watchLabels).toEqual({ [A]: "savings" });
    s.watch(B);
    s.watch(B);
    expect(usePreferences.getState().watchlist).toEqual([A, B]);
    s.setWatchLabel(A, "");
    expect(usePreferences.getState().watchLabels).toEqual({});
    s.setWatchLabel(B, "exchange");
    // taken off the list, the wallet's label goes too
    s.toggleWatch(B);
    expect(usePreferences.getState()).toMatchObject({ watchlist: [A], watchLabels: {} });
    s.setWatchlist([A, B, "bad"], { [A]: "a", [B]: "b\u0000" });
    expect(usePreferences.getState()).toMatchObject({
      watchlist: [A, B],
      watchLabels: { [A]: "a", [B]: "b" },
    });
    const stored = JSON.parse(localStorage.getItem("ark-explorer:preferences") ?? "{}") as {
      state?: { watchLabels?: unknown };
    };
    expect(stored.state?.watchLabels).toEqual({ [A]: "a", [B]: "b" });
  });
});
