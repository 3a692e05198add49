import type { Locator, Page } from "@playwright/test";
import {
  API,
  api,
  chainConstants,
  dataRows,
  expect,
  field,
  gotoRoute,
  test,
  waitForHeight,
} from "./fixtures";

/**
 * The missed-blocks page against the real local testnet: one node forges every slot except those
 * of the seed's idle delegate (active, but the node has not its secret), so each complete round
 * since it became active has missed slots, all of them its own. The expected values are read from
 * the API as the page reads them: the rounds' blocks (GET blocks?height.from&height.to) and their
 * slots (timestamp / blocktime), a slot between two blocks without one being missed.
 */

interface ApiBlock {
  height: number;
  id: string;
  timestamp: { epoch: number };
  generator: { username?: string; publicKey: string };
}

interface ExpectedMiss {
  round: number;
  /** the block that came after the slot */
  next: ApiBlock;
}

/** Every block of heights from … to, oldest first. */
async function blocks(from: number, to: number): Promise<ApiBlock[]> {
  const out: ApiBlock[] = [];
  for (let page = 1; ; page++) {
    const { data } = await api<ApiBlock[]>(
      `blocks?height.from=${from}&height.to=${to}&orderBy=height:asc&limit=100&page=${page}`,
    );
    out.push(...data);
    if (data.length < 100) return out;
  }
}

/**
 * The missed slots of round `round` as the API shows them: between the previous round's last block
 * and each block of the round, every slot without a block (at most one round per gap; none after
 * the genesis block).
 */
async function missesOf(round: number, n: number, blocktime: number): Promise<ExpectedMiss[]> {
  const list = await blocks(Math.max(1, (round - 1) * n), round * n);
  expect(list.at(-1)?.height, `round ${round} complete`).toBe(round * n);
  const out: ExpectedMiss[] = [];
  for (let i = 1; i < list.length; i++) {
    const before = list[i - 1]!;
    if (before.height <= 1) continue;
    const gap =
      Math.floor(list[i]!.timestamp.epoch / blocktime) -
      Math.floor(before.timestamp.epoch / blocktime) -
      1;
    for (let k = 0; k < Math.min(gap, n); k++) out.push({ round, next: list[i]! });
  }
  return out;
}

/**
 * Waits until the first round the idle delegate was active in is complete (on a freshly seeded
 * chain that takes a few minutes): its slots are missed from that round on.
 */
async function idleRoundComplete(
  idle: { enteredRound: number },
  n: number,
  blocktime: number,
): Promise<void> {
  await waitForHeight(idle.enteredRound * n, blocktime);
}

/** The rounds the page says it shows ("… missed slots in rounds 3–12" or "… in round 12"). */
async function shownRounds(page: Page): Promise<number[]> {
  const text = (await page.getByTestId("missed-total").innerText()).replace(
    /[,\s\u00a0\u202f]/g,
    "",
  );
  const match = /rounds?(\d+)(?:–(\d+))?/.exec(text);
  expect(match, text).not.toBeNull();
  const from = Number(match![1]);
  const to = Number(match![2] ?? match![1]);
  return Array.from({ length: to - from + 1 }, (_, i) => to - i);
}

const missedRegion = (page: Page) => page.getByRole("region", { name: "Missed slots" });
const delegatesRegion = (page: Page) =>
  page.getByRole("region", { name: "Missed and assigned slots by delegate" });

/** Waits until every round of the window is in (the progress bar is gone and the counts are shown). */
async function allRoundsIn(page: Page) {
  await expect(page.getByTestId("missed-total")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("rounds-progress")).toHaveCount(0, { timeout: 60_000 });
}

/** The text of the field `label` of each row. */
const texts = async (rows: Locator, label: string) =>
  (await field(rows, label).allInnerTexts()).map((t) => t.trim());

test.describe("missed blocks", () => {
  test("the idle delegate's missed slots in the last round, with the round and the next block, as the API has them", async ({
    page,
    manifest,
  }) => {
    test.setTimeout(90_000);
    const idle = manifest.wallets.idleDelegate as {
      username: string;
      publicKey: string;
      enteredRound: number;
    };
    const { activeDelegates: n, blocktime } = await chainConstants();
    await idleRoundComplete(idle, n, blocktime);
    await gotoRoute(page, "/missed-blocks?rounds=1");
    await expect(page.getByRole("heading", { level: 1, name: "Missed blocks" })).toBeVisible();
    await allRoundsIn(page);
    // a round may end while this runs: the page and the API are compared on the round the page shows
    await expect(async () => {
      const [round] = await shownRounds(page);
      const expected = await missesOf(round!, n, blocktime);
      expect(expected.length, `round ${round}: the idle delegate misses a slot`).toBeGreaterThan(0);
      await expect(page.getByTestId("missed-total")).toHaveAttribute(
        "data-missed",
        String(expected.length),
        { timeout: 1_000 },
      );
      const rows = dataRows(missedRegion(page));
      await expect(rows).toHaveCount(expected.length, { timeout: 1_000 });
      expect(await texts(rows, "Round")).toEqual(
        expected.map((m) => m.round.toLocaleString("en-GB")),
      );
      // every missed slot is the idle delegate's (the node forges every other slot)
      for (const who of await texts(rows, "Missed by")) expect(who).toBe(idle.username);
      // newest first: the block after each slot, its forger and its height
      const next = await texts(rows, "Next block");
      expected.reverse().forEach((m, i) => {
        expect(next[i]).toContain(m.next.generator.username!);
        expect(next[i]).toContain(`block ${m.next.height.toLocaleString("en-GB")}`);
      });
      await expect(
        field(rows, "Next block")
          .first()
          .getByRole("link", { name: /^block / }),
      ).toHaveAttribute("href", `#/block/${expected[0]!.next.id}`);

      // per delegate: the idle one missed every slot it had, a forging one none
      const delegates = dataRows(delegatesRegion(page));
      await expect(delegates).toHaveCount(n, { timeout: 1_000 });
      const idleRow = delegates.filter({ hasText: idle.username });
      expect(await texts(idleRow, "Missed")).toEqual([String(expected.length)]);
      expect(await texts(idleRow, "Slots")).toEqual([String(expected.length)]);
      expect(await texts(idleRow, "Productivity")).toEqual(["0%"]);
      const forger = (await blocks(round! * n, round! * n))[0]!.generator.username!;
      const forgerRow = delegates.filter({
        has: page.getByRole("link", { name: new RegExp(`^${forger},`) }),
      });
      expect(await texts(forgerRow, "Missed")).toEqual(["0"]);
      expect(await texts(forgerRow, "Productivity")).toEqual(["100%"]);
      // the most missed first
      await expect(delegates.first()).toContainText(idle.username);
    }).toPass({ timeout: 45_000 });
  });

  test("the default view: the last ten complete rounds, within thirty API requests", async ({
    page,
    manifest,
  }) => {
    test.setTimeout(120_000);
    const idle = manifest.wallets.idleDelegate as { username: string; enteredRound: number };
    const { activeDelegates: n, blocktime } = await chainConstants();
    await idleRoundComplete(idle, n, blocktime);
    const requests: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(API) && r.method() !== "OPTIONS")
        requests.push(r.url().slice(API.length));
    });
    await gotoRoute(page, "/missed-blocks");
    await allRoundsIn(page);
    const count = requests.length;
    console.log(`missed blocks, default view: ${count} API requests\n  ${requests.join("\n  ")}`);
    expect(count, requests.join("\n")).toBeLessThanOrEqual(30);

    await expect(async () => {
      const rounds = await shownRounds(page);
      const height = (await api<{ block: { height: number } }>("blockchain")).data.block.height;
      const lastComplete = Math.floor(height / n);
      // the ten newest complete rounds (fewer on a young chain), the round in progress left out
      expect(rounds[0]).toBe(lastComplete);
      expect(rounds).toHaveLength(Math.min(10, lastComplete));
      const expected = (await Promise.all(rounds.map((r) => missesOf(r, n, blocktime)))).flat();
      expect(expected.length, "the idle delegate's missed slots").toBeGreaterThan(0);
      await expect(page.getByTestId("missed-total")).toHaveAttribute(
        "data-missed",
        String(expected.length),
        { timeout: 1_000 },
      );
      await expect(page.getByTestId("round-in-progress")).toContainText(
        `Round ${(lastComplete + 1).toLocaleString("en-GB")} is in progress`,
      );
      const rows = dataRows(missedRegion(page));
      await expect(rows).toHaveCount(Math.min(25, expected.length), { timeout: 1_000 });
      const shown = await texts(rows, "Round");
      for (const r of shown) expect(rounds).toContain(Number(r.replace(/\D/g, "")));
      const idleRow = dataRows(delegatesRegion(page)).filter({ hasText: idle.username });
      expect(await texts(idleRow, "Missed")).toEqual([String(expected.length)]);
    }).toPass({ timeout: 45_000 });
  });

  test("reached from the menu and the delegate monitor; the window is in the URL", async ({
    page,
    isMobile,
  }) => {
    await gotoRoute(page, "/delegate-monitor");
    await page.getByRole("main").getByRole("link", { name: "Missed blocks" }).click();
    await expect(page).toHaveURL(/#\/missed-blocks$/);
    await expect(page.getByRole("heading", { level: 1, name: "Missed blocks" })).toBeVisible();
    await page.getByRole("combobox", { name: "Rounds" }).selectOption("5");
    await expect(page).toHaveURL(/#\/missed-blocks\?rounds=5$/);
    await expect(page.getByTestId("missed-total")).toContainText(/rounds? /, { timeout: 30_000 });
    // the main menu's entry, marked as the current page
    if (isMobile) await page.getByRole("button", { name: "Menu" }).click();
    const entry = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Missed blocks" });
    await expect(entry).toBeVisible();
    await expect(entry).toHaveAttribute("aria-current", "page");
  });
});
