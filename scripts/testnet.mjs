// Shared by the quick start (scripts/quickstart.mjs) and the e2e runner (scripts/e2e.mjs):
// make sure the local ARK Core testnet (e2e/testnet) is installed, running and seeded.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), "..");
export const TESTNET = join(ROOT, "e2e", "testnet");
export const API_PORT = process.env.ARK_API_PORT ?? "4003";
export const API = `http://127.0.0.1:${API_PORT}/api`;
export const MANIFEST = process.env.MANIFEST ?? join(ROOT, "e2e", ".manifest.json");

export const log = (...a) => console.log("[explorer]", ...a);

/** Runs a command with inherited output; throws on a non-zero exit. */
export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: "inherit", cwd: ROOT, ...opts });
  if (r.status !== 0)
    throw new Error(`${cmd} ${args.join(" ")} exited with ${r.status ?? r.signal}`);
}

async function getJson(path) {
  try {
    const res = await fetch(`${API}/${path}`, {
      headers: { connection: "close" },
      signal: AbortSignal.timeout(3000),
    });
    return res.ok ? await res.json() : null;
  } catch {
    return null;
  }
}

export async function apiHeight() {
  const body = await getJson("blockchain");
  return body?.data?.block?.height ?? null;
}

/** The manifest describes THIS chain when its seeded transfer exists on the node. */
export async function manifestMatchesChain() {
  if (!existsSync(MANIFEST)) return false;
  try {
    const m = JSON.parse(readFileSync(MANIFEST, "utf8"));
    const id = m?.transactions?.transfer;
    return typeof id === "string" && (await getJson(`transactions/${id}`)) !== null;
  } catch {
    return false;
  }
}

/**
 * Installs (idempotent), starts and seeds the testnet as needed. A chain that runs but was not
 * seeded by us is reset first (legacy magistrate transactions need a fresh chain, < height 60).
 * Returns true when this call started the node (the caller stops it at the end).
 */
export async function ensureTestnet() {
  const env = { ...process.env, ARK_API_PORT: API_PORT };
  if ((await apiHeight()) !== null) {
    if (await manifestMatchesChain()) {
      log(`local testnet already running and seeded: ${API}`);
      return false;
    }
    if (existsSync(MANIFEST) && process.env.TESTNET_RESET !== "1") {
      // maybe the other profile (mainnet-scale) runs on this port: start.sh switches back
      log("another chain answers on this port: switching to the default profile");
      run("bash", [join(TESTNET, "start.sh")], { env });
      if (await manifestMatchesChain()) return false;
    }
    log(
      "local testnet running but not seeded by this project: resetting it to a fresh seeded chain",
    );
    run("bash", [join(TESTNET, "reset.sh")], { env });
    return false;
  }
  log("installing the local ARK Core testnet if needed (first run: a few minutes)…");
  run("bash", [join(TESTNET, "install.sh")], { env });
  if (existsSync(MANIFEST) && process.env.TESTNET_RESET !== "1") {
    log("starting the local testnet…");
    run("bash", [join(TESTNET, "start.sh")], { env });
    if (await manifestMatchesChain()) return true;
    log("the chain does not match the manifest: resetting and seeding");
  } else {
    log("starting a fresh local testnet and seeding it (about 4 minutes)…");
  }
  run("bash", [join(TESTNET, "reset.sh")], { env });
  return true;
}

export function stopTestnet() {
  log("stopping the local testnet");
  spawnSync("bash", [join(TESTNET, "stop.sh")], {
    stdio: "inherit",
    cwd: ROOT,
    env: { ...process.env, ARK_API_PORT: API_PORT },
  });
}
