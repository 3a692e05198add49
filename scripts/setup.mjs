#!/usr/bin/env node
// Prerequisites of the tests on a fresh Debian machine with Node 20 + npm (idempotent; uses only
// Node built-ins so it runs before `npm ci`): Debian's Chromium for Playwright (browser downloads
// do not work here) and fonts, then the npm packages when node_modules is missing or stale.
// PostgreSQL and the ARK Core node are installed by e2e/testnet/install.sh when the e2e tests start.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

const log = (...a) => console.log("[setup]", ...a);
const sh = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(" ")} failed (${r.status})`);
};
const has = (bin) => spawnSync("sh", ["-c", `command -v ${bin}`], { stdio: "ignore" }).status === 0;

/**
 * `npm ci`, falling back to `npm install` from the same lock file: on registries that do not carry
 * other platforms' optional packages (e.g. @tailwindcss/oxide-android-arm64), npm cannot write
 * them into the lock file and `npm ci` then refuses it as "out of sync".
 */
export function installPackages() {
  const ci = spawnSync("npm", ["ci", "--no-audit", "--no-fund", "--loglevel=error"], {
    stdio: "inherit",
  });
  if (ci.status === 0) return;
  log(
    "npm ci refused the lock file (optional packages of other platforms missing here); npm install instead",
  );
  sh("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error"]);
}

const browser = !process.argv.includes("--no-browser");
const apt = [];
if (browser && !existsSync(process.env.CHROMIUM_PATH ?? "/usr/bin/chromium")) apt.push("chromium");
if (browser && !existsSync("/usr/share/fonts/truetype/dejavu")) apt.push("fonts-dejavu-core");
if (apt.length) {
  if (!has("apt-get")) throw new Error(`please install ${apt.join(", ")}`);
  const sudo = process.getuid?.() === 0 ? [] : ["sudo"];
  log(`apt-get install ${apt.join(" ")}`);
  sh(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), "update", "-qq"]);
  sh(sudo[0] ?? "apt-get", [...(sudo.length ? ["apt-get"] : []), "install", "-y", "-qq", ...apt], {
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
const stamp = "node_modules/.package-lock.json";
if (!existsSync(stamp) || statSync("package-lock.json").mtimeMs > statSync(stamp).mtimeMs + 1000) {
  log("installing npm packages");
  installPackages();
}
log("ready");
