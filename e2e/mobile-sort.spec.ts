import type { Page } from "@playwright/test";
import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * The sort control of the mobile card layout (< 768 px): the cards have no sortable headers, so
 * DataTable puts a "Sort by" select and a direction button above them. Checked on the blocks list
 * against the real local testnet. The blocks default sort is already height descending, so the
 * test first picks another column, then "Height" (which starts descending, `sortDescFirst`), then
 * flips it to ascending.
 */

test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 768, "card layout only");

interface ApiBlock {
  height: number;
}

/** Heights shown in the cards, in order (the Height field of each card; digits only, any locale). */
async function cardHeights(page: Page): Promise<number[]> {
  const texts = await field(dataRows(page), "Height").allTextContents();
  return texts.map((text) => Number(text.replace(/\D/g, "")));
}

test("the cards can be sorted by a column and the direction flipped", async ({ page }) => {
  // the top of the chain before the page loads: the height:desc list (the default order, cached by
  // the first load and shown again when "Height" is chosen) starts at least there
  const { data: newest } = await api<ApiBlock[]>("blocks?orderBy=height:desc&limit=1");
  await gotoRoute(page, "/blocks/1");
  const sortBy = page.getByRole("combobox", { name: "Sort by" });
  await expect(sortBy).toBeVisible();
  await expect(page.locator("main table")).toHaveCount(0);
  await expect.poll(async () => (await cardHeights(page)).length).toBeGreaterThan(1);

  // another column first, so that choosing "Height" is a change
  await sortBy.selectOption({ label: "Transactions" });
  await expect(page).toHaveURL(/[?&]sort=transactions(:|%3A)asc/);
  await expect(page.getByRole("button", { name: "Ascending" })).toBeVisible();

  // Height starts descending (like a click on its header): the newest block first
  await sortBy.selectOption({ label: "Height" });
  await expect(page).toHaveURL(/[?&]sort=height(:|%3A)desc/);
  await expect(sortBy).toHaveValue("height");
  const descending = page.getByRole("button", { name: "Descending" });
  await expect(descending).toBeVisible();
  await expect
    .poll(async () => {
      const heights = await cardHeights(page);
      // at least the chain's top when the page loaded (the chain moves on), strictly falling
      return (
        heights.length > 1 &&
        heights[0]! >= newest[0]!.height &&
        heights.every((h, i) => i === 0 || h < heights[i - 1]!)
      );
    })
    .toBe(true);

  // the direction button flips the order: the lowest height first
  const { data: lowest } = await api<ApiBlock[]>("blocks?orderBy=height:asc&limit=1");
  await descending.click();
  await expect(page).toHaveURL(/[?&]sort=height(:|%3A)asc/);
  await expect(page.getByRole("button", { name: "Ascending" })).toBeFocused();
  await expect
    .poll(async () => {
      const heights = await cardHeights(page);
      return (
        heights.length > 1 &&
        heights[0] === lowest[0]!.height &&
        heights.every((h, i) => i === 0 || h > heights[i - 1]!)
      );
    })
    .toBe(true);

  // and back
  await page.getByRole("button", { name: "Ascending" }).click();
  await expect(page).toHaveURL(/[?&]sort=height(:|%3A)desc/);
});

test("a card shows the value its list is sorted by, even one it otherwise leaves off", async ({
  page,
}) => {
  await gotoRoute(page, "/delegates/1");
  const rows = dataRows(page);
  await expect(rows.first()).toBeVisible();
  // an active delegate's card leaves its forged blocks off…
  await expect(field(rows.first(), "Forged blocks")).toHaveCount(0);
  // …until the list is sorted by them: then every card says how many, most first
  await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Forged blocks" });
  await expect(page).toHaveURL(/[?&]sort=produced(:|%3A)desc/);
  await expect
    .poll(async () => {
      const counts = (await field(rows, "Forged blocks").allTextContents()).map((t) =>
        Number(t.replace(/\D/g, "")),
      );
      return (
        counts.length > 1 &&
        counts.length === (await rows.count()) &&
        counts.every((c, i) => i === 0 || c <= counts[i - 1]!)
      );
    })
    .toBe(true);
});
