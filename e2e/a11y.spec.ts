import type { Page } from "@playwright/test";
import {
  api,
  axeScan,
  chainConstants,
  expect,
  gotoRoute,
  readManifest,
  servePriceConfig,
  test,
  waitForHeight,
  type Manifest,
} from "./fixtures";

/**
 * Accessibility (WCAG 2.1 AA): an axe-core scan of every route in day and night mode
 * (desktop and mobile projects) with every rule axe runs by default plus every WCAG 2.0/2.1 A/AA
 * rule, failing on any "serious" or "critical" violation, and the
 * keyboard paths: skip link, the mobile header menu and a modal's focus trap. Ids come from the
 * testnet manifest (e2e/.manifest.json), never hard-coded.
 */

const PREFERENCES_KEY = "ark-explorer:preferences";
/** An axe scan of the page (every default rule plus the WCAG 2.0/2.1 A/AA ones, see fixtures). */
const scan = axeScan;

interface RouteCase {
  name: string;
  route: string;
  /** Something that only renders once the route's data is there. */
  ready?: string;
  /** The page lists complete rounds only: a freshly seeded chain has none for a few minutes. */
  completeRound?: true;
}

/** Placeholder for the forger of the latest block, resolved through the API when the test runs. */
const FORGER = ":forger";

/** The address of the delegate that forged the latest block (GET /blocks?limit=1). */
async function latestForger(): Promise<string> {
  const { data } = await api<{ generator: { address: string } }[]>("blocks?limit=1");
  return data[0]!.generator.address;
}

/** Every route of the app with ids of the seeded testnet. */
function routes(m: Manifest): RouteCase[] {
  const tx = m.transactions as Record<string, string>;
  const delegate = m.wallets.delegate.address as string;
  const rows = "main table tbody tr, main ul > li";
  const details = "main dl, main table tbody tr";
  return [
    { name: "home", route: "/", ready: rows },
    { name: "blocks", route: "/blocks/1", ready: rows },
    { name: "block", route: `/block/${m.blocks.withTransactions as string}`, ready: details },
    {
      name: "block transactions",
      route: `/block/${m.blocks.withTransactions as string}/transactions/1`,
      ready: rows,
    },
    { name: "transactions", route: "/transactions/1", ready: rows },
    ...(
      [
        "transfer",
        "transferWithMemo",
        "vote",
        "multiSignature",
        "multiPayment",
        "htlcLock",
        "htlcClaim",
        "delegateRegistration",
        "ipfs",
        "businessRegistration",
        "bridgechainRegistration",
      ] as const
    )
      .filter((key) => tx[key])
      .map((key) => ({
        name: `transaction ${key}`,
        route: `/transaction/${tx[key]!}`,
        ready: details,
      })),
    {
      name: "wallet (sender)",
      route: `/wallets/${m.wallets.sender.address as string}`,
      ready: rows,
    },
    { name: "wallet (delegate)", route: `/wallets/${delegate}`, ready: rows },
    { name: "wallet voters", route: `/wallets/${delegate}/voters/1`, ready: rows },
    { name: "wallet votes tab", route: `/wallets/${delegate}/transactions/votes/1`, ready: rows },
    { name: "votes", route: "/votes/1", ready: rows },
    {
      name: "votes of a delegate",
      route: `/votes/1?delegate=${m.wallets.delegate.username as string}`,
      ready: rows,
    },
    // a delegate that has forged: on a young chain a given genesis delegate may not have yet
    { name: "wallet blocks", route: `/wallets/${FORGER}/blocks/1`, ready: rows },
    {
      name: "wallet locks",
      route: `/wallets/${m.wallets.sender.address as string}/transactions/locks/1`,
      ready: rows,
    },
    { name: "top wallets", route: "/top-wallets/1", ready: rows },
    { name: "delegates", route: "/delegates/1", ready: rows },
    { name: "resigned delegates", route: "/delegates/resigned/1", ready: rows },
    { name: "delegate monitor", route: "/delegate-monitor", ready: rows },
    { name: "missed blocks", route: "/missed-blocks", ready: rows, completeRound: true },
    { name: "businesses", route: "/businesses/1", ready: rows },
    { name: "bridgechains", route: "/bridgechains/1", ready: rows },
    ...(tx.htlcLock
      ? [{ name: "lock (claimed)", route: `/lock/${tx.htlcLock}`, ready: "main ol li" }]
      : []),
    ...(tx.htlcLockOpen
      ? [{ name: "lock (pending)", route: `/lock/${tx.htlcLockOpen}`, ready: "main ol li" }]
      : []),
    ...(m.legacyMagistrate
      ? [
          {
            name: "business",
            route: `/business/${m.wallets.business.address as string}`,
            ready: "main ol li",
          },
          {
            name: "bridgechain",
            route: `/bridgechain/${m.wallets.business.bridgechainId as string}`,
            ready: "main ol li",
          },
        ]
      : []),
    {
      name: "advanced search",
      route: "/advanced-search/1?kind=blocks&height.from=2&height.to=4",
      ready: rows,
    },
    {
      name: "search results",
      route: `/search/${(m.wallets.genesisDelegate.username as string).slice(0, 5)}`,
      ready: "main ul > li",
    },
    {
      name: "search results (nothing found)",
      route: `/search/${encodeURIComponent("no such thing 42!")}`,
      ready: "main a[href*='advanced-search']",
    },
    { name: "watchlist", route: "/watchlist" },
    { name: "statistics", route: "/statistics?period=7d", ready: "main table tbody tr" },
    { name: "404", route: "/404" },
  ];
}

/** Sets night mode (or day mode) in the persisted preferences before any app script runs. */
async function setTheme(page: Page, night: boolean) {
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    PREFERENCES_KEY,
    JSON.stringify({ state: { nightMode: night }, version: 2 }),
  ] as const);
}

/** Waits until the page shows its heading, its data and no loading spinner. */
async function waitForContent(page: Page, ready?: string) {
  await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
  // the desktop table and the mobile card list are both in the DOM; wait for the one shown
  if (ready) await expect(page.locator(ready).locator("visible=true").first()).toBeVisible();
  await expect(page.locator("main [role=status][aria-label]")).toHaveCount(0, { timeout: 20_000 });
  // let transitions finish (prefers-reduced-motion is not forced here on purpose)
  await page.waitForTimeout(300);
}

type AxeResults = Awaited<ReturnType<typeof scan>>;

/** One readable block per serious/critical violation: rule, impact, help and the nodes. */
function describe(violations: AxeResults["violations"]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 8)
        .map(
          (n) =>
            `    - ${n.target.join(" ")}\n      ${(n.failureSummary ?? "").replace(/\n/g, "\n      ")}`,
        )
        .join("\n");
      const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join("\n\n");
}

const ROUTES = routes(readManifest());

for (const night of [false, true]) {
  const theme = night ? "night" : "day";
  test.describe(`axe scan, ${theme} mode`, () => {
    // a scan of a big live page (the monitor re-renders every second) takes a while on a busy machine
    test.describe.configure({ mode: "parallel", timeout: 120_000 });
    for (const { name, route, ready, completeRound } of ROUTES) {
      test(`${name} (${route})`, async ({ page }) => {
        if (completeRound) {
          const { activeDelegates, blocktime } = await chainConstants();
          await waitForHeight(activeDelegates, blocktime);
        }
        await setTheme(page, night);
        await gotoRoute(
          page,
          route.includes(FORGER) ? route.replace(FORGER, await latestForger()) : route,
        );
        await waitForContent(page, ready);
        await expect(page.locator("html")).toHaveClass(night ? /\bdark\b/ : /^(?!.*\bdark\b).*$/);
        const results = await scan(page);
        const blocking = results.violations.filter(
          (v) => v.impact === "serious" || v.impact === "critical",
        );
        const minor = results.violations.filter((v) => !blocking.includes(v));
        if (minor.length) console.log(`${theme} ${route}: minor/moderate\n${describe(minor)}`);
        expect(blocking, `${theme} ${route}\n${describe(blocking)}`).toEqual([]);
      });
    }
  });
}

for (const night of [false, true]) {
  const theme = night ? "night" : "day";
  test.describe(`axe scan with prices and the chart, ${theme} mode`, () => {
    test.describe.configure({ mode: "parallel", timeout: 120_000 });
    const m = readManifest();
    const cases: RouteCase[] = [
      // the chart section (its plot, or its error state with "Reload chart")
      { name: "home", route: "/", ready: "[data-testid=price-chart]" },
      {
        name: "transaction",
        route: `/transaction/${m.transactions.transfer as string}`,
        ready: "main dl, main table tbody tr",
      },
      {
        name: "wallet",
        route: `/wallets/${m.wallets.rich.address as string}`,
        ready: "main table tbody tr, main ul > li",
      },
    ];
    for (const { name, route, ready } of cases) {
      test(`${name} (${route})`, async ({ page }) => {
        await setTheme(page, night);
        await servePriceConfig(page);
        await gotoRoute(page, route);
        await waitForContent(page, ready);
        const results = await scan(page);
        const blocking = results.violations.filter(
          (v) => v.impact === "serious" || v.impact === "critical",
        );
        expect(blocking, `${theme} ${route} (prices)\n${describe(blocking)}`).toEqual([]);
      });
    }
  });
}

test.describe("label in name", () => {
  for (const route of ["/", "/transactions/1"]) {
    test(`wallet links on ${route} are named by their visible text, then the full address`, async ({
      page,
    }) => {
      await gotoRoute(page, route);
      await waitForContent(page, "main table tbody tr, main ul > li");
      const links = page.locator('main a[href^="#/wallets/"]').locator("visible=true");
      const count = await links.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        // the lists take in new blocks while this runs: a row that moved between reading the link
        // and checking its name is read and checked again (a wrong name fails every attempt)
        await expect(async () => {
          // what a speech-input user reads is the link on screen (a phone card far below is laid
          // out only when scrolled near: its text is not rendered text until then)
          await link.scrollIntoViewIfNeeded();
          const address = decodeURIComponent(
            (await link.getAttribute("href"))!.replace("#/wallets/", "").split(/[/?]/)[0]!,
          );
          const shown = (await link.innerText()).trim();
          const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
          // speech input can use what is shown; a screen reader still hears the whole address
          const name =
            shown === address
              ? new RegExp(`^Wallet ${escape(address)}$`)
              : new RegExp(`^${escape(shown)}, wallet ${escape(address)}$`);
          await expect(link, `wallet link ${i + 1} of ${count}`).toHaveAccessibleName(name, {
            timeout: 1_000,
          });
        }).toPass({ timeout: 15_000 });
      }
    });
  }
});

test.describe("keyboard", () => {
  test("the skip link is the first Tab stop and moves focus to <main>", async ({ page }) => {
    await gotoRoute(page, "/blocks/1");
    await waitForContent(page, "main table tbody tr, main ul > li");
    await page.locator("body").focus();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    // the next Tab stop is inside the page content, not back in the header
    await page.keyboard.press("Tab");
    const inMain = await page.evaluate(() => Boolean(document.activeElement?.closest("main")));
    expect(inMain).toBe(true);
  });

  test("focus is visible on the header controls", async ({ page }) => {
    await gotoRoute(page, "/");
    await page.locator("body").focus();
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      const outline = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe("none");
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  });

  test("the mobile header menu opens with Enter and closes with Escape", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the menu button exists below 1024 px only");
    await gotoRoute(page, "/blocks/1");
    const button = page.getByRole("button", { name: "Menu" });
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav).toBeHidden();
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expect(nav).toBeVisible();
    // Tab reaches the menu entries
    await nav.getByRole("link").first().focus();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link").nth(1)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();
    // following a menu entry closes the menu; focus lands in the new page, not at the top
    await page.keyboard.press("Enter");
    await nav.getByRole("link", { name: "Delegates", exact: true }).focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/#\/delegates\/1/);
    await expect(nav).toBeHidden();
    await expect(page.locator("main")).toBeFocused();
  });

  test("the QR code modal traps focus, closes with Escape and returns focus", async ({
    page,
    manifest,
  }) => {
    await gotoRoute(page, `/wallets/${manifest.wallets.sender.address as string}`);
    const opener = page.getByTestId("qr-button");
    await opener.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Wallet address" });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")));
      expect(inside, `Tab ${i + 1} left the dialog`).toBe(true);
    }
    await page.keyboard.press("Shift+Tab");
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).toBe(
      true,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test("a tooltip shows on keyboard focus; the copy result is announced", async ({
    page,
    manifest,
  }) => {
    await gotoRoute(page, `/wallets/${manifest.wallets.sender.address as string}`);
    const copy = page
      .getByRole("main")
      .getByRole("button", { name: "Copy address to clipboard" })
      .first();
    await copy.focus();
    const tipId = (await copy.getAttribute("aria-describedby"))?.split(" ").pop();
    expect(tipId).toBeTruthy();
    await expect(page.locator(`[id="${tipId}"]`)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator(`[id="${tipId}"]`)).toBeHidden();
    // the copy result is announced in a live region (role=status)
    await page.keyboard.press("Enter");
    await expect(
      page
        .getByRole("main")
        .getByRole("status")
        .filter({ hasText: /^(Copied!|Error!)$/ }),
    ).toHaveCount(1);
  });

  test("sortable table headers expose aria-sort", async ({ page, isMobile }) => {
    test.skip(isMobile, "the sortable table is the desktop layout");
    await gotoRoute(page, "/delegates/1");
    await waitForContent(page, "main table tbody tr");
    const sortable = page.locator("main th[aria-sort]");
    expect(await sortable.count()).toBeGreaterThan(0);
    const before = await sortable.evaluateAll((ths) =>
      ths.map((th) => th.getAttribute("aria-sort")),
    );
    expect(before.every((s) => ["ascending", "descending", "none"].includes(s ?? ""))).toBe(true);
  });

  test("search: the number of suggestions and of results is announced in polite live regions", async ({
    page,
    manifest,
  }) => {
    await gotoRoute(page, "/blocks/1");
    const field = page.getByRole("search").getByRole("combobox");
    await field.click();
    // a name prefix several delegates share
    await field.pressSequentially(
      (manifest.wallets.genesisDelegate.username as string).slice(0, 5),
      { delay: 20 },
    );
    const suggestions = page.getByRole("search").getByRole("status");
    await expect(suggestions).toHaveText(/^\d+ suggestions, use the arrow keys to choose$/);
    await expect(suggestions).toHaveAttribute("aria-live", "polite");
    await field.fill("no such thing 42!");
    await field.press("Enter");
    await expect(
      page.getByRole("heading", { level: 1, name: "Search results for “no such thing 42!”" }),
    ).toBeVisible();
    const results = page.getByRole("main").getByRole("status");
    await expect(results).toHaveText("Nothing found");
    await expect(results).toHaveAttribute("aria-live", "polite");
  });
});
