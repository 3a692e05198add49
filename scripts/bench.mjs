#!/usr/bin/env node
/* global window, document, MutationObserver */
// Performance benchmark (issue 12). Builds the production bundle (catalogs extracted first), serves
// it under /explorer/ against the REAL local testnet (e2e/config.e2e.json), and measures with
// Debian's Chromium through Playwright + CDP, then Lighthouse (mobile preset):
//   - per route (home, blocks, wallet, transaction, delegate monitor), first visit with the HTTP
//     cache disabled, 1 warm-up + N runs, medians with min–max: bytes transferred by type
//     (encodedDataLength), requests (all / API), time to the first data row, JS heap after settle;
//   - home: API requests until settled (first and repeat visit), route change home → blocks after
//     hovering the link (time to first row, spinner seen or not), API requests per idle minute
//     while visible and while hidden;
//   - Lighthouse performance / accessibility / best practices for home, blocks, wallet, monitor.
// Writes bench/results.json, prints a markdown table, and with --readme replaces the table between
// the bench markers in README.md.
//
//   node scripts/bench.mjs [--runs 5] [--idle-seconds 60] [--port 4186] [--dir <outDir>]
//                          [--no-build] [--no-extract] [--no-lighthouse] [--lighthouse-runs 5] [--routes home,blocks] [--readme]
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith("--") ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);

const RUNS = Number(opt("runs", 5));
const LH_RUNS = Math.max(1, Number(opt("lighthouse-runs", 5)));
const IDLE_SECONDS = Number(opt("idle-seconds", 60));
const PORT = Number(opt("port", 4186));
const DIST = resolve(opt("dir", join(tmpdir(), "ark-explorer-bench-dist")));
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The flags of playwright.config.ts. */
const CHROME_FLAGS = JSON.parse(readFileSync(join(ROOT, "e2e/chromium-flags.json"), "utf8"));
const CONFIG_FILE = join(ROOT, "e2e/config.e2e.json");
const config = JSON.parse(readFileSync(CONFIG_FILE, "utf8"));
const API = config.server.replace(/\/$/, "");
const BASE = `http://127.0.0.1:${PORT}/explorer/`;

const log = (...a) => console.error("[bench]", ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Cases: the wallet and the transaction come from the testnet manifest.
const manifestPath = join(ROOT, "e2e/.manifest.json");
if (!existsSync(manifestPath)) {
  console.error("[bench] e2e/.manifest.json is missing: seed the testnet first (npm run testnet:seed)");
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const walletAddress = manifest.wallets?.rich?.address ?? Object.values(manifest.wallets ?? {})[0]?.address;
const transactionId = manifest.transactions?.transfer ?? Object.values(manifest.transactions ?? {})[0];

const ROW = "main tbody tr, main ul[aria-label] > li";
/** Route → hash path, the element that counts as "first data row", the page's own data request. */
const ROUTES = {
  home: { path: "/", row: ROW, data: /\/transactions\?/, lighthouse: true },
  blocks: { path: "/blocks/1", row: ROW, data: /\/blocks\?/, lighthouse: true },
  wallet: { path: `/wallets/${walletAddress}`, row: ROW, data: new RegExp(`/wallets/${walletAddress}(\\?|$)`), lighthouse: true },
  transaction: { path: `/transaction/${transactionId}`, row: "main dl dd", data: new RegExp(`/transactions/${transactionId}`), lighthouse: false },
  "delegate-monitor": { path: "/delegate-monitor", row: ROW, data: /\/delegates\?/, lighthouse: true },
};
const only = opt("routes", "");
const routeNames = only ? only.split(",").filter((r) => r in ROUTES) : Object.keys(ROUTES);

// ---------------------------------------------------------------------------------------------
// Build + serve.
function run(cmd, cmdArgs) {
  log(cmd, cmdArgs.join(" "));
  const r = spawnSync(cmd, cmdArgs, { cwd: ROOT, stdio: ["ignore", "inherit", "inherit"] });
  if (r.status !== 0) throw new Error(`${cmd} ${cmdArgs.join(" ")} failed`);
}
if (!flag("no-build")) {
  if (!flag("no-extract")) run("npx", ["lingui", "extract", "--clean"]);
  run("npx", ["vite", "build", "--outDir", DIST, "--emptyOutDir"]);
}
const children = [];
function startServer(cmdArgs, url) {
  const child = spawn(process.execPath, cmdArgs, { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  child.on("exit", (code) => code !== null && code !== 0 && log(`${cmdArgs[0]} exited with ${code}`));
  children.push(child);
  return waitFor(url);
}
async function waitFor(url, ms = 15_000) {
  const end = Date.now() + ms;
  let last = "";
  while (Date.now() < end) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
      last = `HTTP ${r.status}`;
    } catch (e) {
      last = String(e.cause ?? e);
    }
    await sleep(200);
  }
  throw new Error(`${url} did not come up (${last})`);
}
async function isUp(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}
function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill("SIGTERM");
}
process.on("exit", cleanup);
process.on("SIGINT", () => process.exit(130));

if (!(await isUp(`${API}/blockchain`))) {
  console.error(`[bench] the testnet API ${API} does not answer (npm run testnet:start)`);
  process.exit(1);
}
await startServer(["scripts/serve.mjs", "--port", String(PORT), "--base", "/explorer/", "--dir", DIST, "--config", CONFIG_FILE], BASE);
// The known-wallets list of the e2e config comes from the stub server; start it if nobody runs it.
if (config.knownWallets) {
  const stub = new URL(config.knownWallets);
  if (!(await isUp(`${stub.origin}/health`))) {
    await startServer(["e2e/stubs/server.mjs", "--port", stub.port], `${stub.origin}/health`);
  }
}

// ---------------------------------------------------------------------------------------------
// Measurement helpers.
const { chromium } = await import("@playwright/test");
const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });

const isApi = (url) => url.startsWith(`${API}/`) || url === API;
function kind(type, url) {
  if (type === "Script" || /\.m?js(\?|$)/.test(url)) return "js";
  if (type === "Stylesheet" || /\.css(\?|$)/.test(url)) return "css";
  return "other";
}

/** Records every request of a page through CDP. */
async function recorder(context, page, { cacheDisabled }) {
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.setCacheDisabled", { cacheDisabled });
  const requests = new Map();
  cdp.on("Network.requestWillBeSent", (e) => {
    if (e.redirectResponse) return;
    requests.set(e.requestId, { url: e.request.url, method: e.request.method, type: e.type, t: Date.now(), done: false, bytes: 0, preflight: e.type === "Preflight" || e.request.method === "OPTIONS" });
  });
  cdp.on("Network.responseReceived", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.type = e.type ?? r.type;
  });
  cdp.on("Network.loadingFinished", (e) => {
    const r = requests.get(e.requestId);
    if (r) Object.assign(r, { done: true, bytes: e.encodedDataLength });
  });
  cdp.on("Network.loadingFailed", (e) => {
    const r = requests.get(e.requestId);
    if (r) r.done = true;
  });
  const list = () => [...requests.values()];
  return {
    cdp,
    list,
    api: () => list().filter((r) => isApi(r.url) && !r.preflight),
    preflights: () => list().filter((r) => isApi(r.url) && r.preflight),
    reset: () => requests.clear(),
  };
}

/** Waits until no API request is in flight and none started for `quietMs` (max `maxMs`). */
async function settle(rec, quietMs = 1500, maxMs = 20_000) {
  const end = Date.now() + maxMs;
  while (Date.now() < end) {
    const api = rec.api();
    const busy = api.some((r) => !r.done);
    const last = Math.max(0, ...api.map((r) => r.t));
    if (!busy && Date.now() - last >= quietMs) return;
    await sleep(100);
  }
}

/** In-page probe: performance.now() of the first visible element matching the route's selector. */
function installRowProbe(selector) {
  const state = { firstRow: null, spinnerAfterClick: false, clickAt: null, changeRow: null };
  Object.defineProperty(window, "__bench", { value: state });
  const visible = (el) => el.getClientRects().length > 0 && !el.closest("[data-bench-old]");
  const check = () => {
    const now = performance.now();
    for (const el of document.querySelectorAll(selector)) {
      if (!visible(el)) continue;
      if (state.firstRow === null) state.firstRow = now;
      if (state.clickAt !== null && state.changeRow === null) state.changeRow = now;
      break;
    }
    if (state.clickAt !== null && state.changeRow === null && document.querySelector("main [role=status]")) {
      state.spinnerAfterClick = true;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["class", "hidden"] });
  document.addEventListener("click", () => {
    if (state.clickAt === null && document.documentElement.dataset.benchArmed) state.clickAt = performance.now();
  }, true);
}

async function heapMb(cdp) {
  await cdp.send("HeapProfiler.enable");
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize / 1024 / 1024;
}

/** One first visit of a route (fresh context: empty cache and storage). */
async function visit(name, { routeChange = false } = {}) {
  const route = ROUTES[name];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installRowProbe, route.row);
  const rec = await recorder(context, page, { cacheDisabled: true });
  await page.goto(`${BASE}#${route.path}`, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench?.firstRow !== null, null, { timeout: 30_000, polling: 50 });
  await settle(rec);
  const timing = await page.evaluate((api) => {
    const res = performance.getEntriesByType("resource");
    const entry = res.find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name));
    const apis = res.filter((e) => e.name.startsWith(api)).map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));
    return { firstRow: window.__bench.firstRow, entryJsEnd: entry?.responseEnd ?? null, apis };
  }, API);
  const dataReq = timing.apis.find((a) => route.data.test(a.url));
  const reqs = rec.list();
  const bytes = { js: 0, css: 0, other: 0 };
  for (const r of reqs) bytes[kind(r.type, r.url)] += r.bytes;
  const result = {
    firstRowMs: timing.firstRow,
    entryJsEndMs: timing.entryJsEnd,
    firstApiStartMs: timing.apis.length ? Math.min(...timing.apis.map((a) => a.start)) : null,
    dataRequestStartMs: dataReq?.start ?? null,
    jsKB: bytes.js / 1024,
    cssKB: bytes.css / 1024,
    otherKB: bytes.other / 1024,
    requests: reqs.length,
    apiRequests: rec.api().length,
    preflights: rec.preflights().length,
    apiUrls: rec.api().map((r) => r.url.slice(API.length)),
    heapMB: await heapMb(rec.cdp),
  };
  if (routeChange) {
    // Hover the menu link (prefetch), then click it: time from the click to the first new row.
    const link = page.locator('header nav a[href="#/blocks/1"]').first();
    await page.evaluate(() => {
      for (const el of document.querySelectorAll("main tbody tr, main ul[aria-label] > li")) el.setAttribute("data-bench-old", "");
      for (const el of document.querySelectorAll("main table, main ul[aria-label]")) el.setAttribute("data-bench-old", "");
      document.documentElement.dataset.benchArmed = "1";
    });
    await link.hover();
    await sleep(600);
    await link.click();
    await page.waitForFunction(() => window.__bench.changeRow !== null, null, { timeout: 30_000, polling: 50 });
    const s = await page.evaluate(() => window.__bench);
    result.routeChangeMs = s.changeRow - s.clickAt;
    result.routeChangeSpinner = s.spinnerAfterClick;
  }
  if (name === "home") {
    // Repeat visit: a new tab in the same context with the HTTP cache enabled.
    await page.close();
    const again = await context.newPage();
    await again.addInitScript(installRowProbe, route.row);
    const rec2 = await recorder(context, again, { cacheDisabled: false });
    await again.goto(`${BASE}#${route.path}`, { waitUntil: "commit" });
    await again.waitForFunction(() => window.__bench?.firstRow !== null, null, { timeout: 30_000, polling: 50 });
    await settle(rec2);
    result.repeatApiRequests = rec2.api().length;
    result.repeatApiUrls = rec2.api().map((r) => r.url.slice(API.length));
    result.repeatFirstRowMs = await again.evaluate(() => window.__bench.firstRow);
  }
  await context.close();
  return result;
}

/** API requests on home during an idle window, visible and then hidden. */
async function idle() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installRowProbe, ROW);
  const rec = await recorder(context, page, { cacheDisabled: false });
  await page.goto(`${BASE}#/`, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench?.firstRow !== null, null, { timeout: 30_000, polling: 50 });
  await settle(rec);
  rec.reset();
  log(`idle ${IDLE_SECONDS}s (visible)…`);
  await sleep(IDLE_SECONDS * 1000);
  const visible = rec.api().map((r) => r.url.slice(API.length));
  // Hidden: what React Query's focusManager and the app read (document.visibilityState /
  // document.hidden + the visibilitychange event), as a background tab would report.
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => true });
    document.dispatchEvent(new Event("visibilitychange"));
    window.dispatchEvent(new Event("blur"));
  });
  await sleep(1000);
  rec.reset();
  log(`idle ${IDLE_SECONDS}s (hidden)…`);
  await sleep(IDLE_SECONDS * 1000);
  const hidden = rec.api().map((r) => r.url.slice(API.length));
  await context.close();
  const perMin = (n) => (n * 60) / IDLE_SECONDS;
  return { idleSeconds: IDLE_SECONDS, visiblePerMin: perMin(visible.length), hiddenPerMin: perMin(hidden.length), visibleUrls: visible, hiddenUrls: hidden };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
function summarise(runs) {
  const keys = Object.keys(runs[0]).filter((k) => typeof runs[0][k] === "number" || runs.some((r) => typeof r[k] === "number"));
  const out = {};
  for (const k of keys) {
    const xs = runs.map((r) => r[k]).filter((x) => typeof x === "number");
    out[k] = { median: median(xs), min: Math.min(...xs), max: Math.max(...xs) };
  }
  const spinner = runs.map((r) => r.routeChangeSpinner).filter((x) => typeof x === "boolean");
  if (spinner.length) out.routeChangeSpinnerRuns = spinner.filter(Boolean).length;
  return out;
}

// ---------------------------------------------------------------------------------------------
const results = { date: new Date().toISOString(), commit: gitCommit(), runs: RUNS, api: API, routes: {}, budget: null, idle: null, lighthouse: {} };
function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  return r.stdout.trim() || "unknown";
}

try {
  const budget = spawnSync(process.execPath, ["scripts/budget.mjs", "--dir", DIST, "--json"], { cwd: ROOT, encoding: "utf8" });
  results.budget = JSON.parse(budget.stdout);
} catch {
  results.budget = null;
}

for (const name of routeNames) {
  log(`${name}: warm-up + ${RUNS} runs`);
  await visit(name, { routeChange: name === "home" });
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await visit(name, { routeChange: name === "home" }));
  results.routes[name] = { path: ROUTES[name].path, summary: summarise(runs), apiUrls: runs[0].apiUrls, repeatApiUrls: runs[0].repeatApiUrls, runs };
}
if (routeNames.includes("home") && IDLE_SECONDS > 0) results.idle = await idle();
await browser.close();

// Lighthouse, mobile preset (its default), one run per route.
if (!flag("no-lighthouse")) {
  const { default: lighthouse } = await import("lighthouse");
  const { launch } = await import("chrome-launcher");
  for (const name of routeNames.filter((n) => ROUTES[n].lighthouse)) {
    // Lighthouse scores move by several points between runs on a small machine: LH_RUNS runs,
    // the run with the median performance score is reported (all runs are in results.json)
    const runs = [];
    for (let i = 0; i < LH_RUNS; i++) {
      log(`lighthouse ${name} ${i + 1}/${LH_RUNS}`);
      const chrome = await launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
      try {
        const r = await lighthouse(`${BASE}#${ROUTES[name].path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility", "best-practices"],
        });
        const c = r.lhr.categories;
        const failing = (cat) =>
          (c[cat]?.auditRefs ?? [])
            .filter((a) => a.weight > 0 && (r.lhr.audits[a.id]?.score ?? 1) < 1)
            .map((a) => a.id);
        runs.push({
          performance: Math.round((c.performance?.score ?? 0) * 100),
          accessibility: Math.round((c.accessibility?.score ?? 0) * 100),
          bestPractices: Math.round((c["best-practices"]?.score ?? 0) * 100),
          fcpMs: r.lhr.audits["first-contentful-paint"]?.numericValue,
          lcpMs: r.lhr.audits["largest-contentful-paint"]?.numericValue,
          tbtMs: r.lhr.audits["total-blocking-time"]?.numericValue,
          cls: r.lhr.audits["cumulative-layout-shift"]?.numericValue,
          failing: { performance: failing("performance"), accessibility: failing("accessibility"), bestPractices: failing("best-practices") },
        });
      } finally {
        await chrome.kill();
      }
    }
    const sorted = [...runs].sort((a, b) => a.performance - b.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    results.lighthouse[name] = {
      ...median,
      performanceRuns: runs.map((r) => r.performance),
      accessibilityMin: Math.min(...runs.map((r) => r.accessibility)),
      bestPracticesMin: Math.min(...runs.map((r) => r.bestPractices)),
      runs,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Report.
mkdirSync(join(ROOT, "bench"), { recursive: true });
writeFileSync(join(ROOT, "bench/results.json"), `${JSON.stringify(results, null, 2)}\n`);

const f0 = (x) => (x === null || x === undefined || !Number.isFinite(x) ? "–" : String(Math.round(x)));
const f1 = (x) => (x === null || x === undefined || !Number.isFinite(x) ? "–" : x.toFixed(1));
const mm = (s, f = f0) => (s ? `${f(s.median)} (${f(s.min)}–${f(s.max)})` : "–");
const ok = (pass) => (pass ? "✅" : "❌");

const lines = [];
lines.push(`Benchmark of ${results.date.slice(0, 10)} (commit ${results.commit}), local ARK Core testnet, Chromium, desktop 1280×800, first visits with the HTTP cache disabled: median (min–max) of ${RUNS} runs after a warm-up. Lighthouse: mobile preset, the median of ${LH_RUNS} runs (all runs' performance scores in brackets).`);
lines.push("");
lines.push("| route | JS KB | CSS KB | other KB | requests (all / API) | first data row ms | page data request starts ms | JS heap MB | Lighthouse perf / a11y / best practices |");
lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---|");
for (const name of routeNames) {
  const s = results.routes[name].summary;
  const lh = results.lighthouse[name];
  lines.push(`| ${name} | ${mm(s.jsKB, f1)} | ${mm(s.cssKB, f1)} | ${mm(s.otherKB, f1)} | ${f0(s.requests.median)} / ${f0(s.apiRequests.median)} | ${mm(s.firstRowMs)} | ${mm(s.dataRequestStartMs)} | ${mm(s.heapMB, f1)} | ${lh ? `${lh.performance} (${lh.performanceRuns?.join(", ") ?? lh.performance}) / ${lh.accessibilityMin ?? lh.accessibility} / ${lh.bestPracticesMin ?? lh.bestPractices}` : "–"} |`);
}
lines.push("");
const home = results.routes.home?.summary;
const budgetRow = (r) => results.budget?.find((b) => b.route === r);
lines.push("| figure (home unless said) | measured | target | |");
lines.push("|---|---:|---:|---|");
const homeBudget = budgetRow("home");
if (homeBudget) lines.push(`| JS + CSS gzip, home (bundle budget) | ${homeBudget.total} KB | ≤ 150 KB | ${ok(homeBudget.targetMet)} |`);
const others = results.budget?.filter((b) => b.route !== "home") ?? [];
if (others.length) {
  const worst = others.reduce((a, b) => (b.total > a.total ? b : a));
  lines.push(`| JS + CSS gzip, largest other route (${worst.route}) | ${worst.total} KB | ≤ 120 KB | ${ok(others.every((b) => b.targetMet))} |`);
}
if (home) {
  lines.push(`| API requests until settled, first visit | ${f0(home.apiRequests.median)} | ≤ 6 | ${ok(home.apiRequests.median <= 6)} |`);
  lines.push(`| API requests until settled, repeat visit | ${f0(home.repeatApiRequests?.median)} | ≤ 3 | ${ok(home.repeatApiRequests?.median <= 3)} |`);
  lines.push(`| CORS preflights | ${f0(home.preflights.median)} | 0 | ${ok(home.preflights.median === 0)} |`);
  lines.push(`| route change home → blocks after hover, ms to first row | ${mm(home.routeChangeMs)} | no spinner | ${ok(home.routeChangeSpinnerRuns === 0)} (spinner in ${home.routeChangeSpinnerRuns}/${RUNS}) |`);
  lines.push(`| first data row after the entry script arrived, ms | ${f0(home.firstRowMs.median - home.entryJsEndMs.median)} | one API round-trip | |`);
  lines.push(`| JS heap after settle | ${f1(home.heapMB.median)} MB | ≤ 15 MB | ${ok(home.heapMB.median <= 15)} |`);
}
if (results.idle) {
  lines.push(`| API requests per idle minute, visible (${IDLE_SECONDS} s window) | ${f1(results.idle.visiblePerMin)} | ≤ 10 | ${ok(results.idle.visiblePerMin <= 10)} |`);
  lines.push(`| API requests per idle minute, hidden | ${f1(results.idle.hiddenPerMin)} | 0 | ${ok(results.idle.hiddenPerMin === 0)} |`);
}
const lhs = Object.values(results.lighthouse);
if (lhs.length) {
  lines.push(`| Lighthouse performance (lowest route median of ${LH_RUNS} runs, ${lhs.length} routes) | ${Math.min(...lhs.map((l) => l.performance))} | ≥ 95 | ${ok(lhs.every((l) => l.performance >= 95))} |`);
  lines.push(`| Lighthouse accessibility (min over all runs) | ${Math.min(...lhs.map((l) => l.accessibilityMin ?? l.accessibility))} | 100 | ${ok(lhs.every((l) => (l.accessibilityMin ?? l.accessibility) === 100))} |`);
  lines.push(`| Lighthouse best practices (min over all runs) | ${Math.min(...lhs.map((l) => l.bestPracticesMin ?? l.bestPractices))} | ≥ 95 | ${ok(lhs.every((l) => (l.bestPracticesMin ?? l.bestPractices) >= 95))} |`);
}
const table = lines.join("\n");
console.log(table);

if (flag("readme")) {
  const readmePath = join(ROOT, "README.md");
  const readme = readFileSync(readmePath, "utf8");
  const start = "<!-- bench:start -->";
  const end = "<!-- bench:end -->";
  const a = readme.indexOf(start);
  const b = readme.indexOf(end);
  if (a >= 0 && b > a) {
    writeFileSync(readmePath, `${readme.slice(0, a + start.length)}\n${table}\n${readme.slice(b)}`);
    log("README.md updated");
  } else log("README.md has no bench markers; table not written");
}
cleanup();
process.exit(0);
