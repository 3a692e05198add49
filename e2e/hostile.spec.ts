import type { Page } from "@playwright/test";
import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * Hostile on-chain data (anyone can write a memo, a username or a business URL): the seed wrote
 * memos with HTML, `<script>`, `javascript:` and `data:` URLs, bidi and zero-width characters,
 * 64-byte and emoji memos, a business with `javascript:`/`data:` website and repository, and a
 * delegate username at the 20-character limit. On every page that shows them: nothing executes (a
 * `window.__pwned` canary throws when set and no dialog opens), links are http(s) only, and the
 * layout never overflows horizontally.
 */

type Hostile = {
  memos: { id: string; memo: string }[];
  business: { address: string; id: string; website: string; repository: string };
  longUsername: { username: string; address: string };
};

/** Arms the canary before any script of the page runs; returns the list of things that fired. */
async function armCanary(page: Page): Promise<string[]> {
  const fired: string[] = [];
  await page.addInitScript(() => {
    Object.defineProperty(window, "__pwned", {
      configurable: false,
      set() {
        throw new Error("pwned");
      },
      get() {
        return undefined;
      },
    });
  });
  page.on("pageerror", (e) => fired.push(`pageerror: ${e.message}`));
  page.on("dialog", (d) => {
    fired.push(`dialog: ${d.message()}`);
    void d.dismiss();
  });
  page.on("console", (m) => {
    if (m.type() === "error" && /pwned|Content Security Policy/i.test(m.text()))
      fired.push(`console: ${m.text()}`);
  });
  return fired;
}

/** The page-wide checks: canary untouched, no script/data links, no horizontal overflow. */
async function assertSafe(page: Page, fired: string[], where: string) {
  expect(
    await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned),
    `${where}: canary`,
  ).toBeUndefined();
  expect(fired, `${where}: nothing fired`).toEqual([]);
  const bad = await page.evaluate(() =>
    [...document.querySelectorAll("a[href], area[href], iframe, object, embed, [src]")]
      .map((el) => el.getAttribute("href") ?? el.getAttribute("src") ?? el.tagName)
      .filter(
        (v) => /^\s*(javascript|data|vbscript):/i.test(v) || /^(IFRAME|OBJECT|EMBED)$/.test(v),
      ),
  );
  expect(bad, `${where}: no javascript:/data: links or embedded frames`).toEqual([]);
  // every external link is http(s)
  const external = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href]")]
      .map((a) => a.getAttribute("href") ?? "")
      .filter(
        (h) =>
          !h.startsWith("#") &&
          !h.startsWith("./") &&
          !h.startsWith("/") &&
          !/^https?:\/\//i.test(h) &&
          !/^mailto:/i.test(h),
      ),
  );
  expect(external, `${where}: links are http(s) or in-app only`).toEqual([]);
  const overflow = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(
    overflow.scroll,
    `${where}: no horizontal overflow (${overflow.scroll} > ${overflow.inner})`,
  ).toBeLessThanOrEqual(overflow.inner + 1);
}

test.describe("hostile on-chain data", () => {
  let hostile: Hostile;
  test.beforeEach(({ manifest }) => {
    test.skip(!manifest.hostile, "the seed has no hostile content");
    hostile = manifest.hostile as Hostile;
  });

  test("memos: the transaction page of each shows it as text, nothing executes, nothing overflows", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const fired = await armCanary(page);
    for (const { id, memo } of hostile.memos) {
      await gotoRoute(page, `/transaction/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // the memo is shown as text (its sanitised rendering) or hidden by the spam filter (links
      // removed)
      const visible = memo
        .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2069\uFEFF]/g, "")
        .slice(0, 12);
      await expect(page.locator("main")).toContainText(/Smartbridge|Memo/);
      // the sanitiser (and, for emoji codes, its emoji table) loads on first need: wait for it
      await expect
        .poll(
          async () => {
            const shown = await page.locator("main").innerText();
            return shown.includes(visible) || /Memo hidden/.test(shown);
          },
          { message: `memo ${memo} shown as text or hidden` },
        )
        .toBe(true);
      const text = await page.locator("main").innerText();
      // bidi overrides never reach the DOM (they would reorder the rest of the line)
      expect(text, "no bidi override characters").not.toMatch(/[\u202A-\u202E\u2066-\u2069]/);
      // no element was built from the memo
      expect(await page.locator("main script, main img[onerror], main svg[onload]").count()).toBe(
        0,
      );
      await assertSafe(page, fired, `transaction ${memo}`);
    }
  });

  test("the transactions list with hostile memos", async ({ page }) => {
    const fired = await armCanary(page);
    await gotoRoute(page, "/transactions/1?limit=50");
    await expect(page.locator("tbody tr:visible, main li:visible").first()).toBeVisible();
    await assertSafe(page, fired, "transactions list");
  });

  test("the wallet pages of the hostile memos' senders and recipients", async ({
    page,
    manifest,
  }) => {
    test.setTimeout(120_000);
    const fired = await armCanary(page);
    const addresses = new Set<string>();
    for (const { id } of hostile.memos.slice(0, 3)) {
      const res = await fetch(`${manifest.api}/transactions/${id}`);
      const tx = ((await res.json()) as { data: { sender: string; recipient?: string } }).data;
      addresses.add(tx.sender);
      if (tx.recipient) addresses.add(tx.recipient);
    }
    for (const address of addresses) {
      await gotoRoute(page, `/wallets/${address}`);
      await expect(page.locator("tbody tr:visible, main li:visible").first()).toBeVisible();
      await assertSafe(page, fired, `wallet ${address}`);
    }
  });

  test("businesses: javascript:/data: website and repository are text, not links", async ({
    page,
    manifest,
  }) => {
    test.skip(!manifest.legacyMagistrate, "no legacy business transactions");
    const fired = await armCanary(page);
    await gotoRoute(page, "/businesses/1?limit=50");
    const row = page
      .locator("tbody tr:visible, main li:visible")
      .filter({ hasText: "E2E Hostile" })
      .first();
    await expect(row).toBeVisible();
    await expect(row).toContainText(hostile.business.website);
    await expect(row.getByRole("link", { name: /javascript:|data:/ })).toHaveCount(0);
    await assertSafe(page, fired, "businesses");
    await gotoRoute(page, `/wallets/${hostile.business.address}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await assertSafe(page, fired, "business wallet");
    await gotoRoute(page, `/transaction/${hostile.business.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.locator("main")).toContainText("E2E Hostile");
    await assertSafe(page, fired, "business registration");
  });

  test("delegates: the 20-character username on the list, the monitor and the wallet", async ({
    page,
  }) => {
    const fired = await armCanary(page);
    const { username, address } = hostile.longUsername;
    // the list's Active or Standby tab, as the delegate's rank says (the first 50 of either hold it)
    const { data: delegate } = await api<{ rank: number }>(`delegates/${address}`);
    const active = (await api<{ constants: { activeDelegates: number } }>("node/configuration")).data.constants.activeDelegates;
    await gotoRoute(page, delegate.rank <= active ? "/delegates/1?limit=50" : "/delegates/standby/1?limit=50");
    await expect(
      page.locator("main").getByText(username).locator("visible=true").first(),
    ).toBeVisible();
    await assertSafe(page, fired, "delegates list");
    await gotoRoute(page, "/delegate-monitor?tab=standby");
    await expect(
      page.locator("main").getByText(username).locator("visible=true").first(),
    ).toBeVisible();
    await assertSafe(page, fired, "delegate monitor");
    await gotoRoute(page, `/wallets/${address}`);
    await expect(
      page.locator("main").getByText(username).locator("visible=true").first(),
    ).toBeVisible();
    await assertSafe(page, fired, "delegate wallet");
    // a username is a valid wallet id: the search route resolves it without building a raw path
    await gotoRoute(page, `/wallets/${encodeURIComponent(username)}`);
    await expect(page.locator("main")).toBeVisible();
    await assertSafe(page, fired, "wallet by username");
  });
});
