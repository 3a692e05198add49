import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * Delegates lists and the delegate monitor against the real local testnet (51 active delegates,
 * 8 s blocks, one node forging every slot). Selectors use roles, structure and data attributes
 * (plus on-chain usernames), not UI text, so they hold in every locale.
 */

interface ApiBlock {
  height: number;
  generator: { publicKey: string; username?: string };
}
interface ApiDelegate {
  username: string;
  rank?: number;
  isResigned?: boolean;
}

const isDesktop = (w: number | undefined) => (w ?? 1280) >= 768;

async function chainHeight(): Promise<number> {
  return (await api<{ block: { height: number } }>("blockchain")).data.block.height;
}

async function waitForBlock(height: number, timeoutMs = 40_000): Promise<ApiBlock> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await api<ApiBlock[]>(`blocks?height=${height}&limit=1`);
    const block = data.find((b) => b.height === height);
    if (block) return block;
    if (Date.now() > until) throw new Error(`block ${height} did not arrive`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

test.describe("delegate monitor", () => {
  test("shows the 51 active delegates and totals that add up to 51", async ({ page, manifest }) => {
    const height = await chainHeight();
    await gotoRoute(page, "/delegate-monitor");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(/ - /);
    const counts = page.locator("[data-status-count]");
    await expect(counts).toHaveCount(5);
    await expect(counts.first()).toHaveText(/^\d+$/);
    const values = (await counts.allInnerTexts()).map((v) => Number(v.replace(/\D/g, "")));
    expect(values.reduce((a, b) => a + b, 0)).toBe(51);
    // from round 3 on, every delegate of the single forging node forged in the previous round,
    // except the seed's idle delegate (active since its round, never forged: the node has no secret)
    const round = Math.ceil(height / 51);
    if (round >= 3) {
      const idle = manifest.wallets.idleDelegate as { enteredRound: number } | undefined;
      const idleActive = idle !== undefined && round > idle.enteredRound;
      await expect(page.locator('[data-status-count="0"]')).toHaveText(idleActive ? "50" : "51");
      if (idleActive) await expect(page.locator('[data-status-count="3"]')).toHaveText("1");
    }
    // remaining blocks in the round (51 − height mod 51, a full round at 0) is within 1..51
    const remaining = Number(
      (await page.getByTestId("remaining-blocks").innerText()).replace(/\D/g, ""),
    );
    expect(remaining).toBeGreaterThanOrEqual(1);
    expect(remaining).toBeLessThanOrEqual(51);
    // the active tab lists 51 delegates, each with a status badge (icon + text) and a history bar
    const tab = page.getByRole("tab", { selected: true });
    await expect(tab).toContainText("51");
    if (isDesktop(page.viewportSize()?.width)) {
      await expect(page.locator("table tbody tr")).toHaveCount(51);
      const badge = page.locator("table tbody tr").first().locator("button[data-status]");
      await expect(badge.locator("svg")).toHaveCount(1);
      await expect(badge).not.toHaveText("");
      await expect(
        page.locator("table tbody tr").first().getByTestId("history-bar"),
      ).toHaveAttribute("aria-label", /.+/);
      // usernames link to the wallet page
      await page.locator("table tbody tr").first().locator('a[href*="/wallets/"]').first().click();
      await expect(page).toHaveURL(/#\/wallets\/A/);
    }
  });

  test("the round's slots: the predicted next forger forges the next block", async ({
    page,
    manifest,
  }) => {
    // the seed's idle delegate is active but never forges: when it is predicted, its slot passes
    // without a block and the next block comes from a later slot's delegate
    const idle = manifest.wallets.idleDelegate?.publicKey as string | undefined;
    test.setTimeout(120_000);
    await gotoRoute(page, "/delegate-monitor");
    const next = page.getByTestId("next-forger");
    await expect(next).toBeVisible({ timeout: 30_000 });
    // the forging order of the round is listed slot by slot: 51 slots, except in round 1, whose
    // first height is the genesis block that no delegate forges (50 slots)
    // (blocks and slots to come; a slot that passed without a block is listed too: as missed once
    // a later block shows the gap, as "no block yet" before)
    const slots = page.locator(
      'ol li[data-state]:not([data-state="missed"]):not([data-state="late"])',
    );
    const title = await page
      .getByText(/^Round \d+: forging order$/)
      .first()
      .innerText();
    const round = Number(/Round (\d+)/.exec(title)![1]);
    await expect(slots).toHaveCount(round === 1 ? 50 : 51);
    await expect(page.locator('ol li[data-state="next"]')).toHaveCount(1);

    for (let i = 0; i < 2; i++) {
      // read the height and the prediction in one go
      const { height, publicKey } = await next.evaluate((el) => ({
        height: Number(el.getAttribute("data-height")),
        publicKey: el.getAttribute("data-public-key") ?? "",
      }));
      expect(height).toBeGreaterThan(0);
      const block = await waitForBlock(height + 1);
      if (publicKey === idle)
        expect(
          block.generator.publicKey,
          `block ${height + 1} after the idle delegate's slot`,
        ).not.toBe(publicKey);
      else expect(block.generator.publicKey, `block ${height + 1}`).toBe(publicKey);
      // wait for the page to move on before the next prediction
      await expect(next).not.toHaveAttribute("data-height", String(height), { timeout: 20_000 });
    }
  });

  test("standby and resigned tabs", async ({ page, manifest }) => {
    await gotoRoute(page, "/delegate-monitor?tab=resigned");
    await expect(page.getByRole("tab", { selected: true })).toHaveAttribute("href", /tab=resigned/);
    const resigned = manifest.wallets?.resignedDelegate?.username as string | undefined;
    if (resigned)
      await expect(
        page.getByRole("tabpanel").getByText(resigned, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
    await page.getByRole("tab").nth(1).click();
    await expect(page).toHaveURL(/tab=standby/);
    const { data } = await api<ApiDelegate[]>("delegates?page=1&limit=100&orderBy=rank:asc");
    const firstStandby = data.find((d) => !d.isResigned && (d.rank ?? 0) > 51);
    if (firstStandby)
      await expect(
        page
          .getByRole("tabpanel")
          .getByText(firstStandby.username, { exact: true })
          .filter({ visible: true }),
      ).toBeVisible();
  });

  test("the legacy alias /delegateMonitor redirects", async ({ page }) => {
    await gotoRoute(page, "/delegateMonitor");
    await expect(page).toHaveURL(/#\/delegate-monitor$/);
  });
});

test.describe("delegates list", () => {
  test("pages and sorts the full list", async ({ page }) => {
    test.skip(!isDesktop(page.viewportSize()?.width), "sort headers are in the desktop table");
    await gotoRoute(page, "/delegates");
    await expect(page).toHaveURL(/#\/delegates\/1/);
    const rows = page.locator("table tbody tr");
    await expect(rows).toHaveCount(25); // the default rows per page
    await expect(rows.first().locator("td").first()).toHaveText("1");
    await page.locator('a[href*="#/delegates/2"]').first().click();
    await expect(page).toHaveURL(/#\/delegates\/2/);
    await expect(rows.first().locator("td").first()).toHaveText("26");
    // sort by votes (the last column); first click sorts descending
    // (the header's sort button; a term's explanation may follow it)
    await page.locator("thead th").last().getByRole("button").first().click();
    await expect(page).toHaveURL(/sort=votes(%3A|:)desc/);
    await expect(page.locator("thead th").last()).toHaveAttribute("aria-sort", "descending");
    // sort by rank descending: resigned delegates (no rank) stay last, ranks go down
    // (a hash change in the same document: the previous page's rows stay until the new page lands)
    await gotoRoute(page, "/delegates/1?sort=rank:desc");
    await expect(page.locator("thead th").first()).toHaveAttribute("aria-sort", "descending");
    await expect
      .poll(async () => {
        const first = Number(await rows.first().locator("td").first().innerText());
        const second = Number(await rows.nth(1).locator("td").first().innerText());
        return first > second && first > 20;
      })
      .toBe(true);
  });

  test("the resigned list shows the seeded resigned delegate with a badge", async ({
    page,
    manifest,
  }) => {
    const resigned = manifest.wallets?.resignedDelegate as
      { username: string; address: string } | undefined;
    test.skip(!resigned, "no resigned delegate in the manifest");
    await gotoRoute(page, "/delegates/resigned");
    await expect(page).toHaveURL(/#\/delegates\/resigned\/1/);
    const link = page
      .locator(`a[href*="#/wallets/${resigned!.address}"]`)
      .filter({ visible: true })
      .first();
    await expect(link).toBeVisible();
    await expect(link).toHaveText(resigned!.username);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`#/wallets/${resigned!.address}`));
  });

  test("a page past the end offers the last page, counted by the node", async ({ page }) => {
    // the standby tab: every rank after the active delegates (node/configuration), counted by the node
    const n = (await api<{ constants: { activeDelegates: number } }>("node/configuration")).data
      .constants.activeDelegates;
    const total =
      (await api<ApiDelegate[]>(`delegates?rank.from=${n + 1}&limit=1`)).meta?.totalCount ?? 0;
    test.skip(total === 0, "no standby delegate on this chain");
    const last = Math.max(1, Math.ceil(total / 25));
    await gotoRoute(page, "/delegates/standby/999?limit=25");
    const toLast = page.locator(`main a[href*="#/delegates/standby/${last}?"]`);
    await expect(toLast).toBeVisible();
    await expect(page.locator("main table tbody tr")).toHaveCount(0);
    await toLast.click();
    await expect(page).toHaveURL(new RegExp(`#/delegates/standby/${last}\\?`));
    // the last page holds the rest of the list
    await expect(page.locator('main a[href*="#/wallets/"]').filter({ visible: true })).toHaveCount(
      total - (last - 1) * 25,
    );
  });

  test("a non-digit page is the 404 page", async ({ page }) => {
    await gotoRoute(page, "/delegates/abc");
    await expect(page).toHaveURL(/#\/404/);
  });
});
