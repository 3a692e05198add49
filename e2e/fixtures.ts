import AxeBuilder from "@axe-core/playwright";
import {
  test as base,
  expect,
  type BrowserContext,
  type Locator,
  type Page,
} from "@playwright/test";
import axe from "axe-core";
import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The testnet seed's manifest (e2e/testnet/seed.mjs): ids, addresses, usernames per case. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Manifest = Record<string, any>;

const MANIFEST_PATH = process.env.MANIFEST ?? new URL("./.manifest.json", import.meta.url).pathname;
/** The ARK Core API the app under test talks to (the real local testnet). */
export const API = process.env.ARK_API ?? "http://127.0.0.1:4003/api";

export function readManifest(): Manifest {
  if (!existsSync(MANIFEST_PATH))
    throw new Error(`No testnet manifest at ${MANIFEST_PATH}: run npm run testnet:seed`);
  return JSON.parse(readFileSync(MANIFEST_PATH, "utf8")) as Manifest;
}

/**
 * A predicate for the URL of a built chunk, found in the build's manifest (dist/.vite/manifest.json)
 * by its source module (`src/features/home/pages/HomePage.tsx`) or its chunk name
 * (`pricing-runtime`): lazy chunks are named by their hash alone.
 */
export function builtChunk(sourceOrName: string): (url: URL) => boolean {
  const file = join(process.env.E2E_DIST ?? "dist", ".vite", "manifest.json");
  const chunks = JSON.parse(readFileSync(file, "utf8")) as Record<
    string,
    { file: string; name?: string }
  >;
  const chunk = chunks[sourceOrName] ?? Object.values(chunks).find((c) => c.name === sourceOrName);
  if (!chunk) throw new Error(`no chunk ${sourceOrName} in ${file}`);
  return (url) => url.pathname.endsWith(`/${chunk.file}`);
}

/** msgid → msgstr of a locale's catalog in src/locales (en-US reuses en-GB's texts). */
export function catalog(locale: string): Map<string, string> {
  const file = locale === "en-US" ? "en-GB" : locale;
  const text = readFileSync(`src/locales/${file}/messages.po`, "utf8");
  const out = new Map<string, string>();
  for (const block of text.split(/\n\n/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
    if (id && str) out.set(JSON.parse(`"${id}"`), JSON.parse(`"${str}"`));
  }
  return out;
}

/** GET a path of the real API and return its parsed `data` (and meta). */
export async function api<T = unknown>(
  path: string,
): Promise<{ data: T; meta?: Record<string, number> }> {
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(`${API}/${path.replace(/^\//, "")}`, {
        headers: { connection: "close" },
      });
      if (!res.ok) throw new Error(`${res.status} ${path}`);
      return (await res.json()) as { data: T; meta?: Record<string, number> };
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}

/** The chain's height now (GET blockchain). */
const chainHeight = async () =>
  (await api<{ block: { height: number } }>("blockchain")).data.block.height;

/**
 * Waits until the chain reaches `target` (a freshly seeded chain is young: its first complete
 * rounds come minutes after the seed), the test's time-out lengthened by the blocks still to come
 * at `blocktime` seconds each (half as much again for a slow machine).
 */
export async function waitForHeight(target: number, blocktime: number): Promise<void> {
  const ahead = target - (await chainHeight());
  if (ahead <= 0) return;
  test.setTimeout(test.info().timeout + ahead * blocktime * 1_500 + 30_000);
  await expect
    .poll(chainHeight, { timeout: ahead * blocktime * 1_500 + 30_000, intervals: [2_000] })
    .toBeGreaterThanOrEqual(target);
}

/** The node's round length and block time (s), from GET node/configuration. */
export async function chainConstants(): Promise<{ activeDelegates: number; blocktime: number }> {
  const { data } = await api<{ constants: { activeDelegates: number; blocktime: number } }>(
    "node/configuration",
  );
  return { activeDelegates: data.constants.activeDelegates, blocktime: data.constants.blocktime };
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
    return (
      shown != null &&
      main?.getAttribute("aria-busy") !== "true" &&
      (shown === wanted || decode(shown) === decode(wanted))
    );
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
 * Opens `route` as a first visit and returns the API requests it made (paths after {@link API},
 * preflights left out) once its first data row is shown and no API request ran for 1.5 s.
 */
export async function firstVisitRequests(page: Page, route: string): Promise<string[]> {
  const urls: string[] = [];
  let last = Date.now();
  let inFlight = 0;
  page.on("request", (r) => {
    if (!r.url().startsWith(API) || r.method() === "OPTIONS") return;
    urls.push(r.url().slice(API.length));
    inFlight++;
    last = Date.now();
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    last = Date.now();
  };
  page.on("requestfinished", (r) => r.url().startsWith(API) && done());
  page.on("requestfailed", (r) => r.url().startsWith(API) && done());
  await gotoRoute(page, route);
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => inFlight === 0 && Date.now() - last >= 1500, { timeout: 30_000, intervals: [250] })
    .toBe(true);
  return urls;
}

/** The local stubs of the price service and the known-wallets list (e2e/stubs/server.mjs). */
export const STUB = `http://127.0.0.1:${process.env.E2E_STUB_PORT ?? 4175}`;

/**
 * Serves the app a config.json with the price service on (the e2e config has none), on a fresh
 * stub session of its own so that the stub's mode (success / error / hang) never leaks between
 * tests; `overrides` replaces fields. Returns the config served (its `priceApi` is the session's
 * URL).
 */
export async function servePriceConfig(
  page: Page,
  overrides: { knownWallets?: string; currencies?: Record<string, string> } = {},
) {
  const config = {
    network: "testnet",
    server: API,
    knownWallets: null as string | null,
    alias: "Main",
    priceApi: `${STUB}/price/s/${randomUUID()}`,
    currencies: { USD: "$", EUR: "€", BTC: "Ƀ" } as Record<string, string>,
    defaults: {
      currency: { name: "USD", symbol: "$" },
      priceChartOptions: { enabled: true, period: "day", type: "price" },
    },
    ...overrides,
  };
  await page.route("**/config.json", (route) =>
    route.fulfill({ contentType: "application/json", body: JSON.stringify(config) }),
  );
  return config;
}

/**
 * Shows the header's settings (language, time display, night mode, currency): below 1024 px they
 * are in the menu panel, which this opens (found by its state, not its name, so any language
 * works); on a wide window they are always shown.
 */
export async function openHeaderSettings(page: Page): Promise<void> {
  const menu = page.locator("header button[aria-controls][aria-expanded]");
  const select = page.locator("header select").first();
  // the app's header, not index.html's static shell (right after a reload): a shown menu button on
  // a phone, the shown settings on a desktop (a desktop's DOM has the phone's button too, hidden)
  await expect(
    menu
      .filter({ visible: true })
      .or(select.filter({ visible: true }))
      .first(),
  ).toBeVisible();
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) !== "true")
    await menu.click();
  await expect(select).toBeVisible();
}

/**
 * Records the browser notifications every page of `context` shows (headless Chromium shows none
 * to look at): `shownNotifications(page)` lists them. Permission requests still go to the browser.
 */
export async function recordNotifications(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const Real = window.Notification;
    const shown: Array<{ title: string; body?: string }> = [];
    (window as unknown as { __shown: typeof shown }).__shown = shown;
    class Recorded {
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, body: options?.body });
      }
      static get permission() {
        return Real.permission;
      }
      static requestPermission() {
        return Real.requestPermission();
      }
    }
    Object.defineProperty(window, "Notification", {
      value: Recorded,
      configurable: true,
      writable: true,
    });
  });
}

/** The notifications `page` has shown since it loaded (see recordNotifications). */
export const shownNotifications = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __shown?: Array<{ title: string; body?: string }> }).__shown ?? [],
  );

export const test = base.extend<{ manifest: Manifest }>({
  // eslint-disable-next-line no-empty-pattern
  manifest: async ({}, use) => {
    await use(readManifest());
  },
});
export { expect };

/**
 * The WCAG 2.0/2.1 A and AA rules, switched on by id: `withTags` would restrict the scan to them
 * (dropping the default best-practice rules) and leaves out the experimental ones. Deprecated rules
 * are not asked for: axe has replaced their checks with other rules. Plus WCAG 2.2's target size
 * (`target-size`, off by default): every tap target 24 × 24 px or spaced as 2.5.8 allows.
 */
const WCAG_RULES = Object.fromEntries([
  ...axe
    .getRules(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .filter((rule) => !rule.tags.includes("deprecated"))
    .map((rule) => [rule.ruleId, { enabled: true }]),
  ["target-size", { enabled: true }],
]);

/** An axe scan of the page: every rule enabled by default, plus the WCAG 2.0/2.1 A/AA ones and target size. */
export async function axeScan(page: Page) {
  const results = await new AxeBuilder({ page }).options({ rules: WCAG_RULES }).analyze();
  // the engine injected is the axe-core this project pins, not an older copy
  expect(results.testEngine.version).toBe(axe.version);
  return results;
}

/** The serious and critical violations of a scan, as "rule: target" lines. */
export function seriousViolations(results: Awaited<ReturnType<typeof axeScan>>): string[] {
  return results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(" ")}`));
}
