import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { LOCALES } from "../src/shared/i18n/locales";
import { api, catalog, expect, gotoRoute, openHeaderSettings, test } from "./fixtures";

/**
 * Translations: switching to each language translates the menu and a table header (the texts come
 * from the catalogs, so a missing translation fails here) and formats a date and an amount the
 * locale's way (Intl in the browser is the oracle).
 */
for (const locale of LOCALES) {
  test(`${locale}: menu, table header, date and amount follow the language`, async ({ page }) => {
    const messages = catalog(locale);
    const blocks = messages.get("Blocks")!;
    const height = messages.get("Height")!;
    expect(blocks, "catalog has the menu entry").toBeTruthy();
    await gotoRoute(page, "/blocks/1");
    // the language picker is a <select> whose options are the locales (on a phone, in the menu)
    await openHeaderSettings(page);
    await page.locator(`select:has(option[value="${locale}"])`).selectOption(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // menu entry (desktop: visible nav; mobile: in the menu, opened for the language picker)
    const nav = page.getByRole("navigation").first();
    const menuButton = page.getByRole("button", { name: messages.get("Menu")! });
    if (!(await nav.getByRole("link", { name: blocks, exact: true }).isVisible())) {
      await menuButton.click();
    }
    // on a phone the open menu's button is named in the language too
    if (await page.locator("header button[aria-controls]").isVisible()) await expect(menuButton).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: blocks, exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: blocks })).toBeVisible();
    // a table header (desktop table) or a card label (mobile)
    await expect(page.locator("main").getByText(height, { exact: true }).filter({ visible: true }).first()).toBeVisible();

    // a date: the <time> text is the locale's short date + long time (local zone)
    const time = page.locator("main time").filter({ visible: true }).first();
    await expect(time).toBeVisible();
    const { shown, expected } = await time.evaluate((el, loc) => {
      const iso = el.getAttribute("datetime")!;
      return {
        shown: el.textContent,
        expected: new Intl.DateTimeFormat(loc, { dateStyle: "short", timeStyle: "long" }).format(new Date(iso)),
      };
    }, locale);
    expect(shown).toBe(expected);

    // an amount: the supply in the stats bar, grouped the locale's way
    const { data } = await api<{ supply: string }>("blockchain");
    const tokens = BigInt(data.supply) / 100_000_000n;
    const grouped = await page.evaluate(([loc, n]) => new Intl.NumberFormat(loc).format(BigInt(n)), [locale, tokens.toString()] as const);
    const statsBar = page.getByRole("region").filter({ has: page.getByTestId("network-height") });
    await expect(statsBar).toContainText(grouped);
  });
}

test("the chosen language survives a reload", async ({ page }) => {
  await gotoRoute(page, "/blocks/1");
  await openHeaderSettings(page);
  await page.locator('select:has(option[value="pl-PL"])').selectOption("pl-PL");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  await expect(page.getByRole("heading", { level: 1, name: catalog("pl-PL").get("Blocks")! })).toBeVisible();
});

test("a language switch translates the page shown and the pages opened after it", async ({ page }) => {
  // each page's texts load with the page: a switch must bring those of the page shown, and a page
  // opened later (its code not loaded yet) must come in the chosen language too
  const fr = catalog("fr-FR");
  await gotoRoute(page, "/delegate-monitor");
  await expect(page.locator("main").getByText("History", { exact: true })).toBeVisible();
  await openHeaderSettings(page);
  await page.locator('select:has(option[value="fr-FR"])').selectOption("fr-FR");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  await expect(page.locator("main").getByText(fr.get("History")!, { exact: true })).toBeVisible();

  await gotoRoute(page, "/top-wallets/1");
  await expect(page.getByRole("heading", { level: 1, name: fr.get("Top wallets")! })).toBeVisible();
  const caption = fr.get("Top wallets, page {page}")!.replace("{page}", "1");
  await expect(page.getByRole("table", { name: caption }).or(page.getByRole("list", { name: caption })).first()).toBeVisible();
});

/**
 * The id a message has in the built code (Lingui's: base64 of sha256(message ␟ context), 6
 * characters); a message whose text is not loaded shows this id instead.
 */
function messageIds(): Set<string> {
  const text = readFileSync("src/locales/en-GB/messages.po", "utf8");
  const ids = new Set<string>();
  for (const block of text.split(/\n\n/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    if (!id) continue;
    const context = /^msgctxt "(.*)"$/m.exec(block)?.[1];
    const message = JSON.parse(`"${id}"`) as string;
    ids.add(createHash("sha256").update(`${message}\u001f${context ? (JSON.parse(`"${context}"`) as string) : ""}`).digest("base64").slice(0, 6));
  }
  return ids;
}

test("every page shows its texts, never a message id (each page's texts load with it)", async ({ page, manifest }) => {
  test.setTimeout(240_000);
  const ids = messageIds();
  const { wallets, transactions, blocks } = manifest;
  const routes = [
    "/",
    "/blocks/1",
    `/block/${blocks.withTransactions}`,
    `/block/${blocks.withTransactions}/transactions/1`,
    "/transactions/1",
    ...Object.values(transactions as Record<string, string>).map((id) => `/transaction/${id}`),
    `/wallets/${wallets.rich.address}`,
    `/wallets/${wallets.delegate.address}`,
    `/wallets/${wallets.delegate.address}/voters/1`,
    `/wallets/${wallets.delegate.address}/blocks/1`,
    `/wallets/${wallets.business.address}`,
    "/top-wallets/1",
    "/watchlist",
    "/delegate-monitor",
    "/delegates/1",
    "/delegates/resigned/1",
    "/businesses/1",
    "/bridgechains/1",
    "/advanced-search",
    "/404",
  ];
  await gotoRoute(page, "/");
  await openHeaderSettings(page);
  await page.locator('select:has(option[value="pl-PL"])').selectOption("pl-PL");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  for (const route of routes) {
    await gotoRoute(page, route);
    await page.waitForLoadState("networkidle");
    // the text shown and the texts of attributes (labels, titles, captions of hidden tables)
    const shown = await page.evaluate(() => {
      const parts = [document.body.innerText, document.title];
      for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], caption")) {
        parts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "", el.getAttribute("placeholder") ?? "", el.textContent ?? "");
      }
      return parts.join("\n");
    });
    const tokens = shown.split(/[^A-Za-z0-9+/]+/);
    expect(tokens.filter((t) => ids.has(t)), `message ids shown on ${route}`).toEqual([]);
  }
});
