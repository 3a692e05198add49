import { readFileSync } from "node:fs";
import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * Translations: switching to each language translates the menu and a table header (the texts come
 * from the catalogs, so a missing translation fails here) and formats a date and an amount the
 * locale's way (Intl in the browser is the oracle).
 */
const LOCALES = ["en-GB", "en-US", "it-IT", "fr-FR", "nl-NL", "pl-PL", "pt-BR"] as const;

/** msgid → msgstr of a locale's catalog (en-US reuses en-GB). */
function catalog(locale: string): Map<string, string> {
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

for (const locale of LOCALES) {
  test(`${locale}: menu, table header, date and amount follow the language`, async ({ page }) => {
    const messages = catalog(locale);
    const blocks = messages.get("Blocks")!;
    const height = messages.get("Height")!;
    expect(blocks, "catalog has the menu entry").toBeTruthy();
    await gotoRoute(page, "/blocks/1");
    // the language picker is a <select> whose options are the locales
    await page.locator(`select:has(option[value="${locale}"])`).selectOption(locale);
    await expect(page.locator("html")).toHaveAttribute("lang", locale);

    // menu entry (desktop: visible nav; mobile: open the menu first)
    const nav = page.getByRole("navigation").first();
    if (!(await nav.getByRole("link", { name: blocks, exact: true }).isVisible())) {
      await page.getByRole("button", { name: messages.get("Menu")! }).click();
    }
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
  await page.locator('select:has(option[value="pl-PL"])').selectOption("pl-PL");
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("lang", "pl-PL");
  await expect(page.getByRole("heading", { level: 1, name: catalog("pl-PL").get("Blocks")! })).toBeVisible();
});
