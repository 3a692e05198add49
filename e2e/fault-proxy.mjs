#!/usr/bin/env node
// A small fault-injecting proxy between the app and the REAL local ARK Core testnet, to test how
// the app copes with a failing node (reliability.spec.ts).
// Forwards /api/* to the node unchanged until told otherwise:
//   POST /__fault  {"mode": "500"|"429"|"hang"|"close"|"truncated"|"wrong-shape"|"error-field"|"none", "match": "regex on the path"}
// GET /__fault returns the current fault. CORS is allowed for any origin, like ARK Core.
//   node e2e/fault-proxy.mjs --port 4185 --upstream http://127.0.0.1:4003
import { createServer, request as httpRequest } from "node:http";

const args = process.argv.slice(2);
const opt = (n, d) => (args.indexOf(`--${n}`) >= 0 ? args[args.indexOf(`--${n}`) + 1] : d);
const port = Number(opt("port", process.env.FAULT_PROXY_PORT ?? 4185));
const upstream = new URL(opt("upstream", process.env.ARK_UPSTREAM ?? "http://127.0.0.1:4003"));
let fault = { mode: "none", match: "" };

const cors = {
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "content-type, accept",
  "access-control-allow-methods": "GET, POST, OPTIONS",
};

function forward(req, res, body, transform) {
  const up = httpRequest(
    { host: upstream.hostname, port: upstream.port, path: req.url, method: req.method, headers: { ...req.headers, host: upstream.host, connection: "close", "accept-encoding": "identity" } },
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

createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    if (req.url === "/__fault") {
      if (req.method === "POST") fault = { mode: "none", match: "", ...JSON.parse(body.toString() || "{}") };
      res.writeHead(200, { "content-type": "application/json", ...cors });
      return res.end(JSON.stringify(fault));
    }
    if (req.method === "OPTIONS") {
      res.writeHead(204, cors);
      return res.end();
    }
    const hit = fault.mode !== "none" && (!fault.match || new RegExp(fault.match).test(req.url ?? ""));
    if (!hit) return forward(req, res, body);
    const json = (status, value) => {
      res.writeHead(status, { "content-type": "application/json", ...cors });
      res.end(typeof value === "string" ? value : JSON.stringify(value));
    };
    switch (fault.mode) {
      case "500":
        return json(500, { statusCode: 500, error: "Internal Server Error", message: "injected fault" });
      case "429":
        return json(429, { statusCode: 429, error: "Too Many Requests", message: "Rate limit exceeded" });
      case "hang":
        return; // never answers; the app's time-out must fire
      case "close":
        return req.socket.destroy();
      case "truncated":
        return forward(req, res, body, (text) => text.slice(0, Math.max(1, Math.floor(text.length / 2))));
      case "wrong-shape":
        return json(200, { data: { unexpected: true }, meta: "nope" });
      case "error-field":
        return json(200, { error: "injected error field", message: "the node says no" });
      default:
        return forward(req, res, body);
    }
  });
}).listen(port, "127.0.0.1", () => console.log(`fault proxy on http://127.0.0.1:${port} → ${upstream.origin}`));
