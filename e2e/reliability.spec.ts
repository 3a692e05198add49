import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, readManifest, test } from "./fixtures";
import { useFaultProxy } from "./fault-proxy-client";

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

test.describe.configure({ mode: "serial" });
test.skip(
  ({ viewport }) => (viewport?.width ?? 1280) < 768,
  "fault injection runs once, on desktop",
);

const proxy = useFaultProxy();

const setFault = (mode: string, match = "") => proxy.set({ mode, match });

/** Points the app at the proxy with a short time-out; collects page errors and console errors. */
async function prepare(page: Page) {
  await page.route("**/config.json", (route) =>
    route.fulfill({
      json: { ...baseConfig, server: proxy.api, apiTimeout: 1500 },
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
