import type { Locator, Page } from "@playwright/test";
import { dataRows, expect, gotoRoute, test } from "./fixtures";

/**
 * Shortened ids: in every list one line, shortened in the middle; selecting one (with the mouse, or
 * any part of a page that holds one) and copying it gives the whole value on one line. Ids come
 * from the lists of the real testnet and e2e/.manifest.json.
 */

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

/** Selects the contents of `target` (a Range, as a script or a triple click would). */
async function selectContents(target: Locator) {
  await target.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const selection = document.getSelection()!;
    selection.removeAllRanges();
    selection.addRange(range);
  });
}

/** Copies the page's selection with the keyboard and returns what the clipboard holds. */
async function copySelection(page: Page): Promise<string> {
  await page.keyboard.press("ControlOrMeta+C");
  return page.evaluate(() => navigator.clipboard.readText());
}

/** The first transaction id link of the list (desktop table or phone card) and its whole id. */
async function firstTransactionLink(page: Page): Promise<{ link: Locator; id: string }> {
  const link = dataRows(page).first().locator('a[href*="#/transaction/"]').first();
  await expect(link).toBeVisible();
  const id = (await link.getAttribute("title"))!;
  expect(id).toMatch(/^[0-9a-f]{64}$/);
  return { link, id };
}

test("a shortened transaction id in the list: selected with the mouse and copied, the whole id on one line", async ({
  page,
  isMobile,
}) => {
  await gotoRoute(page, "/transactions/1");
  const { link, id } = await firstTransactionLink(page);
  const shown = (await link.innerText()).trim();
  expect(shown).toContain("…");
  if (isMobile) {
    await selectContents(link);
  } else {
    // a drag from the cell's padding to the end of the id (a drag that starts on a link drags the link)
    const cell = (await link.locator("xpath=ancestor::td[1]").boundingBox())!;
    const box = (await link.boundingBox())!;
    await page.mouse.move(cell.x + 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
  }
  expect(await page.evaluate(() => document.getSelection()!.toString())).toContain(
    shown.slice(0, 3),
  );
  expect(await copySelection(page)).toBe(id);
  // a part of it too: the visible text is not the value
  await link.evaluate((el) => {
    const text = el.querySelector("[data-full-value]")?.firstChild ?? el.firstChild!;
    const range = document.createRange();
    range.setStart(text, 2);
    range.setEnd(text, 5);
    document.getSelection()!.removeAllRanges();
    document.getSelection()!.addRange(range);
  });
  expect(await copySelection(page)).toBe(id);
});

test("a whole row copied holds its ids and addresses whole", async ({ page }) => {
  await gotoRoute(page, "/transactions/1");
  const { id } = await firstTransactionLink(page);
  const row = dataRows(page).first();
  await selectContents(row);
  const copied = await copySelection(page);
  expect(copied).toContain(id);
  // the shortened forms of every id and address of the row are gone
  const shortened = await row
    .locator("[data-full-value]")
    .evaluateAll((els) => els.map((el) => el.textContent ?? ""));
  expect(shortened.length).toBeGreaterThan(0);
  for (const text of shortened.filter((t) => t.includes("…"))) expect(copied).not.toContain(text);
});

test("the transaction page's id, shortened by CSS when narrow: one line when selected, copied whole", async ({
  page,
  manifest,
}) => {
  const id = manifest.transactions.transferWithMemo as string;
  await gotoRoute(page, `/transaction/${id}`);
  const shown = page.locator(`main [title="${id}"]`).first();
  await expect(shown).toBeVisible();
  // as a visitor's selection reads it, and as a script reads it: one line, the whole id
  expect(await shown.innerText()).toBe(id);
  await selectContents(shown);
  expect(await page.evaluate(() => document.getSelection()!.toString())).toBe(id);
  expect(await copySelection(page)).toBe(id);
  // one line tall
  const lines = await shown.evaluate(
    (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight),
  );
  expect(lines).toBeLessThan(1.5);
});

test.describe("ids in lists are one line, shortened in the middle", () => {
  for (const route of ["/transactions/1", "/blocks/1"]) {
    test(`the id cells of ${route}`, async ({ page }) => {
      await gotoRoute(page, route);
      const ids = dataRows(page).locator("[data-full-value]");
      await expect(ids.first()).toBeVisible();
      const measured = await ids.evaluateAll((els) =>
        els.slice(0, 25).map((el) => {
          const box = (el.closest("a") ?? el).getBoundingClientRect();
          return {
            text: el.textContent,
            lines: box.height / parseFloat(getComputedStyle(el).lineHeight),
          };
        }),
      );
      expect(measured.length).toBeGreaterThan(0);
      for (const { text, lines } of measured) {
        expect(text).toContain("…");
        expect(lines, `${text} is one line`).toBeLessThan(1.5);
      }
    });
  }

  test("the transaction id cell at 1280 px is one line tall, as tall as a one-line cell", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, "the table is the desktop layout");
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoRoute(page, "/transactions/1");
    const rows = page.locator("main table tbody tr");
    await expect(rows.first()).toBeVisible();
    const heights = await rows.evaluateAll((trs) =>
      trs.slice(0, 25).map((tr) => {
        const link = tr.querySelector('td:first-child a[href*="#/transaction/"]')!;
        return {
          id: link.getBoundingClientRect().height,
          line: parseFloat(getComputedStyle(link).lineHeight),
        };
      }),
    );
    for (const { id, line } of heights) expect(id).toBeLessThan(line * 1.5);
  });
});
