#!/usr/bin/env node
// Serves the production build (dist/) under a sub-path, as a static host would, so the app is
// tested the way it is deployed (one build must work under any sub-path):
//   node scripts/serve.mjs [--port 4173] [--base /explorer/] [--config path/to/config.json] [--dir dist]
// Hashed assets get `Cache-Control: public, max-age=31536000, immutable`; index.html and
// config.json are revalidated on every visit (`no-cache`); text files are sent gzip-compressed. `--config` serves that file as
// `<base>config.json` instead of the one in the build.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const port = Number(opt("port", process.env.PORT ?? 4173));
let base = opt("base", process.env.BASE_PATH ?? "/explorer/");
if (!base.startsWith("/")) base = `/${base}`;
if (!base.endsWith("/")) base = `${base}/`;
const root = resolve(opt("dir", "dist"));
const configFile = opt("config", process.env.EXPLORER_CONFIG ?? "");
const host = opt("host", "127.0.0.1");

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
};

/** Text types are sent gzip-compressed when the client accepts it, as any static host or CDN does. */
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".txt"]);
const gzipCache = new Map();
function gzipped(file) {
  const mtime = statSync(file).mtimeMs;
  const hit = gzipCache.get(file);
  if (hit && hit.mtime === mtime) return hit.body;
  // the build's precompressed copy (zopfli, vite.config.ts) when it is there and current, as
  // nginx `gzip_static on` serves it; else gzip level 9 on the fly
  const pre = `${file}.gz`;
  const body =
    existsSync(pre) && statSync(pre).mtimeMs >= mtime ? readFileSync(pre) : gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtime, body });
  return body;
}

function send(res, status, file, headers = {}, req = undefined) {
  const ext = extname(file);
  const type = TYPES[ext] ?? "application/octet-stream";
  const base = { "content-type": type, "x-content-type-options": "nosniff", vary: "accept-encoding", ...headers };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req?.headers["accept-encoding"] ?? ""))) {
    const body = gzipped(file);
    res.writeHead(status, { ...base, "content-encoding": "gzip", "content-length": body.length });
    return res.end(body);
  }
  res.writeHead(status, base);
  createReadStream(file).pipe(res);
}

const server = createServer((req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  let path = decodeURIComponent(url.pathname);
  if (path === base.slice(0, -1)) {
    res.writeHead(301, { location: base });
    return res.end();
  }
  if (!path.startsWith(base)) {
    res.writeHead(404, { "content-type": "text/plain" });
    return res.end(`Not found. The explorer is served under ${base}\n`);
  }
  let rel = path.slice(base.length) || "index.html";
  if (rel === "config.json" && configFile) {
    return send(res, 200, resolve(configFile), { "cache-control": "no-cache" }, req);
  }
  const file = normalize(join(root, rel));
  if (!file.startsWith(root) || !existsSync(file) || !statSync(file).isFile()) {
    res.writeHead(404, { "content-type": "text/plain" });
    return res.end("Not found\n");
  }
  const cache = rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
  send(res, 200, file, { "cache-control": cache }, req);
});

server.listen(port, host, () => {
  console.log(`Explorer: http://${host}:${port}${base}`);
});
