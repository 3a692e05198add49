#!/usr/bin/env node
// Serves the production build (dist/) under a sub-path, as a static host would, so the app is
// tested the way it is deployed (one build must work under any sub-path):
//   node scripts/serve.mjs [--port 4173] [--base /explorer/] [--config path/to/config.json] [--dir dist] [--host 127.0.0.1]
// Hashed assets get `Cache-Control: public, max-age=31536000, immutable`; index.html and
// config.json are revalidated on every visit (`no-cache`); text files are sent gzip-compressed. `--config` serves that file as
// `<base>config.json` instead of the one in the build. Every answer carries the security headers
// docs/deploy.md asks of a deployment (`securityHeaders`). `--port 0` takes a free port; the line
// printed at start names the one taken.
//
// Nothing a client sends may stop the server: a path that is not valid percent-encoding (or not a
// path at all) is answered 400, a path that leaves the served folder 404, and anything unexpected
// 500.
import { createReadStream, existsSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve, sep } from "node:path";
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
    existsSync(pre) && statSync(pre).mtimeMs >= mtime
      ? readFileSync(pre)
      : gzipSync(readFileSync(file), { level: 9 });
  gzipCache.set(file, { mtime, body });
  return body;
}

/**
 * The Content-Security-Policy of the served build: index.html's own (its CSP meta, read from the
 * build so the header never drifts from the page) plus `frame-ancestors 'none'`, which only a header
 * can set (browsers ignore it in a meta tag): no other site may frame the explorer (clickjacking).
 * Re-read when index.html changes (a rebuild while serving).
 */
const FRAME_ANCESTORS = "frame-ancestors 'none'";
/** What a build without a CSP meta gets: the app's sources only. */
const FALLBACK_POLICY = "default-src 'self'; object-src 'none'; base-uri 'self'";
let policyCache = { mtime: -1, policy: "" };
function contentSecurityPolicy() {
  const index = join(root, "index.html");
  let mtime = 0;
  try {
    mtime = statSync(index).mtimeMs;
  } catch {
    /* no index.html: the fallback */
  }
  if (policyCache.mtime !== mtime) {
    const html = mtime ? readFileSync(index, "utf8") : "";
    const meta = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"/i
      .exec(html)?.[1]
      ?.trim();
    const page = (meta || FALLBACK_POLICY).replace(/;\s*$/, "");
    policyCache = { mtime, policy: `${page}; ${FRAME_ANCESTORS}` };
  }
  return policyCache.policy;
}

/**
 * The security headers of every answer, as docs/deploy.md and docs/nginx/explorer-security-headers.conf
 * set them for a deployment: the CSP above, no Referer sent to other sites (as index.html's
 * `<meta name="referrer" content="no-referrer">`), and no MIME sniffing. Not
 * `Strict-Transport-Security`: this server speaks plain http (local previews and tests), and
 * browsers ignore HSTS on an http answer (RFC 6797 §8.1); a deployment sends it from its https host.
 */
function securityHeaders() {
  return {
    "content-security-policy": contentSecurityPolicy(),
    "referrer-policy": "no-referrer",
    "x-content-type-options": "nosniff",
  };
}

/** A short plain-text answer (errors, redirects) with the security headers. */
function plain(res, status, text, headers = {}) {
  res.writeHead(status, {
    ...securityHeaders(),
    "content-type": "text/plain; charset=utf-8",
    ...headers,
  });
  res.end(text);
}

function send(res, status, file, headers = {}, req = undefined) {
  const ext = extname(file);
  const type = TYPES[ext] ?? "application/octet-stream";
  const base = { ...securityHeaders(), "content-type": type, vary: "accept-encoding", ...headers };
  if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req?.headers["accept-encoding"] ?? ""))) {
    const body = gzipped(file);
    res.writeHead(status, { ...base, "content-encoding": "gzip", "content-length": body.length });
    return res.end(body);
  }
  res.writeHead(status, base);
  // a file that goes away while it is read (a rebuild) ends this answer, not the server
  createReadStream(file)
    .on("error", () => res.destroy())
    .pipe(res);
}

/**
 * The served file for a decoded request path under the base, or null when there is none. The path
 * must stay inside the served folder: `root + sep`, not `root` alone, or `/explorer/..%2fdist-private/…`
 * would reach a sibling folder whose name starts with the served one's.
 */
function servedFile(rel) {
  if (rel.includes("\0")) return null;
  const file = normalize(join(root, rel));
  if (file !== root && !file.startsWith(root + sep)) return null;
  if (!existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

function handle(req, res) {
  let path;
  try {
    path = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
  } catch {
    // `%E0%A4%A` (not UTF-8 percent-encoding), `//` (not a path): the request is malformed
    return plain(res, 400, "Bad request: the path is not valid percent-encoding\n");
  }
  if (path === base.slice(0, -1)) return plain(res, 301, "", { location: base });
  if (!path.startsWith(base))
    return plain(res, 404, `Not found. The explorer is served under ${base}\n`);
  const rel = path.slice(base.length) || "index.html";
  if (rel === "config.json" && configFile) {
    return send(res, 200, resolve(configFile), { "cache-control": "no-cache" }, req);
  }
  const file = servedFile(rel);
  if (!file) return plain(res, 404, "Not found\n");
  const cache = rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache";
  send(res, 200, file, { "cache-control": cache }, req);
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(
      `serve: ${req.method} ${req.url}: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (!res.headersSent) plain(res, 500, "Internal error\n");
    else res.destroy();
  }
});
// a request line or header node's parser refuses: 400, and the connection closes
server.on("clientError", (_error, socket) => {
  if (socket.writable)
    socket.end("HTTP/1.1 400 Bad Request\r\nconnection: close\r\ncontent-length: 0\r\n\r\n");
  else socket.destroy();
});

server.listen(port, host, () => {
  const address = server.address();
  const taken = address && typeof address === "object" ? address.port : port;
  console.log(`Explorer: http://${host}:${taken}${base}`);
});
