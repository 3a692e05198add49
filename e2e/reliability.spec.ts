import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { Page } from "@playwright/test";
import { expect, readManifest, test } from "./fixtures";

/**
 * Reliability: a failing node. A fault proxy of our own sits between the app and the real testnet
 * node; for each fault on each main route the app shows a clear message, throws no unhandled
 * error, and recovers by itself when the fault is lifted.
 */
const baseConfig = JSON.parse(readFileSync("e2e/config.e2e.json", "utf8")) as Record<
  string,
  unknown
>;
const FAULTS = ["500", "429", "hang", "close", "truncated", "wrong-shape", "error-field"] as const;

let proxy: ChildProcess | undefined;

/** A port nobody listens on (a fixed base + worker index collided with other local servers). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
let proxyPort = 0;

test.describe.configure({ mode: "serial" });
test.skip(
  ({ viewport }) => (viewport?.width ?? 1280) < 768,
  "fault injection runs once, on desktop",
);

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}) => {
  proxyPort = await freePort();
  proxy = spawn("node", ["e2e/fault-proxy.mjs", "--port", String(proxyPort)], { stdio: "ignore" });
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${proxyPort}/__fault`)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("fault proxy did not start");
});
test.afterAll(() => proxy?.kill());

async function setFault(mode: string, match = "") {
  await fetch(`http://127.0.0.1:${proxyPort}/__fault`, {
    method: "POST",
    body: JSON.stringify({ mode, match }),
  });
}

/** Points the app at the proxy with a short time-out; collects page errors and console errors. */
async function prepare(page: Page) {
  await page.route("**/config.json", (route) =>
    route.fulfill({
      json: { ...baseConfig, server: `http://127.0.0.1:${proxyPort}/api`, apiTimeout: 1500 },
    }),
  );
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  page.on("console", (m) => {
    if (m.type() !== "error") return;
    const text = m.text();
    // the browser's own log of a failed request is expected under a fault
    if (/Failed to load resource|net::ERR_|ERR_EMPTY_RESPONSE|CORS|Access to fetch/.test(text))
      return;
    consoleErrors.push(text);
  });
  return { pageErrors, consoleErrors };
}

function routes() {
  const m = readManifest();
  return [
    "/",
    "/blocks/1",
    "/transactions/1",
    `/wallets/${m.wallets.sender.address ?? m.wallets.sender}`,
    "/delegate-monitor",
  ];
}

for (const fault of FAULTS) {
  test(`fault "${fault}": a clear message on every main route, then recovery`, async ({ page }) => {
    test.setTimeout(180_000);
    const { pageErrors, consoleErrors } = await prepare(page);
    await setFault("none");
    for (const route of routes()) {
      await setFault(fault);
      await page.goto(`./#${route}`);
      // a readable message: the node banner or a widget's error state (role=alert)
      await expect(page.getByRole("alert").first()).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole("alert").first()).not.toBeEmpty();
      // nothing blank: the header and the page frame stay
      await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
    }
    // lift the fault: the last page recovers by itself (no reload, no click)
    await setFault("none");
    await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByTestId("network-height")).toHaveText(/\d/);
    expect(pageErrors, "unhandled errors").toEqual([]);
    expect(consoleErrors, "console errors").toEqual([]);
  });
}
