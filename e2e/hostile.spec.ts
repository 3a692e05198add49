import type { Page } from "@playwright/test";
import { api, expect, gotoRoute, STUB, test } from "./fixtures";

/**
 * Hostile on-chain data (anyone can write a memo, a username or a business URL): the seed wrote
 * memos with HTML, `<script>`, `javascript:` and `data:` URLs, bidi and zero-width characters,
 * 64-byte and emoji memos, a business with `javascript:`/`data:` website and repository, and a
 * delegate username at the 20-character limit, a business whose links read as one site and go to
 * another. Around the chain: a known-wallets list with bidi and control characters in a name, a
 * config.json with `__proto__` fields. On every page that shows them: nothing executes (a
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
    const active = (await api<{ constants: { activeDelegates: number } }>("node/configuration"))
      .data.constants.activeDelegates;
    await gotoRoute(
      page,
      delegate.rank <= active ? "/delegates/1?limit=50" : "/delegates/standby/1?limit=50",
    );
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

/** Bidi controls, marks and C0/C1 control characters: none may reach the page's text. */
const BIDI_OR_CONTROL = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

test.describe("links that read as one site and go to another", () => {
  test("a business website with a user name before the host is refused; a look-alike host shows in punycode, behind the disclaimer", async ({
    page,
    context,
    manifest,
  }) => {
    test.skip(!manifest.legacyMagistrate, "no legacy business transactions");
    const lookalike = manifest.hostile?.lookalikeBusiness as
      { address: string; id: string; website: string; repository: string } | undefined;
    expect(
      lookalike,
      "the seed registers the lookalike business (manifest hostile.lookalikeBusiness)",
    ).toBeTruthy();
    const { address, id, website, repository } = lookalike!;
    expect(new URL(website).username, "the website reads as one host and goes to another").not.toBe(
      "",
    );
    // the host as the browser resolves it (Node's URL parser: punycode)
    const parsed = new URL(repository).href;
    expect(parsed).toContain("xn--");
    let opened = 0;
    context.on("page", () => opened++);
    const fired = await armCanary(page);
    const name = (
      await api<{ asset: { businessRegistration: { name: string } } }>(`transactions/${id}`)
    ).data.asset.businessRegistration.name;

    const check = async (scope: ReturnType<Page["locator"]>, where: string) => {
      // the website: text as written with the "Unsafe link" label, never a link
      const unsafe = scope.getByTestId("unsafe-url").filter({ hasText: website }).first();
      await expect(unsafe, where).toBeVisible();
      await expect(unsafe.getByText("Unsafe link", { exact: true })).toBeVisible();
      await expect(page.locator('a[href*="evil.example"]'), where).toHaveCount(0);
      // the repository: a link that shows where it goes
      const links = scope.getByRole("link", {
        name: new RegExp(parsed.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")),
      });
      await expect(links.first(), where).toBeVisible();
      for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute("href"))))
        expect(href, where).toBe(parsed);
      expect(await scope.innerText(), `${where}: the look-alike letter is not shown`).not.toContain(
        "\u0430",
      );
      return links.first();
    };

    await gotoRoute(page, "/businesses/1?limit=50");
    const row = page.locator("tbody tr:visible, main li:visible").filter({ hasText: name }).first();
    await expect(row).toBeVisible();
    await check(row, "businesses list");
    await assertSafe(page, fired, "businesses list");

    await gotoRoute(page, `/wallets/${address}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await check(page.locator("main"), "business wallet");

    // the registration transaction: its links now ask the leave-site disclaimer first too
    await gotoRoute(page, `/transaction/${id}`);
    await expect(page.locator("main")).toContainText(name);
    const link = await check(page.locator("main"), "business registration");
    await link.click();
    const dialog = page.getByRole("dialog", { name: "You are leaving the explorer" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(parsed);
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    await assertSafe(page, fired, "business registration");
    expect(opened, "no third-party tab was opened").toBe(0);
  });
});

test.describe("hostile files around the chain", () => {
  test("a known-wallets list with bidi and control characters in a name: the name reaches headings cleaned", async ({
    page,
    manifest,
  }) => {
    const rich = manifest.wallets.rich.address as string;
    const served = (await (await page.request.get("./config.json")).json()) as Record<
      string,
      unknown
    >;
    await page.route("**/config.json", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: JSON.stringify({ ...served, knownWallets: `${STUB}/known-wallets-hostile.json` }),
      }),
    );
    // the stub really serves the hostile name
    const list = (await (await page.request.get(`${STUB}/known-wallets-hostile.json`)).json()) as {
      address: string;
      name: string;
    }[];
    expect(list.find((w) => w.address === rich)?.name).toMatch(/^\u202Eevil/);
    const fired = await armCanary(page);
    await gotoRoute(page, `/wallets/${rich}`);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading).toHaveText("Wallet evil exchange 1");
    expect(await heading.evaluate((h) => h.textContent ?? "")).not.toMatch(BIDI_OR_CONTROL);
    await gotoRoute(page, "/top-wallets/1");
    await expect(page.locator("main").getByText("evil exchange 1").first()).toBeVisible();
    expect(await page.locator("main").evaluate((m) => m.textContent ?? "")).not.toMatch(
      BIDI_OR_CONTROL,
    );
    expect(await page.title()).not.toMatch(BIDI_OR_CONTROL);
    await assertSafe(page, fired, "top wallets");
  });

  test("config.json with __proto__, valueOf, toString and hasOwnProperty fields: reported and ignored, the app runs", async ({
    page,
  }) => {
    const served = (await (await page.request.get("./config.json")).text()).trim();
    expect(served.startsWith("{")).toBe(true);
    // written as text: an object literal cannot hold an own "__proto__" field as JSON.parse makes one
    const hostileFields =
      '"__proto__":{"server":"https://evil.example/api","title":"Evil"},"valueOf":1,"toString":"x","hasOwnProperty":true,"constructor":{},' +
      '"defaults":{"__proto__":{"token":"EVIL"},"toString":1},';
    await page.route("**/config.json", (route) =>
      route.fulfill({
        contentType: "application/json",
        body: `{${hostileFields}${served.slice(1)}`,
      }),
    );
    const errors: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") errors.push(m.text());
    });
    const fired = await armCanary(page);
    await gotoRoute(page, "/");
    await expect(page.getByTestId("network-height")).toHaveText(/\d/);
    await expect(page.locator("main").getByRole("link").first()).toBeVisible();
    for (const key of ["__proto__", "valueOf", "toString", "hasOwnProperty", "constructor"]) {
      expect(errors, key).toContain(`config.json: unknown field "${key}" ignored`);
    }
    expect(errors).toContain('config.json: invalid value for "defaults.__proto__" ignored');
    expect(await page.title()).not.toContain("Evil");
    await assertSafe(page, fired, "home");
  });
});
