#!/usr/bin/env node
// npm run test:e2e [-- playwright args]: makes sure the REAL local ARK Core testnet is
// installed, running and seeded (e2e/testnet), builds the production bundle, runs Playwright
// (desktop + mobile) against it served under /explorer/, and stops the node again if this run
// started it — also when the tests fail.
//   E2E_SKIP_BUILD=1   reuse dist/          E2E_KEEP_TESTNET=1   leave the node running
import { spawnSync } from "node:child_process";
import { ensureTestnet, log, ROOT, run, stopTestnet } from "./testnet.mjs";

const started = await ensureTestnet();
let status = 1;
const cleanup = () => {
  if (started && process.env.E2E_KEEP_TESTNET !== "1") stopTestnet();
};
process.on("SIGINT", () => {
  cleanup();
  process.exit(130);
});
try {
  if (process.env.E2E_SKIP_BUILD !== "1") {
    log("extracting the message catalogs and building the production bundle");
    run("npx", ["lingui", "extract", "--clean"]);
    run("npx", ["vite", "build"]);
  }
  log("running Playwright against the local testnet");
  const r = spawnSync("npx", ["playwright", "test", ...process.argv.slice(2)], {
    stdio: "inherit",
    cwd: ROOT,
  });
  status = r.status ?? 1;
} catch (error) {
  console.error(error);
} finally {
  cleanup();
}
process.exit(status);
