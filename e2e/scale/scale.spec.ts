import type { Page } from "@playwright/test";
import { api, API, dataRows, expect, firstVisitRequests, gotoRoute, test } from "../fixtures";

/**
 * The mainnet-scale profile (e2e/testnet/scale.sh, `npm run test:scale`): the real ARK Core node on
 * a chain shaped like ARK mainnet (1,155 delegates, 250,000+ transactions, a 32,001-transaction
 * wallet, a delegate with 3,201 voters, estimated totals). Cases come from e2e/.manifest.scale.json.
 * Counts of requests and DOM nodes are checked here; times are the benchmark's
 * (`npm run bench -- --profile scale`).
 */

interface Delegate {
  username: string;
  address: string;
  rank?: number;
}

const domNodes = (page: Page) => page.evaluate(() => document.getElementsByTagName("*").length);

/** The number in a text such as "All 32,001", "about 31,874" or "32 001" (grouping of any locale). */
const numberIn = (text: string) =>
  Number((/\d[\d,.\s\u00a0\u202f]*/.exec(text)?.[0] ?? "").replace(/[^\d]/g, ""));

test.describe("first visits ask only for what they show", () => {
  const lists = ["/", "/blocks/1", "/transactions/1", "/top-wallets/1", "/delegates/1"];
  for (const route of lists) {
    test(`${route}: at most 6 API requests, no full delegate list`, async ({ page }) => {
      const urls = await firstVisitRequests(page, route);
      expect(urls.length, urls.join("\n")).toBeLessThanOrEqual(6);
      // one page of delegates at most: the complete list is 12 pages of 100 here
      expect(
        urls.filter((u) => /^\/delegates\?/.test(u)).length,
        urls.join("\n"),
      ).toBeLessThanOrEqual(1);
    });
  }
  test("the 3,201-voter delegate's voters: at most 6 API requests", async ({ page, manifest }) => {
    const { address } = manifest.wallets.popularDelegate as { address: string };
    const urls = await firstVisitRequests(page, `/wallets/${address}/voters/1`);
    expect(urls.length, urls.join("\n")).toBeLessThanOrEqual(6);
  });
  test("the 32,001-transaction wallet and the delegate monitor: at most 8 API requests", async ({
    page,
    manifest,
  }) => {
    const wallet = await firstVisitRequests(page, `/wallets/${manifest.wallets.whale.address}`);
    expect(wallet.length, wallet.join("\n")).toBeLessThanOrEqual(8);
    const fresh = await page.context().newPage();
    const monitor = await firstVisitRequests(fresh, "/delegate-monitor");
    expect(monitor.length, monitor.join("\n")).toBeLessThanOrEqual(8);
  });
});

test("the missed blocks' default view (ten rounds of 51 delegates): at most 30 API requests", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(API) && r.method() !== "OPTIONS")
      requests.push(r.url().slice(API.length));
  });
  await gotoRoute(page, "/missed-blocks");
  await expect(page.getByTestId("missed-total")).toBeVisible({ timeout: 60_000 });
  // every round of the window in (the older ones load in idle time)
  await expect(page.getByTestId("rounds-progress")).toHaveCount(0, { timeout: 90_000 });
  expect(requests.length, requests.join("\n")).toBeLessThanOrEqual(30);
  await expect(
    dataRows(page.getByRole("region", { name: "Missed and assigned slots by delegate" })).first(),
  ).toBeVisible();
});

test.describe("lists stay light", () => {
  for (const route of [
    "/",
    "/blocks/1",
    "/transactions/1",
    "/top-wallets/1",
    "/delegates/1",
    "/delegate-monitor",
  ]) {
    test(`${route}: at most 3,000 DOM nodes`, async ({ page }) => {
      await gotoRoute(page, route);
      await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
      expect(await domNodes(page)).toBeLessThanOrEqual(3000);
    });
  }
  test("the monitor's standby and resigned tabs: at most 3,000 DOM nodes, every delegate reachable", async ({
    page,
    manifest,
  }) => {
    await gotoRoute(page, "/delegate-monitor");
    await page.getByRole("tab", { name: /standby/i }).click();
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await domNodes(page)).toBeLessThanOrEqual(3000);
    // the lowest-ranked standby delegate is reachable (paged or virtualised, never cut off)
    const total = (await api<Delegate[]>("delegates?limit=1")).meta?.totalCount ?? 0;
    expect(total).toBeGreaterThanOrEqual(manifest.delegates.total - 5);
    await page.getByRole("tab", { name: /resigned/i }).click();
    await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
    expect(await domNodes(page)).toBeLessThanOrEqual(3000);
  });
});

test("the search box suggests among all 1,155 delegates", async ({ page, manifest }) => {
  const { username } = manifest.wallets.standbyDelegate as Delegate;
  await gotoRoute(page, "/");
  const field = page.getByRole("search").getByRole("combobox");
  await field.click();
  await field.pressSequentially(username, { delay: 60 });
  await expect(
    page
      .getByRole("listbox")
      .getByRole("option", { name: new RegExp(username) })
      .first(),
  ).toBeVisible();
});

test("search results for a name prefix a thousand delegates share: one name request, the first 100 listed", async ({
  page,
  manifest,
}) => {
  const { username } = manifest.wallets.standbyDelegate as Delegate;
  const prefix = username.replace(/\d+$/, "");
  const named: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(API) && /[?&]username=/.test(r.url())) named.push(r.url());
  });
  await gotoRoute(page, `/search/${prefix}`);
  const delegates = page.getByRole("main").getByRole("region", { name: /^Delegates \(/ });
  await expect(delegates.getByRole("link")).toHaveCount(100, { timeout: 30_000 });
  await expect(page.getByRole("main").getByText(/More delegates start with/)).toBeVisible();
  expect(named, named.join("\n")).toHaveLength(1);
});

test("the whale's counts are its own, not the network's", async ({ page, manifest }) => {
  const { address, sent, received } = manifest.wallets.whale as {
    address: string;
    sent: number;
    received: number;
  };
  const network = (await api("transactions?limit=1")).meta?.totalCount ?? 0;
  expect(network).toBeGreaterThan(200_000);
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  const tab = (name: string) => page.locator(`[role=tab][href*="/transactions/${name}/"]`);
  const within = (shown: number, truth: number) => Math.abs(shown - truth) <= truth * 0.2;
  await expect
    .poll(async () => numberIn((await tab("all").textContent()) ?? ""), { timeout: 30_000 })
    .toBeGreaterThan(0);
  const all = numberIn((await tab("all").textContent()) ?? "");
  const sentShown = numberIn((await tab("sent").textContent()) ?? "");
  const receivedShown = numberIn((await tab("received").textContent()) ?? "");
  expect(all).toBeLessThan(network / 2);
  expect(within(all, sent + received), `all ${all} vs ${sent + received}`).toBe(true);
  expect(within(sentShown, sent), `sent ${sentShown} vs ${sent}`).toBe(true);
  expect(within(receivedShown, received), `received ${receivedShown} vs ${received}`).toBe(true);
});

test("the popular delegate's voters: its own count and a last page that opens", async ({
  page,
  manifest,
}) => {
  const { address, voters } = manifest.wallets.popularDelegate as {
    address: string;
    voters: number;
  };
  await gotoRoute(page, `/wallets/${address}/voters/1`);
  await expect(page.getByTestId("voter-count")).toContainText(voters.toLocaleString("en-GB"));
  const { meta } = await api(`delegates/${address}/voters?limit=25`);
  const last = meta?.pageCount ?? 1;
  await gotoRoute(page, `/wallets/${address}/voters/${last}`);
  await expect(dataRows(page).first()).toBeVisible({ timeout: 30_000 });
});

test.describe("statistics on a mainnet-sized chain", () => {
  for (const [period, unit, total] of [
    ["24h", "hours", 24],
    ["30d", "days", 30],
  ] as const) {
    test(`${period}: the first screen costs at most 30 API requests, the idle loading completes`, async ({
      page,
    }) => {
      test.setTimeout(240_000);
      const requests: string[] = [];
      page.on("request", (r) => {
        if (r.url().startsWith(API)) requests.push(r.url().slice(API.length));
      });
      await gotoRoute(page, `/statistics?period=${period}`);
      const progress = page.getByTestId("statistics-progress");
      await expect(progress).toHaveText(`All ${total} ${unit} counted`, { timeout: 200_000 });
      // the first screen: everything asked before the first bucket loaded in idle time (the 8th)
      const buckets: string[] = [];
      let firstScreen = requests.length;
      for (const [i, url] of requests.entries()) {
        const from = /^\/transactions\?.*timestamp\.from=(\d+)/.exec(url)?.[1];
        if (from && url.includes("timestamp.to=") && !buckets.includes(from)) buckets.push(from);
        if (buckets.length === 8) {
          firstScreen = i;
          break;
        }
      }
      const before = requests.slice(0, firstScreen);
      expect(before.length, before.join("\n")).toBeLessThanOrEqual(30);
      // a busy bucket is paged through in idle time, only once every bucket's first page is in
      const firstPage = (u: string) =>
        /^\/transactions\?.*timestamp\.to=/.test(u) && !/[?&]page=([2-9]|\d\d)/.test(u);
      const lastFirstPage = requests.findLastIndex(firstPage);
      const laterPages = requests
        .map((u, i) => [u, i] as const)
        .filter(([u]) => /^\/transactions\?.*timestamp\.to=.*[?&]page=([2-9]|\d\d)/.test(u));
      for (const [u, i] of laterPages) expect(i, u).toBeGreaterThan(lastFirstPage);
    });
  }
});
