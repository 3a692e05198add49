import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Paged lists on the real local testnet: the total and the range shown under every list ("about"
 * when the node only estimates the total, ARK Core 3.x `meta.totalCountIsEstimate`), the last
 * page (opens and holds the list's last rows), and a page past the end, which says so and links
 * to the real last page. Totals come from the API at the time of the test, never hard-coded.
 */

/** The default rows per page. */
const PAGE = 25;

interface Meta {
  totalCount: number;
  pageCount: number;
  totalCountIsEstimate?: boolean;
}

async function metaOf(path: string): Promise<Meta> {
  return (await api(path)).meta as unknown as Meta;
}

const grouped = (n: number) => n.toLocaleString("en-US");
/** "1–25 of 530" or "1–25 of about 530", the number read back. */
const rangePattern = (first: number, last: number, estimated: boolean) =>
  new RegExp(`^${grouped(first)}–${grouped(last)} of ${estimated ? "about " : ""}([\\d,]+)$`);
const numberIn = async (text: Promise<string>) =>
  Number((await text).replace(/^.* of (about )?/, "").replace(/\D/g, ""));

test.describe("totals and ranges", () => {
  test("blocks: the range of page 1 and the chain's total, exact (the height)", async ({
    page,
  }) => {
    const height = (await api<{ block: { height: number } }>("blockchain")).data.block.height;
    await gotoRoute(page, "/blocks/1");
    // the number of blocks is the chain height, even where the node only estimates its count
    const range = page.getByText(rangePattern(1, PAGE, false));
    await expect(range).toBeVisible();
    // the chain grows a block every 8 s: the total is at least the height asked before
    expect(await numberIn(range.innerText())).toBeGreaterThanOrEqual(height);
    await expect(dataRows(page)).toHaveCount(PAGE);
    await expect(page.getByRole("link", { name: /^First page$/ })).toHaveCount(0); // disabled on page 1
    await expect(page.getByRole("link", { name: "Last page" })).toBeVisible();
  });

  test("transactions: the total of the node, 'about' when it is an estimate", async ({ page }) => {
    const meta = await metaOf("transactions?limit=1");
    await gotoRoute(page, "/transactions/1?type=all");
    const range = page.getByText(
      rangePattern(1, Math.min(PAGE, meta.totalCount), meta.totalCountIsEstimate === true),
    );
    await expect(range).toBeVisible();
    expect(await numberIn(range.innerText())).toBeGreaterThanOrEqual(meta.totalCount);
  });

  test("top wallets, voters and delegates show their totals", async ({ page, manifest }) => {
    const wallets = await metaOf("wallets/top?limit=1");
    await gotoRoute(page, "/top-wallets/1");
    await expect(
      page.getByText(rangePattern(1, Math.min(PAGE, wallets.totalCount), false)),
    ).toBeVisible();

    const { address } = (manifest.wallets.popularDelegate ?? manifest.wallets.genesisDelegate) as {
      address: string;
    };
    const voters = await metaOf(`delegates/${address}/voters?limit=1`);
    await gotoRoute(page, `/wallets/${address}/voters/1`);
    await expect(
      page.getByText(
        `1–${grouped(Math.min(PAGE, voters.totalCount))} of ${grouped(voters.totalCount)}`,
      ),
    ).toBeVisible();

    // the delegates list opens on its Active tab: the active delegates' ranks, counted exactly
    const delegates = await metaOf("delegates?limit=1");
    const active = (await api<{ constants: { activeDelegates: number } }>("node/configuration"))
      .data.constants.activeDelegates;
    const activeCount = Math.min(active, delegates.totalCount);
    await gotoRoute(page, "/delegates/1");
    await expect(
      page.getByText(`1–${grouped(Math.min(PAGE, activeCount))} of ${grouped(activeCount)}`),
    ).toBeVisible();
  });

  test("the monitor's standby tab is paged with the page in the URL", async ({ page }) => {
    await gotoRoute(page, "/delegate-monitor?tab=standby");
    const tab = page.getByRole("tab", { selected: true });
    await expect(tab).toHaveText(/\d/, { timeout: 30_000 });
    const standby = Number((await tab.innerText()).replace(/\D/g, ""));
    test.skip(standby < 1, "no standby delegate on this chain");
    const panel = page.getByRole("tabpanel");
    await expect(
      panel.getByText(`1–${grouped(Math.min(PAGE, standby))} of ${grouped(standby)}`),
    ).toBeVisible();
    expect(await dataRows(panel).count()).toBeLessThanOrEqual(PAGE);
    if (standby > PAGE) {
      await panel.getByRole("link", { name: "Page 2" }).click();
      await expect(page).toHaveURL(/tab=standby&page=2/);
    }
  });
});

test.describe("last page", () => {
  test("blocks: the last page holds the genesis block", async ({ page, isMobile }) => {
    await gotoRoute(page, "/blocks/1");
    const rows = dataRows(page);
    await expect(rows.first()).toBeVisible();
    // newest first: the last row of the last page is height 1 (a block that arrives between the
    // click and the answer moves it one page on: then the last page link is followed again)
    await expect(async () => {
      const last = page.getByRole("link", { name: /^Last page/ });
      if ((await last.count()) > 0) await last.click(); // (a button when this is the last page)
      await expect(page).toHaveURL(/#\/blocks\/\d+/);
      // a phone's card leads with the height as "#1"
      await expect(field(rows.last(), "Height")).toHaveText(isMobile ? "#1" : "1", {
        timeout: 10_000,
      });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });

  test("top wallets: the last page ends with the last rank", async ({ page, isMobile }) => {
    const { totalCount } = await metaOf("wallets/top?limit=1");
    const lastPage = Math.max(1, Math.ceil(totalCount / PAGE));
    test.skip(lastPage < 2, "a single page of wallets");
    await gotoRoute(page, "/top-wallets/1");
    await page.getByRole("link", { name: /^Last page/ }).click();
    await expect(page).toHaveURL(new RegExp(`#/top-wallets/${lastPage}$`));
    const rows = dataRows(page);
    await expect(rows).toHaveCount(totalCount - (lastPage - 1) * PAGE);
    // the table's "Rank" cell; a phone's card opens with it ("Rank #167", "Rank" for screen readers only)
    const rank = grouped(totalCount).replace(/,/g, ",?");
    if (isMobile) await expect(rows.last()).toHaveText(new RegExp(`^Rank #${rank}(?![\\d,])`));
    else await expect(field(rows.last(), "Rank")).toHaveText(new RegExp(`^${rank}$`));
    await expect(page.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});

test.describe("past the end", () => {
  test("blocks: page 99999 says so and links to the real last page", async ({ page, isMobile }) => {
    await gotoRoute(page, "/blocks/99999");
    await expect(page.getByText("Page 99999 is past the end of this list.")).toBeVisible();
    await expect(page.locator("main").getByText("No results")).toHaveCount(0);
    await expect(page.getByRole("navigation", { name: "Pagination" })).toHaveCount(0);
    const last = page.getByRole("link", { name: /^Go to the last page \(page \d+\)$/ });
    await expect(last).toBeVisible();
    const n = Number(/page (\d+)\)/.exec(await last.innerText())![1]);
    const height = (await api<{ block: { height: number } }>("blockchain")).data.block.height;
    expect(Math.abs(n - Math.ceil(height / PAGE))).toBeLessThanOrEqual(1);
    await last.click();
    await expect(page).toHaveURL(new RegExp(`#/blocks/${n}$`));
    await expect(field(dataRows(page).last(), "Height")).toHaveText(isMobile ? "#1" : "1");
  });

  test("transactions: a page past the end links to a last page with rows", async ({ page }) => {
    await gotoRoute(page, "/transactions/99999?type=all");
    await expect(page.getByText("Page 99999 is past the end of this list.")).toBeVisible();
    const last = page.getByRole("link", { name: /^Go to the last page \(page \d+\)$/ });
    await last.click();
    await expect(page).toHaveURL(/#\/transactions\/\d+\?/);
    await expect(dataRows(page).first()).toBeVisible();
    await expect(page.getByText(/past the end/)).toHaveCount(0);
  });

  test("voters and top wallets past the end", async ({ page, manifest }) => {
    const { address } = (manifest.wallets.popularDelegate ?? manifest.wallets.genesisDelegate) as {
      address: string;
    };
    await gotoRoute(page, `/wallets/${address}/voters/500`);
    await expect(page.getByText("Page 500 is past the end of this list.")).toBeVisible();
    await page
      .getByRole("link", { name: /^Go to the (last page \(page \d+\)|first page)$/ })
      .first()
      .click();
    await expect(dataRows(page).first()).toBeVisible();

    await gotoRoute(page, "/top-wallets/9999");
    await expect(page.getByText("Page 9999 is past the end of this list.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the first page" })).toHaveAttribute(
      "href",
      "#/top-wallets/1",
    );
  });
});
