#!/usr/bin/env node
/* global document */
// Soak test (does a page left open for hours leak memory or requests?) — a script, not a test:
// the home page and the delegate monitor are left open polling the REAL local testnet for N
// minutes. Reports, per page, the JS heap (CDP Runtime.getHeapUsage after a forced GC) and the
// DOM node count (live elements and CDP's Performance "Nodes") at the start (after a warm-up) and
// at the end with growth %, API requests per minute, and console errors. Exits 1 when heap or DOM
// growth is ≥ 10 % or any console error or page error occurred.
//
//   npm run bench:soak -- [--minutes 30] [--port 4987] [--dir <outDir>] [--no-build]
//                         [--sample-seconds 30] [--warmup-seconds <auto>] [--out soak.json]
//                         [--pages home,delegate-monitor] [--snapshots <dir>]
//
// `--pages` soaks some of the pages only; `--snapshots` writes a heap snapshot of each page at the
// start and at the end (`<dir>/<page>-start.heapsnapshot`, `-end`), to open in Chromium's DevTools
// (Memory, Comparison) and see what grew, and reports how much of each is compiled code.
//
// The production build is written to its own directory and served by scripts/serve.mjs under
// /explorer/ with a config of its own (the testnet API, no price service, no known-wallets host).
// Chromium: Debian's /usr/bin/chromium with the flags of playwright.config.ts.
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith("--") ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);

const MINUTES = Number(opt("minutes", 30));
const PORT = Number(opt("port", 4987));
const DIST = resolve(opt("dir", join(tmpdir(), "ark-explorer-soak-dist")));
const SAMPLE_SECONDS = Number(opt("sample-seconds", 30));
/**
 * Warm-up before the start measurement (10 minutes for a run of 30), so the soak measures what
 * keeps growing, not what fills up once: V8 compiles the code each poll runs into optimised code
 * over the first minutes (most of what a short warm-up leaves to the soak, in heap snapshots:
 * compiled code), React Query's 5-minute caches fill, and the browser's resource-timing and
 * layout-shift buffers fill to their caps (250 and 150 entries).
 */
const WARMUP_SECONDS = Number(opt("warmup-seconds", Math.min(600, Math.max(20, MINUTES * 20))));
const OUT = opt("out", "");
const THRESHOLD = 10; // % growth that fails the soak
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** The flags of playwright.config.ts. */
const CHROME_FLAGS = JSON.parse(readFileSync(join(ROOT, "e2e/chromium-flags.json"), "utf8"));
const e2eConfig = JSON.parse(readFileSync(join(ROOT, "e2e/config.e2e.json"), "utf8"));
const API = String(process.env.ARK_API ?? e2eConfig.server).replace(/\/+$/, "");
const API_ORIGIN = new URL(API).origin;
const BASE = `http://127.0.0.1:${PORT}/explorer/`;
const ALL_PAGES = { home: "/", "delegate-monitor": "/delegate-monitor" };
const PAGES = Object.fromEntries(
  String(opt("pages", Object.keys(ALL_PAGES).join(",")))
    .split(",")
    .filter((name) => name in ALL_PAGES)
    .map((name) => [name, ALL_PAGES[name]]),
);
const SNAPSHOTS = opt("snapshots", "");

const log = (...a) => console.error("[soak]", ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

if (!(MINUTES > 0)) {
  console.error("--minutes must be a positive number");
  process.exit(2);
}
if (Object.keys(PAGES).length === 0) {
  console.error(`--pages: one or more of ${Object.keys(ALL_PAGES).join(", ")}`);
  process.exit(2);
}

// ---------------------------------------------------------------------------------------------
// Build + serve (own directory, own port, own config).
if (!flag("no-build")) {
  log(`building to ${DIST}`);
  const build = spawnSync("npx", ["vite", "build", "--outDir", DIST, "--emptyOutDir"], {
    cwd: ROOT,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
mkdirSync(DIST, { recursive: true });
const configPath = join(tmpdir(), `ark-explorer-soak-config-${PORT}.json`);
writeFileSync(
  configPath,
  JSON.stringify({ network: "testnet", server: API, knownWallets: null, priceApi: null }),
);
const server = spawn(
  "node",
  [join(ROOT, "scripts/serve.mjs"), "--port", String(PORT), "--dir", DIST, "--config", configPath],
  {
    cwd: ROOT,
    stdio: "ignore",
  },
);
const stop = () => {
  if (server.exitCode === null) server.kill();
};
process.on("exit", stop);
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));

async function waitForServer() {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(BASE)).ok) return;
    } catch {
      /* starting */
    }
    await sleep(100);
  }
  throw new Error(`the app server did not start on ${BASE}`);
}

// ---------------------------------------------------------------------------------------------
// Measurements.
/** Heap after a full GC (bytes) and DOM counts of one page. */
async function measure(entry) {
  const { page, cdp } = entry;
  await cdp.send("HeapProfiler.collectGarbage");
  await sleep(200);
  await cdp.send("HeapProfiler.collectGarbage");
  const heap = await cdp.send("Runtime.getHeapUsage");
  const { metrics } = await cdp.send("Performance.getMetrics");
  const metric = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  return {
    at: Date.now(),
    heapUsed: heap.usedSize,
    heapTotal: heap.totalSize,
    elements,
    nodes: metric("Nodes"),
    listeners: metric("JSEventListeners"),
  };
}

/** The self sizes in a heap snapshot file (bytes): in all, and of compiled code. */
function snapshotSizes(file) {
  const { snapshot, nodes } = JSON.parse(readFileSync(file, "utf8"));
  const fields = snapshot.meta.node_fields;
  const code = snapshot.meta.node_types[0].indexOf("code");
  const type = fields.indexOf("type");
  const size = fields.indexOf("self_size");
  let total = 0;
  let compiled = 0;
  for (let i = 0; i < nodes.length; i += fields.length) {
    total += nodes[i + size];
    if (nodes[i + type] === code) compiled += nodes[i + size];
  }
  return { total, code: compiled };
}

/**
 * Writes a heap snapshot of one page to `<SNAPSHOTS>/<page>-<label>.heapsnapshot` (after a GC)
 * and keeps its sizes on the entry (`snapshots[label]`, see snapshotSizes).
 */
async function snapshot(entry, label) {
  if (!SNAPSHOTS) return;
  mkdirSync(SNAPSHOTS, { recursive: true });
  const file = join(SNAPSHOTS, `${entry.name}-${label}.heapsnapshot`);
  const out = createWriteStream(file);
  const onChunk = ({ chunk }) => out.write(chunk);
  entry.cdp.on("HeapProfiler.addHeapSnapshotChunk", onChunk);
  await entry.cdp.send("HeapProfiler.collectGarbage");
  await entry.cdp.send("HeapProfiler.takeHeapSnapshot", { reportProgress: false });
  entry.cdp.off("HeapProfiler.addHeapSnapshotChunk", onChunk);
  await new Promise((resolve) => out.end(resolve));
  entry.snapshots = { ...entry.snapshots, [label]: snapshotSizes(file) };
  log(`${entry.name}: heap snapshot ${file}`);
}

const pct = (start, end) => (start > 0 ? ((end - start) / start) * 100 : 0);
const mb = (bytes) => (bytes / 1024 / 1024).toFixed(2);

async function main() {
  await waitForServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROME_FLAGS });
  const entries = {};
  for (const [name, route] of Object.entries(PAGES)) {
    // one context (window) per page so neither is a background tab
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const entry = {
      name,
      route,
      page,
      cdp: await context.newCDPSession(page),
      apiRequests: [],
      consoleErrors: [],
      samples: [],
    };
    await entry.cdp.send("Performance.enable");
    page.on("request", (r) => {
      if (r.url().startsWith(API_ORIGIN)) entry.apiRequests.push(Date.now());
    });
    page.on("console", (m) => {
      if (m.type() === "error") entry.consoleErrors.push(m.text().slice(0, 300));
    });
    page.on("pageerror", (e) => entry.consoleErrors.push(`pageerror: ${e.message.slice(0, 300)}`));
    await page.goto(`${BASE}#${route}`);
    await page.locator("main tbody tr, main ul > li").first().waitFor({ timeout: 60_000 });
    entry.visibility = await page.evaluate(() => document.visibilityState);
    entries[name] = entry;
    log(`${name} open (${entry.visibility})`);
  }

  log(`warm-up ${WARMUP_SECONDS} s`);
  await sleep(WARMUP_SECONDS * 1000);
  const start = Date.now();
  for (const e of Object.values(entries)) {
    e.start = await measure(e);
    e.requestsAtStart = e.apiRequests.length;
    await snapshot(e, "start");
  }
  const end = start + MINUTES * 60_000;
  log(`soaking ${MINUTES} min (sample every ${SAMPLE_SECONDS} s)`);
  while (Date.now() < end) {
    await sleep(Math.min(SAMPLE_SECONDS * 1000, Math.max(0, end - Date.now())));
    for (const e of Object.values(entries)) {
      const s = await measure(e);
      e.samples.push(s);
      log(
        `${e.name.padEnd(16)} +${((s.at - start) / 60_000).toFixed(1)} min heap ${mb(s.heapUsed)} MB, ${s.elements} elements, ${s.nodes} nodes`,
      );
    }
  }
  const minutes = (Date.now() - start) / 60_000;
  for (const e of Object.values(entries)) await snapshot(e, "end");
  const report = {
    minutes: Number(minutes.toFixed(2)),
    warmupSeconds: WARMUP_SECONDS,
    api: API,
    thresholdPercent: THRESHOLD,
    pages: {},
  };
  let failed = false;
  for (const e of Object.values(entries)) {
    const last = e.samples.at(-1) ?? (await measure(e));
    const heapGrowth = pct(e.start.heapUsed, last.heapUsed);
    const domGrowth = pct(e.start.elements, last.elements);
    const nodeGrowth = pct(e.start.nodes, last.nodes);
    const requests = e.apiRequests.length - e.requestsAtStart;
    const pageFailed =
      heapGrowth >= THRESHOLD ||
      domGrowth >= THRESHOLD ||
      nodeGrowth >= THRESHOLD ||
      e.consoleErrors.length > 0;
    failed ||= pageFailed;
    report.pages[e.name] = {
      route: e.route,
      visibility: e.visibility,
      heapStartMB: Number(mb(e.start.heapUsed)),
      heapEndMB: Number(mb(last.heapUsed)),
      heapGrowthPercent: Number(heapGrowth.toFixed(1)),
      domElementsStart: e.start.elements,
      domElementsEnd: last.elements,
      domGrowthPercent: Number(domGrowth.toFixed(1)),
      domNodesStart: e.start.nodes,
      domNodesEnd: last.nodes,
      domNodesGrowthPercent: Number(nodeGrowth.toFixed(1)),
      listenersStart: e.start.listeners,
      listenersEnd: last.listeners,
      apiRequests: requests,
      apiRequestsPerMinute: Number((requests / minutes).toFixed(1)),
      consoleErrors: e.consoleErrors,
      // with --snapshots: what the snapshots hold besides compiled code, start and end (MB)
      ...(e.snapshots?.start && e.snapshots?.end
        ? {
            snapshotDataStartMB: Number(mb(e.snapshots.start.total - e.snapshots.start.code)),
            snapshotDataEndMB: Number(mb(e.snapshots.end.total - e.snapshots.end.code)),
            snapshotCodeStartMB: Number(mb(e.snapshots.start.code)),
            snapshotCodeEndMB: Number(mb(e.snapshots.end.code)),
          }
        : {}),
      pass: !pageFailed,
    };
  }
  await browser.close();

  const rows = Object.entries(report.pages).map(
    ([name, p]) =>
      `| ${name} | ${p.heapStartMB} → ${p.heapEndMB} MB (${p.heapGrowthPercent >= 0 ? "+" : ""}${p.heapGrowthPercent} %) | ${p.domElementsStart} → ${p.domElementsEnd} (${p.domGrowthPercent >= 0 ? "+" : ""}${p.domGrowthPercent} %) | ${p.domNodesStart} → ${p.domNodesEnd} (${p.domNodesGrowthPercent >= 0 ? "+" : ""}${p.domNodesGrowthPercent} %) | ${p.apiRequestsPerMinute} | ${p.consoleErrors.length} | ${p.pass ? "pass" : "FAIL"} |`,
  );
  console.log(
    `Soak: ${report.minutes} min after a ${WARMUP_SECONDS} s warm-up, against ${API} (fail at ≥ ${THRESHOLD} % growth or any console error)\n`,
  );
  console.log(
    "| page | JS heap (after GC) | DOM elements | DOM nodes (CDP) | API req/min | console errors | result |",
  );
  console.log("|---|---|---|---|---|---|---|");
  console.log(rows.join("\n"));
  for (const [name, p] of Object.entries(report.pages)) {
    if (p.snapshotDataStartMB !== undefined)
      console.log(
        `  ${name}: heap snapshots, compiled code ${p.snapshotCodeStartMB} → ${p.snapshotCodeEndMB} MB, the rest ${p.snapshotDataStartMB} → ${p.snapshotDataEndMB} MB`,
      );
    for (const err of p.consoleErrors) console.log(`  ${name}: ${err}`);
  }
  if (OUT) writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
  stop();
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  stop();
  process.exit(2);
});
