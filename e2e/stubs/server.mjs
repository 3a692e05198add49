#!/usr/bin/env node
// Local stand-ins for the third-party services outside the chain (never the ARK API):
// - GET /known-wallets.json: the known-wallets list (ARK common repo shape: [{address, name, type}]),
//   built from the testnet manifest (a genesis delegate wallet named "E2E Exchange").
// - GET /known-wallets-hostile.json: the same wallet under a hostile name (a right-to-left override,
//   a bell, a line break, bidi isolates), what a compromised or careless list service may serve;
//   tests point config.json's `knownWallets` at it.
// - the price service (CryptoCompare min-api shapes) under /price — see the pricing handlers.
// - GET /health for the test runner.
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { priceHandler } from "./price-service.mjs";

const args = process.argv.slice(2);
const portArg = args.indexOf("--port");
const port = Number(portArg >= 0 ? args[portArg + 1] : (process.env.E2E_STUB_PORT ?? 4175));
const manifestPath = process.env.MANIFEST ?? new URL("../.manifest.json", import.meta.url).pathname;

function manifest() {
  return existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, "utf8")) : {};
}

/** Handlers keyed by path prefix; each returns [status, body] or undefined. */
export const handlers = [];
handlers.push(priceHandler);

/** The hostile list's name of the known wallet (the app must show it as "evil exchange 1"). */
export const HOSTILE_KNOWN_NAME = "\u202Eevil\u200F exchange\u0007\n\u20661\u2069";

function knownWallets() {
  const m = manifest();
  const list = [];
  // the seed's richest non-delegate wallet plays a known exchange wallet
  const rich =
    m.knownWallet ??
    (m.wallets?.rich ? { address: m.wallets.rich.address, name: "E2E Exchange" } : null);
  if (rich?.address) list.push({ type: "exchange", name: rich.name, address: rich.address });
  return list;
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://localhost");
  const cors = { "access-control-allow-origin": "*", "content-type": "application/json" };
  if (url.pathname === "/health") {
    res.writeHead(200, cors);
    return res.end('{"ok":true}');
  }
  if (url.pathname === "/known-wallets.json") {
    res.writeHead(200, cors);
    return res.end(JSON.stringify(knownWallets()));
  }
  if (url.pathname === "/known-wallets-hostile.json") {
    res.writeHead(200, cors);
    return res.end(JSON.stringify(knownWallets().map((w) => ({ ...w, name: HOSTILE_KNOWN_NAME }))));
  }
  for (const h of handlers) {
    const answer = await h(url, req, res);
    if (answer === "handled") return;
    if (answer) {
      res.writeHead(answer[0], cors);
      return res.end(typeof answer[1] === "string" ? answer[1] : JSON.stringify(answer[1]));
    }
  }
  res.writeHead(404, cors);
  res.end('{"error":"not found"}');
});
server.listen(port, "127.0.0.1", () => console.log(`stubs on http://127.0.0.1:${port}`));
