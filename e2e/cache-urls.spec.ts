import type { Browser } from "@playwright/test";
import { api, expect, test } from "./fixtures";

/**
 * One URL per question (docs/deploy.md): a shared micro-cache in front of the node answers every
 * visitor from one entry only when every visitor asks the same URLs at the same moment. Two
 * visitors with different time zones and languages open the same page at the same time: their API
 * requests must be the same, and every query string must list its keys in sorted order (the
 * client's rule, so the order a caller built its parameters in never splits the cache).
 */

const API_PATH = "/api/";

/** The API requests (method + URL) a fresh visitor's page sends until it has settled. */
async function visit(
  browser: Browser,
  route: string,
  timezoneId: string,
  locale: string,
): Promise<string[]> {
  const context = await browser.newContext({ timezoneId, locale });
  const page = await context.newPage();
  const urls: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes(API_PATH)) urls.push(`${r.method()} ${r.url()}`);
  });
  await page.goto(`./#${route}`);
  await expect(page.locator("main")).toBeVisible();
  await page.waitForLoadState("networkidle").catch(() => {});
  await page.waitForTimeout(1000);
  // idle-time work (the transaction types probe runs a few seconds after the page settled) lands
  // at a moment that depends on the machine's load: wait for it, so both visitors are compared
  // at the same point of their visit
  await expect
    .poll(() => urls.some((u) => u.includes(`${API_PATH}transactions/types`)), { timeout: 15_000 })
    .toBe(true);
  await context.close();
  // a poll that fired once more for one visitor repeats a URL, it asks nothing different
  return [...new Set(urls)].sort();
}

const headHeight = async () =>
  (await api<{ height: number }[]>("blocks?limit=1&orderBy=height:desc")).data[0]!.height;

test.describe("cache-friendly API URLs", () => {
  test("two visitors in different time zones and languages send the same sorted URLs", async ({
    browser,
    isMobile,
  }) => {
    test.skip(isMobile, "the URLs do not depend on the viewport; one project is enough");
    test.setTimeout(180_000);
    const { data: wallets } = await api<{ address: string }[]>("wallets/top?limit=1");
    const routes = [
      "/",
      "/blocks/1",
      "/transactions/1",
      "/delegates/1",
      `/wallets/${wallets[0]!.address}`,
      "/delegate-monitor",
    ];
    for (const route of routes) {
      // a new block between the two visits legitimately changes height-bound URLs: ask again then
      for (let attempt = 1; ; attempt++) {
        const before = await headHeight();
        const [a, b] = await Promise.all([
          visit(browser, route, "America/Los_Angeles", "en-US"),
          visit(browser, route, "Asia/Tokyo", "ja-JP"),
        ]);
        const moved = (await headHeight()) !== before;
        if (moved && attempt < 4 && JSON.stringify(a) !== JSON.stringify(b)) continue;
        expect(a.length, `${route}: API requests`).toBeGreaterThan(0);
        expect(b, `${route}: the same URLs for both visitors`).toEqual(a);
        for (const entry of a) {
          const keys = [...new URL(entry.slice(entry.indexOf(" ") + 1)).searchParams.keys()];
          expect(keys, `${entry}: query keys in sorted order`).toEqual([...keys].sort());
        }
        break;
      }
    }
  });
});
