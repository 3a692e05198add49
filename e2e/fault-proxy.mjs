#!/usr/bin/env node
// A small fault-injecting proxy between the app and the REAL local ARK Core testnet, to test how
// the app copes with a failing node (reliability.spec.ts).
// Forwards /api/* to the node unchanged until told otherwise:
//   POST /__fault  {"mode": "500"|"429"|"hang"|"close"|"truncated"|"wrong-shape"|"error-field"|"lagging-pool"|"none",
//                   "match": "regex on the path", "lag": 3}
// GET /__fault returns the current fault. CORS is allowed for any origin, like ARK Core.
//   node e2e/fault-proxy.mjs --port 4185 --upstream http://127.0.0.1:4003
//
// "delay": every matching request is forwarded `ms` milliseconds late (default 3000), e.g.
//   {"mode": "delay", "ms": 3000, "match": "delegates|wallets"}
//
// "lagging-pool": a load-balanced pool of two members, one `lag` blocks (default 3) behind the
// other. The answers to each URL alternate between the members, the one behind first: what a
// round-robin balancer gives a client that repeats a request. The member behind answers as a node
// at height H - lag would (H: the node's height at that moment): GET blockchain gives that height
// (its block id, and the supply the proxy saw at that height), lists of blocks end there (GET
// blocks with `height.to`), transaction lists end at its block's time (`timestamp.to`), a block,
// a transaction or a round it does not have yet is "not found" (404 with ARK Core's message), and
// confirmations count from its height. Wallets and delegates are the node's own (the state such a
// member would answer differs by a few blocks' rewards and votes at most).
import { createServer, request as httpRequest } from "node:http";

const args = process.argv.slice(2);
const opt = (n, d) => (args.indexOf(`--${n}`) >= 0 ? args[args.indexOf(`--${n}`) + 1] : d);
const port = Number(opt("port", process.env.FAULT_PROXY_PORT ?? 4185));
const upstream = new URL(opt("upstream", process.env.ARK_UPSTREAM ?? "http://127.0.0.1:4003"));
let fault = { mode: "none", match: "", lag: 3 };
/** How many times each URL was answered in "lagging-pool" mode (the member behind answers the even ones). */
const asked = new Map();
/** The supply the node reported at each height it was seen at (GET blockchain). */
const supplyAt = new Map();
/** Answers given in "lagging-pool" mode since it was set: by the member behind, by the one at the head. */
const served = { behind: 0, head: 0 };
/** The node's active delegate count (node/configuration), asked once. */
let activeDelegates;

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "content-type, accept",
  "access-control-allow-methods": "GET, POST, OPTIONS",
};

function forward(req, res, body, transform) {
  const up = httpRequest(
    {
      host: upstream.hostname,
      port: upstream.port,
      path: req.url,
      method: req.method,
      headers: {
        ...req.headers,
        host: upstream.host,
        connection: "close",
        "accept-encoding": "identity",
      },
    },
    (upRes) => {
      const chunks = [];
      upRes.on("data", (c) => chunks.push(c));
      upRes.on("end", () => {
        let out = Buffer.concat(chunks);
        if (transform) out = Buffer.from(transform(out.toString("utf8")));
        const headers = { ...upRes.headers, ...cors };
        delete headers["content-length"];
        delete headers["transfer-encoding"];
        res.writeHead(upRes.statusCode ?? 502, headers);
        res.end(out);
      });
    },
  );
  up.on("error", () => {
    res.writeHead(502, cors);
    res.end('{"statusCode":502,"error":"Bad Gateway","message":"upstream unreachable"}');
  });
  up.end(body);
}

/** GET a path of the node and parse its JSON answer. */
function upstreamJson(path) {
  return new Promise((resolve, reject) => {
    const up = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        path,
        method: "GET",
        headers: { host: upstream.host, connection: "close", accept: "application/json" },
      },
      (upRes) => {
        const chunks = [];
        upRes.on("data", (c) => chunks.push(c));
        upRes.on("end", () => {
          try {
            resolve({
              status: upRes.statusCode ?? 502,
              body: JSON.parse(Buffer.concat(chunks).toString("utf8")),
            });
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    up.on("error", reject);
    up.end();
  });
}

const notFound = (message) => ({
  status: 404,
  body: { statusCode: 404, error: "Not Found", message },
});
const isBlock = (x) =>
  x && typeof x === "object" && typeof x.height === "number" && x.generator !== undefined;
const isTransaction = (x) =>
  x &&
  typeof x === "object" &&
  typeof x.confirmations === "number" &&
  typeof x.blockId === "string";

/**
 * The answer of the member `lag` blocks behind to `url` (path and query of an /api request), as
 * { status, body }: see the header comment.
 */
async function laggingAnswer(url, lag) {
  const chain = (await upstreamJson("/api/blockchain")).body.data;
  const height = chain.block.height;
  supplyAt.set(height, chain.supply);
  const behind = Math.max(1, height - lag);
  const u = new URL(url, "http://proxy");
  const path = u.pathname.replace(/\/+$/, "");
  if (path === "/api/blockchain") {
    const block = (await upstreamJson(`/api/blocks/${behind}`)).body.data;
    return {
      status: 200,
      body: {
        data: {
          block: { height: behind, id: block.id },
          supply: supplyAt.get(behind) ?? chain.supply,
        },
      },
    };
  }
  const round = /^\/api\/rounds\/(\d+)\/delegates$/.exec(path);
  if (round) {
    activeDelegates ??= (await upstreamJson("/api/node/configuration")).body.data.constants
      .activeDelegates;
    // a round's list is made when the round before it ends
    if ((Number(round[1]) - 1) * activeDelegates > behind) return notFound("Round not found");
  }
  const ofBlock = /^\/api\/blocks\/([^/]+)\/transactions$/.exec(path);
  if (ofBlock) {
    const block = await upstreamJson(`/api/blocks/${ofBlock[1]}`);
    if (isBlock(block.body.data) && block.body.data.height > behind)
      return notFound("Block not found");
  }
  // lists that end at the member's height: asked of the node that way, so pages stay full
  const injected = [];
  const lower = (key, value) => {
    const current = Number(u.searchParams.get(key));
    if (!u.searchParams.has(key)) injected.push(`${key}=${value}`);
    u.searchParams.set(
      key,
      String(
        u.searchParams.has(key) && Number.isFinite(current) ? Math.min(current, value) : value,
      ),
    );
  };
  if (path === "/api/blocks") lower("height.to", behind);
  if (path === "/api/transactions")
    lower("timestamp.to", (await upstreamJson(`/api/blocks/${behind}`)).body.data.timestamp.epoch);
  const answer = await upstreamJson(`${u.pathname}${u.search}`);
  const data = answer.body?.data;
  if (answer.status !== 200 || data === undefined) return answer;
  const known = (x) =>
    !(isBlock(x) && x.height > behind) && !(isTransaction(x) && x.confirmations <= lag);
  const aged = (x) =>
    isTransaction(x)
      ? { ...x, confirmations: x.confirmations - lag }
      : isBlock(x) && typeof x.confirmations === "number"
        ? { ...x, confirmations: Math.max(0, x.confirmations - lag) }
        : x;
  if (Array.isArray(data)) {
    const rows = data.filter(known);
    let meta = answer.body.meta && {
      ...answer.body.meta,
      count: rows.length,
      totalCount: Math.max(
        0,
        (answer.body.meta.totalCount ?? rows.length) - (data.length - rows.length),
      ),
    };
    // the member's own links do not carry the filter the proxy added
    if (meta)
      meta = Object.fromEntries(
        Object.entries(meta).map(([k, v]) => [
          k,
          typeof v === "string"
            ? injected.reduce(
                (link, param) => link.replace(`${param}&`, "").replace(`&${param}`, ""),
                v,
              )
            : v,
        ]),
      );
    return {
      status: 200,
      body: { ...answer.body, data: rows.map(aged), ...(meta ? { meta } : {}) },
    };
  }
  if (!known(data)) return notFound(isBlock(data) ? "Block not found" : "Transaction not found");
  return { status: 200, body: { ...answer.body, data: aged(data) } };
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    if (req.url === "/__fault") {
      if (req.method === "POST") {
        fault = { mode: "none", match: "", lag: 3, ...JSON.parse(body.toString() || "{}") };
        asked.clear();
        served.behind = served.head = 0;
      }
      res.writeHead(200, { "content-type": "application/json", ...cors });
      return res.end(JSON.stringify(fault.mode === "lagging-pool" ? { ...fault, served } : fault));
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors);
      return res.end();
    }
    const hit =
      fault.mode !== "none" && (!fault.match || new RegExp(fault.match).test(req.url ?? ""));
    if (!hit) return forward(req, res, body);
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json", ...cors });
      res.end(typeof value === "string" ? value : JSON.stringify(value));
    };
    switch (fault.mode) {
      case "500":
        return json(500, {
          statusCode: 500,
          error: "Internal Server Error",
          message: "injected fault",
        });
      case "429":
        return json(429, {
          statusCode: 429,
          error: "Too Many Requests",
          message: "Rate limit exceeded",
        });
      case "hang":
        return; // never answers; the app's time-out must fire
      case "close":
        return req.socket.destroy();
      case "truncated":
        return forward(req, res, body, (text) =>
          text.slice(0, Math.max(1, Math.floor(text.length / 2))),
        );
      case "wrong-shape":
        return json(200, { data: { unexpected: true }, meta: "nope" });
      case "error-field":
        return json(200, { error: "injected error field", message: "the node says no" });
      case "delay":
        // a slow node: the real answer, `ms` later (the app shows what it knows while it waits)
        return void setTimeout(() => forward(req, res, body), Number(fault.ms) || 3000);
      case "lagging-pool": {
        const count = asked.get(req.url) ?? 0;
        asked.set(req.url, count + 1);
        if (req.method !== "GET" || count % 2 === 1) {
          served.head++;
          return forward(req, res, body);
        }
        served.behind++;
        return void laggingAnswer(req.url ?? "/", Number(fault.lag) || 3).then(
          ({ status, body: answer }) => json(status, answer),
          () => forward(req, res, body),
        );
      }
      default:
        return forward(req, res, body);
    }
  });
}).listen(port, "127.0.0.1", () =>
  console.log(`fault proxy on http://127.0.0.1:${port} → ${upstream.origin}`),
);
