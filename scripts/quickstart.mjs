#!/usr/bin/env node
// npm start — the quick start. By default: installs and starts the local ARK Core testnet when it
// is not running (first run: a few minutes), seeds it, builds the explorer and serves it for
// that chain under /explorer/. With NETWORK=mainnet|devnet it serves the explorer for the public
// network instead (no local node). PORT (default 4173) and BASE_PATH (default /explorer/) apply.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ensureTestnet, log, ROOT, run } from "./testnet.mjs";

const network = process.env.NETWORK ?? "testnet";
if (!["testnet", "mainnet", "devnet"].includes(network)) {
  console.error(`NETWORK must be testnet, mainnet or devnet (got ${network})`);
  process.exit(2);
}
// npm packages (no browser needed to run the explorer)
run("node", ["scripts/setup.mjs", "--no-browser"]);
if (network === "testnet") await ensureTestnet();
log(`building the explorer for ${network}`);
run("npx", ["vite", "build"], { env: { ...process.env, VITE_NETWORK: network } });
const dir = join(ROOT, "node_modules", ".cache", "explorer");
mkdirSync(dir, { recursive: true });
const config = join(dir, `config.${network}.json`);
writeFileSync(config, JSON.stringify({ network }, null, 2));
const port = process.env.PORT ?? "4173";
const base = process.env.BASE_PATH ?? "/explorer/";
log(
  `serving on http://127.0.0.1:${port}${base}  (Ctrl+C to stop; the testnet keeps running: npm run testnet:stop)`,
);
run("node", ["scripts/serve.mjs", "--port", port, "--base", base, "--config", config]);
