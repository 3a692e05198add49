import type { Page } from "@playwright/test";
import {
  api,
  expect,
  gotoRoute,
  recordNotifications,
  shownNotifications as shown,
  test,
} from "./fixtures";

/**
 * Delegate alerts on the real testnet. The seed votes a delegate into the active set whose secret
 * the node does not hold (`wallets.idleDelegate`): from its first round on it misses its slot in
 * every round, as a delegate whose node went down, and the genesis delegate whose votes put it
 * there leaves the active set. A visitor who turned alerts on for both before that round and comes
 * back later gets, from the catch-up over the blocks in between, "entered the active delegates",
 * "missed a block in round N" and "left the active delegates", in the bell, in the in-app list and
 * as browser notifications.
 *
 * Runs late in the suite on purpose (the file name): the seeded change happens in the testnet's
 * second round (~7 min after the chain starts) and must be complete (round three started) before
 * it can be read.
 */

const ACTIVE = 51;
/** The most blocks one detection step reads when a visitor comes back (src/features/alerts/runner.ts). */
const CATCH_UP_BLOCKS = 500;

const headHeight = async () =>
  (await api<{ block: { height: number } }>("blockchain")).data.block.height;

/**
 * Turns alerts on for delegates from the watchlist page (added by address, their switch names them
 * by username), then waits until detection has started.
 */
async function watchWithAlerts(
  page: Page,
  delegates: Array<{ address: string; username: string }>,
) {
  await gotoRoute(page, "/watchlist");
  for (const { address, username } of delegates) {
    await page.getByRole("textbox", { name: "Add a wallet" }).fill(address);
    await page.getByRole("button", { name: "Add to watchlist" }).click();
    await page
      .getByRole("button", { name: `Alerts off for ${username}` })
      .click({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: `Alerts on for ${username}` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  }
  await page.getByRole("button", { name: "Turn on browser notifications" }).click();
  await expect(page.getByText("Browser notifications are on.")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ark-explorer:alerts") ?? ""), {
      timeout: 30_000,
    })
    .toContain("lastHeight");
}

/**
 * The visitor leaves and comes back: detection stopped at `height` (as it would have, had the tab
 * been closed then), the page opens again and catches up from there.
 */
async function comeBackFrom(page: Page, height: number) {
  await page.evaluate((h) => {
    const key = "ark-explorer:alerts";
    const state = JSON.parse(localStorage.getItem(key) ?? "{}") as {
      events?: unknown[];
      detection?: { lastHeight: number; lastBlock?: unknown; round?: unknown };
    };
    if (!state.detection) throw new Error("no detection state");
    state.events = [];
    state.detection = { ...state.detection, lastHeight: h, lastBlock: undefined, round: undefined };
    localStorage.setItem(key, JSON.stringify(state));
  }, height);
  await page.reload();
  await expect(page.locator("main")).toBeVisible();
}

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["notifications"]);
  await recordNotifications(context);
});

test("a watched delegate that stops forging: entered, missed a block, and the delegate it replaced left", async ({
  page,
  manifest,
}) => {
  const idle = manifest.wallets.idleDelegate as
    | {
        username: string;
        address: string;
        enteredRound: number;
        replaced: { username: string; address: string };
      }
    | undefined;
  test.skip(
    !idle,
    "the seed of this chain voted no idle delegate in (a seed re-run on an older chain)",
  );
  if (!idle) return;
  const firstHeight = (idle.enteredRound - 1) * ACTIVE + 1;
  // the catch-up must reach back to the last block before the change
  test.skip(
    (await headHeight()) - (firstHeight - 2) > CATCH_UP_BLOCKS - 20,
    "the seeded change is older than one catch-up reaches: run npm run testnet:reset",
  );
  test.setTimeout(15 * 60_000);
  // the round the idle delegate entered is complete (its missed slot is in the chain)
  await expect
    .poll(headHeight, { timeout: 12 * 60_000, intervals: [8_000] })
    .toBeGreaterThan(firstHeight + ACTIVE);
  const members = (await api<Array<{ publicKey: string }>>(`rounds/${idle.enteredRound}/delegates`))
    .data;
  expect(
    members.some((m) => m.publicKey === manifest.wallets.idleDelegate.publicKey),
    "the idle delegate is in its round",
  ).toBe(true);

  await watchWithAlerts(page, [idle, idle.replaced]);
  await comeBackFrom(page, firstHeight - 2);

  const bell = page.getByRole("banner").getByRole("button", { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName(/^Alerts, \d+ unread$/, { timeout: 60_000 });
  await bell.click();
  const list = page.getByRole("dialog", { name: "Alerts" }).getByRole("list");
  await expect(list).toContainText(
    new RegExp(`${idle.username} entered the active delegates at rank \\d+`),
  );
  await expect(list).toContainText(`${idle.replaced.username} left the active delegates`);
  await expect(list).toContainText(`${idle.username} missed a block in round ${idle.enteredRound}`);
  const listed = await list.getByRole("listitem").allInnerTexts();
  // each alert leads to the delegate's page
  await list
    .getByRole("listitem")
    .filter({ hasText: `${idle.replaced.username} left` })
    .getByRole("link", { name: "View the wallet" })
    .click();
  await expect
    .poll(() => decodeURIComponent(new URL(page.url()).hash))
    .toBe(`#/wallets/${idle.replaced.address}`);

  // browser notifications: one per alert, at most 5 for one catch-up (the newest; the bell lists
  // them all), each saying what its list entry says
  const bodies = (await shown(page)).map((n) => n.body ?? "");
  expect(bodies).toHaveLength(Math.min(5, listed.length));
  expect(
    bodies.some((b) => b.startsWith(`${idle.username} missed a block in round`)),
    "a browser notification of a missed block",
  ).toBe(true);
  for (const body of bodies)
    expect(
      listed.some((item) => item.includes(body)),
      body,
    ).toBe(true);
});
