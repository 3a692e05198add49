import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { api, expect, gotoRoute, openHeaderSettings, test } from "./fixtures";

/**
 * The advanced search never leaves a visitor stuck: every field is checked before anything is
 * sent (the message on the field, no request), names are taken where an address goes and shown
 * resolved, ranges must be in order; plus the words around it: plural forms on the delegate
 * monitor, "Memo" with ARK's "Smartbridge" in a tooltip, and dates in the app's language. On the
 * real local testnet, desktop and mobile.
 */

/** The route part of the URL hash (`/advanced-search/1?…`). */
const hashRoute = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ""));

/** Requests of a transaction search (3.x GET /transactions?…, 2.6 POST /transactions/search). */
function watchSearches(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (/\/api\/transactions(\/search)?(\?|$)/.test(r.url())) seen.push(r);
  });
  return seen;
}

/** The address with its last character changed: base58 still, but its checksum fails. */
const typo = (address: string) => address.slice(0, -1) + (address.endsWith("a") ? "b" : "a");

/** msgid → msgstr of a locale's catalog (one-line entries). */
function catalog(locale: string): (id: string) => string {
  const out = new Map<string, string>();
  for (const block of readFileSync(`src/locales/${locale}/messages.po`, "utf8").split(/\n\n/)) {
    const ctx = /^msgctxt "(.*)"$/m.exec(block)?.[1];
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
    if (id && str)
      out.set(
        `${ctx ? JSON.parse(`"${ctx}"`) + "\u0004" : ""}${JSON.parse(`"${id}"`)}`,
        JSON.parse(`"${str}"`),
      );
  }
  return (id) => {
    const s = out.get(id);
    if (!s) throw new Error(`${locale}: no translation of ${JSON.stringify(id)}`);
    return s;
  };
}

const searchButton = (page: Page) =>
  page.getByRole("button", { name: "Search", exact: true }).last();

test.describe("advanced search checks every field first", () => {
  test("a delegate username in Sender resolves to its address and returns its transactions", async ({
    page,
    manifest,
  }) => {
    const { username, address } = manifest.wallets.delegate as {
      username: string;
      address: string;
    };
    const { meta } = await api(`transactions?senderId=${address}&limit=1`);
    expect(meta!.totalCount).toBeGreaterThan(0);
    const searches = watchSearches(page);
    await gotoRoute(page, "/advanced-search/1");
    const sender = page.getByRole("textbox", { name: "Sender" });
    await sender.fill(username.toUpperCase());
    // shown resolved as it is typed, and told to screen readers through the field's description
    await expect(page.getByText(address).first()).toBeVisible();
    await expect(sender).toHaveAccessibleDescription(
      new RegExp(`${username.toUpperCase()}\\s+(→\\s+)?stands for ${address}`),
    );
    await searchButton(page).click();

    await expect.poll(() => hashRoute(page)).toContain(`senderId=${username.toUpperCase()}`);
    const results = page.getByRole("region", { name: "Results" });
    await expect(results.getByText(new RegExp(`^${meta!.totalCount} results?$`))).toBeVisible();
    // the node was asked for the address, never for the name
    expect(searches.length).toBeGreaterThan(0);
    for (const r of searches)
      expect(decodeURIComponent(r.url() + (r.postData() ?? ""))).toContain(address);
    await expect(sender).not.toHaveAttribute("aria-invalid", "true");
  });

  test("a known-wallet name in Recipient resolves to its address", async ({ page, manifest }) => {
    const rich = manifest.wallets.rich.address as string;
    const { meta } = await api(`transactions?recipientId=${rich}&limit=1`);
    const searches = watchSearches(page);
    await gotoRoute(page, "/advanced-search/1?kind=transactions&recipientId=e2e%20exchange");
    await expect(page.getByRole("textbox", { name: "Recipient" })).toHaveAccessibleDescription(
      new RegExp(`e2e exchange\\s+(→\\s+)?stands for ${rich}`),
    );
    await expect(
      page
        .getByRole("region", { name: "Results" })
        .getByText(new RegExp(`^${meta!.totalCount} results?$`)),
    ).toBeVisible();
    expect(searches.some((r) => r.url().includes(`recipientId=${rich}`))).toBe(true);
  });

  test("a bad address shows its message on the field and sends no request", async ({
    page,
    manifest,
  }) => {
    const bad = typo(manifest.wallets.sender.address as string);
    await gotoRoute(page, "/advanced-search/1");
    const searches = watchSearches(page);
    const sender = page.getByRole("textbox", { name: "Sender" });
    await sender.fill(bad);
    await searchButton(page).click();

    const message = page.getByText("This is not an address of this network");
    await expect(message).toBeVisible();
    await expect(sender).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await sender.getAttribute("aria-describedby"))!.split(" ");
    expect(describedBy).toContain(await message.locator("xpath=..").getAttribute("id"));
    await expect(sender).toBeFocused();
    await expect(
      page.getByRole("alert").filter({ hasText: "1 field needs a correction" }),
    ).toBeVisible();
    // nothing sent, the URL unchanged
    expect(hashRoute(page)).toBe("/advanced-search/1");

    // text that is no address nor name
    await sender.fill("not an address!");
    await expect(message).toBeHidden();
    await searchButton(page).click();
    await expect(
      page.getByText("Enter an address, a delegate username or a known wallet name"),
    ).toBeVisible();

    // a deep link with the bad address: the same message, still no request
    await gotoRoute(page, `/advanced-search/1?kind=transactions&senderId=${bad}`);
    await expect(page.getByText("This is not an address of this network")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Sender" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("region", { name: "Results" })).toHaveCount(0);
    await page.waitForTimeout(500);
    expect(searches.map((r) => r.url())).toEqual([]);
  });

  test("an inverted amount range shows its message and sends nothing", async ({ page }) => {
    await gotoRoute(page, "/advanced-search/1");
    const searches = watchSearches(page);
    const from = page.getByRole("textbox", { name: "Amount from" });
    const to = page.getByRole("textbox", { name: "Amount to" });
    await from.fill("100");
    await to.fill("5");
    await searchButton(page).click();
    await expect(page.getByText("The first value is greater than the second")).toBeVisible();
    await expect(from).toHaveAttribute("aria-invalid", "true");
    await expect(to).toHaveAttribute("aria-invalid", "true");
    await expect(from).toHaveAccessibleDescription(/The first value is greater than the second/);
    expect(hashRoute(page)).toBe("/advanced-search/1");

    // put in order, the search runs
    await to.fill("500");
    await searchButton(page).click();
    await expect(
      page.getByRole("region", { name: "Results" }).getByText(/^\d[\d,]* results?$/),
    ).toBeVisible();
    expect(searches.length).toBeGreaterThan(0);
    expect(
      searches.every(
        (r) =>
          r.url().includes("amount.from=10000000000") && r.url().includes("amount.to=50000000000"),
      ),
    ).toBe(true);
  });
});

test.describe("words", () => {
  test("the delegate monitor's history reads in plural forms", async ({ page }) => {
    await gotoRoute(page, "/delegate-monitor");
    const main = page.locator("main");
    // the column (a table header, or the label on each mobile card) says the length chosen in the
    // History selector above it, in plural form, even on a chain younger than that (a fresh testnet)
    const select = page.getByRole("combobox", { name: "History" });
    await expect(select.locator("option")).toHaveText(["5 rounds", "10 rounds", "20 rounds"]);
    await expect(select).toHaveValue("5");
    await expect(
      main.getByText("Last 5 rounds", { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible({ timeout: 30_000 });
    await select.selectOption("10");
    await expect(
      main.getByText("Last 10 rounds", { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await select.selectOption("5");
    // a history bar's description counts the same way
    await expect(page.getByTestId("history-bar").first()).toHaveAttribute(
      "aria-label",
      /of the last (round|\d+ rounds):/,
    );
  });

  test("the memo is labelled Memo, with Smartbridge in a tooltip", async ({ page, manifest }) => {
    await gotoRoute(page, `/transaction/${manifest.transactions.transferWithMemo as string}`);
    const main = page.locator("main");
    // the visible label is "Memo"; "Smartbridge" is nowhere on screen until the tooltip opens
    const label = main.locator("dt").filter({ hasText: /^Memo/ });
    await expect(label).toBeVisible();
    expect((await label.innerText()).trim()).toBe("Memo");
    expect(await main.innerText()).not.toContain("Smartbridge");
    const about = main.getByRole("button", { name: "What is Memo?" });
    await about.focus();
    await expect(page.getByRole("tooltip").filter({ hasText: "Smartbridge" })).toBeVisible();
    await expect(about).toHaveAccessibleDescription(/ARK calls it the Smartbridge/);

    // the advanced search field
    await gotoRoute(page, "/advanced-search/1");
    await expect(page.getByRole("textbox", { name: "Memo" })).toBeVisible();
    await page.getByRole("button", { name: "What is Memo?" }).hover();
    await expect(page.getByRole("tooltip").filter({ hasText: "Smartbridge" })).toBeVisible();
  });

  test("the date fields follow the app's language (French), not the browser's", async ({
    page,
    isMobile,
  }) => {
    const fr = catalog("fr-FR");
    const label = fr("Date");
    await gotoRoute(page, "/advanced-search/1?kind=transactions&timestamp.from=2024-12-31");
    await openHeaderSettings(page);
    await page.locator('select:has(option[value="fr-FR"])').first().selectOption("fr-FR");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");

    const from = page.getByRole("textbox", { name: fr("{label} from").replace("{label}", label) });
    const to = page.getByRole("textbox", { name: fr("{label} to").replace("{label}", label) });
    // the browser runs in English: a native date input would show 12/31/2024
    expect(await page.evaluate(() => navigator.language)).toMatch(/^en/);
    await expect(from).toHaveValue("31/12/2024");
    const format = `${fr("date format: day\u0004DD")}/${fr("date format: month\u0004MM")}/${fr("date format: year\u0004YYYY")}`;
    expect(format).toBe("JJ/MM/AAAA");
    await expect(
      page.getByText(fr("Format: {dateFormat}").replace("{dateFormat}", format)),
    ).toBeVisible();

    // typed the French way, sent as the date it means
    await to.fill("01/02/2025");
    await page
      .getByRole("button", { name: fr("Search"), exact: true })
      .last()
      .click();
    await expect.poll(() => hashRoute(page)).toContain("timestamp.to=2025-02-01");
    expect(hashRoute(page)).toContain("timestamp.from=2024-12-31");
    await expect(to).toHaveValue("01/02/2025");

    // a date the French way cannot read: the message gives the format
    await to.fill("2025/31/01");
    await page
      .getByRole("button", { name: fr("Search"), exact: true })
      .last()
      .click();
    await expect(
      page.getByText(fr("Enter a date as {dateFormat}").replace("{dateFormat}", format)),
    ).toBeVisible();
    await expect(to).toHaveAttribute("aria-invalid", "true");
    if (!isMobile) await expect(to).toBeFocused();
  });
});
