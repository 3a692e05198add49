#!/usr/bin/env node
/* global window, document, MutationObserver */
// Performance benchmark (first visits, main-thread work, Lighthouse). Builds the production
// bundle (catalogs extracted first), serves it under /explorer/ against the REAL local testnet
// (e2e/config.e2e.json with its `server` set to the API below), and measures with Debian's Chromium
// through Playwright + CDP, then Lighthouse (mobile preset):
//   - per route, first visit with the HTTP cache disabled, 1 warm-up + N runs, medians with
//     min–max: bytes transferred by type (encodedDataLength), requests (all / API) until settled,
//     time to the first data row, DOM size and JS heap after settle, the longest main-thread task
//     that started after the first data row (Long Tasks API: only tasks ≥ 50 ms are reported, 0 =
//     none);
//   - home: API requests until settled (first and repeat visit), route change home → blocks after
//     hovering the link (time to first row, spinner seen or not), API requests per idle minute
//     while visible and while hidden;
//   - search: the header search box, typing a delegate's username one key at a time (150 ms
//     apart): per keystroke the time from the keydown to the first change of the suggestion list
//     (and the Event Timing duration, keydown to the next paint), and whether the delegate is
//     suggested;
//   - Lighthouse performance / accessibility / best practices for the routes marked below.
// Profiles: `default` (the seeded testnet, e2e/.manifest.json: home, blocks, wallet, transaction,
// delegate monitor) and `scale` (the mainnet-scale chain of `npm run testnet:scale`,
// e2e/.manifest.scale.json: home, blocks, transactions, top wallets, the 30k-transaction wallet,
// the 3,000-voter delegate's voters, delegates, the delegate monitor and its Standby tab).
// The API is --api, else http://127.0.0.1:$ARK_API_PORT/api, else the e2e config's server.
// Writes bench/results.json (default) or bench/results.scale.json, prints markdown tables, and
// with --readme replaces the text between the profile's markers (`bench:start`/`bench:end`,
// `bench-scale:start`/`bench-scale:end`): a short table in README.md, the full tables in
// docs/performance.md.
//
//   node scripts/bench.mjs [--profile default|scale] [--api http://127.0.0.1:4003/api] [--runs 5]
//                          [--idle-seconds 60 (scale: 0)] [--port 4186] [--dir <outDir>]
//                          [--no-build] [--no-extract] [--no-lighthouse] [--lighthouse-runs 3]
//                          [--routes home,blocks] [--no-search] [--no-clicks] [--readme]
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

const PROFILE = opt("profile", "default");
if (PROFILE !== "default" && PROFILE !== "scale") {
  console.error(`[bench] unknown profile "${PROFILE}" (default or scale)`);
  process.exit(1);
}
const SCALE = PROFILE === "scale";
const RUNS = Number(opt("runs", 5));
const LH_RUNS = Math.max(1, Number(opt("lighthouse-runs", 3)));
// the idle windows cost two minutes and do not depend on the chain's size: default profile only
const IDLE_SECONDS = Number(opt("idle-seconds", SCALE ? 0 : 60));
const PORT = Number(opt("port", 4186));
const DIST = resolve(opt("dir", join(tmpdir(), "ark-explorer-bench-dist")));
const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The flags of playwright.config.ts. */
const CHROME_FLAGS = JSON.parse(readFileSync(join(ROOT, "e2e/chromium-flags.json"), "utf8"));
const config = JSON.parse(readFileSync(join(ROOT, "e2e/config.e2e.json"), "utf8"));
// The scale profile may answer on another port than the default one (both can run side by side).
const API = (
  opt("api", "") ||
  (process.env.ARK_API_PORT ? `http://127.0.0.1:${process.env.ARK_API_PORT}/api` : config.server)
).replace(/\/$/, "");
/** The e2e config with `server` pointing at the API measured, served as the app's config.json. */
const CONFIG_FILE = join(tmpdir(), `ark-explorer-bench-config-${PORT}.json`);
writeFileSync(CONFIG_FILE, `${JSON.stringify({ ...config, server: API }, null, 2)}\n`);
const BASE = `http://127.0.0.1:${PORT}/explorer/`;

const log = (...a) => console.error("[bench]", ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// ---------------------------------------------------------------------------------------------
// Cases: wallets, transactions and usernames come from the profile's manifest.
const manifestPath = SCALE
  ? (process.env.MANIFEST_SCALE ?? join(ROOT, "e2e/.manifest.scale.json"))
  : (process.env.MANIFEST ?? join(ROOT, "e2e/.manifest.json"));
if (!existsSync(manifestPath)) {
  console.error(
    SCALE
      ? `[bench] ${manifestPath} is missing: build and start the mainnet-scale chain first (npm run testnet:scale)`
      : `[bench] ${manifestPath} is missing: seed the testnet first (npm run testnet:seed)`,
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));

const ROW = "main tbody tr, main ul[aria-label] > li";
/**
 * Route → hash path, the element that counts as "first data row", the page's own data request,
 * whether Lighthouse runs on it, its target for API requests until settled (scale table), and a
 * tab to choose after the first visit settles (its accessible name).
 */
let ROUTES;
/** The delegate whose username is typed into the search box. */
let searchDelegate;
if (SCALE) {
  const whale = manifest.wallets.whale.address;
  const popular = manifest.wallets.popularDelegate.address;
  searchDelegate = manifest.wallets.standbyDelegate;
  ROUTES = {
    home: { path: "/", row: ROW, data: /\/transactions\?/, lighthouse: true, apiTarget: 6 },
    blocks: { path: "/blocks/1", row: ROW, data: /\/blocks\?/, lighthouse: false, apiTarget: 6 },
    transactions: {
      path: "/transactions/1",
      row: ROW,
      data: /\/transactions\?/,
      lighthouse: false,
      apiTarget: 6,
    },
    "top-wallets": {
      path: "/top-wallets/1",
      row: ROW,
      data: /\/wallets\/top\?/,
      lighthouse: false,
      apiTarget: 6,
    },
    wallet: {
      path: `/wallets/${whale}`,
      row: ROW,
      data: new RegExp(`/wallets/${whale}(\\?|$)`),
      lighthouse: true,
      apiTarget: 8,
    },
    voters: {
      path: `/wallets/${popular}/voters/1`,
      row: ROW,
      data: /\/delegates\/[^/?]+\/voters/,
      lighthouse: false,
      apiTarget: 6,
    },
    delegates: {
      path: "/delegates/1",
      row: ROW,
      data: /\/delegates\?/,
      lighthouse: false,
      apiTarget: 6,
    },
    "delegate-monitor": {
      path: "/delegate-monitor",
      row: ROW,
      data: /\/delegates\?/,
      lighthouse: true,
      apiTarget: 8,
      tab: "Standby",
    },
  };
} else {
  const walletAddress =
    manifest.wallets?.rich?.address ?? Object.values(manifest.wallets ?? {})[0]?.address;
  const transactionId =
    manifest.transactions?.transfer ?? Object.values(manifest.transactions ?? {})[0];
  searchDelegate = manifest.wallets?.delegate ?? manifest.wallets?.genesisDelegate;
  ROUTES = {
    home: { path: "/", row: ROW, data: /\/transactions\?/, lighthouse: true, apiTarget: 6 },
    blocks: { path: "/blocks/1", row: ROW, data: /\/blocks\?/, lighthouse: true, apiTarget: 6 },
    wallet: {
      path: `/wallets/${walletAddress}`,
      row: ROW,
      data: new RegExp(`/wallets/${walletAddress}(\\?|$)`),
      lighthouse: true,
      apiTarget: 8,
    },
    transaction: {
      path: `/transaction/${transactionId}`,
      row: "main dl dd",
      data: new RegExp(`/transactions/${transactionId}`),
      lighthouse: false,
      apiTarget: 8,
    },
    "delegate-monitor": {
      path: "/delegate-monitor",
      row: ROW,
      data: /\/delegates\?/,
      lighthouse: true,
      apiTarget: 8,
    },
  };
}
/**
 * Clicks from page to page as a visitor makes them (a click, no hover first): after a settled first
 * visit of `from`, the first link in <main> matching `link` is clicked; `to` is the hash prefix of
 * the detail page. Measured: ms from the click to the detail page's own content (its <h1> and a
 * fact list or a data row, no loading indicator), whether a spinner showed, API requests after it.
 */
const CLICKS = [
  {
    name: "home → transaction",
    from: "/",
    link: 'main a[href^="#/transaction/"]',
    to: "#/transaction/",
  },
  { name: "blocks → block", from: "/blocks/1", link: 'main a[href^="#/block/"]', to: "#/block/" },
  {
    name: "blocks → wallet",
    from: "/blocks/1",
    link: 'main a[href^="#/wallets/"]',
    to: "#/wallets/",
  },
  {
    name: "wallet → transaction",
    from: SCALE ? `/wallets/${manifest.wallets.whale.address}` : ROUTES.wallet.path,
    link: 'main a[href^="#/transaction/"]',
    to: "#/transaction/",
  },
];
const SEARCH_PREFIX = 7;
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
  const child = spawn(process.execPath, cmdArgs, {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.on(
    "exit",
    (code) => code !== null && code !== 0 && log(`${cmdArgs[0]} exited with ${code}`),
  );
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
  console.error(
    `[bench] the testnet API ${API} does not answer (${SCALE ? "npm run testnet:scale" : "npm run testnet:start"})`,
  );
  process.exit(1);
}
// the scale manifest's cases only exist on the chain it was built with
if (SCALE && manifest.lastBlockId && !(await isUp(`${API}/blocks/${manifest.lastBlockId}`))) {
  console.error(
    `[bench] ${API} does not serve the mainnet-scale chain of ${manifestPath} (block ${manifest.lastBlockId} unknown)`,
  );
  process.exit(1);
}
await startServer(
  [
    "scripts/serve.mjs",
    "--port",
    String(PORT),
    "--base",
    "/explorer/",
    "--dir",
    DIST,
    "--config",
    CONFIG_FILE,
  ],
  BASE,
);
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
    requests.set(e.requestId, {
      url: e.request.url,
      method: e.request.method,
      type: e.type,
      t: Date.now(),
      done: false,
      bytes: 0,
      preflight: e.type === "Preflight" || e.request.method === "OPTIONS",
    });
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

/**
 * Waits until no API request is in flight and none started for `quietMs` (max `maxMs`); with
 * `since` (ms timestamp), the quiet time counts from then at the earliest (for an action whose
 * requests may not have started yet).
 */
async function settle(rec, quietMs = 1500, maxMs = 20_000, since = 0) {
  const end = Date.now() + maxMs;
  while (Date.now() < end) {
    const api = rec.api();
    const busy = api.some((r) => !r.done);
    const last = Math.max(since, ...api.map((r) => r.t));
    if (!busy && Date.now() - last >= quietMs) return;
    await sleep(100);
  }
}

/** In-page probe: performance.now() of the first visible element matching the route's selector. */
function installRowProbe(selector) {
  const state = {
    firstRow: null,
    spinnerAfterClick: false,
    clickAt: null,
    changeRow: null,
    longTasks: [],
  };
  Object.defineProperty(window, "__bench", { value: state });
  // main-thread tasks of 50 ms or more (the Long Tasks API reports no shorter ones)
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries())
        state.longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: "longtask", buffered: true });
  } catch {
    // no Long Tasks API: the longest task stays unknown
  }
  const visible = (el) => el.getClientRects().length > 0 && !el.closest("[data-bench-old]");
  const check = () => {
    const now = performance.now();
    for (const el of document.querySelectorAll(selector)) {
      if (!visible(el)) continue;
      if (state.firstRow === null) state.firstRow = now;
      if (state.clickAt !== null && state.changeRow === null) state.changeRow = now;
      break;
    }
    if (
      state.clickAt !== null &&
      state.changeRow === null &&
      document.querySelector("main [role=status] .animate-spin")
    ) {
      state.spinnerAfterClick = true;
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ["class", "hidden"],
  });
  document.addEventListener(
    "click",
    () => {
      if (state.clickAt === null && document.documentElement.dataset.benchArmed)
        state.clickAt = performance.now();
    },
    true,
  );
}

async function heapMb(cdp) {
  await cdp.send("HeapProfiler.enable");
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize / 1024 / 1024;
}

/** Marks the rows and lists on screen as old: the probe's `changeRow` waits for a new one. */
async function armRowChange(page) {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll("main tbody tr, main ul[aria-label] > li"))
      el.setAttribute("data-bench-old", "");
    for (const el of document.querySelectorAll("main table, main ul[aria-label]"))
      el.setAttribute("data-bench-old", "");
    document.documentElement.dataset.benchArmed = "1";
  });
}

/**
 * After a settled first visit: clicks the tab named `name` (the delegate monitor's tabs are links
 * with role=tab that set `?tab=`), waits for its first row and for the API to settle, and measures
 * what choosing it costs: ms from the click to the first new row, API requests after the click,
 * DOM size, the longest task that started after the click, the JS heap.
 */
async function chooseTab(page, rec, name) {
  rec.reset();
  await armRowChange(page);
  const clickedAt = Date.now();
  await page.getByRole("tab", { name: new RegExp(`^${name}`) }).click();
  await page.waitForFunction(() => window.__bench.changeRow !== null, null, {
    timeout: 30_000,
    polling: 50,
  });
  await settle(rec, 1500, 30_000, clickedAt);
  const m = await page.evaluate(() => {
    const { clickAt, changeRow, longTasks } = window.__bench;
    return {
      rowMs: changeRow - clickAt,
      domNodes: document.getElementsByTagName("*").length,
      longestTask: Math.max(
        0,
        ...longTasks.filter((t) => t.start >= clickAt).map((t) => t.duration),
      ),
    };
  });
  return {
    tabRowMs: m.rowMs,
    tabApiRequests: rec.api().length,
    tabApiUrls: rec.api().map((r) => r.url.slice(API.length)),
    tabDomNodes: m.domNodes,
    tabLongestTaskMs: m.longestTask,
    tabHeapMB: await heapMb(rec.cdp),
  };
}

/** In-page probe of a click's result: performance.now() when the detail page `to` shows its content. */
function installClickProbe(to) {
  const state = { clickAt: null, shownAt: null, spinner: false, oldTitle: null };
  Object.defineProperty(window, "__click", { value: state });
  const check = () => {
    if (state.clickAt === null || state.shownAt !== null) return;
    const main = document.querySelector("main");
    if (!main) return;
    // the loading spinner (src/shared/ui/Spinner.tsx); other role=status elements are live regions
    const spinner = main.querySelector("[role=status] .animate-spin");
    if (spinner) state.spinner = true;
    const h1 = main.querySelector("h1");
    const content = main.querySelector("dl dd, tbody tr, ul[aria-label] > li");
    if (
      document.location.hash.startsWith(to) &&
      h1 &&
      h1.textContent !== state.oldTitle &&
      content &&
      !spinner
    ) {
      state.shownAt = performance.now();
    }
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
  document.addEventListener(
    "click",
    () => {
      if (state.clickAt !== null || !document.documentElement.dataset.clickArmed) return;
      state.clickAt = performance.now();
      state.oldTitle = document.querySelector("main h1")?.textContent ?? null;
      queueMicrotask(check);
    },
    true,
  );
}

/** One click journey (fresh context, first visit of `from` settled, then the click). */
async function clickJourney(journey) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installClickProbe, journey.to);
  const rec = await recorder(context, page, { cacheDisabled: true });
  await page.goto(`${BASE}#${journey.from}`, { waitUntil: "commit" });
  const link = page.locator(journey.link).first();
  await link.waitFor({ state: "visible", timeout: 30_000 });
  await settle(rec);
  await page.evaluate(() => (document.documentElement.dataset.clickArmed = "1"));
  const clickedAt = Date.now();
  await link.click();
  await page.waitForFunction(() => window.__click.shownAt !== null, null, {
    timeout: 30_000,
    polling: 20,
  });
  await settle(rec, 1500, 30_000, clickedAt);
  const s = await page.evaluate(() => ({ ...window.__click }));
  const after = rec.api().filter((r) => r.t >= clickedAt);
  await context.close();
  return {
    ms: s.shownAt - s.clickAt,
    spinner: s.spinner,
    apiRequests: after.length,
    apiUrls: after.map((r) => r.url.slice(API.length)),
  };
}

/** One first visit of a route (fresh context: empty cache and storage). */
async function visit(name, { routeChange = false } = {}) {
  const route = ROUTES[name];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installRowProbe, route.row);
  const rec = await recorder(context, page, { cacheDisabled: true });
  await page.goto(`${BASE}#${route.path}`, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench?.firstRow !== null, null, {
    timeout: 30_000,
    polling: 50,
  });
  await settle(rec);
  const timing = await page.evaluate((api) => {
    const res = performance.getEntriesByType("resource");
    const entry = res.find((e) => /\/assets\/index-[^/]+\.js$/.test(e.name));
    const apis = res
      .filter((e) => e.name.startsWith(api))
      .map((e) => ({ url: e.name, start: e.startTime, end: e.responseEnd }));
    const { firstRow, longTasks } = window.__bench;
    return {
      firstRow,
      entryJsEnd: entry?.responseEnd ?? null,
      apis,
      domNodes: document.getElementsByTagName("*").length,
      longestTaskAfterRow: Math.max(
        0,
        ...longTasks.filter((t) => t.start >= firstRow).map((t) => t.duration),
      ),
      longestTask: Math.max(0, ...longTasks.map((t) => t.duration)),
    };
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
    // when the page's own data answer arrived, and how long its first row took after that
    dataAnswerMs: dataReq?.end ?? null,
    rowAfterAnswerMs: dataReq ? timing.firstRow - dataReq.end : null,
    jsKB: bytes.js / 1024,
    cssKB: bytes.css / 1024,
    otherKB: bytes.other / 1024,
    requests: reqs.length,
    apiRequests: rec.api().length,
    preflights: rec.preflights().length,
    apiUrls: rec.api().map((r) => r.url.slice(API.length)),
    domNodes: timing.domNodes,
    longestTaskAfterRowMs: timing.longestTaskAfterRow,
    longestTaskMs: timing.longestTask,
    heapMB: await heapMb(rec.cdp),
  };
  if (route.tab) Object.assign(result, await chooseTab(page, rec, route.tab));
  if (routeChange) {
    // Hover the menu link (prefetch), then click it: time from the click to the first new row.
    const link = page.locator('header nav a[href="#/blocks/1"]').first();
    await armRowChange(page);
    await link.hover();
    await sleep(600);
    await link.click();
    await page.waitForFunction(() => window.__bench.changeRow !== null, null, {
      timeout: 30_000,
      polling: 50,
    });
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
    await again.waitForFunction(() => window.__bench?.firstRow !== null, null, {
      timeout: 30_000,
      polling: 50,
    });
    await settle(rec2);
    result.repeatApiRequests = rec2.api().length;
    result.repeatApiUrls = rec2.api().map((r) => r.url.slice(API.length));
    result.repeatFirstRowMs = await again.evaluate(() => window.__bench.firstRow);
  }
  await context.close();
  return result;
}

/**
 * One search run on home: focuses the header search box (which asks for every delegate), waits
 * for the API to settle, then types `username` one key at a time, 150 ms apart. Per keystroke:
 * `listMs`, ms from the keydown (event.timeStamp) to the first mutation of the suggestion list
 * (null when the list did not change: under 2 characters, or the same matches), and `paintMs`, the
 * Event Timing duration of the keystroke (keydown to the next paint; null when under the API's
 * 16 ms threshold). Also the suggestions after the first SEARCH_PREFIX characters and at the end.
 */
async function searchRun(username) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installRowProbe, ROW);
  const rec = await recorder(context, page, { cacheDisabled: true });
  await page.goto(`${BASE}#/`, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench?.firstRow !== null, null, {
    timeout: 30_000,
    polling: 50,
  });
  await settle(rec);
  rec.reset();
  const focusedAt = Date.now();
  await page.locator('form[role="search"] input[role="combobox"]').focus();
  // the full delegate list is in before the first key: the keystrokes measure the typing alone
  await settle(rec, 1500, 30_000, focusedAt);
  const focusApiRequests = rec.api().length;
  await page.evaluate(() => {
    const list = document.querySelector('form[role="search"] [role="listbox"]');
    const state = { keys: [], events: [] };
    Object.defineProperty(window, "__benchSearch", { value: state });
    document.addEventListener(
      "keydown",
      (e) => state.keys.push({ key: e.key, down: e.timeStamp, listAt: null }),
      true,
    );
    new MutationObserver(() => {
      const k = state.keys[state.keys.length - 1];
      if (k && k.listAt === null) k.listAt = performance.now();
    }).observe(list, { subtree: true, childList: true, attributes: true, characterData: true });
    try {
      new PerformanceObserver((l) => {
        for (const e of l.getEntries())
          state.events.push({ name: e.name, start: e.startTime, duration: e.duration });
      }).observe({ type: "event", durationThreshold: 16 });
    } catch {
      // no Event Timing API: paintMs stays null
    }
  });
  const options = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('form[role="search"] [role="option"]')].map(
        (o) => o.querySelector("span")?.textContent?.trim() ?? "",
      ),
    );
  let prefixOptions = [];
  const prefixLength = Math.min(SEARCH_PREFIX, username.length);
  for (let i = 0; i < username.length; i++) {
    await page.keyboard.type(username[i]);
    await sleep(150);
    if (i === prefixLength - 1) prefixOptions = await options();
  }
  await sleep(300);
  const finalOptions = await options();
  const { keys, events } = await page.evaluate(() => window.__benchSearch);
  await context.close();
  const keystrokes = keys.map((k, i) => {
    const next = keys[i + 1]?.down ?? Infinity;
    const durations = events
      .filter((e) => e.start >= k.down - 1 && e.start < next - 1)
      .map((e) => e.duration);
    return {
      key: k.key,
      listMs: k.listAt === null ? null : k.listAt - k.down,
      paintMs: durations.length ? Math.max(...durations) : null,
    };
  });
  const prefix = username.slice(0, prefixLength).toLowerCase();
  return {
    focusApiRequests,
    keystrokes,
    prefixOptions,
    finalOptions,
    prefixOk:
      prefixOptions.length > 0 && prefixOptions.every((n) => n.toLowerCase().includes(prefix)),
    found: finalOptions.includes(username),
  };
}

/** `runs` search runs with the manifest's delegate; keystroke figures over all runs. */
async function searchBench(runs) {
  const username = searchDelegate.username;
  const prefixLength = Math.min(SEARCH_PREFIX, username.length);
  const all = [];
  for (let i = 0; i < runs; i++) {
    log(`search "${username}" ${i + 1}/${runs}`);
    all.push(await searchRun(username));
  }
  const stats = (xs) => {
    const v = xs.filter((x) => typeof x === "number");
    return { n: v.length, median: median(v), max: v.length ? Math.max(...v) : null };
  };
  const prefixKeys = all.flatMap((r) => r.keystrokes.slice(0, prefixLength));
  const allKeys = all.flatMap((r) => r.keystrokes);
  return {
    username,
    prefix: username.slice(0, prefixLength),
    keystrokesPerRun: prefixLength,
    prefixListMs: stats(prefixKeys.map((k) => k.listMs)),
    prefixPaintMs: stats(prefixKeys.map((k) => k.paintMs)),
    allListMs: stats(allKeys.map((k) => k.listMs)),
    allPaintMs: stats(allKeys.map((k) => k.paintMs)),
    prefixOk: all.every((r) => r.prefixOk),
    found: all.every((r) => r.found),
    focusApiRequests: median(all.map((r) => r.focusApiRequests)),
    runs: all,
  };
}

/** API requests on home during an idle window, visible and then hidden. */
async function idle() {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(installRowProbe, ROW);
  const rec = await recorder(context, page, { cacheDisabled: false });
  await page.goto(`${BASE}#/`, { waitUntil: "commit" });
  await page.waitForFunction(() => window.__bench?.firstRow !== null, null, {
    timeout: 30_000,
    polling: 50,
  });
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
  return {
    idleSeconds: IDLE_SECONDS,
    visiblePerMin: perMin(visible.length),
    hiddenPerMin: perMin(hidden.length),
    visibleUrls: visible,
    hiddenUrls: hidden,
  };
}

const median = (xs) => {
  const s = xs.filter((x) => typeof x === "number").sort((a, b) => a - b);
  if (!s.length) return null;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
};
function summarise(runs) {
  const keys = Object.keys(runs[0]).filter(
    (k) => typeof runs[0][k] === "number" || runs.some((r) => typeof r[k] === "number"),
  );
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
const results = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  profile: PROFILE,
  runs: RUNS,
  api: API,
  chain: SCALE
    ? {
        height: manifest.height,
        transactions: manifest.transactions,
        delegates: manifest.delegates?.total,
        whaleTransactions:
          (manifest.wallets.whale.sent ?? 0) + (manifest.wallets.whale.received ?? 0),
        popularDelegateVoters: manifest.wallets.popularDelegate.voters,
      }
    : undefined,
  routes: {},
  budget: null,
  idle: null,
  search: null,
  clicks: null,
  lighthouse: {},
};
function gitCommit() {
  const r = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" });
  return r.stdout.trim() || "unknown";
}

try {
  const budget = spawnSync(process.execPath, ["scripts/budget.mjs", "--dir", DIST, "--json"], {
    cwd: ROOT,
    encoding: "utf8",
  });
  results.budget = JSON.parse(budget.stdout);
} catch {
  results.budget = null;
}

// A route that fails (a timeout while the node restarts, a page that never shows a row) is
// reported as failed; the other routes' measurements are kept.
const failed = (what, error) => {
  log(`${what} failed: ${error.message}`);
  return String(error.message).split("\n")[0];
};
for (const name of routeNames) {
  log(`${name}: warm-up + ${RUNS} runs`);
  try {
    await visit(name, { routeChange: name === "home" });
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await visit(name, { routeChange: name === "home" }));
    results.routes[name] = {
      path: ROUTES[name].path,
      summary: summarise(runs),
      apiUrls: runs[0].apiUrls,
      repeatApiUrls: runs[0].repeatApiUrls,
      tabApiUrls: runs[0].tabApiUrls,
      runs,
    };
  } catch (error) {
    results.routes[name] = { path: ROUTES[name].path, error: failed(name, error) };
  }
}
if (!flag("no-clicks")) {
  results.clicks = {};
  for (const journey of CLICKS) {
    log(`click ${journey.name}: warm-up + ${RUNS} runs`);
    try {
      await clickJourney(journey);
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await clickJourney(journey));
      const ms = runs.map((r) => r.ms);
      const api = runs.map((r) => r.apiRequests);
      results.clicks[journey.name] = {
        ms: { median: median(ms), min: Math.min(...ms), max: Math.max(...ms) },
        spinnerRuns: runs.filter((r) => r.spinner).length,
        apiRequests: { median: median(api), min: Math.min(...api), max: Math.max(...api) },
        apiUrls: runs[0].apiUrls,
        runs,
      };
    } catch (error) {
      results.clicks[journey.name] = { error: failed(`click ${journey.name}`, error) };
    }
  }
}
if (routeNames.includes("home") && !flag("no-search") && searchDelegate?.username) {
  try {
    results.search = await searchBench(Math.max(1, RUNS));
  } catch (error) {
    results.search = { error: failed("search", error) };
  }
}
if (routeNames.includes("home") && IDLE_SECONDS > 0) results.idle = await idle();
await browser.close();

/**
 * Where a Lighthouse run's TBT comes from: the simulated long tasks that end after the first
 * contentful paint, their time over 50 ms summed by the script they are attributed to (file name
 * under the served folder; "" is the document's own work, "Unattributable" style, layout and
 * paint). An approximation of the TBT's parts: Lighthouse also stops counting at its TTI and
 * counts a task that starts before the FCP only from there, so the sum can exceed the TBT.
 */
function blockingByScript(lhr) {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const by = {};
  for (const task of lhr.audits["long-tasks"]?.details?.items ?? []) {
    if (task.startTime + task.duration <= fcp) continue;
    const script = String(task.url ?? "").replace(/^.*\/explorer\//, "");
    by[script] = Math.round((by[script] ?? 0) + Math.max(0, task.duration - 50));
  }
  return Object.fromEntries(Object.entries(by).sort((a, b) => b[1] - a[1]));
}

/**
 * When the browser first put the page on screen in a Lighthouse run's own (unthrottled) trace, ms
 * after the navigation started; null without the events. Lighthouse's simulated paints are built
 * on it: where it is late (the browser showed no frame between the static shell's first layout and
 * the app's first render, ~1.2 s here), the shell's heading is not the largest paint and the FCP and
 * Speed Index come out ~0.3 s and ~1 s later. On this machine it happened in about one run in four,
 * to a page without scripts too (the static shell alone, 1 of 6): a
 * property of the host and the browser, not of the app.
 */
function observedFirstPaint(events) {
  if (!Array.isArray(events)) return null;
  const nav = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame);
  const paint = nav && events.find((e) => e.name === "firstPaint" && e.ts >= nav.ts);
  return paint ? Math.round((paint.ts - nav.ts) / 1000) : null;
}

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
          // the host's speed as Lighthouse rates it (its 4× CPU slowdown assumes ≥ ~1,000)
          benchmarkIndex: r.lhr.environment?.benchmarkIndex,
          observedFirstPaintMs: observedFirstPaint(r.artifacts?.Trace?.traceEvents),
          lcpElement:
            r.lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node
              ?.snippet,
          blockingByScript: blockingByScript(r.lhr),
          failing: {
            performance: failing("performance"),
            accessibility: failing("accessibility"),
            bestPractices: failing("best-practices"),
          },
        });
        const run = runs[runs.length - 1];
        log(
          `lighthouse ${name}: ${run.performance} (LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms: ${JSON.stringify(run.blockingByScript)}; first paint in its trace ${run.observedFirstPaintMs ?? "–"} ms)`,
        );
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
writeFileSync(
  join(ROOT, SCALE ? "bench/results.scale.json" : "bench/results.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);

const f0 = (x) =>
  x === null || x === undefined || !Number.isFinite(x) ? "–" : String(Math.round(x));
const f1 = (x) => (x === null || x === undefined || !Number.isFinite(x) ? "–" : x.toFixed(1));
const fInt = (x) =>
  x === null || x === undefined || !Number.isFinite(x) ? "–" : Math.round(x).toLocaleString("en");
/** Long tasks: 0 means no task reached the API's 50 ms threshold. */
const fTask = (x) => (x === 0 ? "<50" : f0(x));
const mm = (s, f = f0) => (s ? `${f(s.median)} (${f(s.min)}–${f(s.max)})` : "–");
const ok = (pass) => (pass ? "✅" : "❌");
const lhCell = (lh) =>
  `${lh.performance} (${lh.performanceRuns?.join(", ") ?? lh.performance}) / ${lh.accessibilityMin ?? lh.accessibility} / ${lh.bestPracticesMin ?? lh.bestPractices}`;

/** The search rows of the figure tables. */
function searchRows(lines) {
  const sr = results.search;
  if (!sr) return;
  if (sr.error) {
    lines.push(`| search | failed: ${sr.error} | | ❌ |`);
    return;
  }
  const runs = sr.runs.length;
  const ms = (st) => `${f0(st.median)} / ${f0(st.max)}`;
  lines.push(
    `| search: typing "${sr.prefix}" into the header box (${sr.keystrokesPerRun} keys 150 ms apart, ${runs} run${runs === 1 ? "" : "s"}), keydown → suggestion list changed, ms median / max (${sr.prefixListMs.n} keystrokes changed it) | ${ms(sr.prefixListMs)} | ≤ 50 | ${ok(sr.prefixListMs.max !== null && sr.prefixListMs.max <= 50)} |`,
  );
  if (sr.username.length > sr.prefix.length) {
    lines.push(
      `| search: typing on to "${sr.username}", keydown → suggestion list changed, ms median / max over all ${sr.username.length} keys (${sr.allListMs.n} changed it) | ${ms(sr.allListMs)} | ≤ 50 | ${ok(sr.allListMs.max !== null && sr.allListMs.max <= 50)} |`,
    );
  }
  const paint = sr.allPaintMs.max === null ? "<16" : f0(sr.allPaintMs.max);
  lines.push(
    `| search: keystroke → next paint (Event Timing), max ms over all keys | ${paint} | ≤ 200 | ${ok(sr.allPaintMs.max === null || sr.allPaintMs.max <= 200)} |`,
  );
  lines.push(
    `| search: every suggestion for "${sr.prefix}" contains it; "${sr.username}" suggested once typed | ${sr.prefixOk ? "yes" : "no"} / ${sr.found ? "yes" : "no"} | yes / yes | ${ok(sr.prefixOk && sr.found)} |`,
  );
  lines.push(
    `| search: API requests when the box gets the focus (every delegate) | ${f0(sr.focusApiRequests)} | | |`,
  );
}

/** The click rows of the figure tables: ms from the click to the detail page's content. */
function clickRows(lines) {
  for (const [name, c] of Object.entries(results.clicks ?? {})) {
    if (c.error) {
      lines.push(`| click ${name} | failed: ${c.error} | | ❌ |`);
      continue;
    }
    lines.push(
      `| click ${name} (no hover first), ms to the page's content; API requests after the click | ${mm(c.ms)}; ${f0(c.apiRequests.median)} requests | ≤ 100 ms, no spinner | ${ok(c.ms.median <= 100 && c.spinnerRuns === 0)} (spinner in ${c.spinnerRuns}/${c.runs.length}) |`,
    );
  }
}

/** The default profile's tables (the README's bench markers). */
function defaultReport() {
  const lines = [];
  lines.push(
    `Benchmark of ${results.date.slice(0, 10)} (commit ${results.commit}), local ARK Core testnet, Chromium, desktop 1280×800, first visits with the HTTP cache disabled: median (min–max) of ${RUNS} runs after a warm-up. Longest task: the longest main-thread task that started after the first data row (<50: none of 50 ms or more). Lighthouse: mobile preset, the median of ${LH_RUNS} runs (all runs' performance scores in brackets).`,
  );
  lines.push("");
  lines.push(
    "| route | JS KB | CSS KB | other KB | requests (all / API) | first data row ms | page data request starts ms | its answer ms | row after it ms | row after the last API answer ms | DOM nodes | longest task ms | JS heap MB | Lighthouse perf / a11y / best practices |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const name of routeNames) {
    const s = results.routes[name].summary;
    const lh = results.lighthouse[name];
    if (!s) {
      lines.push(`| ${name} | failed: ${results.routes[name].error} |||||||||| ❌ |`);
      continue;
    }
    lines.push(
      `| ${name} | ${mm(s.jsKB, f1)} | ${mm(s.cssKB, f1)} | ${mm(s.otherKB, f1)} | ${f0(s.requests.median)} / ${f0(s.apiRequests.median)} | ${mm(s.firstRowMs)} | ${mm(s.dataRequestStartMs)} | ${mm(s.dataAnswerMs)} | ${mm(s.rowAfterAnswerMs)} | ${mm(s.rowAfterLastAnswerMs)} | ${fInt(s.domNodes?.median)} | ${mm(s.longestTaskAfterRowMs, fTask)} | ${mm(s.heapMB, f1)} | ${lh ? lhCell(lh) : "–"} |`,
    );
  }
  lines.push("");
  const home = results.routes.home?.summary;
  const budgetRow = (r) => results.budget?.find((b) => b.route === r);
  lines.push("| figure (home unless said) | measured | target | |");
  lines.push("|---|---:|---:|---|");
  const homeBudget = budgetRow("home");
  if (homeBudget)
    lines.push(
      `| JS + CSS gzip, home (bundle budget) | ${homeBudget.total} KB | ≤ 150 KB | ${ok(homeBudget.targetMet)} |`,
    );
  const others = results.budget?.filter((b) => b.route !== "home") ?? [];
  if (others.length) {
    const worst = others.reduce((a, b) => (b.total > a.total ? b : a));
    lines.push(
      `| JS + CSS gzip, largest other route (${worst.route}) | ${worst.total} KB | ≤ 120 KB | ${ok(others.every((b) => b.targetMet))} |`,
    );
  }
  // the data first: each route's first data row, and how long after the last API answer it came
  for (const name of ["home", "blocks", "wallet", "delegate-monitor"]) {
    const r = results.routes[name]?.summary;
    if (!r) continue;
    lines.push(
      `| ${name}: first data row, ms | ${mm(r.firstRowMs)} | ≤ 450 | ${ok(r.firstRowMs.median <= 450)} |`,
    );
    lines.push(
      `| ${name}: first data row after the last API answer before it, ms | ${mm(r.rowAfterLastAnswerMs)} | ≤ 100 | ${ok(r.rowAfterLastAnswerMs.median <= 100)} |`,
    );
  }
  if (home) {
    lines.push(
      `| API requests until settled, first visit | ${f0(home.apiRequests.median)} | ≤ 6 | ${ok(home.apiRequests.median <= 6)} |`,
    );
    lines.push(
      `| API requests until settled, repeat visit | ${f0(home.repeatApiRequests?.median)} | ≤ 3 | ${ok(home.repeatApiRequests?.median <= 3)} |`,
    );
    lines.push(
      `| CORS preflights | ${f0(home.preflights.median)} | 0 | ${ok(home.preflights.median === 0)} |`,
    );
    lines.push(
      `| route change home → blocks after hover, ms to first row | ${mm(home.routeChangeMs)} | no spinner | ${ok(home.routeChangeSpinnerRuns === 0)} (spinner in ${home.routeChangeSpinnerRuns}/${RUNS}) |`,
    );
    lines.push(
      `| first data row after the entry script arrived, ms | ${f0(home.firstRowMs.median - home.entryJsEndMs.median)} | one API round-trip | |`,
    );
    lines.push(
      `| JS heap after settle | ${f1(home.heapMB.median)} MB | ≤ 15 MB | ${ok(home.heapMB.median <= 15)} |`,
    );
  }
  if (results.idle) {
    lines.push(
      `| API requests per idle minute, visible (${IDLE_SECONDS} s window) | ${f1(results.idle.visiblePerMin)} | ≤ 10 | ${ok(results.idle.visiblePerMin <= 10)} |`,
    );
    lines.push(
      `| API requests per idle minute, hidden | ${f1(results.idle.hiddenPerMin)} | 0 | ${ok(results.idle.hiddenPerMin === 0)} |`,
    );
  }
  clickRows(lines);
  searchRows(lines);
  const lhs = Object.values(results.lighthouse);
  if (lhs.length) {
    lines.push(
      `| Lighthouse performance (lowest route median of ${LH_RUNS} runs, ${lhs.length} routes) | ${Math.min(...lhs.map((l) => l.performance))} | ≥ 90 | ${ok(lhs.every((l) => l.performance >= 90))} |`,
    );
    lines.push(
      `| Lighthouse accessibility (min over all runs) | ${Math.min(...lhs.map((l) => l.accessibilityMin ?? l.accessibility))} | 100 | ${ok(lhs.every((l) => (l.accessibilityMin ?? l.accessibility) === 100))} |`,
    );
    lines.push(
      `| Lighthouse best practices (min over all runs) | ${Math.min(...lhs.map((l) => l.bestPracticesMin ?? l.bestPractices))} | ≥ 95 | ${ok(lhs.every((l) => (l.bestPracticesMin ?? l.bestPractices) >= 95))} |`,
    );
    const runs = lhs
      .flatMap((l) => l.runs ?? [])
      .filter((r) => Number.isFinite(r.observedFirstPaintMs));
    if (runs.length) {
      const late = runs.filter((r) => r.observedFirstPaintMs > 1000).length;
      lines.push(
        `| Lighthouse runs whose browser showed nothing until the app's first render (first paint > 1 s in the run's own trace) | ${late} of ${runs.length} | | |`,
      );
    }
  }
  return lines.join("\n");
}

/** The scale profile's tables (the README's bench-scale markers): ✅/❌ on the medians. */
function scaleReport() {
  const c = results.chain;
  const lines = [];
  lines.push(
    `Mainnet-scale benchmark of ${results.date.slice(0, 10)} (commit ${results.commit}): the local ARK Core testnet with ${fInt(c.delegates)} delegates, ${fInt(c.transactions)} transactions, a wallet with ${fInt(c.whaleTransactions)} transactions, a delegate with ${fInt(c.popularDelegateVoters)} voters and estimated list totals; Chromium, desktop 1280×800, first visits with the HTTP cache disabled: median (min–max) of ${RUNS} runs after a warm-up, ✅/❌ on the median. Longest task: the longest main-thread task that started after the first data row (<50: none of 50 ms or more). Lighthouse: mobile preset, the median of ${LH_RUNS} runs (all runs' performance scores in brackets).`,
  );
  lines.push("");
  lines.push(
    "| route | API requests until settled (≤ 6 lists, ≤ 8 wallet / monitor) | DOM nodes (≤ 3,000) | longest task ms (≤ 200) | JS heap MiB (≤ 15) | first data row ms |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|");
  const row = (label, target, req, dom, task, heap, first) =>
    lines.push(
      `| ${label} | ${f0(req?.median)} ${ok(req?.median <= target)} | ${fInt(dom?.median)} ${ok(dom?.median <= 3000)} | ${mm(task, fTask)} ${ok(task?.median <= 200)} | ${mm(heap, f1)} ${ok(heap?.median <= 15)} | ${mm(first)} |`,
    );
  for (const name of routeNames) {
    const s = results.routes[name].summary;
    const route = ROUTES[name];
    if (!s) {
      lines.push(`| ${name} | failed: ${results.routes[name].error} |||| ❌ |`);
      continue;
    }
    row(
      `${name} (\`${name === "wallet" || name === "voters" ? route.path.replace(/\/wallets\/[^/]+/, "/wallets/…") : route.path}\`)`,
      route.apiTarget,
      s.apiRequests,
      s.domNodes,
      s.longestTaskAfterRowMs,
      s.heapMB,
      s.firstRowMs,
    );
    if (route.tab && s.tabApiRequests !== undefined) {
      row(
        `${name} → ${route.tab} tab (clicked; requests and longest task after the click, ms from the click)`,
        route.apiTarget,
        s.tabApiRequests,
        s.tabDomNodes,
        s.tabLongestTaskMs,
        s.tabHeapMB,
        s.tabRowMs,
      );
    }
  }
  lines.push("");
  lines.push("| figure | measured | target | |");
  lines.push("|---|---:|---:|---|");
  clickRows(lines);
  searchRows(lines);
  for (const [name, lh] of Object.entries(results.lighthouse)) {
    lines.push(
      `| Lighthouse ${name}: performance / accessibility / best practices (TBT ${f0(lh.tbtMs)} ms) | ${lhCell(lh)} | ≥ 90 / 100 / ≥ 95 | ${ok(lh.performance >= 90 && (lh.accessibilityMin ?? lh.accessibility) === 100 && (lh.bestPracticesMin ?? lh.bestPractices) >= 95)} |`,
    );
  }
  return lines.join("\n");
}

/**
 * The README's short table of the profile: per route the first visit's first data row, requests and
 * JavaScript transferred, then each click from page to page (ms to the next page's content, API
 * requests after the click). The full tables are docs/performance.md's.
 */
function summaryReport() {
  const lines = [];
  const raw = SCALE ? "bench/results.scale.json" : "bench/results.json";
  const clicks = Object.entries(results.clicks ?? {});
  const spinners = clicks.reduce((n, [, c]) => n + (c.spinnerRuns ?? 0), 0);
  lines.push(
    `${SCALE ? "Mainnet-scale chain" : "Default testnet"}, commit ${results.commit}: Chromium at 1280×800, HTTP cache disabled, median of ${RUNS} runs after a warm-up. ms: from the start of a first visit to its first data row, or from a click to the next page's content (${spinners === 0 ? "no click showed a spinner" : `a spinner in ${spinners} click runs`}). Full tables: [docs/performance.md](docs/performance.md); raw figures: \`${raw}\`.`,
  );
  lines.push("");
  lines.push(
    "| first visit or click | ms | its data answer, ms | requests | API requests | JS KiB |",
  );
  lines.push("|---|---:|---:|---:|---:|---:|");
  for (const name of routeNames) {
    const s = results.routes[name].summary;
    if (s)
      lines.push(
        `| ${name} | ${f0(s.firstRowMs.median)} | ${s.dataAnswerMs ? f0(s.dataAnswerMs.median) : "–"} | ${f0(s.requests.median)} | ${f0(s.apiRequests.median)} | ${f0(s.jsKB.median)} |`,
      );
    else lines.push(`| ${name}: failed (${results.routes[name].error}) | | | | | |`);
  }
  for (const [name, c] of clicks) {
    if (c.error) lines.push(`| click ${name}: failed (${c.error}) | | | | | |`);
    else lines.push(`| click ${name} | ${f0(c.ms.median)} | | | ${f0(c.apiRequests.median)} | |`);
  }
  return lines.join("\n");
}

/** Replaces the text between `<!-- marker:start -->` and `<!-- marker:end -->` in `file` (a path in the repository). */
function writeBetweenMarkers(file, marker, text) {
  const path = join(ROOT, file);
  const doc = readFileSync(path, "utf8");
  const start = `<!-- ${marker}:start -->`;
  const end = `<!-- ${marker}:end -->`;
  const a = doc.indexOf(start);
  const b = doc.indexOf(end);
  if (a >= 0 && b > a) {
    writeFileSync(path, `${doc.slice(0, a + start.length)}\n${text}\n${doc.slice(b)}`);
    log(`${file} updated`);
  } else log(`${file} has no ${marker} markers; table not written`);
}

const table = SCALE ? scaleReport() : defaultReport();
console.log(table);

if (flag("readme")) {
  const marker = SCALE ? "bench-scale" : "bench";
  writeBetweenMarkers("README.md", marker, summaryReport());
  writeBetweenMarkers("docs/performance.md", marker, table);
}
cleanup();
process.exit(0);
