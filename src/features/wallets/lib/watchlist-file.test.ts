import { describe, expect, it } from "vitest";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { WATCHLIST_MAX } from "@/shared/preferences/store";
import {
  mergeWatchlist,
  parseWatchlistFile,
  watchlistFileName,
  watchlistFileText,
} from "./watchlist-file";

const addr = (i: number, prefix = 23) =>
  addressFromPublicKey(`02${i.toString(16).padStart(64, "0")}`, prefix);
const A = addr(1);
const B = addr(2);
const C = addr(3);
const NOW = new Date("2026-03-31T23:59:00Z");

describe("watchlist file", () => {
  it("round trip: the exported text imports as the same list and labels", () => {
    const text = watchlistFileText([A, B], { [A]: "savings" }, "Testnet Local", NOW);
    expect(JSON.parse(text)).toEqual({
      type: "ark-explorer-watchlist",
      version: 1,
      network: "Testnet Local",
      exportedAt: "2026-03-31T23:59:00.000Z",
      wallets: [{ address: A, label: "savings" }, { address: B }],
    });
    expect(parseWatchlistFile(text, 23)).toEqual({
      ok: true,
      wallets: [{ address: A, label: "savings" }, { address: B }],
    });
  });

  it("names the network and the day", () => {
    expect(watchlistFileName("Testnet Local", NOW)).toBe(
      "ark-watchlist-testnet-local-2026-03-31.json",
    );
    expect(watchlistFileName("Main", NOW)).toBe("ark-watchlist-main-2026-03-31.json");
    expect(watchlistFileName("../", NOW)).toBe("ark-watchlist-2026-03-31.json");
  });

  it.each([
    ["not JSON", "{{{", "notJson"],
    ["another JSON file", JSON.stringify({ hello: "world" }), "notWatchlist"],
    ["a bare list", JSON.stringify([A, B]), "notWatchlist"],
    [
      "a newer version",
      JSON.stringify({ type: "ark-explorer-watchlist", version: 2, wallets: [] }),
      "notWatchlist",
    ],
    [
      "a wallet without an address",
      JSON.stringify({ type: "ark-explorer-watchlist", version: 1, wallets: [{ label: "x" }] }),
      "notWatchlist",
    ],
    [
      "a label that is no text",
      JSON.stringify({
        type: "ark-explorer-watchlist",
        version: 1,
        wallets: [{ address: A, label: 7 }],
      }),
      "notWatchlist",
    ],
  ])("refuses %s", (_what, text, kind) => {
    expect(parseWatchlistFile(text, 23)).toEqual({ ok: false, problem: { kind } });
  });

  it("refuses the whole file when one address is not of this network (or not an address)", () => {
    const other = addr(4, 30);
    const file = (address: string) =>
      JSON.stringify({
        type: "ark-explorer-watchlist",
        version: 1,
        wallets: [{ address: A }, { address }],
      });
    expect(parseWatchlistFile(file(other), 23)).toEqual({
      ok: false,
      problem: { kind: "wrongAddress", address: other },
    });
    expect(parseWatchlistFile(file(`${A.slice(0, -1)}x`), 23)).toMatchObject({
      ok: false,
      problem: { kind: "wrongAddress" },
    });
    expect(parseWatchlistFile(file("<img src=x onerror=alert(1)>"), 23)).toMatchObject({
      ok: false,
      problem: { kind: "wrongAddress" },
    });
  });

  it("refuses a file too large to be an export", () => {
    expect(parseWatchlistFile(" ".repeat(600 * 1024), 23)).toEqual({
      ok: false,
      problem: { kind: "tooLarge" },
    });
  });

  it("cleans labels, drops empty ones, reads a BOM and merges repeated addresses (the last label counts)", () => {
    const text = `\uFEFF${JSON.stringify({
      type: "ark-explorer-watchlist",
      version: 1,
      extra: "ignored",
      wallets: [
        { address: A, label: "first" },
        { address: B, label: "  \u202E " },
        { address: A, label: "second\tone" },
        { address: C, label: null },
      ],
    })}`;
    expect(parseWatchlistFile(text, 23)).toEqual({
      ok: true,
      wallets: [{ address: A, label: "second one" }, { address: B }, { address: C }],
    });
  });
});

describe("merging an import", () => {
  it("keeps the current wallets first, adds the new ones in file order; a label in the file wins, none keeps the current", () => {
    const merged = mergeWatchlist([A, B], { [A]: "mine", [B]: "keep me" }, [
      { address: C, label: "new" },
      { address: A, label: "from file" },
      { address: B },
    ]);
    expect(merged).toEqual({
      tooMany: false,
      watchlist: [A, B, C],
      watchLabels: { [A]: "from file", [B]: "keep me", [C]: "new" },
      added: 1,
      labelled: 2,
    });
  });

  it("importing the same file again changes nothing", () => {
    const merged = mergeWatchlist([A], { [A]: "x" }, [{ address: A, label: "x" }]);
    expect(merged).toMatchObject({ watchlist: [A], added: 0, labelled: 0 });
  });

  it("refuses to grow the list past its limit", () => {
    const full = Array.from({ length: WATCHLIST_MAX }, (_, i) => addr(100 + i));
    expect(mergeWatchlist(full, {}, [{ address: A }])).toEqual({
      tooMany: true,
      size: WATCHLIST_MAX + 1,
    });
    // wallets it holds already do not count twice
    expect(mergeWatchlist(full, {}, [{ address: full[0]!, label: "x" }])).toMatchObject({
      tooMany: false,
      added: 0,
      labelled: 1,
    });
  });
});
