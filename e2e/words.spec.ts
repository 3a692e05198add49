import type { Page } from "@playwright/test";
import { api, catalog, dataRows, expect, gotoRoute, test } from "./fixtures";

/**
 * ARK's words for a newcomer, on the real testnet: the "?" hint beside a domain label (keyboard,
 * screen reader and touch), the one-line introductions of the pages a newcomer may not know, the
 * header search's block suggestion and the results page's words for a query that cannot match
 * (a partial id, an address whose checksum fails), and numbers in Polish (the decimal comma of a
 * duration, the forging statuses).
 */

const searchField = (page: Page) => page.getByRole("search").getByRole("combobox");

/** Opens the app in `language` (the stored preference, as a returning visitor has it). */
async function useLanguage(page: Page, language: string) {
  await page.addInitScript(
    (l) =>
      localStorage.setItem(
        "ark-explorer:preferences",
        JSON.stringify({ state: { language: l }, version: 3 }),
      ),
    language,
  );
}

test.describe("hints", () => {
  test("a label's '?' is reached by keyboard, says what the word means, and goes on Escape", async ({
    page,
    manifest,
    isMobile,
  }) => {
    await gotoRoute(page, `/wallets/${manifest.wallets.delegate.address as string}`);
    const main = page.locator("main");
    const hint = main.getByRole("button", { name: "What is Nonce?" });
    await expect(hint).toBeVisible();
    // the label keeps its own text: the hint adds none to it
    await expect(
      main.locator("dt").filter({ has: page.getByRole("button", { name: "What is Nonce?" }) }),
    ).toHaveText("Nonce");
    // Tab from the top of the page reaches it (a real button in the tab order)
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let reached = false;
    for (let i = 0; i < 80 && !reached; i++) {
      await page.keyboard.press("Tab");
      reached = await hint.evaluate((el) => el === document.activeElement);
    }
    expect(reached, "Tab reaches the nonce's hint").toBe(true);
    const tip = page.getByRole("tooltip").filter({ hasText: "transaction counter" });
    await expect(tip).toBeVisible();
    await expect(hint).toHaveAccessibleDescription(/A wallet's transaction counter/);
    // inside the window, also beside a label at a phone's left edge
    const box = (await tip.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    // a target of at least 24 × 24 px (WCAG 2.2, 2.5.8)
    const target = (await hint.boundingBox())!;
    expect(target.width).toBeGreaterThanOrEqual(24);
    expect(target.height).toBeGreaterThanOrEqual(24);
    await page.keyboard.press("Escape");
    await expect(tip).toBeHidden();

    // the delegate's facts explain their words too; a tap (a click) opens one, a tap elsewhere closes it
    const approval = main.getByRole("button", { name: "What is Approval?" });
    if (isMobile) await approval.tap();
    else await approval.click();
    const approvalTip = page.getByRole("tooltip").filter({ hasText: "share of all the tokens" });
    await expect(approvalTip).toBeVisible();
    await page.getByRole("heading", { level: 1 }).click();
    await expect(approvalTip).toBeHidden();
    for (const name of ["Second signature", "Multi-signature", "Rank", "Votes", "Forged total"]) {
      await expect(main.getByRole("button", { name: `What is ${name}?` })).toBeVisible();
    }
  });

  test("home and the monitor explain round, slot, forger and the forging status", async ({
    page,
  }) => {
    await gotoRoute(page, "/");
    const summary = page.getByRole("region", { name: "Chain summary" });
    for (const name of ["Round", "Forger", "Forging status", "Supply"]) {
      await expect(summary.getByRole("button", { name: `What is ${name}?` })).toBeVisible({
        timeout: 20_000,
      });
    }
    await summary.getByRole("button", { name: "What is Round?" }).focus();
    await expect(page.getByRole("tooltip").filter({ hasText: "one slot" })).toBeVisible();

    await gotoRoute(page, "/delegate-monitor");
    const main = page.locator("main");
    await expect(main.getByText("The active delegates at work in the current round")).toBeVisible();
    await expect(main.getByRole("button", { name: "What is Forger?" })).toBeVisible({
      timeout: 30_000,
    });
    await main.getByRole("button", { name: "What is Slot?" }).hover();
    await expect(page.getByRole("tooltip").filter({ hasText: "block time" })).toBeVisible();
  });

  test("a transaction's type, fee and nonce, and a block's height and reward, are explained", async ({
    page,
    manifest,
  }) => {
    await gotoRoute(page, `/transaction/${manifest.transactions.htlcLock as string}`);
    const main = page.locator("main");
    for (const name of ["Lock", "Fee", "Nonce"]) {
      await expect(main.getByRole("button", { name: `What is ${name}?` })).toBeVisible();
    }
    await gotoRoute(page, `/transaction/${manifest.transactions.transferWithMemo as string}`);
    await main.getByRole("button", { name: "What is Memo?" }).focus();
    await expect(page.getByRole("tooltip").filter({ hasText: "Smartbridge" })).toBeVisible();

    await gotoRoute(page, `/block/${manifest.blocks.withTransactions as string}`);
    for (const name of ["Height", "Block reward", "Forger"]) {
      await expect(main.getByRole("button", { name: `What is ${name}?` })).toBeVisible();
    }
  });

  test("the delegates, lock, businesses and bridgechains pages say what they list", async ({
    page,
    manifest,
    isMobile,
  }) => {
    await gotoRoute(page, "/delegates/1");
    await expect(
      page.locator("main").getByText(/^Delegates take turns to forge the chain's blocks/),
    ).toBeVisible();
    // the table's headers explain their words (a phone's cards repeat no header hints)
    if (!isMobile) {
      for (const name of ["Rank", "Votes", "Forging status"]) {
        await expect(
          page.locator("main thead").getByRole("button", { name: `What is ${name}?` }),
        ).toBeVisible();
      }
    }

    await gotoRoute(page, `/lock/${manifest.transactions.htlcLockOpen as string}`);
    await expect(
      page.locator("main").getByText(/^A lock sets tokens aside for a recipient/),
    ).toBeVisible();

    if (manifest.legacyMagistrate) {
      await gotoRoute(page, "/businesses/1");
      await expect(
        page.locator("main").getByText(/^Companies and projects that registered on the chain/),
      ).toBeVisible();
      await expect(dataRows(page).first()).toBeVisible();
      await gotoRoute(page, "/bridgechains/1");
      await expect(
        page.locator("main").getByText(/^Blockchains built with ARK's technology/),
      ).toBeVisible();
    }
  });
});

test.describe("search words", () => {
  test("a number suggests the block at that height first, before the names holding it", async ({
    page,
  }) => {
    const { data: head } = await api<Array<{ height: number }>>("blocks?limit=1");
    const height = head[0]!.height;
    // "12" names block 12 and delegate genesis_12 (ARK's genesis delegates are genesis_1 to _51)
    const query = height >= 12 ? "12" : "1";
    const { data: block } = await api<{ id: string }>(`blocks/${query}`);
    await gotoRoute(page, "/blocks/1");
    const field = searchField(page);
    await field.click();
    await field.pressSequentially(query, { delay: 30 });
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toHaveText(new RegExp(`^Block ${query}\\s*Block height$`));
    await expect(options.filter({ hasText: `genesis_${query}` })).toHaveCount(1);
    // the block is the first option: ArrowDown and Enter open it
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => new URL(page.url()).hash).toBe(`#/block/${query}`);
    await expect(page.locator("main").getByText(block.id).first()).toBeVisible();

    // a number above the height names no block
    await field.click();
    await field.pressSequentially(String(height + 1000), { delay: 20 });
    await expect(
      page
        .getByRole("listbox")
        .getByRole("option")
        .filter({ hasText: /^Block / }),
    ).toHaveCount(0);
  });

  test("a partial transaction id is told that ids must be complete", async ({ page, manifest }) => {
    const partial = (manifest.transactions.transfer as string).slice(0, 20);
    await gotoRoute(page, "/blocks/1");
    const field = searchField(page);
    await field.click();
    await field.pressSequentially(partial, { delay: 10 });
    await field.press("Enter");
    const main = page.locator("main");
    await expect(main.getByText(`Nothing matches “${partial}”.`)).toBeVisible();
    await expect(
      main.getByText(
        "Transaction and block IDs must be complete: 64 characters. This one has 20 characters.",
      ),
    ).toBeVisible();
    // a shortened id as the tables show it, pasted
    const id = manifest.transactions.transfer as string;
    await gotoRoute(page, `/search/${encodeURIComponent(`${id.slice(0, 6)}…${id.slice(-4)}`)}`);
    await expect(
      main.getByText(
        "Transaction and block IDs must be complete: 64 characters. This one has 10 characters.",
      ),
    ).toBeVisible();
  });

  test("an address with a bad checksum is not a valid ARK address (not 'not found')", async ({
    page,
    manifest,
  }) => {
    const address = manifest.wallets.sender.address as string;
    const bad = address.slice(0, -1) + (address.endsWith("z") ? "y" : "z");
    await gotoRoute(page, "/blocks/1");
    const field = searchField(page);
    await field.click();
    await field.fill(bad);
    await field.press("Enter");
    const main = page.locator("main");
    await expect(main.getByText(`“${bad}” is not a valid ARK address.`)).toBeVisible();
    await expect(main.getByText(/checksum does not match/)).toBeVisible();
    await expect(main.getByText(/could not be found/)).toHaveCount(0);
    await expect(main.getByText(/Nothing matches/)).toHaveCount(0);

    // the same address opened as a wallet page (a link, a typed URL)
    await gotoRoute(page, `/wallets/${bad}`);
    await expect(main.getByText(/is not a valid address on this network/)).toBeVisible();
    await expect(main.getByText(/could not be found/)).toHaveCount(0);
  });
});

test.describe("numbers in Polish", () => {
  test("home writes the block time with a decimal comma and the forging statuses in the monitor's Polish words", async ({
    page,
  }) => {
    await useLanguage(page, "pl-PL");
    const pl = catalog("pl-PL");
    await gotoRoute(page, "/");
    const summary = page.getByRole("region", { name: pl.get("Chain summary")! });
    const blockTime = summary.getByTestId("summary-block-time").locator("dd").first();
    await expect(blockTime).toHaveText(/^\d+,\d s$/, { timeout: 20_000 });
    const statuses = ["Missing", "Not forging", "Never forged", "Became active"].map((label) =>
      pl.get(label)!,
    );
    const part = `(${statuses.join("|")}): \\d+`;
    await expect(summary.getByTestId("summary-forging").getByRole("link")).toHaveText(
      new RegExp(`^${part}( · ${part})*$`),
      { timeout: 30_000 },
    );
    // the hints speak Polish too
    await expect(
      summary.getByRole("button", { name: `Co oznacza „${pl.get("Round")}”?` }),
    ).toBeVisible();
  });
});
