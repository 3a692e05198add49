import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { existsSync, readFileSync } from "node:fs";

/** The testnet seed's manifest (e2e/testnet/seed.mjs): ids, addresses, usernames per case. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Manifest = Record<string, any>;

const MANIFEST_PATH = process.env.MANIFEST ?? new URL("./.manifest.json", import.meta.url).pathname;
/** The ARK Core API the app under test talks to (the real local testnet). */
export const API = process.env.ARK_API ?? "http://127.0.0.1:4003/api";

export function readManifest(): Manifest {
  if (!existsSync(MANIFEST_PATH)) throw new Error(`No testnet manifest at ${MANIFEST_PATH}: run npm run testnet:seed`);
  return JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as Manifest;
}

/** GET a path of the real API and return its parsed `data` (and meta). */
export async function api<T = unknown>(path: string): Promise<{ data: T; meta?: Record<string, number> }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${API}/${path.replace(/^\//, "")}`, { headers: { connection: "close" } });
      if (!res.ok) throw new Error(`${res.status} ${path}`);
      return (await res.json()) as { data: T; meta?: Record<string, number> };
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/** Opens a hash route of the app (`/blocks/1`) and waits until its page (not the previous one) is shown. */
export async function gotoRoute(page: Page, route: string) {
  await page.goto(`./#${route}`);
  await expect(page.locator("main")).toBeVisible();
  await waitForRoute(page);
}

/**
 * Waits until the page shown is the one of the URL in the address bar: after a hash change the data
 * router keeps the previous page on screen while the next one's code and data load, so a locator could
 * otherwise match the old page. The layout's <main> names the location it shows (`data-location`).
 */
async function waitForRoute(page: Page) {
  await page.waitForFunction(() => {
    const main = document.querySelector("main");
    const shown = main?.getAttribute("data-location");
    const wanted = window.location.hash.slice(1) || "/";
    const decode = (s: string) => {
      try {
        return decodeURI(s);
      } catch {
        return s;
      }
    };
    return shown != null && main?.getAttribute("aria-busy") !== "true" && (shown === wanted || decode(shown) === decode(wanted));
  });
}

/**
 * The rows of the DataTable(s) in `main` (or in `scope`) in whichever layout is shown: desktop
 * `<table>` rows (≥ 768 px, or a table without mobile cards), or the mobile card list
 * `<ul aria-label={caption}>` with one `<li>` per row (< 768 px). Only visible rows match, so the
 * hidden layout never counts.
 */
export function dataRows(scope: Page | Locator): Locator {
  const root = "goto" in scope ? scope.locator("main") : scope;
  return root.locator("table tbody tr:visible, ul[aria-label] > li:visible");
}

/**
 * The value of the field `label` in row(s) from {@link dataRows}, in either layout: the `<td>` under
 * the `<th>` whose text is `label` (desktop), or the `<dd>` after the `<dt>` whose text is `label`
 * (mobile card). Labels are matched exactly (whitespace-normalised).
 */
export function field(rows: Locator, label: string): Locator {
  if (label.includes('"')) throw new Error(`field(): label with a double quote: ${label}`);
  const cell = `./td[count(ancestor::table[1]/thead/tr/th[normalize-space(.)="${label}"]/preceding-sibling::th) + 1][ancestor::table[1]/thead/tr/th[normalize-space(.)="${label}"]]`;
  const card = `.//dt[normalize-space(.)="${label}"]/following-sibling::dd[1]`;
  return rows.locator(`xpath=${cell} | ${card}`);
}

/**
 * Shows the header's settings (language, time display, night mode, currency): below 1024 px they
 * are in the menu panel, which this opens (found by its state, not its name, so any language
 * works); on a wide window they are always shown.
 */
export async function openHeaderSettings(page: Page): Promise<void> {
  const menu = page.locator("header button[aria-controls][aria-expanded]");
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true") await menu.click();
  await expect(page.locator("header select").first()).toBeVisible();
}

export const test = base.extend<{ manifest: Manifest }>({
  // eslint-disable-next-line no-empty-pattern
  manifest: async ({}, use) => {
    await use(readManifest());
  },
});
export { expect };
