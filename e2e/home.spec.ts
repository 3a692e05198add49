import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * Home page: one h1, the tabs "Latest transactions" / "Latest blocks" that follow the
 * chain by themselves (refetched when the height changes, no reload), and the type filter (in the
 * URL). Tabs are found by role and position (texts may not be in the catalogs yet).
 */
test.describe("home", () => {
  test("has one h1; two tabs, latest transactions first, below 1280 px; both lists side by side from there", async ({
    page,
  }) => {
    await gotoRoute(page, "/");
    await expect(page.locator("main h1")).toHaveCount(1);
    if (page.viewportSize()!.width < 1280) {
      await expect(page.getByRole("tab")).toHaveCount(2);
      await expect(page.getByRole("tab").first()).toHaveAttribute("aria-selected", "true");
    } else {
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(page.locator("main table")).toHaveCount(2);
    }
    await expect(page.locator('main a[href*="#/transaction/"]:visible').first()).toBeVisible();
  });

  test("latest blocks: a new block row appears without a reload", async ({ page }) => {
    await gotoRoute(page, "/");
    // side by side from 1280 px (height first in the compact list), else the second tab
    const width = page.viewportSize()!.width;
    const wide = width >= 1280;
    if (!wide) await page.getByRole("tab").nth(1).click();
    // the blocks list by its name: while the page still renders its lists one after the other,
    // the last table on screen can be the transactions' (its first cell read as a height once).
    // Below 768 px each block is a card that leads with its height as a link, "#123"
    const firstHeight =
      width < 768
        ? page
            .getByRole("list", { name: "Latest blocks" })
            .getByRole("listitem")
            .first()
            .getByRole("link", { name: /^#[\d,.\s\u00a0\u202f]+$/ })
        : page
            .getByRole("table", { name: "Latest blocks" })
            .locator("tbody tr")
            .first()
            .locator("td")
            .nth(wide ? 0 : 1);
    await expect(firstHeight).toHaveText(/\d/);
    const before = Number((await firstHeight.innerText()).replace(/\D/g, ""));
    const { data } = await api<{ height: number }[]>("blocks?limit=1");
    expect(before).toBeGreaterThanOrEqual(data[0]!.height - 2);
    await expect
      .poll(async () => Number((await firstHeight.innerText()).replace(/\D/g, "")), {
        timeout: 25_000,
        intervals: [1000],
      })
      .toBeGreaterThan(before);
  });

  test("latest transactions are refetched only when a new block carries transactions, not on a timer", async ({
    page,
  }) => {
    const requests: number[] = [];
    const windows = new Set<string>();
    page.on("request", (r) => {
      const url = r.url();
      // the latest list's requests: on a busy chain the summary's 24 h page, which also moves with
      // a once-a-minute clock (each new window start is one request more); else its own
      if (/\/api\/transactions\?/.test(url) && url.includes("orderBy=timestamp")) {
        requests.push(Date.now());
        const from = new URL(url).searchParams.get("timestamp.from");
        if (from) windows.add(from);
      }
    });
    // the 8 s height poll reads the head block: height + its transaction count (lists refetch only
    // when it has some)
    const heads: { height: number; transactions: number }[] = [];
    page.on("response", async (r) => {
      try {
        if (/\/api\/blocks\?/.test(r.url()) && /[?&]limit=1(&|$)/.test(r.url())) {
          const head = ((await r.json()) as { data: { height: number; transactions: number }[] })
            .data[0];
          if (head) heads.push(head);
        } else if (/\/api\/blockchain(\?|$)/.test(r.url())) {
          // the first visit's height comes from GET blockchain (no transaction count): a head more
          // than one block above it at the first poll is a gap, which refetches too
          const height = ((await r.json()) as { data: { block: { height: number } } }).data.block
            .height;
          heads.push({ height, transactions: 0 });
        }
      } catch {
        /* ignore */
      }
    });
    await gotoRoute(page, "/");
    await expect(page.locator('main a[href*="#/transaction/"]:visible').first()).toBeVisible();
    const initial = requests.length;
    const distinct = () => [...new Set(heads.map((h) => h.height))].sort((a, b) => a - b);
    await expect
      .poll(() => distinct().length, { timeout: 40_000, intervals: [1000] })
      .toBeGreaterThanOrEqual(3);
    // at most one refetch per new head carrying transactions or per gap between two polls
    const heights = distinct();
    const gaps = heights.slice(1).filter((h, i) => h - heights[i]! > 1).length;
    const carrying = new Set(heads.filter((h) => h.transactions > 0).map((h) => h.height)).size;
    expect(requests.length - initial).toBeLessThanOrEqual(
      carrying + gaps + Math.max(0, windows.size - 1),
    );
  });

  test("the type filter applies and is kept in the URL", async ({ page }) => {
    const { data } = await api<{ id: string }[]>(
      "transactions?type=3&typeGroup=1&orderBy=timestamp:desc&limit=25",
    );
    await gotoRoute(page, "/");
    await page.locator('main select[name="type"]').selectOption("1:3");
    const links = page.locator('main a[href*="#/transaction/"]:visible');
    await expect
      .poll(async () => {
        const ids = await links.evaluateAll((as) => as.map((a) => a.getAttribute("title")));
        return ids.length > 0 && ids.every((id) => data.some((t) => t.id === id));
      })
      .toBe(true);
    await expect(page).toHaveURL(/#\/\?type=vote$/);
    await page.reload();
    await expect(page.locator('main select[name="type"]')).toHaveValue("1:3");
    await page.locator('main select[name="type"]').selectOption("all");
    await expect(page).not.toHaveURL(/type=/);
  });
});
