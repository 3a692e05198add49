import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { api, catalog, expect, test } from "./fixtures";
import { useFaultProxy } from "./fault-proxy-client";

/**
 * What a visitor reads while the node is slow or gone, through the fault proxy in front of the real
 * testnet node (e2e/fault-proxy.mjs):
 * - with the delegates', wallets' and rounds' answers delayed, a forging delegate's wallet never
 *   shows a verdict before its data ("Not active", a "-" rank, votes or productivity), in English
 *   and in Polish: a placeholder read as "Loading" stands in, then the real rank comes;
 * - with the chain's head delayed, the header's height and supply are placeholders, never "-";
 * - with the node unreachable, home says so in words (which node, that the explorer retries by
 *   itself), keeps the request and the browser's reason behind "Technical details", leaves no
 *   section loading for ever, and offers one retry button style; it recovers once the node answers.
 */
const baseConfig = JSON.parse(readFileSync("e2e/config.e2e.json", "utf8")) as Record<
  string,
  unknown
>;

test.describe.configure({ mode: "serial" });

const proxy = useFaultProxy();

const setFault = (fault: Record<string, unknown>) => proxy.set(fault);

/** Points the app at the proxy, in `language` (a stored preference), and collects page errors. */
async function prepare(page: Page, language?: string) {
  await page.route("**/config.json", (route) =>
    route.fulfill({
      json: { ...baseConfig, server: proxy.api, apiTimeout: 15_000 },
    }),
  );
  if (language)
    await page.addInitScript(
      (lang) =>
        localStorage.setItem(
          "ark-explorer:preferences",
          JSON.stringify({ state: { language: lang }, version: 3 }),
        ),
      language,
    );
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  return pageErrors;
}

/**
 * Records, on every DOM change from the first paint, each verdict the page shows: any of `words`
 * anywhere, or a "-" as the value of a field labelled one of `labels`. Read with `verdicts(page)`.
 */
async function recordVerdicts(page: Page, words: string[], labels: string[]) {
  await page.addInitScript(
    ([words, labels]) => {
      const seen: string[] = [];
      (window as unknown as { __verdicts: string[] }).__verdicts = seen;
      const look = () => {
        const text = document.body?.textContent ?? "";
        for (const w of words) if (text.includes(w) && !seen.includes(w)) seen.push(w);
        for (const dt of document.querySelectorAll("dt")) {
          // the label's own text (a label may carry a hint button after it)
          const label = (dt.firstChild?.textContent ?? dt.textContent ?? "").trim();
          if (!labels.includes(label)) continue;
          const value = dt.nextElementSibling?.textContent?.trim();
          if (value === "-" || value === "0") seen.push(`${label}: ${value}`);
        }
      };
      new MutationObserver(look).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    },
    [words, labels] as const,
  );
}
const verdicts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __verdicts: string[] }).__verdicts);

for (const locale of ["en-GB", "pl-PL"]) {
  test(`a forging delegate's wallet shows placeholders, never a verdict, while its facts load (${locale})`, async ({
    page,
    manifest,
  }) => {
    test.setTimeout(150_000);
    const words = catalog(locale);
    const say = (id: string) => (locale === "en-GB" ? id : (words.get(id) ?? id));
    const delegate = manifest.wallets.genesisDelegate as { username: string; address: string };
    // a delegate that forges: among the active ones, with blocks
    const facts = (
      await api<{ rank: number; blocks: { produced: number } }>(`delegates/${delegate.username}`)
    ).data;
    const active = (await api<{ constants: { activeDelegates: number } }>("node/configuration"))
      .data.constants.activeDelegates;
    expect(facts.rank, "the seed's genesis delegate is active").toBeLessThanOrEqual(active);
    expect(facts.blocks.produced).toBeGreaterThan(0);

    const pageErrors = await prepare(page, locale);
    await recordVerdicts(
      page,
      [say("Not active")],
      [say("Rank"), say("Votes"), say("Productivity"), say("Approval")],
    );
    await setFault({ mode: "delay", ms: 3000, match: "^/api/(delegates|wallets|rounds)" });
    try {
      await page.goto(`./#/wallets/${delegate.address}`);
      const loading = say("Loading");
      // the card's voter count waits for its own (delayed) answer: a placeholder named "Loading"
      await expect(page.getByTestId("voter-count")).toContainText(loading, { timeout: 30_000 });
      // the round history: its rank, votes and productivity wait for the (delayed) rounds
      const history = page.getByTestId("delegate-history");
      await history.scrollIntoViewIfNeeded();
      await expect(history.getByTestId("history-rank")).toContainText(loading);
      await expect(history.getByTestId("history-rank").locator("[data-pending]")).toBeVisible();
      await expect(history.getByTestId("history-votes")).toContainText(loading);
      // then the real rank: the rank in the newest collected round, and the card's current rank
      await expect(history.getByTestId("history-rank")).toHaveText(/^\d+$/, { timeout: 90_000 });
      await expect(history.getByTestId("history-rank")).not.toContainText(loading);
      const card = page.locator("dl").filter({ has: page.getByTestId("voter-count") });
      await expect(card.locator("[data-pending]")).toHaveCount(0, { timeout: 30_000 });
      const rank = card.locator(
        `xpath=.//dt[starts-with(normalize-space(.), "${say("Rank")}")]/following-sibling::dd[1]`,
      );
      await expect(rank).toHaveText(new Intl.NumberFormat(locale).format(facts.rank));
    } finally {
      await setFault({ mode: "none" });
    }
    expect(await verdicts(page), "verdicts shown before their data").toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test("the header's height and supply show a placeholder, never a '-', until the node answers", async ({
  page,
}) => {
  const pageErrors = await prepare(page);
  await recordVerdicts(page, [], ["Height", "Supply"]);
  // the height comes from the chain's head or from a list of blocks, whichever answers first
  await setFault({ mode: "delay", ms: 3000, match: "^/api/(blockchain|blocks)" });
  try {
    await page.goto("./#/");
    const height = page.getByTestId("network-height");
    // a placeholder read as "Loading"
    await expect(height.locator("[data-pending]")).toHaveText("…Loading");
    await expect(height).toHaveText(/^[\d,]+$/, { timeout: 30_000 });
  } finally {
    await setFault({ mode: "none" });
  }
  expect(await verdicts(page), "verdicts shown before their data").toEqual([]);
  expect(pageErrors).toEqual([]);
});

test("with the node unreachable, home says so in words, keeps the detail behind a disclosure and recovers", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const pageErrors = await prepare(page);
  await setFault({ mode: "close" });
  try {
    await page.goto("./#/");
    const host = `127.0.0.1:${proxy.port}`;
    const words = `The node at ${host} does not answer.`;
    // the banner: the words, and when the explorer asks again
    const banner = page.getByTestId("node-banner");
    await expect(banner.getByRole("alert")).toHaveText(words, { timeout: 30_000 });
    await expect(banner).toContainText(/Retrying in \d+ seconds?\.|Retrying now…/);
    // every section fed by the node says it too, and that it loads by itself once the node answers
    const main = page.getByRole("main");
    await expect(main.getByRole("alert").filter({ hasText: words }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(
      main
        .getByRole("alert")
        .filter({ hasText: "It loads by itself when the node answers again." })
        .first(),
    ).toBeVisible();
    // no section keeps loading beside the errors (checked again after a poll and its retries)
    for (let round = 0; round < 2; round++) {
      await expect(
        main.getByRole("status", { name: "Loading" }).filter({ visible: true }),
      ).toHaveCount(0, { timeout: 30_000 });
      await expect(main.locator("[data-pending]").filter({ visible: true })).toHaveCount(0);
      if (round === 0) await page.waitForTimeout(9_000);
    }
    // the request and the browser's reason only behind "Technical details"
    const shown = await page.locator("body").innerText();
    for (const raw of ["Error GET", "Failed to fetch", "GET /", "Something went wrong"])
      expect(shown).not.toContain(raw);
    const details = banner.locator("details");
    await details.getByText("Technical details").click();
    await expect(details).toContainText(/GET \/\w+/);
    // one retry button style across the banner and the sections
    const retries = page.getByRole("button", { name: /Retry|Try again/ }).filter({ visible: true });
    const count = await retries.count();
    expect(count).toBeGreaterThanOrEqual(2);
    await expect(page.locator("button[data-retry]").filter({ visible: true })).toHaveCount(count);
    const styles = await retries.evaluateAll((buttons) =>
      buttons.map((b) => {
        const s = getComputedStyle(b);
        return [
          s.backgroundColor,
          s.color,
          s.borderTopColor,
          s.borderTopWidth,
          s.borderRadius,
          s.fontSize,
          s.fontWeight,
          s.paddingLeft,
          s.height,
        ].join(" ");
      }),
    );
    expect(new Set(styles).size, styles.join("\n")).toBe(1);
  } finally {
    await setFault({ mode: "none" });
  }
  // the node answers again: everything fills in by itself
  await expect(page.getByRole("alert")).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId("node-banner")).toHaveCount(0);
  await expect(
    page.getByRole("main").locator("table tbody tr:visible, ul[aria-label] > li:visible").first(),
  ).toBeVisible({ timeout: 30_000 });
  expect(pageErrors).toEqual([]);
});
