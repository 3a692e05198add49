import type { Page } from "@playwright/test";
import { api, dataRows, expect, gotoRoute, test } from "./fixtures";

/**
 * Filters and tabs live in the URL, never in a remembered preference: a type picked on
 * /transactions is in its URL (a reload or a shared link shows the same list), a chip names it and
 * clears it in one click, home's latest transactions stay unfiltered afterwards, a wallet opens on
 * its transactions tab whatever tab another wallet was left on, and an odd URL value is simply the
 * unfiltered list. Against the real local testnet (cases from the manifest or the API).
 */

interface ApiTx {
  id: string;
}

/**
 * The transaction link of every shown row (desktop table or mobile cards: a card shows the id on
 * its unlabelled first line, and a row links no other transaction).
 */
const txLinks = (page: Page) => dataRows(page).locator('a[href*="#/transaction/"]');
const typeSelect = (page: Page) =>
  page.getByRole("main").getByRole("combobox", { name: "Type", exact: true });
const chip = (page: Page, text: string) =>
  page.getByRole("main").getByRole("button", { name: `Clear filter ${text}` });
const anyChip = (page: Page) =>
  page.getByRole("main").getByRole("button", { name: /^Clear filter/ });

/** The ids of the rows shown, once they are all among `expected` (the previous list stays dimmed until the new one is in). */
async function expectOnlyRowsOf(page: Page, expected: readonly ApiTx[]) {
  await expect
    .poll(async () => {
      const shown = await txLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute("title")));
      return shown.length > 0 && shown.every((id) => expected.some((t) => t.id === id));
    })
    .toBe(true);
}

/** The newest transactions are shown (ties in timestamp may order differently, and new blocks may arrive). */
async function expectUnfiltered(page: Page) {
  const { data } = await api<ApiTx[]>("transactions?orderBy=timestamp:desc&limit=50");
  await expect(typeSelect(page)).toHaveValue("all");
  await expect(anyChip(page)).toHaveCount(0);
  await expect
    .poll(async () => {
      const shown = await txLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute("title")));
      return shown.filter((id) => data.some((t) => t.id === id)).length;
    })
    .toBeGreaterThanOrEqual(5);
}

test("a type picked on /transactions is in the URL, survives a reload, shows a chip that clears it, and never filters home", async ({
  page,
}) => {
  const votes = (
    await api<ApiTx[]>("transactions?type=3&typeGroup=1&orderBy=timestamp:desc&limit=100")
  ).data;
  test.skip(votes.length === 0, "no vote was seeded");
  await gotoRoute(page, "/transactions/1");
  await expect(anyChip(page)).toHaveCount(0);

  await typeSelect(page).selectOption({ label: "Vote" });
  await expect(page).toHaveURL(/#\/transactions\/1\?(.*&)?type=vote(&|$)/);
  await expectOnlyRowsOf(page, votes);
  await expect(chip(page, "Type: Vote")).toBeVisible();
  await expect(chip(page, "Type: Vote")).toHaveText("Type: Vote");

  // a reload (or the URL shared) shows the same filtered list
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
  await expect(typeSelect(page)).toHaveValue("1:3");
  await expect(chip(page, "Type: Vote")).toBeVisible();
  await expectOnlyRowsOf(page, votes);

  // the chip clears it in one click; focus goes back to the select, as the chip goes away
  await chip(page, "Type: Vote").click();
  await expect(page).not.toHaveURL(/type=/);
  await expect(page).toHaveURL(/#\/transactions\/1$/);
  await expect(typeSelect(page)).toBeFocused();
  await expectUnfiltered(page);

  // picked again, then home: its latest transactions are not filtered by it
  await typeSelect(page).selectOption({ label: "Vote" });
  await expect(page).toHaveURL(/type=vote/);
  await expectOnlyRowsOf(page, votes);
  await gotoRoute(page, "/");
  // a tab below 1280 px, a list under its heading beside the blocks from there
  if (page.viewportSize()!.width < 1280) {
    await expect(page.getByRole("tab", { name: "Latest transactions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  } else
    await expect(
      page.getByRole("heading", { level: 2, name: "Latest transactions" }),
    ).toBeVisible();
  await expectUnfiltered(page);

  // nor /transactions opened without a filter (from the menu, a bookmark)
  await gotoRoute(page, "/transactions/1");
  await expectUnfiltered(page);
});

test("home's type filter is in its URL too, with its chip", async ({ page }) => {
  const votes = (
    await api<ApiTx[]>("transactions?type=3&typeGroup=1&orderBy=timestamp:desc&limit=100")
  ).data;
  test.skip(votes.length === 0, "no vote was seeded");
  await gotoRoute(page, "/");
  await typeSelect(page).selectOption({ label: "Vote" });
  await expect(page).toHaveURL(/#\/\?type=vote$/);
  await expectOnlyRowsOf(page, votes);
  await expect(chip(page, "Type: Vote")).toBeVisible();
  // "See all transactions" keeps the filter it names
  await expect(page.getByRole("link", { name: "See all transactions" })).toHaveAttribute(
    "href",
    /#\/transactions\/1\?type=vote$/,
  );
  await chip(page, "Type: Vote").click();
  await expect(page).toHaveURL(/#\/$/);
  await expectUnfiltered(page);
});

test("a wallet opens on its transactions tab, whatever tab another wallet was left on", async ({
  page,
  manifest,
}) => {
  const first = manifest.wallets.sender.address as string;
  const second = manifest.wallets.htlcRecipient?.address as string | undefined;
  test.skip(!second || second === first, "no second wallet with locks in the manifest");
  await gotoRoute(page, `/wallets/${first}`);
  const locks = page.getByRole("tab", { name: /^Locks/ });
  test.skip((await locks.count()) === 0, "HTLC is not enabled on this network");
  await locks.click();
  await expect(page).toHaveURL(/\/transactions\/locks\/1/);
  await expect(page.getByRole("tab", { name: /^Locks/ })).toHaveAttribute("aria-selected", "true");

  await gotoRoute(page, `/wallets/${second!}`);
  await expect(page.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("tab", { name: /^Locks/ })).toHaveAttribute("aria-selected", "false");
  await expect(typeSelect(page)).toHaveValue("all");
  // the first wallet too, opened again without a tab in its URL
  await gotoRoute(page, `/wallets/${first}`);
  await expect(page.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");
});

test("a wallet's type filter is in its URL, with its chip, and does not follow to another wallet", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.sender.address as string;
  const other = manifest.wallets.voter.address as string;
  const sentVotes = (
    await api<ApiTx[]>(`wallets/${address}/transactions?type=3&typeGroup=1&limit=100`)
  ).data;
  test.skip(sentVotes.length === 0, "the sender wallet has no vote");
  await gotoRoute(page, `/wallets/${address}`);
  await typeSelect(page).selectOption({ label: "Vote" });
  await expect(page).toHaveURL(new RegExp(`#/wallets/${address}\\?type=vote$`));
  await expectOnlyRowsOf(page, sentVotes);
  await expect(chip(page, "Type: Vote")).toBeVisible();
  await page.reload();
  await expect(chip(page, "Type: Vote")).toBeVisible();
  await expectOnlyRowsOf(page, sentVotes);

  await gotoRoute(page, `/wallets/${other}`);
  await expect(typeSelect(page)).toHaveValue("all");
  await expect(anyChip(page)).toHaveCount(0);

  await gotoRoute(page, `/wallets/${address}?type=vote`);
  await chip(page, "Type: Vote").click();
  await expect(page).toHaveURL(new RegExp(`#/wallets/${address}$`));
  await expect(typeSelect(page)).toHaveValue("all");
});

test("odd type values in the URL fall back to the unfiltered list, with no error", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.sender.address as string;
  for (const value of [
    "nope",
    "1:99",
    "%3Cscript%3Ealert(1)%3C%2Fscript%3E",
    "",
    "vote%00",
    "-1",
  ]) {
    await gotoRoute(page, `/transactions/1?type=${value}`);
    await expect(page.getByRole("heading", { level: 1, name: "Transactions" })).toBeVisible();
    await expectUnfiltered(page);
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  }
  await gotoRoute(page, "/?type=garbage");
  await expectUnfiltered(page);
  await gotoRoute(page, `/wallets/${address}/transactions/all/1?type=999`);
  await expect(typeSelect(page)).toHaveValue("all");
  await expect(anyChip(page)).toHaveCount(0);
  await expect(txLinks(page).first()).toBeVisible();
  // the older group:type form of shared links still works
  await gotoRoute(page, "/transactions/1?type=1:3");
  await expect(chip(page, "Type: Vote")).toBeVisible();
});
