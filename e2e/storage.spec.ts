import type { Page } from "@playwright/test";
import { expect, gotoRoute, openHeaderSettings, test } from "./fixtures";

/**
 * Storage failures: localStorage unavailable (the getter throws, as with blocked site data),
 * full (setItem throws QuotaExceededError) or holding garbage under every key the app uses →
 * the app runs with defaults: home and a wallet page render data, and night mode toggles for the
 * visit.
 */

const GARBAGE = [
  "{{{not json",
  "[]",
  '{"state": 42}',
  "null",
  '{"state":{"nightMode":"yes","language":{"x":1},"watchlist":[1,{}],"sorts":[]},"version":"2"}',
  '{"data":{"x":1},"updatedAt":"soon"}',
  '{"data":[{"username":1,"address":null}],"updatedAt":99999999999999}',
  '{"data":{"nethash":7},"updatedAt":1}',
];

/** Runs the app checks: home with live data, a wallet page with data, night mode toggles. */
async function appWorks(page: Page, address: string) {
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await gotoRoute(page, "/");
  await expect(page.getByTestId("network-height")).toHaveText(/\d/);
  await expect(page.locator("main h1, main h2").first()).toBeVisible();
  await expect(page.locator("main").getByRole("link").first()).toBeVisible();
  // night mode toggles for this visit
  await openHeaderSettings(page);
  const toggle = page.getByRole("button", { name: "Night mode" });
  const html = page.locator("html");
  const wasDark = ((await html.getAttribute("class")) ?? "").includes("dark");
  await toggle.click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await expect(toggle).toHaveAttribute("aria-pressed", String(!wasDark));
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", String(wasDark));
  // a wallet page with its data
  await gotoRoute(page, `/wallets/${address}`);
  await expect(page.locator("main")).toContainText(address);
  await expect(page.locator("main tbody tr:visible, main li:visible").first()).toBeVisible();
  await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
  expect(pageErrors).toEqual([]);
}

test.describe("storage", () => {
  test("localStorage and sessionStorage unavailable (the getters throw)", async ({
    page,
    manifest,
  }) => {
    await page.addInitScript(() => {
      for (const name of ["localStorage", "sessionStorage"]) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException("denied", "SecurityError");
          },
        });
      }
    });
    await appWorks(page, manifest.wallets.sender.address);
  });

  test("localStorage full (setItem throws QuotaExceededError)", async ({ page, manifest }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = function setItem() {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
      };
    });
    await appWorks(page, manifest.wallets.sender.address);
  });

  test("garbage under every key the app uses", async ({ browser, manifest }) => {
    test.setTimeout(180_000);
    // learn the keys the app writes in a normal visit (preferences and every cache)
    const clean = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const probe = await clean.newPage();
    await gotoRoute(probe, "/");
    await expect(probe.getByTestId("network-height")).toHaveText(/\d/);
    await openHeaderSettings(probe);
    await probe.getByRole("button", { name: "Night mode" }).click();
    await gotoRoute(probe, "/delegate-monitor");
    await expect(probe.locator("main tbody tr:visible, main li:visible").first()).toBeVisible();
    await gotoRoute(probe, `/wallets/${manifest.wallets.sender.address}`);
    await expect(probe.locator("main")).toContainText(manifest.wallets.sender.address);
    const keys = await probe.evaluate(() => [
      ...Object.keys(localStorage),
      ...Object.keys(sessionStorage).map((k) => `session:${k}`),
    ]);
    await clean.close();
    test.info().annotations.push({ type: "keys", description: keys.join(", ") });
    expect(keys).toContain("ark-explorer:preferences");
    expect(keys.some((k) => k.startsWith("ark-explorer:cache:"))).toBe(true);

    for (const garbage of GARBAGE) {
      await test.step(`every key = ${garbage.slice(0, 40)}`, async () => {
        const context = await browser.newContext({
          baseURL: test.info().project.use.baseURL,
          viewport: test.info().project.use.viewport,
        });
        await context.addInitScript(
          ({ keys, garbage }) => {
            if (sessionStorage.getItem("__seeded")) return; // only before the first load
            sessionStorage.setItem("__seeded", "1");
            for (const key of keys) {
              if (key.startsWith("session:")) sessionStorage.setItem(key.slice(8), garbage);
              else localStorage.setItem(key, garbage);
            }
          },
          { keys, garbage },
        );
        const page2 = await context.newPage();
        await appWorks(page2, manifest.wallets.sender.address);
        expect(
          await page2.evaluate(() => sessionStorage.getItem("__seeded")),
          "the garbage was in place before the app loaded",
        ).toBe("1");
        await context.close();
      });
    }
  });

  test('cached delegate lists edited in storage (votes "abc", written a year ahead) are refused: the page asks the node', async ({
    browser,
  }) => {
    const contextOptions = {
      baseURL: test.info().project.use.baseURL,
      viewport: test.info().project.use.viewport,
    };
    // the delegate lists as a normal visit keeps them (written when the main thread is idle)
    const clean = await browser.newContext(contextOptions);
    const probe = await clean.newPage();
    await gotoRoute(probe, "/delegates/1?limit=50");
    await expect(probe.locator("main tbody tr:visible, main li:visible").first()).toBeVisible();
    const readKept = () =>
      probe.evaluate(() =>
        Object.fromEntries(
          Object.keys(localStorage)
            .filter((k) => /^ark-explorer:cache:delegates(-first)?:/.test(k))
            .map((k) => [k, localStorage.getItem(k)!]),
        ),
      );
    await expect
      .poll(async () => Object.keys(await readKept()).length, { timeout: 10_000 })
      .toBeGreaterThan(0);
    const kept = await readKept();
    await clean.close();
    const tampered: Record<string, string> = {};
    for (const [key, raw] of Object.entries(kept)) {
      const entry = JSON.parse(raw) as {
        updatedAt: number;
        data: { votes: string }[] | { data: { votes: string }[] };
      };
      const list = Array.isArray(entry.data) ? entry.data : entry.data.data;
      for (const delegate of list) delegate.votes = "abc";
      tampered[key] = JSON.stringify({
        updatedAt: Date.now() + 365 * 86_400_000,
        data: entry.data,
      });
    }

    const context = await browser.newContext(contextOptions);
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem("__seeded")) return; // only before the first load
      sessionStorage.setItem("__seeded", "1");
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, tampered);
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (e) => pageErrors.push(e.message));
    const asked: string[] = [];
    page.on("request", (r) => {
      if (/\/api\/delegates\?/.test(r.url())) asked.push(r.url());
    });
    await gotoRoute(page, "/delegates/1?limit=50");
    const rows = page.locator("main tbody tr:visible, main li:visible");
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText(/\d/);
    await expect(page.getByText(/Something went wrong/)).toHaveCount(0);
    expect(asked.length, "the refused lists are asked of the node").toBeGreaterThan(0);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
