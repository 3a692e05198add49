import type { Page } from "@playwright/test";
import { builtChunk, catalog, expect, gotoRoute, test } from "./fixtures";

/**
 * The first paint shows the page's heading: the start script writes it into index.html's static
 * shell before the app's code is in, and the app's own heading takes its place. Checked with the
 * app's shell script held back (the static shell stays on screen) and then with the app: the same
 * text at the same size, in the visitor's language, home's from config.json; a page without a
 * fixed heading gets none. config.json is read once for both.
 */
const appShell = builtChunk("index.html");

/**
 * Opens `route` with the app's shell script held back (never answered: the static shell stays on
 * screen) and returns the static shell's heading slot once the start script had config.json and the
 * shell's catalog part.
 */
async function firstPaintHeading(page: Page, route: string) {
  await page.route(
    (url) => appShell(url),
    () => undefined,
  );
  const read = Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith("/config.json")),
    page.waitForResponse((r) =>
      /\/messages-[^/]+\/[^/]+\/shell\.js$/.test(new URL(r.url()).pathname),
    ),
  ]);
  // not until "load": the held-back script holds that back too
  await page.goto(`./#${route}`, { waitUntil: "commit" });
  await read;
  const slot = page.locator("#first-paint-heading");
  await expect(slot).toBeAttached();
  return slot;
}

/** The text and the box size of an element. */
const measure = (el: ReturnType<Page["locator"]>) =>
  el.evaluate((node) => {
    const { width, height, top } = node.getBoundingClientRect();
    return {
      text: node.textContent,
      top,
      width: Math.round(width * 10) / 10,
      height: Math.round(height * 10) / 10,
      font: getComputedStyle(node).font,
    };
  });

for (const [route, name] of [
  ["/", "home (config.json's title)"],
  ["/delegate-monitor", "the delegate monitor"],
  ["/blocks/1", "the blocks list"],
  ["/delegates/standby/1", "a delegate list"],
  ["/delegateMonitor", "a legacy alias (the delegate monitor's old path)"],
] as const) {
  test(`${name}: the first paint holds the page's heading, as the app then shows it`, async ({
    page,
    context,
  }) => {
    const slot = await firstPaintHeading(page, route);
    await expect(slot).not.toBeEmpty();
    const before = await measure(slot);
    // the app, in a page of its own, on the same route
    const app = await context.newPage();
    await gotoRoute(app, route);
    const h1 = app.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(before.text ?? "");
    const after = await measure(h1);
    // the same line box: the app's heading is not a larger paint, nor a different font, and it
    // comes where the shell's was (the shell's bars are as tall as the app's header and stats bar)
    expect(after.height).toBe(before.height);
    expect(Math.abs(after.top - before.top)).toBeLessThanOrEqual(1);
    expect(after.font).toBe(before.font);
    // the text's own width (the h1 may be a wider block)
    const textWidth = (p: Page, selector: string) =>
      p
        .locator(selector)
        .first()
        .evaluate((node) => {
          const range = document.createRange();
          range.selectNodeContents(node);
          return Math.round(range.getBoundingClientRect().width);
        });
    expect(await textWidth(app, "main h1")).toBe(await textWidth(page, "#first-paint-heading"));
  });
}

test("the heading comes in the visitor's language", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "ark-explorer:preferences",
      JSON.stringify({ state: { language: "fr-FR" }, version: 3 }),
    ),
  );
  const slot = await firstPaintHeading(page, "/delegate-monitor");
  const fr = catalog("fr-FR").get("Delegate monitor");
  expect(fr).toBeTruthy();
  await expect(slot).toHaveText(fr ?? "");
});

test("a fixed heading comes with the start script alone, in every language, before any catalog part", async ({
  page,
}) => {
  const parts: string[] = [];
  // neither the app's shell script nor a catalog part ever answers: only the start script runs
  await page.route(
    (url) => appShell(url),
    () => undefined,
  );
  await page.route(/\/messages-[^/]+\//, (route) => {
    parts.push(route.request().url());
  });
  for (const [i, language] of ["pl-PL", "pt-BR", "en-GB"].entries()) {
    // the init scripts run in the order added: the last one's language wins
    await page.addInitScript(
      (l) =>
        localStorage.setItem(
          "ark-explorer:preferences",
          JSON.stringify({ state: { language: l }, version: 3 }),
        ),
      language,
    );
    // the same address again is a fragment navigation: a reload loads the page afresh
    if (i === 0) await page.goto("./#/delegate-monitor", { waitUntil: "commit" });
    else await page.reload({ waitUntil: "commit" });
    const text =
      language === "en-GB" ? "Delegate monitor" : catalog(language).get("Delegate monitor");
    expect(text).toBeTruthy();
    await expect(page.locator("#first-paint-heading")).toHaveText(text ?? "");
  }
  // the catalog parts were asked for (and held back), so the text came from the script itself
  expect(parts.length).toBeGreaterThan(0);
});

test("the header's search field is in the first paint, in the visitor's language, where and as large as the app's", async ({
  context,
}) => {
  const box = (el: ReturnType<Page["locator"]>) =>
    el.evaluate((node) => {
      const { width, height, top } = node.getBoundingClientRect();
      return {
        placeholder: (node as HTMLInputElement).placeholder,
        width: Math.round(width),
        height: Math.round(height),
        top: Math.round(top),
        font: getComputedStyle(node).font,
      };
    });
  for (const language of ["fr-FR", "en-GB"]) {
    await context.addInitScript(
      (l) =>
        localStorage.setItem(
          "ark-explorer:preferences",
          JSON.stringify({ state: { language: l }, version: 3 }),
        ),
      language,
    );
    const shellPage = await context.newPage();
    await shellPage.route(
      (url) => appShell(url),
      () => undefined,
    );
    await shellPage.goto("./#/blocks/1", { waitUntil: "commit" });
    const shellSearch = shellPage.locator("#first-paint-search");
    const text =
      language === "en-GB"
        ? "Address, delegate, block, transaction"
        : catalog(language).get("Address, delegate, block, transaction");
    await expect(shellSearch).toHaveAttribute("placeholder", text ?? "");
    const before = await box(shellSearch);
    const app = await context.newPage();
    await gotoRoute(app, "/blocks/1");
    const search = app.getByRole("search").getByRole("combobox");
    await expect(search).toHaveAttribute("placeholder", text ?? "");
    // the same box: the app's placeholder is no larger paint than the shell's, and no jump
    expect(await box(search)).toEqual(before);
    await shellPage.close();
    await app.close();
  }
});

test("a page without a fixed heading gets none, and the static shell is hidden from assistive technology", async ({
  page,
  manifest,
}) => {
  const slot = await firstPaintHeading(page, `/wallets/${manifest.wallets.sender.address}`);
  // a moment for a paint that must not come
  await page.waitForTimeout(300);
  await expect(slot).toBeEmpty();
  await expect(page.locator("#root > div")).toHaveAttribute("aria-hidden", "true");
  await expect(page.getByRole("heading")).toHaveCount(0);
});

test("config.json is read once for the start script and the app", async ({ page }) => {
  const reads: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.endsWith("/config.json")) reads.push(r.url());
  });
  await gotoRoute(page, "/");
  await expect(page.getByRole("heading", { level: 1 })).not.toBeEmpty();
  expect(reads).toHaveLength(1);
});

test("the known-wallets list is read by the start script, before the app's shell ran, and once", async ({
  page,
  context,
}) => {
  const isList = (url: string) => new URL(url).pathname.endsWith("/known-wallets.json");
  // the app's shell held back: a read of the list can only come from the start script
  await page.route(
    (url) => appShell(url),
    () => undefined,
  );
  const started = page.waitForRequest((r) => isList(r.url()));
  await page.goto("./#/blocks/1", { waitUntil: "commit" });
  await started;
  // the whole app on a first visit: one read for both, and the names it brings are shown
  const app = await context.newPage();
  const reads: string[] = [];
  app.on("request", (r) => {
    if (isList(r.url())) reads.push(r.url());
  });
  // the first render waited for the names: the app's query has taken the list over by now
  await gotoRoute(app, "/blocks/1");
  await expect(app.getByRole("main").getByRole("link").first()).toBeVisible();
  expect(reads).toHaveLength(1);
});
