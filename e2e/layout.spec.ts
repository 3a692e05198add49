import AxeBuilder from "@axe-core/playwright";
import type { Locator } from "@playwright/test";
import { LOCALES } from "../src/shared/i18n/locales";
import { catalog, expect, gotoRoute, openHeaderSettings, test } from "./fixtures";

/**
 * The page frame on a phone and a desktop: a one-row header on a phone in every language (the
 * settings in the menu, usable by role), the menu entries on one line at 1280 px in every
 * language, compact transaction cards, the copy feedback at once, labels on their values' baseline.
 */

/** Switches the app's language with its own picker (in the menu on a phone), then closes the menu. */
async function chooseLanguage(page: import("@playwright/test").Page, locale: string) {
  await openHeaderSettings(page);
  await page.locator(`header select:has(option[value="${locale}"])`).selectOption(locale);
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
  const menu = page.locator("header button[aria-controls]");
  if ((await menu.isVisible()) && (await menu.getAttribute("aria-expanded")) === "true")
    await menu.click();
}

test("on a phone the header is one row of at most 64 px in every language", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone layout");
  await gotoRoute(page, "/");
  for (const locale of LOCALES) {
    await chooseLanguage(page, locale);
    const box = (await page.locator("header").boundingBox())!;
    expect(box.height, `${locale}: header height`).toBeLessThanOrEqual(64);
    // brand, search and menu button side by side
    const search = (await page.getByRole("search").boundingBox())!;
    const menu = (await page
      .getByRole("button", { name: catalog(locale).get("Menu")! })
      .boundingBox())!;
    expect(
      Math.abs(search.y + search.height / 2 - (menu.y + menu.height / 2)),
      `${locale}: search and menu on one row`,
    ).toBeLessThan(4);
    expect(search.width, `${locale}: a usable search field`).toBeGreaterThan(200);
  }
});

test("on a phone the settings are in the menu: labelled controls that work by keyboard", async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone layout");
  await gotoRoute(page, "/blocks/1");
  const menu = page.getByRole("button", { name: "Menu" });
  const language = page.getByRole("combobox", { name: "Language" });
  const time = page.getByRole("combobox", { name: "Time display" });
  const night = page.getByRole("button", { name: "Night mode" });
  await expect(language).toBeHidden();
  await expect(night).toBeHidden();
  await menu.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  await expect(language).toBeVisible();
  await expect(time).toBeVisible();
  await expect(night).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Blocks", exact: true }),
  ).toBeVisible();
  // the menu panel is what the button controls
  const panel = page.locator(`[id="${await menu.getAttribute("aria-controls")}"]`);
  await expect(panel.getByRole("combobox", { name: "Language" })).toBeVisible();
  // Tab goes from the button into the settings; Space toggles night mode
  await page.keyboard.press("Tab");
  await expect(language).toBeFocused();
  await night.focus();
  await page.keyboard.press("Space");
  await expect(night).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await time.selectOption("relative");
  await expect(time).toHaveValue("relative");
  await expect(page.locator("main time").filter({ visible: true }).first()).toHaveText(/ago|now/);
  await page.keyboard.press("Escape");
  await expect(language).toBeHidden();
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();
});

test("on a desktop the settings stay in the header row and the menu entries fit one line in every language", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the desktop layout (1280 px)");
  await gotoRoute(page, "/");
  await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
  for (const locale of LOCALES) {
    await chooseLanguage(page, locale);
    const messages = catalog(locale);
    const links = page.getByRole("navigation", { name: messages.get("Main")! }).getByRole("link");
    // the magistrate entries join once the node's probe answered
    await expect(links.filter({ hasText: messages.get("Advanced search")! })).toBeVisible();
    const tops = await links.evaluateAll((as) =>
      as.map((a) => Math.round(a.getBoundingClientRect().top)),
    );
    expect(tops.length).toBeGreaterThanOrEqual(8);
    expect(new Set(tops).size, `${locale}: menu entries on one line (${tops.join(",")})`).toBe(1);
    // the settings share the first row with the search field
    const search = (await page.getByRole("search").boundingBox())!;
    const language = (await page
      .getByRole("combobox", { name: messages.get("Language")! })
      .boundingBox())!;
    expect(Math.abs(language.y - search.y), `${locale}: settings beside the search`).toBeLessThan(
      4,
    );
    expect(language.y).toBeLessThan(tops[0]!);
  }
});

/** More than 3 cards, each (as drawn once scrolled near: a card far below is laid out only then) at most `px` tall. */
async function expectCardsAtMost(cards: Locator, px: number) {
  await expect(cards.first()).toBeVisible();
  const heights: number[] = [];
  for (const li of (await cards.all()).slice(0, 25)) {
    await li.scrollIntoViewIfNeeded();
    heights.push(await li.evaluate((el) => el.getBoundingClientRect().height));
  }
  expect(heights.length).toBeGreaterThan(3);
  for (const [i, h] of heights.entries()) expect(h, `card ${i + 1}`).toBeLessThanOrEqual(px);
}

test("a transaction card on a phone is a few short lines", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the cards are the phone layout");
  await gotoRoute(page, "/transactions/1");
  const cards = page
    .locator("main")
    .getByRole("list", { name: /Transactions/ })
    .getByRole("listitem");
  // ~88 px with a one-line type; a long type wraps onto a second line rather than being cut
  await expectCardsAtMost(cards, 108);
  // what a card says: id, type, amount, sender → recipient, time and fee
  const card = cards.first();
  await expect(card.getByRole("link", { name: /…/ }).first()).toBeVisible();
  await expect(card.locator("time")).toBeVisible();
  await expect(card.getByText("Fee", { exact: true })).toBeVisible();
  await expect(card.getByText("Sender", { exact: true })).toBeAttached();
  await expect(card.getByText("Recipient", { exact: true })).toBeAttached();
});

test("a block card on a phone is a few short lines", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the cards are the phone layout");
  await gotoRoute(page, "/blocks/1");
  const cards = page
    .locator("main")
    .getByRole("list", { name: /Blocks/ })
    .getByRole("listitem");
  // a seven-row list of label and value was ~196 px; the height and id, then three small lines
  await expectCardsAtMost(cards, 100);
  // what a card says: the height first ("#" and the number), the id, the time, then labelled values
  const card = cards.first();
  const links = card.getByRole("link");
  await expect(links.first()).toHaveText(/^#[\d,.\s]+$/);
  await expect(card.getByRole("link", { name: /…/ }).first()).toBeVisible();
  await expect(card.locator("time")).toBeVisible();
  for (const label of ["Transactions", "Generated by", "Total forged", "Fees"]) {
    await expect(card.getByText(label, { exact: true })).toBeVisible();
  }
  await expect(card.getByText("Height", { exact: true })).toBeAttached();
  await expect(card.getByText("ID", { exact: true })).toBeAttached();
});

test("a phone card below the screen keeps room for all of itself until it is drawn", async ({
  page,
  isMobile,
  manifest,
}) => {
  test.skip(!isMobile, "the cards are the phone layout");
  // a card far below is drawn only when scrolled near; until then it is as tall as its
  // placeholder, and a placeholder shorter than the card would let its links reach into the next
  // card (touch targets overlapping, as an accessibility audit of the unscrolled page reads them)
  const { address } = manifest.wallets.sender as { address: string };
  for (const path of [
    "/",
    "/delegate-monitor",
    "/blocks/1",
    "/transactions/1",
    "/delegates/1",
    "/top-wallets/1",
    `/wallets/${address}`,
  ]) {
    await gotoRoute(page, path);
    const cards = page.locator("main ul[aria-label] > li");
    await expect(cards.first()).toBeVisible();
    for (const li of (await cards.all()).slice(0, 12)) {
      await li.scrollIntoViewIfNeeded();
      const [height, placeholder] = await li.evaluate((el) => [
        el.getBoundingClientRect().height,
        parseFloat(getComputedStyle(el).containIntrinsicHeight.replace("auto ", "")),
      ]);
      expect(placeholder, `${path}: placeholder vs card`).toBeGreaterThanOrEqual(height);
    }
  }
  // and the unscrolled page passes the touch-target spacing rule
  await gotoRoute(page, "/blocks/1");
  await expect(page.locator("main ul[aria-label] > li").first()).toBeVisible();
  const { violations } = await new AxeBuilder({ page }).withRules(["target-size"]).analyze();
  expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
});

test("'Copied!' shows as soon as the copy button is clicked", async ({
  page,
  manifest,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const id = manifest.transactions.transfer as string;
  await gotoRoute(page, `/transaction/${id}`);
  const copy = page.getByRole("button", { name: "Copy transaction ID" });
  const tipId = (await copy.getAttribute("aria-describedby"))!.split(" ").pop()!;
  await copy.click();
  await expect(page.locator(`[id="${tipId}"]`)).toHaveText("Copied!", { timeout: 400 });
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(id);
});

test("an id is shortened in the middle on one line when its line is too narrow, and stays whole in the page", async ({
  page,
  manifest,
}) => {
  const id = manifest.transactions.transfer as string;
  await gotoRoute(page, `/transaction/${id}`);
  const shown = page.locator("main").getByTitle(id, { exact: true }).first();
  await expect(shown).toHaveText(id);
  const { height, lineHeight, tail } = await shown.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    tail: el.lastElementChild?.textContent ?? "",
  }));
  expect(height, "one line").toBeLessThanOrEqual(lineHeight + 1);
  expect(tail).toBe(id.slice(-8));
});

test("detail labels sit on their values' baseline", async ({ page, manifest, isMobile }) => {
  test.skip(isMobile, "on a phone the label is above its value");
  await gotoRoute(page, `/transaction/${manifest.transactions.transfer as string}`);
  const row = page
    .locator("main dl > div")
    .filter({ has: page.locator("dt", { hasText: /^Fee$/ }) })
    .first();
  await expect(row).toBeVisible();
  // the bottoms of the first text line of label and value (their text boxes) differ by the
  // descent difference of their font sizes only
  const gap = await row.evaluate((el) => {
    const base = (node: Element) => {
      const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT, {
        acceptNode: (n) =>
          n.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_SKIP,
      });
      const text = walker.nextNode()!;
      const range = document.createRange();
      range.selectNodeContents(text);
      return range.getClientRects()[0]!.bottom;
    };
    return Math.abs(base(el.querySelector("dt")!) - base(el.querySelector("dd")!));
  });
  expect(gap).toBeLessThanOrEqual(2);
});

test("a tooltip of the page stays below a dialog's backdrop", async ({
  page,
  manifest,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await gotoRoute(page, `/wallets/${manifest.wallets.sender.address as string}`);
  const copy = page
    .getByRole("main")
    .getByRole("button", { name: "Copy address to clipboard" })
    .first();
  await copy.click();
  const tip = page.getByRole("tooltip").filter({ hasText: "Copied!" });
  await expect(tip).toBeVisible();
  await page.getByTestId("qr-button").click();
  await expect(page.getByRole("dialog")).toBeVisible();
  // a tooltip that has gone meanwhile ("Copied!" hides after a moment) cannot be above the backdrop
  const box = await tip.boundingBox({ timeout: 1_000 }).catch(() => null);
  if (box) {
    const onTop = await page.evaluate(
      ([x, y]) => Boolean(document.elementFromPoint(x!, y!)?.closest('[role="tooltip"]')),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop, "the tooltip is covered by the dialog's backdrop").toBe(false);
  }
});

test("the stats bar's height is never below the newest block of the latest blocks", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "the table layout names its Height column");
  test.setTimeout(60_000);
  await gotoRoute(page, "/");
  const table = page.getByRole("table", { name: "Latest blocks" });
  await expect(table.locator("tbody tr").first()).toBeVisible();
  /** The stats bar's height and the list's newest height, read in one go. */
  const read = () =>
    page.evaluate(() => {
      const digits = (s: string | null | undefined) => Number((s ?? "").replace(/\D/g, ""));
      const bar = digits(document.querySelector('[data-testid="network-height"]')?.textContent);
      const table = Array.from(document.querySelectorAll("table")).find(
        (t) => t.caption?.textContent === "Latest blocks",
      )!;
      const col = Array.from(table.querySelectorAll("thead th")).findIndex(
        (th) => th.textContent?.trim() === "Height",
      );
      const newest = Math.max(
        ...Array.from(table.querySelectorAll("tbody tr")).map((tr) =>
          digits(tr.children[col]?.textContent),
        ),
      );
      return { bar, newest };
    });
  // across two blocks (8 s each): a render may land between the two, so a lower bar must be gone a moment later
  for (let i = 0; i < 12; i++) {
    const first = await read();
    if (first.bar < first.newest) {
      await page.waitForTimeout(500);
      const again = await read();
      expect(
        again.bar,
        `stats bar ${again.bar}, newest block ${again.newest}`,
      ).toBeGreaterThanOrEqual(again.newest);
    }
    await page.waitForTimeout(1_500);
  }
});

test("a table wider than its box scrolls inside it: never over the list beside it, never wider than the page", async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, "phones show cards, not tables");
  // at 1280 px the latest transactions fit their column beside the latest blocks, last column too
  await gotoRoute(page, "/");
  const latest = page.getByRole("table", { name: "Latest transactions" });
  await expect(latest.locator("tbody tr").first()).toBeVisible();
  const last = (await latest.getByRole("columnheader").last().boundingBox())!;
  const column = (await latest.locator("xpath=ancestor::section[1]").boundingBox())!;
  expect(last.x + last.width).toBeLessThanOrEqual(column.x + column.width + 1);
  // a tablet: the whole transactions list is wider than the window
  await page.setViewportSize({ width: 800, height: 800 });
  await gotoRoute(page, "/transactions/1");
  await expect(
    page
      .getByRole("table", { name: /transactions/i })
      .locator("tbody tr")
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(800);
});

test("on a phone nothing is cut short or sticks out, in every language", async ({
  page,
  manifest,
  isMobile,
}) => {
  test.skip(!isMobile, "the phone layout (375 px)");
  test.setTimeout(240_000);
  const delegate = manifest.wallets.longUsernameDelegate as { address: string };
  const routes = ["/", "/transactions/1", `/wallets/${delegate.address}`, "/delegate-monitor"];
  await gotoRoute(page, "/");
  for (const locale of LOCALES) {
    await chooseLanguage(page, locale);
    for (const route of routes) {
      await gotoRoute(page, route);
      // the page's rows are in (a section below may still load when scrolled to)
      await expect(
        page.locator("main table tbody tr, main ul > li").filter({ visible: true }).first(),
      ).toBeVisible({ timeout: 30_000 });
      await page.waitForTimeout(1_000);
      const problems = await page.evaluate(() => {
        const out: string[] = [];
        const root = document.documentElement;
        if (root.scrollWidth > root.clientWidth) out.push(`the page scrolls sideways`);
        for (const el of document.querySelectorAll<HTMLElement>("main *")) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || el.clientWidth <= 1) continue; // hidden, or for screen readers only
          const text = (el.textContent ?? "").trim().slice(0, 40);
          // a table or list that scrolls inside its own box may be wider than the screen
          if (box.right > root.clientWidth + 1 && !el.closest("[class*='overflow-x-auto']"))
            out.push(`sticks out: "${text}"`);
          const style = getComputedStyle(el);
          const clips = style.textOverflow === "ellipsis" || style.overflowX !== "visible";
          // an id shortened on purpose keeps its whole value in a title (and in copies)
          const whole = el.closest("[title]")?.getAttribute("title") ?? "";
          if (clips && el.scrollWidth > el.clientWidth + 1 && !whole && style.overflowX !== "auto")
            out.push(`cut short: "${text}"`);
        }
        return [...new Set(out)];
      });
      expect(problems, `${locale} ${route}`).toEqual([]);
    }
  }
});

/**
 * Records, from the document's start, every different state of the header's menu (its links' text
 * and its height) as the page builds it: `menuStates(page)` lists them in order.
 */
async function recordMenu(page: import("@playwright/test").Page) {
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __menu: string[] }).__menu = states;
    const snap = () => {
      const nav = document.querySelector("header nav");
      if (!nav) return;
      const links = [...nav.querySelectorAll("a")].map((a) => a.textContent);
      const state = JSON.stringify({
        links,
        height: Math.round(nav.getBoundingClientRect().height),
      });
      if (states.at(-1) !== state) states.push(state);
    };
    new MutationObserver(snap).observe(document, { childList: true, subtree: true });
  });
}
const menuStates = (page: import("@playwright/test").Page) =>
  page.evaluate(() =>
    ((window as unknown as { __menu?: string[] }).__menu ?? []).map(
      (s) => JSON.parse(s) as { links: string[]; height: number },
    ),
  );

test("on a return visit the menu is final from its first paint: Businesses and Bridgechains included", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await gotoRoute(page, "/");
  // the testnet runs the magistrate types: the probe (in idle time) adds the entries, and keeps
  // its answer for the next visit
  await expect(
    page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Bridgechains" }),
  ).toBeAttached({ timeout: 30_000 });
  await expect
    .poll(() =>
      page.evaluate(() => Object.keys(localStorage).some((k) => k.includes(":magistrate:"))),
    )
    .toBe(true);
  await recordMenu(page);
  await page.reload();
  await gotoRoute(page, "/");
  await page.waitForTimeout(6_000); // past the probe's idle delay
  const states = await menuStates(page);
  expect(states, JSON.stringify(states)).toHaveLength(1);
  expect(states[0]!.links.slice(-2)).toEqual(["Businesses", "Bridgechains"]);
});

test("on a first visit the menu row keeps its height while the node is asked for businesses", async ({
  page,
}) => {
  // 1024 px: the narrowest width with the menu on its own row, where the last entries wrap
  await page.setViewportSize({ width: 1024, height: 800 });
  await recordMenu(page);
  await gotoRoute(page, "/");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Bridgechains" })).toBeVisible({ timeout: 30_000 });
  const states = await menuStates(page);
  expect(states.length, JSON.stringify(states)).toBeGreaterThan(1); // a first visit: links came later
  const heights = new Set(states.map((s) => s.height));
  expect([...heights], JSON.stringify(states)).toHaveLength(1);
  // the placeholders held the place without being links, and are gone once the links are in
  expect(states[0]!.links).not.toContain("Businesses");
  await expect(nav.locator('[aria-hidden="true"]')).toHaveCount(0);
});

test("selects and progress bars wear the theme, by day and by night", async ({ page }) => {
  await gotoRoute(page, "/blocks/1");
  await openHeaderSettings(page);
  const language = page.getByRole("combobox", { name: "Language" });
  const style = () =>
    language.evaluate((el) => {
      const s = getComputedStyle(el);
      // a progress bar as the app draws one (none is on screen once a page has loaded)
      const bar = document.createElement("progress");
      bar.max = 2;
      bar.value = 1;
      document.querySelector("main")!.append(bar);
      const p = getComputedStyle(bar);
      const out = {
        appearance: s.appearance,
        chevron: s.backgroundImage,
        radius: s.borderTopLeftRadius,
        border: s.borderTopColor,
        background: s.backgroundColor,
        track: p.backgroundColor,
        trackBorder: p.borderTopColor,
        page: getComputedStyle(document.body).backgroundColor,
      };
      bar.remove();
      return out;
    });
  const day = await style();
  expect(day.appearance).toBe("none");
  expect(day.chevron).toContain("linear-gradient");
  expect(day.radius).not.toBe("0px");
  await page.getByRole("button", { name: "Night mode" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const night = await style();
  expect(night.appearance).toBe("none");
  expect(night.background).not.toBe(day.background);
  expect(night.border).not.toBe(day.border);
  expect(night.chevron).not.toBe(day.chevron); // drawn in the theme's muted colour
  expect(night.track).not.toBe(day.track);
  expect(night.trackBorder).not.toBe(day.trackBorder);
  // the keyboard focus ring on a select
  await language.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(language).toBeFocused();
  expect(await language.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe("solid");
});
