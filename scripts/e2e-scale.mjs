#!/usr/bin/env node
// npm run test:scale [-- playwright args]: the `scale` e2e project (e2e/scale/) against the
// mainnet-scale profile of the REAL local ARK Core testnet (e2e/testnet/scale.sh: built once,
// ~10 min, then cached). Starts that profile if it is not the one running (the default profile's
// node stops: one node per API port), builds the production bundle, runs Playwright with the
// scale manifest, and stops the node again if this run started it — also when the tests fail.
//   E2E_SKIP_BUILD=1   reuse dist/          E2E_KEEP_TESTNET=1   leave the node running
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { API, API_PORT, log, ROOT, run, TESTNET } from "./testnet.mjs";

export const SCALE_MANIFEST =
  process.env.MANIFEST_SCALE ?? join(ROOT, "e2e", ".manifest.scale.json");

/** True when the node on the API port serves the scale chain of the manifest (its last block). */
async function scaleChainRunning() {
  if (!existsSync(SCALE_MANIFEST)) return false;
  try {
    const { lastBlockId } = JSON.parse(readFileSync(SCALE_MANIFEST, "utf8"));
    const res = await fetch(`${API}/blocks/${lastBlockId}`, {
      headers: { connection: "close" },
      signal: AbortSignal.timeout(5000),
    });
    return res.ok;
  } catch {
    return false;
  }
}

const env = { ...process.env, ARK_API_PORT: API_PORT, MANIFEST_SCALE: SCALE_MANIFEST };
const started = !(await scaleChainRunning());
if (started) {
  log("starting the mainnet-scale profile (first run builds it: ~10 minutes)…");
  run("bash", [join(TESTNET, "scale.sh")], { env });
}
const config = join(tmpdir(), "ark-explorer-scale-config.json");
const base = JSON.parse(readFileSync(join(ROOT, "e2e", "config.e2e.json"), "utf8"));
writeFileSync(config, JSON.stringify({ ...base, server: API }, null, 2));

let status = 1;
try {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    log("extracting the message catalogs and building the production bundle");
    run("npx", ["lingui", "extract", "--clean"]);
    run("npx", ["vite", "build"]);
  }
  log("running the scale project against the mainnet-scale chain");
  const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    cwd: ROOT,
    env: {
      ...env,
      E2E_PROFILE: "scale",
      E2E_CONFIG: config,
      MANIFEST: SCALE_MANIFEST,
      ARK_API: API,
    },
  });
  status = r.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  if (started && process.env.E2E_KEEP_TESTNET !== "1") {
    log("stopping the node");
    spawnSync("bash", [join(TESTNET, "stop.sh")], { stdio: "inherit", cwd: ROOT, env });
  }
}
process.exit(status);
