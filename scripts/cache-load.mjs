#!/usr/bin/env node
// The node's cost at internet scale: simulated explorer visitors against an ARK Core node through
// the repo's nginx micro-cache (docs/nginx/ark-api-microcache.conf), once with the cache off and
// once with it on, counting the requests that reach the node.
//
//   npm run bench:cache -- [--node http://127.0.0.1:4003/api] [--visitors 120] [--duration 60]
//                          [--mode both|cache|nocache] [--wallets 1] [--port 4870] [--json out.json]
//                          [--keep]          (--port N: nginx listens on N and N+1, loopback)
//
// - nginx comes from Debian when it is missing (apt-get install nginx-light, else nginx; needs
//   root). The install does not start Debian's own nginx service (a policy-rc.d is put in place
//   for the install when the machine has none).
// - nginx runs as a child of this script in a temporary prefix on loopback ports: the repo's file
//   with only its five `# bench:` values replaced (listen address, node address, cache directory,
//   access log, and `proxy_cache off` for the run without the cache). Between it and the node sits
//   a second, uncached nginx server that logs every request it forwards: those lines are the
//   requests that reached the node (background refreshes included).
// - Every visitor replays what the production build asks on a first visit of a page (recorded
//   with Playwright from two browser contexts; see VISIT below), with a browser's 6 connections,
//   then stays on the page polling the head block once per slot, 3 s into it like the app (every
//   visitor at the same moment), and re-asking what the page re-asks
//   at a new height, and moves on to another page after a while; after 1–4 pages it leaves and a
//   new visitor takes its place, so `--visitors` are on the site at any moment.
// - Loopback only, bounded: at most 2000 visitors and 120 s per run. nginx is stopped at the end,
//   also on failure or Ctrl-C; the temporary prefix is removed (unless --keep).
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { gunzipSync } from "node:zlib";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const CONF = join(ROOT, "docs", "nginx", "ark-api-microcache.conf");
const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] && !args[i + 1].startsWith("--") ? args[i + 1] : fallback;
};
const flag = (name) => args.includes(`--${name}`);

if (flag("help")) {
  const lines = readFileSync(fileURLToPath(import.meta.url), "utf8")
    .split("\n")
    .slice(1);
  console.log(
    lines
      .slice(
        0,
        lines.findIndex((l) => !l.startsWith("//")),
      )
      .map((l) => l.replace(/^\/\/ ?/, ""))
      .join("\n"),
  );
  process.exit(0);
}

const NODE_API = opt("node", process.env.ARK_API ?? "http://127.0.0.1:4003/api").replace(
  /\/+$/,
  "",
);
const VISITORS = Math.min(2000, Math.max(1, Number(opt("visitors", 120))));
const DURATION_S = Math.min(120, Math.max(5, Number(opt("duration", 60))));
const MODE = opt("mode", "both");
const WALLETS = Math.min(100, Math.max(1, Number(opt("wallets", 1))));
const PORT = Number(opt("port", 4870));
const COUNTER_PORT = PORT + 1;
const JSON_OUT = opt("json", "");
const KEEP = flag("keep");
/** Visitors arrive spread over this long at the start (ms): one slot. */
const POLL_MS = 8000;
/** A browser opens at most 6 HTTP/1.1 connections per host. */
const BROWSER_CONNECTIONS = 6;
/** The app gives up on a request after 10 s (apiTimeout). */
const REQUEST_TIMEOUT_MS = 10_000;
/** How long a visitor stays on one page (uniform, seconds). */
const DWELL_S = [Number(opt("dwell-min", 10)), Number(opt("dwell-max", 30))];
/** The explorer's origin as the browser sends it (the node echoes it in its CORS answer). */
const ORIGIN = "https://explorer.example";

if (!["both", "cache", "nocache"].includes(MODE))
  fail(`--mode must be both, cache or nocache (got ${MODE})`);
const nodeUrl = new URL(NODE_API);
if (!["127.0.0.1", "localhost", "[::1]"].includes(nodeUrl.hostname))
  fail(`loopback only: --node must be on 127.0.0.1/localhost (got ${nodeUrl.hostname})`);
if (nodeUrl.pathname !== "/api")
  fail(`--node must end in /api (the path the config proxies), got ${nodeUrl.pathname}`);
const NODE_HOSTPORT = `${nodeUrl.hostname === "localhost" ? "127.0.0.1" : nodeUrl.hostname}:${nodeUrl.port || 80}`;

function fail(message) {
  console.error(`cache-load: ${message}`);
  process.exit(2);
}
const log = (...a) => console.log("[bench:cache]", ...a);

// --- the query strings exactly as the app builds them (src/shared/api/client.ts queryString) ---
function q(params) {
  const entries = Object.entries(params)
    .filter(([, v]) => v !== undefined && v !== null && v !== "")
    .map(([k, v]) => [k, String(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const s = new URLSearchParams(entries).toString();
  return s ? `?${s}` : "";
}

/** The head poll of every page (blockchainQuery). */
const HEAD = `blocks${q({ page: 1, limit: 1, orderBy: "height:desc" })}`;
/** The poll that also reads the supply: a visitor's first poll, then when its supply is a minute old. */
const CHAIN = "blockchain";
/** The app's supply age before the poll reads it again (SUPPLY_STALE_MS). */
const SUPPLY_STALE_MS = 60_000;
/** The app polls this long after each slot starts (POLL_SLOT_OFFSET_MS). */
const POLL_SLOT_OFFSET_MS = 3000;

/**
 * What the production build asks on a first visit (recorded with Playwright against the testnet,
 * two contexts with different time zones and languages: identical URLs), and what each page
 * re-asks when the height moves. `ctx`: head {height, transactions}, chain {activeDelegates},
 * wallet {address, publicKey, delegate}.
 */
const VISIT = {
  /** asked once per visitor, whichever page it lands on (layout, network, delegate names) */
  // (transactions/types: at once on pages with a type filter, within seconds in idle time elsewhere;
  // a new visitor has no kept answer)
  shell: () => [
    "node/configuration",
    CHAIN,
    "transactions/types",
    `delegates${q({ page: 1, limit: 100 })}`,
  ],
  pages: {
    home: {
      first: () => [`transactions${q({ page: 1, limit: 25, orderBy: "timestamp:desc" })}`],
      // latest transactions: re-asked when a new block carries transactions
      onHeight: (ctx) =>
        carries(ctx) ? [`transactions${q({ page: 1, limit: 25, orderBy: "timestamp:desc" })}`] : [],
    },
    blocks: {
      first: () => [`blocks${q({ page: 1, limit: 25, orderBy: "height:desc" })}`],
      onHeight: () => [],
    },
    wallet: {
      first: ({ wallet: w }) => [
        `wallets/${w.address}`,
        ...(w.delegate
          ? [
              `delegates/${w.address}`,
              `wallets${q({ "attributes.vote": w.publicKey, "balance.from": 10000000, limit: 1, page: 1 })}`,
            ]
          : []),
        // all and sent come from the list's first page and the wallet's nonce
        `transactions${q({ recipientId: w.address, limit: 1 })}`,
        `wallets/${w.address}/transactions${q({ page: 1, limit: 1, type: 8, typeGroup: 1 })}`,
        `wallets/${w.address}/transactions${q({ page: 1, limit: 25, orderBy: "timestamp:desc" })}`,
      ],
      // the delegate card at every height; the tab counts when the block carries transactions
      onHeight: ({ wallet: w, head }) => [
        ...(w.delegate ? [`delegates/${w.address}`] : []),
        ...(carries({ head }) ? walletCounts(w) : []),
      ],
    },
    monitor: {
      // the round in progress and the one before it (delegates and blocks), then, in idle time a
      // few seconds later, the older rounds of the MONITOR_ROUNDS history (sent in the same burst
      // here: the node sees the same URLs)
      first: (ctx) => {
        const rounds = Array.from(
          { length: MONITOR_ROUNDS },
          (_, i) => roundOf(ctx) - MONITOR_ROUNDS + 1 + i,
        ).filter((r) => r >= 1);
        return [
          ...rounds.map((r) => `rounds/${r}/delegates`),
          ...rounds.map((r) => roundBlocks(ctx, r)),
        ];
      },
      onHeight: (ctx) => [
        roundBlocks(ctx, roundOf(ctx)),
        ...(ctx.newRound ? [`rounds/${roundOf(ctx)}/delegates`] : []),
      ],
    },
  },
};
/** The wallet tabs' counts (all, sent, received, locks) as re-asked at a new height. */
const walletCounts = (w) => [
  `wallets/${w.address}/transactions${q({ limit: 1 })}`,
  `transactions${q({ senderId: w.address, limit: 1 })}`,
  `transactions${q({ recipientId: w.address, limit: 1 })}`,
  `wallets/${w.address}/transactions${q({ page: 1, limit: 1, type: 8, typeGroup: 1 })}`,
];
/** Whether the new head carries transactions (unknown after a poll that read GET blockchain: yes). */
const carries = ({ head }) => head.transactions === undefined || head.transactions > 0;
/** Rounds the delegate monitor shows (the one in progress included). */
const MONITOR_ROUNDS = 5;
const roundOf = ({ head, chain }) =>
  Math.floor((Math.max(1, head.height) - 1) / chain.activeDelegates) + 1;
/** The blocks of round `r` so far (from the last block of the round before, as the app asks). */
function roundBlocks(ctx, r) {
  const n = ctx.chain.activeDelegates;
  const from = Math.max(1, (r - 1) * n);
  const to = Math.min(r * n, ctx.head.height);
  return `blocks${q({ "height.from": from, "height.to": to, limit: 100, orderBy: "height:asc" })}`;
}

// --- HTTP -----------------------------------------------------------------------------------------
function get(
  agent,
  port,
  path,
  stats,
  { body = false } = {},
  started = performance.now(),
  retried = false,
) {
  return new Promise((resolveGet) => {
    let settled = false;
    const finish = (status, data, cacheStatus, failure) => {
      if (settled) return;
      settled = true;
      stats?.record(status, performance.now() - started, cacheStatus, failure);
      resolveGet({ status, body: data });
    };
    // a kept-alive connection the server closed just as it was reused: a browser sends the GET
    // again on a new connection, once, without telling anyone; so does this visitor
    const retryOnStaleSocket = (error) => {
      if (settled || retried || !req.reusedSocket || error.code !== "ECONNRESET") return false;
      settled = true;
      get(agent, port, path, stats, { body }, started, true).then(resolveGet);
      return true;
    };
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port,
        path: `/api/${path}`,
        agent,
        headers: { accept: "application/json", origin: ORIGIN, "accept-encoding": "gzip" },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        // only the head poll is read; other answers are received in full and dropped (less work
        // for this one process that plays every visitor)
        const chunks = [];
        res.on("data", (c) => body && chunks.push(c));
        res.on("end", () => {
          let data = Buffer.concat(chunks);
          if (body && res.headers["content-encoding"] === "gzip") data = gunzipSync(data);
          finish(res.statusCode ?? 0, data, res.headers["x-cache-status"]);
        });
        res.on("error", (error) =>
          finish(0, Buffer.alloc(0), undefined, error.code ?? error.message),
        );
      },
    );
    req.on("timeout", () => req.destroy(Object.assign(new Error("timeout"), { code: "TIMEOUT" })));
    req.on(
      "error",
      (error) =>
        retryOnStaleSocket(error) ||
        finish(0, Buffer.alloc(0), undefined, error.code ?? error.message),
    );
    req.end();
  });
}

/** Direct GET of the node (set-up only), JSON data or throws. */
async function nodeJson(path) {
  const res = await fetch(`${NODE_API}/${path}`, {
    headers: { connection: "close" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()).data;
}

class Stats {
  constructor() {
    this.count = 0;
    this.byStatus = new Map();
    this.byCache = new Map();
    this.failures = new Map();
    this.latencies = [];
  }
  record(status, ms, cacheStatus, failure) {
    this.count++;
    if (failure) this.failures.set(failure, (this.failures.get(failure) ?? 0) + 1);
    this.byStatus.set(status, (this.byStatus.get(status) ?? 0) + 1);
    if (cacheStatus) this.byCache.set(cacheStatus, (this.byCache.get(cacheStatus) ?? 0) + 1);
    this.latencies.push(ms);
  }
  percentile(p) {
    if (!this.latencies.length) return 0;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  }
}

// --- visitors -------------------------------------------------------------------------------------
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const uniform = ([a, b]) => a + Math.random() * (b - a);

/** Runs `paths` with at most BROWSER_CONNECTIONS at once (one browser tab's share of the host). */
async function burst(agent, port, paths, stats) {
  const queue = [...paths];
  const results = new Map();
  await Promise.all(
    Array.from({ length: Math.min(BROWSER_CONNECTIONS, queue.length) }, async () => {
      while (queue.length) {
        const path = queue.shift();
        results.set(
          path,
          await get(agent, port, path, stats, { body: path === HEAD || path === CHAIN }),
        );
      }
    }),
  );
  return results;
}

/** The head from a poll's answer: blocks?limit=1 (height, transactions) or blockchain (height only). */
function headOf(result) {
  try {
    const data = JSON.parse(result.body.toString("utf8")).data;
    if (Array.isArray(data)) return { height: data[0].height, transactions: data[0].transactions };
    return { height: data.block.height, transactions: undefined };
  } catch {
    return null;
  }
}

/** The app's poll timing (src/shared/network/queries.ts msToNextPoll): 3 s into the next slot, at least half a slot away. */
function msToNextPoll({ epochUnix, blocktime }, nowMs = Date.now()) {
  const slotMs = blocktime * 1000;
  const sinceEpoch = nowMs - epochUnix * 1000;
  let next = Math.floor(sinceEpoch / slotMs) * slotMs + POLL_SLOT_OFFSET_MS;
  while (next - sinceEpoch < slotMs / 2) next += slotMs;
  return next - sinceEpoch;
}

/** One visitor slot: visitors one after the other until the deadline. */
async function visitorSlot(port, deadline, startDelayMs, setup, stats) {
  await sleep(startDelayMs);
  while (Date.now() < deadline) {
    // idle connections are closed after 20 s, before nginx's keepalive_timeout (30 s) closes them
    const agent = new Agent({ keepAlive: true, maxSockets: BROWSER_CONNECTIONS, timeout: 20_000 });
    try {
      const pages = Object.keys(VISIT.pages)
        .sort(() => Math.random() - 0.5)
        .slice(0, 1 + Math.floor(Math.random() * 4));
      const ctx = {
        head: setup.head,
        chain: setup.chain,
        wallet: pick(setup.wallets),
        newRound: false,
      };
      for (const [i, name] of pages.entries()) {
        if (Date.now() >= deadline) break;
        const page = VISIT.pages[name];
        if (i === 0) {
          // a new visitor: the shell first (layout, network, the head and supply), then the page's own requests
          const results = await burst(agent, port, VISIT.shell(), stats);
          ctx.head = headOf(results.get(CHAIN)) ?? ctx.head;
          ctx.supplyAt = Date.now();
        }
        await burst(agent, port, page.first(ctx), stats);
        const leaveAt = Math.min(deadline, Date.now() + uniform(DWELL_S) * 1000);
        // the poll runs 3 s into each slot, the same moment for every visitor (msToNextPoll)
        while (Date.now() + msToNextPoll(setup.chain) <= leaveAt) {
          await sleep(msToNextPoll(setup.chain));
          const readSupply = Date.now() - ctx.supplyAt >= SUPPLY_STALE_MS;
          if (readSupply) ctx.supplyAt = Date.now();
          const path = readSupply ? CHAIN : HEAD;
          const head = headOf(await get(agent, port, path, stats, { body: true }));
          if (head && head.height !== ctx.head.height) {
            const before = roundOf(ctx);
            ctx.head = head;
            ctx.newRound = roundOf(ctx) !== before;
            await burst(agent, port, page.onHeight(ctx), stats);
          }
        }
        await sleep(Math.max(0, leaveAt - Date.now()));
      }
    } finally {
      agent.destroy();
    }
  }
}

// --- nginx ----------------------------------------------------------------------------------------
function findNginx() {
  for (const p of ["/usr/sbin/nginx", "/usr/local/sbin/nginx", "/usr/local/nginx/sbin/nginx"])
    if (existsSync(p)) return p;
  const r = spawnSync("sh", ["-c", "command -v nginx"], { encoding: "utf8" });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** The policy-rc.d this script wrote for the install, until it is removed again. */
let temporaryPolicy = null;
function removeTemporaryPolicy() {
  if (temporaryPolicy && existsSync(temporaryPolicy)) unlinkSync(temporaryPolicy);
  temporaryPolicy = null;
}

/** Installs nginx from Debian without starting its system service. */
function installNginx() {
  if (process.getuid?.() !== 0)
    fail("nginx is not installed and installing it needs root (apt-get install nginx-light)");
  if (!existsSync("/usr/bin/apt-get"))
    fail("nginx is not installed and this is not a Debian-like system (no apt-get)");
  const policy = "/usr/sbin/policy-rc.d";
  const ownPolicy = !existsSync(policy);
  // Debian starts a freshly installed service (the default site on port 80); this run needs only
  // the binary, so the install runs with "do not start services" (the Debian mechanism for it)
  if (ownPolicy) {
    writeFileSync(
      policy,
      "#!/bin/sh\n# written by scripts/cache-load.mjs for its nginx install; removed right after\nexit 101\n",
      { mode: 0o755 },
    );
    temporaryPolicy = policy;
  }
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    log("installing nginx from Debian (apt-get update; apt-get install -y nginx-light || nginx)");
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    const light = spawnSync(
      "apt-get",
      ["install", "-y", "--no-install-recommends", "nginx-light"],
      { stdio: "inherit", env },
    );
    if (light.status !== 0)
      execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx"], {
        stdio: "inherit",
        env,
      });
  } finally {
    removeTemporaryPolicy();
  }
  const bin = findNginx();
  if (!bin) fail("nginx still not found after the install");
  return bin;
}

/** The repo's config with its `# bench:` values replaced; throws when a marker is missing. */
function benchConfig(prefix, cache) {
  let text = readFileSync(CONF, "utf8");
  const replace = (pattern, value, what) => {
    if (!pattern.test(text)) throw new Error(`${CONF}: the "# bench: ${what}" line is missing`);
    text = text.replace(pattern, value);
  };
  replace(
    /^proxy_cache_path \S+ (.*# bench: cache directory)$/m,
    `proxy_cache_path ${join(prefix, "cache")} $1`,
    "cache directory",
  );
  replace(
    /^(\s*)server \S+;(\s*# bench: the node)/m,
    `$1server 127.0.0.1:${COUNTER_PORT};$2`,
    "the node's public API",
  );
  replace(
    /^(\s*)listen \S+;(\s*# bench: listen)/m,
    `$1listen 127.0.0.1:${PORT};$2`,
    "listen address",
  );
  replace(
    /^(\s*)access_log \S+ (.*# bench: access log)$/m,
    `$1access_log ${join(prefix, "logs", "front.log")} $2`,
    "access log",
  );
  replace(
    /^(\s*)proxy_cache ark_api;(\s*# bench: cache zone)/m,
    `$1proxy_cache ${cache ? "ark_api" : "off"};$2`,
    "cache zone",
  );
  return text;
}

function writeNginxConf(prefix, cache) {
  const asRoot = process.getuid?.() === 0;
  const tmp = (n) => join(prefix, "tmp", n);
  writeFileSync(join(prefix, "ark-api-microcache.conf"), benchConfig(prefix, cache));
  writeFileSync(
    join(prefix, "nginx.conf"),
    `# written by scripts/cache-load.mjs for one run; loopback only
${asRoot ? "user nobody nogroup;\n" : ""}worker_processes 1;
daemon off;
pid ${join(prefix, "nginx.pid")};
error_log ${join(prefix, "logs", "error.log")} warn;
events { worker_connections 8192; }
http {
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${tmp("body")};
  proxy_temp_path ${tmp("proxy")};
  fastcgi_temp_path ${tmp("fastcgi")};
  uwsgi_temp_path ${tmp("uwsgi")};
  scgi_temp_path ${tmp("scgi")};

  # "the node side": every request that reaches the node passes here and is logged once
  upstream ark_bench_node {
    server ${NODE_HOSTPORT};
    keepalive 32;
    keepalive_timeout 4s;
  }
  # $upstream_status lists every attempt ("200" or, after a retry on a reset keep-alive connection, "502, 200")
  log_format ark_bench_node '$msec $status [$upstream_status] "$request_uri"';
  server {
    listen 127.0.0.1:${COUNTER_PORT};
    access_log ${join(prefix, "logs", "node.log")} ark_bench_node;
    location / {
      proxy_pass http://ark_bench_node;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_read_timeout 30s;
    }
  }

  include ${join(prefix, "ark-api-microcache.conf")};
}
`,
  );
  if (asRoot) execFileSync("chown", ["-R", "nobody:nogroup", prefix]);
}

let nginxChild = null;
function stopNginx() {
  const child = nginxChild;
  nginxChild = null;
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      done();
    });
    child.kill("SIGQUIT"); // graceful: finish in-flight requests, flush logs
  });
}
// never leave nginx behind, whatever happens to this script
process.on("exit", () => {
  nginxChild?.kill("SIGKILL");
  removeTemporaryPolicy();
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, async () => {
    await stopNginx();
    process.exit(130);
  });
}

/** Resolves when 127.0.0.1:`port` can be bound (nothing else listens there). */
function portIsFree(port) {
  return new Promise((done) => {
    const probe = createServer();
    probe.once("error", () => done(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => done(true)));
  });
}

async function startNginx(bin, prefix) {
  for (const port of [PORT, COUNTER_PORT]) {
    if (!(await portIsFree(port)))
      throw new Error(
        `127.0.0.1:${port} is taken by another program: choose other ports with --port N (uses N and N+1)`,
      );
  }
  const conf = join(prefix, "nginx.conf");
  const errorLog = join(prefix, "logs", "error.log");
  const test = spawnSync(bin, ["-t", "-q", "-p", prefix, "-e", errorLog, "-c", conf], {
    encoding: "utf8",
  });
  if (test.status !== 0)
    throw new Error(`nginx -t rejected the config:\n${test.stderr}${readLog(errorLog)}`);
  nginxChild = spawn(bin, ["-p", prefix, "-e", errorLog, "-c", conf], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 100; i++) {
    await sleep(100);
    if (nginxChild.exitCode !== null)
      throw new Error(`nginx exited (${nginxChild.exitCode}):\n${readLog(errorLog)}`);
    const r = await get(undefined, PORT, "blockchain").catch(() => null);
    if (r?.status === 200) return;
  }
  throw new Error(`nginx did not answer on 127.0.0.1:${PORT}:\n${readLog(errorLog)}`);
}
const readLog = (file) =>
  existsSync(file) ? readFileSync(file, "utf8").split("\n").slice(-20).join("\n") : "";

/** Request times (ms) nginx logged for the visitors (`total=` of the ark_api_cache log format). */
function frontLogTimes(prefix) {
  const file = join(prefix, "logs", "front.log");
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/ total=([\d.]+)/g)]
    .map((m) => Number(m[1]) * 1000)
    .sort((a, b) => a - b);
}
const percentileOf = (sorted, p) =>
  sorted.length
    ? round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))], 1)
    : 0;

function nodeLogLines(prefix) {
  const file = join(prefix, "logs", "node.log");
  return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
}

// --- one run --------------------------------------------------------------------------------------
async function run(bin, setup, cache) {
  const prefix = mkdtempSync(join(tmpdir(), "ark-cache-load-"));
  for (const d of ["cache", "logs", "tmp"]) mkdirSync(join(prefix, d));
  try {
    writeNginxConf(prefix, cache);
    await startNginx(bin, prefix);
    const ignoreBefore = nodeLogLines(prefix).length; // the start-up probe
    log(`${cache ? "WITH" : "WITHOUT"} the cache: ${VISITORS} visitors for ${DURATION_S} s…`);
    const stats = new Stats();
    // this one process plays every visitor: when it falls behind, its own latencies grow
    const lag = monitorEventLoopDelay({ resolution: 20 });
    lag.enable();
    const started = Date.now();
    const deadline = started + DURATION_S * 1000;
    // arrivals spread over one poll interval, so the visitors' polls are not in step
    await Promise.all(
      Array.from({ length: VISITORS }, () =>
        visitorSlot(PORT, deadline, Math.random() * POLL_MS, setup, stats),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    lag.disable();
    await stopNginx(); // flushes the logs
    const nginxTimes = frontLogTimes(prefix);
    const nodeLines = nodeLogLines(prefix).slice(ignoreBefore);
    const perUrl = new Map();
    let node = 0;
    for (const line of nodeLines) {
      const url = line.slice(line.indexOf('"') + 1, -1);
      const attempts =
        (/\[([^\]]*)\]/.exec(line)?.[1] ?? "")
          .split(",")
          .filter((a) => a.trim() && a.trim() !== "-").length || 1;
      node += attempts;
      perUrl.set(url, (perUrl.get(url) ?? 0) + attempts);
    }
    return {
      cache,
      seconds: round(seconds, 1),
      visitorRequests: stats.count,
      visitorRps: round(stats.count / seconds, 1),
      nodeRequests: node,
      nodeRps: round(node / seconds, 1),
      nodeSharePercent: stats.count ? round((100 * node) / stats.count, 2) : 0,
      statuses: Object.fromEntries([...stats.byStatus].sort(([a], [b]) => a - b)),
      cacheStatuses: Object.fromEntries(stats.byCache),
      failures: Object.fromEntries(stats.failures),
      latencyMs: {
        p50: round(stats.percentile(50), 1),
        p95: round(stats.percentile(95), 1),
        p99: round(stats.percentile(99), 1),
      },
      nginxLatencyMs: {
        p50: percentileOf(nginxTimes, 50),
        p95: percentileOf(nginxTimes, 95),
        p99: percentileOf(nginxTimes, 99),
      },
      loadGeneratorLagMs: {
        p50: round(lag.percentile(50) / 1e6, 1),
        p99: round(lag.percentile(99) / 1e6, 1),
      },
      distinctUrlsAtNode: perUrl.size,
      busiestAtNode: [...perUrl]
        .sort(([, a], [, b]) => b - a)
        .slice(0, 5)
        .map(([url, n]) => ({ url, requests: n })),
    };
  } finally {
    await stopNginx();
    if (KEEP) log(`kept ${prefix}`);
    else rmSync(prefix, { recursive: true, force: true });
  }
}
const round = (n, d) => Math.round(n * 10 ** d) / 10 ** d;

async function loadSetup() {
  const config = await nodeJson("node/configuration");
  const [head] = await nodeJson(`blocks${q({ page: 1, limit: 1, orderBy: "height:desc" })}`);
  const top = await nodeJson(`wallets/top${q({ page: 1, limit: WALLETS })}`);
  const wallets = top.map((w) => ({
    address: w.address,
    publicKey: w.publicKey,
    delegate: Boolean(w.attributes?.delegate),
  }));
  if (!wallets.length) throw new Error("the node lists no wallets");
  return {
    chain: {
      activeDelegates: config.constants?.activeDelegates ?? 51,
      epochUnix: Math.floor(
        Date.parse(config.constants?.epoch ?? "2017-03-21T13:00:00.000Z") / 1000,
      ),
      blocktime: config.constants?.blocktime ?? 8,
    },
    head: { height: head.height, transactions: head.transactions },
    wallets,
  };
}

// --- main -----------------------------------------------------------------------------------------
const results = [];
try {
  const setup = await loadSetup().catch((e) =>
    fail(`the node at ${NODE_API} does not answer: ${e.message}`),
  );
  const bin = findNginx() ?? installNginx();
  const version = spawnSync(bin, ["-v"], { encoding: "utf8" }).stderr.trim();
  log(
    `${version}; node ${NODE_API} at height ${setup.head.height}; ${VISITORS} visitors, ${DURATION_S} s per run, wallets: ${WALLETS}`,
  );
  if (MODE !== "cache") results.push(await run(bin, setup, false));
  if (MODE === "both") await sleep(3000);
  if (MODE !== "nocache") results.push(await run(bin, setup, true));

  const date = new Date().toISOString();
  console.log(
    `\nCache load test, ${date}: ${VISITORS} visitors × ${DURATION_S} s, node ${NODE_API}, ${WALLETS} wallet(s)`,
  );
  console.log(
    "| run | visitors' req/s | node req/s | node share | answer time p50 / p95 ms (nginx) | (visitors) | statuses |",
  );
  console.log("|---|---:|---:|---:|---:|---:|---|");
  for (const r of results) {
    const statuses = Object.entries(r.statuses)
      .map(([s, n]) => `${s === "0" ? "failed" : s}: ${n}`)
      .join(", ");
    console.log(
      `| ${r.cache ? "with the cache" : "without the cache"} | ${r.visitorRps} | ${r.nodeRps} | ${r.nodeSharePercent} % | ` +
        `${r.nginxLatencyMs.p50} / ${r.nginxLatencyMs.p95} | ${r.latencyMs.p50} / ${r.latencyMs.p95} | ${statuses} |`,
    );
  }
  console.log(
    "(nginx: request time in its log; visitors: as this script saw it, including its own lag, p99 " +
      results.map((r) => `${r.loadGeneratorLagMs.p99} ms`).join(" / ") +
      ")",
  );
  for (const r of results) {
    console.log(
      `\n${r.cache ? "with" : "without"} the cache: ${r.visitorRequests} visitor requests, ${r.nodeRequests} at the node (${r.distinctUrlsAtNode} distinct URLs)`,
    );
    if (r.cache)
      console.log(`  nginx cache statuses seen by visitors: ${JSON.stringify(r.cacheStatuses)}`);
    if (Object.keys(r.failures).length)
      console.log(`  failed requests: ${JSON.stringify(r.failures)}`);
    for (const b of r.busiestAtNode) console.log(`  ${String(b.requests).padStart(6)}  ${b.url}`);
  }
  if (JSON_OUT)
    writeFileSync(
      JSON_OUT,
      `${JSON.stringify({ date, visitors: VISITORS, durationS: DURATION_S, wallets: WALLETS, node: NODE_API, nginx: version, results }, null, 2)}\n`,
    );
  const withCache = results.find((r) => r.cache);
  if (withCache && withCache.nodeSharePercent > 5) {
    console.log(
      `\nwith the cache the node saw ${withCache.nodeSharePercent} % of the visitors' requests (target ≤ 5 %)`,
    );
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopNginx();
}
