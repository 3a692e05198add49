import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { api, expect, gotoRoute, readManifest, test } from "./fixtures";
import { useFaultProxy } from "./fault-proxy-client";

/**
 * A load-balanced node pool whose members lag each other: the fault proxy's "lagging-pool" mode
 * answers each URL alternately from a member a few blocks behind and from the real testnet node
 * (see e2e/fault-proxy.mjs). Home, the delegate monitor and a block page opened from the monitor
 * never show the height, the latest blocks or the round going back, never show a missed slot the
 * chain did not miss, and a block the explorer listed that the answering member does not know yet
 * is said calmly ("not yet known", asked again), never "not found".
 */
const baseConfig = JSON.parse(readFileSync("e2e/config.e2e.json", "utf8")) as Record<
  string,
  unknown
>;

test.describe.configure({ mode: "serial" });
test.skip(
  ({ viewport }) => (viewport?.width ?? 1280) < 1280,
  "the pool's faults are the same on every layout: run once, on the wide desktop",
);

const proxy = useFaultProxy();

/** Puts the pool in front of the node: one member `lag` blocks behind. */
const lagging = (lag: number) => proxy.set({ mode: "lagging-pool", lag });
/** The heights the proxy's two members answered last. */
const served = async () =>
  (await proxy.state<{ served: { behind: number; head: number } }>()).served;

/** What the page showed, every value in the order it appeared (recorded on every DOM change). */
interface Seen {
  height: number[];
  latestTop: number[];
  nextHeight: number[];
  round: number[];
  /** names on the round's missed slots and on history cells with a miss, other than the idle delegate */
  falseMisses: string[];
  notFound: number;
}

/**
 * Points the app at the proxy and records what it shows (see {@link Seen}) from the first paint
 * on, with a MutationObserver: a value shown for a moment is recorded too. `idle` names the seed's
 * idle delegate, the one delegate that does miss its slots.
 */
async function prepare(page: Page, idle: { username: string; publicKey: string }) {
  await page.route("**/config.json", (route) =>
    route.fulfill({
      json: { ...baseConfig, server: proxy.api, knownWallets: null },
    }),
  );
  const pageErrors: string[] = [];
  page.on("pageerror", (e) => pageErrors.push(e.message));
  await page.addInitScript((idleDelegate) => {
    const seen = {
      height: [],
      latestTop: [],
      nextHeight: [],
      round: [],
      falseMisses: [],
      notFound: 0,
    } as Seen;
    (window as unknown as { __seen: Seen }).__seen = seen;
    const digits = (text: string | null | undefined) => {
      const n = Number((text ?? "").replace(/\D/g, ""));
      return n > 0 ? n : undefined;
    };
    const note = (list: number[], value: number | undefined) => {
      if (value !== undefined && list.at(-1) !== value) list.push(value);
    };
    const isIdle = (name: string | null | undefined) =>
      name === idleDelegate.username ||
      name === idleDelegate.publicKey ||
      (name ?? "").startsWith(idleDelegate.publicKey.slice(0, 10));
    let wasNotFound = false;
    const read = () => {
      note(
        seen.height,
        digits(document.querySelector('[data-testid="network-height"]')?.textContent),
      );
      const latest = [...document.querySelectorAll("main table")].find(
        (t) => t.querySelector("caption")?.textContent?.trim() === "Latest blocks",
      );
      note(seen.latestTop, digits(latest?.querySelector("tbody tr td")?.textContent));
      note(
        seen.nextHeight,
        digits(document.querySelector('[data-testid="next-forger"]')?.getAttribute("data-height")),
      );
      note(
        seen.round,
        digits(
          document
            .querySelector('main ol[aria-label^="Slots of round"]')
            ?.getAttribute("aria-label"),
        ),
      );
      for (const slot of document.querySelectorAll('main ol li[data-state="missed"]')) {
        const name = slot.querySelector("[title]")?.getAttribute("title");
        if (!isIdle(name)) seen.falseMisses.push(`slot of ${name}`);
      }
      for (const row of document.querySelectorAll("main table tbody tr")) {
        if (
          !row.querySelector(
            '[data-testid="history-bar"] [data-state="missed"], [data-testid="history-bar"] [data-state="partial"]',
          )
        )
          continue;
        const name = row.querySelector('a[href*="/wallets/"]')?.textContent?.trim();
        if (!isIdle(name)) seen.falseMisses.push(`history of ${name}`);
      }
      const notFound = [...document.querySelectorAll("main h1")].some((h) =>
        h.textContent?.includes("Ooops"),
      );
      if (notFound && !wasNotFound) seen.notFound++;
      wasNotFound = notFound;
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, idle);
  return {
    pageErrors,
    seen: () => page.evaluate(() => (window as unknown as { __seen: Seen }).__seen),
  };
}

/** The node's height, asked directly (not through the pool). */
async function liveHeight(): Promise<number> {
  return (await api<{ block: { height: number } }>("blockchain")).data.block.height;
}

/** Whether `values` never go down. */
const neverBack = (values: number[]) => values.every((v, i) => i === 0 || v >= values[i - 1]!);

test("home: the height and the latest blocks never go back while the pool's answers alternate", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { wallets } = readManifest();
  await lagging(3);
  const { pageErrors, seen } = await prepare(page, wallets.idleDelegate);
  await gotoRoute(page, "/");
  await expect(
    page.getByRole("table", { name: "Latest blocks" }).locator("tbody tr").first(),
  ).toBeVisible({ timeout: 30_000 });
  const start = await liveHeight();
  // three new blocks (8 s each): every poll and list answered by both members in turn
  await expect
    .poll(async () => (await seen()).height.at(-1) ?? 0, { timeout: 60_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(start + 3);
  await expect
    .poll(async () => (await seen()).latestTop.at(-1) ?? 0, { timeout: 20_000, intervals: [1000] })
    .toBeGreaterThanOrEqual(start + 3);
  const { height, latestTop } = await seen();
  expect(neverBack(height), `heights shown: ${height.join(" → ")}`).toBe(true);
  expect(neverBack(latestTop), `newest block listed: ${latestTop.join(" → ")}`).toBe(true);
  // the member behind answered its share
  expect((await served()).behind).toBeGreaterThan(5);
  expect(pageErrors).toEqual([]);
});

test("delegate monitor: the height and the round never go back, no missed slot the chain did not miss", async ({
  page,
}) => {
  test.setTimeout(150_000);
  const { wallets } = readManifest();
  await lagging(3);
  const { pageErrors, seen } = await prepare(page, wallets.idleDelegate);
  await gotoRoute(page, "/delegate-monitor");
  const next = page.getByTestId("next-forger");
  await expect(next).toBeVisible({ timeout: 30_000 });
  await expect(page.locator("main table tbody tr")).toHaveCount(51);
  const start = await liveHeight();
  // four new blocks: the round's blocks, its list and the height asked of both members in turn
  await expect
    .poll(async () => Number(await next.getAttribute("data-height")), {
      timeout: 75_000,
      intervals: [1000],
    })
    .toBeGreaterThanOrEqual(start + 4);
  const { height, nextHeight, round, falseMisses } = await seen();
  expect(neverBack(height), `heights shown: ${height.join(" → ")}`).toBe(true);
  expect(neverBack(nextHeight), `monitor heights: ${nextHeight.join(" → ")}`).toBe(true);
  expect(neverBack(round), `rounds: ${round.join(" → ")}`).toBe(true);
  expect([...new Set(falseMisses)], "missed slots the chain did not miss").toEqual([]);
  await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  expect((await served()).behind).toBeGreaterThan(5);
  expect(pageErrors).toEqual([]);
});

test("a block opened from the monitor that the answering member does not know yet: said calmly, then shown", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { wallets } = readManifest();
  // five blocks behind: the newest block stays unknown to that member for ~40 s
  await lagging(5);
  const { pageErrors, seen } = await prepare(page, wallets.idleDelegate);
  await gotoRoute(page, "/delegate-monitor");
  await expect(page.locator("main table tbody tr")).toHaveCount(51, { timeout: 30_000 });
  // the newest block a delegate forged, from the monitor's "last forged" column
  const links = page.locator('main table tbody tr a[href*="#/block/"]');
  await expect(links.first()).toBeVisible();
  const heights = (await links.allInnerTexts()).map((text) => Number(text.replace(/\D/g, "")));
  const newest = links.nth(heights.indexOf(Math.max(...heights)));
  const height = Math.max(...heights);
  await newest.click();
  // the member behind answers first: the page says so, calmly, and asks again
  const status = page.getByTestId("block-not-yet-known");
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute("role", "status");
  await expect(status).toContainText("does not know block");
  // the member at the head answers the next request: the block
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(/^Block [\d,.\s\u00a0\u202f]+$/, { timeout: 15_000 });
  expect(Number((await heading.innerText()).replace(/\D/g, ""))).toBe(height);
  await expect(status).toHaveCount(0);
  expect((await seen()).notFound, '"not found" shown').toBe(0);
  expect(pageErrors).toEqual([]);
});
