import type { Page } from "@playwright/test";
import { api, API, expect, gotoRoute, test } from "./fixtures";

/**
 * The header search never leaves a visitor stuck: Enter takes the highlighted or only suggestion
 * or what the query names exactly, and otherwise opens the results page (/search/{query}), which
 * lists every match by kind or says that nothing matched, with a link to the advanced search. On
 * the real local testnet, desktop and mobile; cases come from the manifest and the API.
 */

interface Delegate {
  username: string;
  address: string;
}

const searchField = (page: Page) => page.getByRole("search").getByRole("combobox");
/** The route part of the URL hash (`/search/genes`). */
const hashRoute = (page: Page) => decodeURIComponent(new URL(page.url()).hash.replace(/^#/, ""));
const resultsHeading = (page: Page, query: string) =>
  page.getByRole("heading", { level: 1, name: `Search results for “${query}”` });
/** The results page's live region (the layout's own status regions are outside <main>). */
const resultsStatus = (page: Page) => page.getByRole("main").getByRole("status");
/** A group of results: the section named by its heading ("Delegates (3)"). */
const group = (page: Page, title: string) =>
  page.getByRole("main").getByRole("region", { name: new RegExp(`^${title} \\(`) });

/** Every delegate of the testnet (a few dozen: one page). */
async function allDelegates(): Promise<Delegate[]> {
  return (await api<Delegate[]>("delegates?limit=100")).data;
}

/** Types into the header search the way a visitor does and waits for its suggestions. */
async function typeQuery(page: Page, query: string) {
  const field = searchField(page);
  await field.click();
  await field.pressSequentially(query, { delay: 20 });
  await expect(field).toHaveValue(query);
}

test.describe("search results", () => {
  test("Enter with a single suggestion opens that delegate's wallet", async ({
    page,
    manifest,
  }) => {
    const username = manifest.wallets.longUsernameDelegate.username as string;
    // a piece of the name no other delegate or known wallet holds
    const query = username.slice(-8);
    const delegates = await allDelegates();
    expect(delegates.filter((d) => d.username.includes(query)).map((d) => d.username)).toEqual([
      username,
    ]);
    const target = delegates.find((d) => d.username === username)!;

    await gotoRoute(page, "/blocks/1");
    await typeQuery(page, query);
    await expect(page.getByRole("listbox").getByRole("option")).toHaveCount(1);
    await searchField(page).press("Enter");
    await expect.poll(() => hashRoute(page)).toBe(`/wallets/${target.address}`);
  });

  test("Enter on a name prefix several delegates share lists them all on the results page", async ({
    page,
    manifest,
  }) => {
    const prefix = (manifest.wallets.genesisDelegate.username as string).slice(0, 5);
    const expected = (await allDelegates()).filter((d) => d.username.startsWith(prefix));
    expect(expected.length).toBeGreaterThan(1);

    await gotoRoute(page, "/blocks/1");
    await typeQuery(page, prefix);
    await expect(page.getByRole("listbox").getByRole("option").nth(1)).toBeVisible();
    await searchField(page).press("Enter");
    await expect.poll(() => hashRoute(page)).toBe(`/search/${prefix}`);
    await expect(resultsHeading(page, prefix)).toBeVisible();

    const delegates = group(page, "Delegates");
    await expect(delegates.getByRole("link")).toHaveCount(expected.length);
    for (const d of expected.slice(0, 5)) {
      await expect(delegates.getByRole("link", { name: d.username, exact: true })).toHaveAttribute(
        "href",
        `#/wallets/${d.address}`,
      );
    }
    // the count is announced in the polite live region, and matches what is listed
    const listed = await page.getByRole("main").getByRole("listitem").count();
    await expect(resultsStatus(page)).toHaveText(`${listed} results`);
    await expect(resultsStatus(page)).toHaveAttribute("aria-live", "polite");
  });

  test("a block height: Enter opens the block; the results page lists it", async ({
    page,
    manifest,
  }) => {
    const height = manifest.blocks.height as number;
    const { data: block } = await api<{ id: string }>(`blocks/${height}`);
    await gotoRoute(page, "/blocks/1");
    await typeQuery(page, String(height));
    await searchField(page).press("Enter");
    await expect.poll(() => hashRoute(page)).toBe(`/block/${block.id}`);

    await gotoRoute(page, `/search/${height}`);
    await expect(resultsHeading(page, String(height))).toBeVisible();
    await expect(
      group(page, "Blocks").getByRole("link", { name: `Block ${height}` }),
    ).toHaveAttribute("href", `#/block/${block.id}`);
  });

  test("a transaction id: Enter opens the transaction; the results page lists it, a lock as a lock", async ({
    page,
    manifest,
  }) => {
    const id = manifest.transactions.transfer as string;
    await gotoRoute(page, "/blocks/1");
    await typeQuery(page, id);
    await searchField(page).press("Enter");
    await expect.poll(() => hashRoute(page)).toBe(`/transaction/${id}`);

    await gotoRoute(page, `/search/${id.toUpperCase()}`);
    await expect(group(page, "Transactions").getByRole("link", { name: id })).toHaveAttribute(
      "href",
      `#/transaction/${id}`,
    );
    await expect(resultsStatus(page)).toHaveText("1 result");

    const lock = manifest.transactions.htlcLock as string | undefined;
    test.skip(!lock, "no lock on this chain");
    await gotoRoute(page, `/search/${lock!}`);
    await expect(group(page, "Locks").getByRole("link", { name: lock! })).toHaveAttribute(
      "href",
      `#/transaction/${lock!}`,
    );
  });

  test("an address lists its wallet; a business and a bridgechain by name", async ({
    page,
    manifest,
  }) => {
    const address = manifest.wallets.sender.address as string;
    await gotoRoute(page, `/search/${address}`);
    await expect(group(page, "Wallets").getByRole("link", { name: address })).toHaveAttribute(
      "href",
      `#/wallets/${address}`,
    );

    const business = manifest.wallets.business as { address: string; name: string } | undefined;
    test.skip(!business, "no magistrate data on this chain");
    // part of the name, in other capitals: names are matched case-insensitively
    const part = business!.name.split(" ").slice(0, 2).join(" ").toLowerCase();
    await gotoRoute(page, `/search/${encodeURIComponent(part)}`);
    await expect(
      group(page, "Businesses").getByRole("link", { name: business!.name, exact: true }),
    ).toHaveAttribute("href", `#/wallets/${business!.address}`);
    const chain = `e2e_chain_${manifest.run as string}`;
    await gotoRoute(page, `/search/${chain}`);
    await expect(
      group(page, "Bridgechains").getByRole("link", { name: chain, exact: true }),
    ).toBeVisible();
  });

  test("garbage: the results page says nothing was found and offers the advanced search", async ({
    page,
  }) => {
    const garbage = "no such thing 42!";
    await gotoRoute(page, "/blocks/1");
    await typeQuery(page, garbage);
    await searchField(page).press("Enter");
    await expect(resultsHeading(page, garbage)).toBeVisible();
    await expect(resultsStatus(page)).toHaveText("Nothing found");
    const answer = page.getByText(`Nothing matches “${garbage}”.`);
    await expect(answer).toBeVisible();
    // an answer that stays on screen (at 375 px too), not a flash
    await page.waitForTimeout(2000);
    await expect(answer).toBeVisible();
    await expect(answer).toBeInViewport();

    await page.getByRole("link", { name: "Try the advanced search" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Advanced search" })).toBeVisible();
    // pre-filled: transactions whose memo contains the text
    expect(hashRoute(page)).toContain("kind=transactions");
    await expect(page.getByRole("textbox", { name: "Memo", exact: true })).toHaveValue(
      `%${garbage}%`,
    );
  });

  test("a direct URL loads the results, and so does a reload", async ({ page, manifest }) => {
    const prefix = (manifest.wallets.genesisDelegate.username as string).slice(0, 5);
    await gotoRoute(page, `/search/${prefix}`);
    await expect(resultsHeading(page, prefix)).toBeVisible();
    const links = group(page, "Delegates").getByRole("link");
    await expect(links.first()).toBeVisible();
    const count = await links.count();
    await page.reload();
    await expect(resultsHeading(page, prefix)).toBeVisible();
    await expect(group(page, "Delegates").getByRole("link")).toHaveCount(count);
  });

  test("the query is shown as text, never as markup", async ({ page }) => {
    const hostile = "<b>x</b><0>y</0>";
    await gotoRoute(page, `/search/${encodeURIComponent(hostile)}`);
    await expect(resultsHeading(page, hostile)).toBeVisible();
    await expect(page.getByRole("main").locator("b")).toHaveCount(0);
  });

  test("junk in the URL: an answer on screen, no crash, API requests stay under /api/ and encoded", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "routing is viewport independent: desktop only");
    const junk = [
      "ünïcødé-ДЖЯ-中文",
      "a".repeat(10_240),
      "%00",
      "..%2F..%2Fnode%2Fconfiguration",
      "..",
      "%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E",
      "🚀💥",
      "%22%27%60",
      "..%5C..%5C",
    ];
    const problems: string[] = [];
    page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
    page.on("request", (r) => {
      const url = new URL(r.url());
      if (url.port !== new URL(API).port) return;
      if (
        !url.pathname.startsWith("/api/") ||
        url.pathname.split("/").some((seg) => seg === ".." || decodeURIComponent(seg) === "..")
      )
        problems.push(`path left /api/: ${r.url().slice(0, 120)}`);
      if (/[<>"`\\ ]/.test(r.url())) problems.push(`unencoded: ${r.url().slice(0, 120)}`);
    });
    for (const value of junk) {
      await gotoRoute(page, `/search/${value}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(resultsStatus(page)).toHaveText(/^(Nothing found|\d+ results?)$/);
      await expect(page.getByRole("main").getByText("Something went wrong")).toHaveCount(0);
    }
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(problems).toEqual([]);
  });

  test("keyboard only: type, ArrowDown, Enter opens the highlighted suggestion", async ({
    page,
    manifest,
  }) => {
    const prefix = (manifest.wallets.genesisDelegate.username as string).slice(0, 5);
    const delegates = await allDelegates();
    await gotoRoute(page, "/blocks/1");
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await page.keyboard.press("/");
    const field = searchField(page);
    await expect(field).toBeFocused();
    await page.keyboard.type(prefix, { delay: 20 });
    await expect(field).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("search").getByRole("status")).toHaveText(
      /^\d+ suggestions, use the arrow keys to choose$/,
    );
    await page.keyboard.press("ArrowDown");
    const activeId = await field.getAttribute("aria-activedescendant");
    expect(activeId).toBeTruthy();
    const option = page.locator(`[id="${activeId}"]`);
    await expect(option).toHaveAttribute("aria-selected", "true");
    const name = (await option.innerText()).split(/\s/)[0]!;
    const chosen = delegates.find((d) => d.username === name);
    expect(chosen, name).toBeTruthy();
    await page.keyboard.press("Enter");
    await expect.poll(() => hashRoute(page)).toBe(`/wallets/${chosen!.address}`);
  });
});
