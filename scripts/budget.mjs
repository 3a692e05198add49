#!/usr/bin/env node
// Bundle budget, deterministic: gzip sizes of the built JS + CSS a first visit loads,
// per route, from Vite's manifest (dist/.vite/manifest.json): the entries (the app's and the start
// script's) with their static imports and CSS, plus the route's lazily loaded module(s) with theirs, plus the catalog parts it loads
// (the shell's and the page's, in the heaviest locale).
// Two numbers per route: the TARGET for a fast first visit on a phone (150 KB home, 120 KB
// others), reported, and the enforced CEILING, a regression guard ~5 % above the sizes recorded in
// bench/budget.json, so a feature does not start by shaving bytes. Each run prints the change
// against the recorded sizes; `--record` writes the current sizes there.
//   node scripts/budget.mjs [--dir dist] [--json] [--record]
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { gzipSync } from "node:zlib";
import { spawnSync } from "node:child_process";

const args = process.argv.slice(2);
const dirArg = args.indexOf("--dir");
const dir = dirArg >= 0 ? args[dirArg + 1] : "dist";
const manifestPath = join(dir, ".vite", "manifest.json");
if (!existsSync(manifestPath)) {
  const r = spawnSync("npx", ["vite", "build", "--outDir", dir], { stdio: "inherit" });
  if (r.status !== 0) process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const KB = 1024;
/** First-visit targets in KB gzip (reported). */
const TARGET = { home: 150, other: 120 };
/** Enforced ceilings in KB gzip: about 5 % above the heaviest recorded route of each kind. */
const CEILING = { home: 203, other: 221 };
/** The sizes recorded last (`--record`), route → KB gzip: the trend each run prints. */
const RECORD = new URL("../bench/budget.json", import.meta.url);
const recorded = existsSync(RECORD) ? JSON.parse(readFileSync(RECORD, "utf8")) : {};

/** Route → the source module(s) its page loads lazily. */
const ROUTES = {
  home: ["src/features/home/pages/HomePage.tsx"],
  blocks: ["src/features/blocks/pages/BlocksPage.tsx"],
  block: ["src/features/blocks/pages/BlockPage.tsx"],
  transactions: ["src/features/transactions/pages/TransactionsPage.tsx"],
  transaction: ["src/features/transactions/pages/TransactionPage.tsx"],
  wallet: ["src/features/wallets/pages/WalletPage.tsx"],
  "top-wallets": ["src/features/wallets/pages/TopWalletsPage.tsx"],
  delegates: ["src/features/delegates/pages/DelegatesPage.tsx"],
  "delegate-monitor": ["src/features/delegates/pages/DelegateMonitorPage.tsx"],
  "advanced-search": ["src/features/search/pages/AdvancedSearchPage.tsx"],
  "search-results": ["src/features/search/pages/SearchResultsPage.tsx"],
  businesses: ["src/features/magistrate/pages/BusinessesPage.tsx"],
  lock: ["src/features/locks/pages/LockPage.tsx"],
  business: ["src/features/magistrate/pages/MagistrateItemPage.tsx"],
  statistics: ["src/features/statistics/pages/StatisticsPage.tsx"],
};

const sizeCache = new Map();
/** Bytes a static host sends: the build's precompressed `.gz` (zopfli) if there, else gzip -9. */
function gz(file) {
  if (!sizeCache.has(file)) {
    const pre = join(dir, `${file}.gz`);
    sizeCache.set(
      file,
      existsSync(pre)
        ? statSync(pre).size
        : gzipSync(readFileSync(join(dir, file)), { level: 9 }).length,
    );
  }
  return sizeCache.get(file);
}
/** Files a chunk brings: itself, its CSS, the workers it starts, and its static imports, recursively. */
function closure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  // a worker the chunk starts (its script is an asset of the chunk, not an import)
  for (const asset of chunk.assets ?? []) if (asset.endsWith(".js")) files.add(asset);
  for (const imp of chunk.imports ?? []) closure(imp, files, seen);
  return files;
}
// every entry: the app's (index.html) and the start script that index.html loads beside it
const base = new Set();
for (const key of Object.keys(manifest).filter((k) => manifest[k].isEntry)) closure(key, base);
// The catalog parts (scripts/lingui-page-catalogs.ts): assets/messages-<hash>/<locale>/<group>.js,
// the folder the chunk with the catalog loader names; a route loads the shell's part and its
// page's, named by the page module's path from src (features/home/pages/HomePage).
const loaderFile = [...base].find(
  (f) => f.endsWith(".js") && /messages-[0-9a-f]+\//.test(readFileSync(join(dir, f), "utf8")),
);
const partsFolder =
  loaderFile && readFileSync(join(dir, loaderFile), "utf8").match(/messages-[0-9a-f]+(?=\/)/)?.[0];
if (!loaderFile || !partsFolder) {
  console.error(
    "[budget] no chunk of a first visit names the catalog parts folder (messages-<hash>/)",
  );
  process.exit(1);
}
const partsDir = join(dirname(loaderFile), partsFolder);
const locales = readdirSync(join(dir, partsDir));
const pageName = (module) => module.replace(/^src\//, "").replace(/\.tsx$/, "");
/** The catalog parts a route loads, in the locale where they weigh most (the figure holds in any language). */
function catalogParts(modules) {
  const sets = locales.map((l) =>
    ["shell", ...modules.map(pageName)].map((g) => join(partsDir, l, `${g}.js`)),
  );
  for (const f of sets.flat())
    if (!existsSync(join(dir, f))) throw new Error(`[budget] no catalog part ${f}`);
  const weight = (files) => files.reduce((s, f) => s + gz(f), 0);
  return sets.sort((a, b) => weight(b) - weight(a))[0];
}

/** A chunk's source module or chunk name, by output file (lazy chunks are named by their hash only). */
const sourceOf = new Map(
  Object.entries(manifest).map(([key, chunk]) => [chunk.file, `${key} ${chunk.name ?? ""}`]),
);
/** The chart code: recharts' chunks and the price chart's modules. */
const CHART = /recharts|PriceChart|CartesianChart/i;

const rows = [];
let failed = false;
for (const [route, modules] of Object.entries(ROUTES)) {
  const present = modules.filter((m) => manifest[m]);
  if (!present.length) continue;
  const files = new Set(base);
  for (const m of present) closure(m, files);
  for (const f of catalogParts(present)) files.add(f);
  const js = [...files].filter((f) => f.endsWith(".js")).reduce((s, f) => s + gz(f), 0);
  const css = [...files].filter((f) => f.endsWith(".css")).reduce((s, f) => s + gz(f), 0);
  const total = js + css;
  const target = route === "home" ? TARGET.home : TARGET.other;
  const ceiling = route === "home" ? CEILING.home : CEILING.other;
  const ok = total <= ceiling * KB;
  if (!ok) failed = true;
  const requests = [...files].length;
  const was = recorded[route];
  rows.push({
    route,
    change: typeof was === "number" ? +(total / KB - was).toFixed(1) : null,
    requests,
    js: +(js / KB).toFixed(1),
    css: +(css / KB).toFixed(1),
    total: +(total / KB).toFixed(1),
    target,
    targetMet: total <= target * KB,
    ceiling,
    ok,
    recharts: [...files].some((f) => CHART.test(sourceOf.get(f) ?? f)),
  });
}
if (args.includes("--json")) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(
    "| route | files | JS KB gz | CSS KB gz | total | since recorded | target | ceiling (CI) | |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---|");
  const change = (c) => (c === null ? "new" : `${c > 0 ? "+" : ""}${c}`);
  for (const r of rows)
    console.log(
      `| ${r.route} | ${r.requests} | ${r.js} | ${r.css} | ${r.total} | ${change(r.change)} | ${r.target} ${r.targetMet ? "met" : "not met"} | ${r.ceiling} | ${r.ok ? "ok" : "OVER"} |`,
    );
  // the chart code is for the price chart (home) and the statistics page only
  if (rows.some((r) => r.recharts && r.route !== "home" && r.route !== "statistics")) {
    console.error("[budget] the chart code is loaded by a route other than home and statistics");
    failed = true;
  }
}
if (args.includes("--record"))
  writeFileSync(
    RECORD,
    `${JSON.stringify(Object.fromEntries(rows.map((r) => [r.route, r.total])), null, 2)}\n`,
  );
if (failed) {
  console.error("[budget] a route is over its size ceiling");
  process.exit(1);
}
