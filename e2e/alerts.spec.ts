import {
  API,
  api,
  axeScan,
  expect,
  gotoRoute,
  recordNotifications,
  seriousViolations,
  shownNotifications as shown,
  test,
} from "./fixtures";
// @ts-expect-error -- a plain ES module of the testnet scripts (no types)
import { freshAddress, sendTransfer } from "./testnet/transfer.mjs";

/**
 * Alerts without an account, on the real testnet: a wallet put on the watchlist gets its alerts
 * turned on and browser notifications allowed (the permission granted in the browser context,
 * asked only by the visitor's click); the test then makes the chain produce the event — a
 * transfer to that wallet — and waits for it in the header's bell, in the in-app list (which
 * links the transaction) and as a browser notification. With a second tab open, one tab detects
 * for both (one leader): the block's transactions are asked by one tab only, and the other tab's
 * bell shows the same alert from storage.
 */

test("a transfer to a watched wallet with alerts on: bell, list, notification; one tab detects for all", async ({
  page,
  context,
  isMobile,
}) => {
  test.setTimeout(240_000);
  await context.grantPermissions(["notifications"]);
  await recordNotifications(context);
  const address: string = await freshAddress(API);

  await gotoRoute(page, "/watchlist");
  await page.getByRole("textbox", { name: "Add a wallet" }).fill(address);
  await page.getByRole("button", { name: "Add to watchlist" }).click();
  // no bell before any alert is on
  await expect(page.getByRole("banner").getByRole("button", { name: /^Alerts/ })).toHaveCount(0);
  const toggle = page.getByRole("button", { name: `Alerts off for ${address}` });
  await toggle.click();
  await expect(page.getByRole("button", { name: `Alerts on for ${address}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByRole("region", { name: "Alerts" })).toContainText(
    "Alerts are on for 1 wallet.",
  );
  await page.getByRole("button", { name: "Turn on browser notifications" }).click();
  await expect(page.getByText("Browser notifications are on.")).toBeVisible();
  expect(seriousViolations(await axeScan(page)), "axe on the watchlist with alerts").toEqual([]);
  const bell = page.getByRole("banner").getByRole("button", { name: /^Alerts/ });
  await expect(bell).toHaveAccessibleName("Alerts");

  // a second tab of the same visitor
  const other = await context.newPage();
  await gotoRoute(other, "/blocks/1");
  // the blocks whose transactions each tab asks for (the other project's test may make blocks
  // with transactions at the same time: only the transfer's own block is counted below)
  const blockTxRequests: string[] = [];
  const record = (url: string) => {
    const m = /\/api\/blocks\/([^/?]+)\/transactions/.exec(url);
    if (m) blockTxRequests.push(m[1]!);
  };
  page.on("request", (r) => record(r.url()));
  other.on("request", (r) => record(r.url()));
  // detection has started from the current head in the leader tab before the event is made
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ark-explorer:alerts") ?? ""), {
      timeout: 30_000,
    })
    .toContain("lastHeight");

  // each project sends from its own genesis delegate: two runs at once never race for a nonce
  const id: string = await sendTransfer({
    api: API,
    recipient: address,
    amount: 150_000_000,
    from: isMobile ? 46 : 44,
  });
  await expect(bell).toHaveAccessibleName("Alerts, 1 unread", { timeout: 150_000 });
  await expect(
    other.getByRole("banner").getByRole("button", { name: "Alerts, 1 unread" }),
  ).toBeVisible({ timeout: 20_000 });
  const { data: sent } = await api<{ blockId: string }>(`transactions/${id}`);
  expect(
    blockTxRequests.filter((b) => b === sent.blockId),
    "the block's transactions asked once, by one tab",
  ).toHaveLength(1);

  const notes = await shown(page);
  const otherNotes = await shown(other);
  expect([...notes, ...otherNotes]).toHaveLength(1);
  expect([...notes, ...otherNotes][0]!.body).toMatch(
    new RegExp(`^${address} received 1\\.5 \\S+ from \\S+`),
  );

  // the list: the alert, marked new, with its transaction linked; opening it marks it read
  await bell.click();
  const dialog = page.getByRole("dialog", { name: "Alerts" });
  const item = dialog.getByRole("listitem").first();
  await expect(item).toContainText(`${address} received 1.5`);
  await expect(item).toContainText("New");
  await expect(bell).toHaveAccessibleName("Alerts");
  expect(seriousViolations(await axeScan(page)), "axe on the open list").toEqual([]);
  await item.getByRole("link", { name: "View the transaction" }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(() => decodeURIComponent(new URL(page.url()).hash)).toBe(`#/transaction/${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (!isMobile) await expect(page.getByRole("main")).toContainText(id);

  // turned off: no bell once the list is cleared
  await gotoRoute(page, "/watchlist");
  await page.getByRole("button", { name: `Alerts on for ${address}` }).click();
  await bell.click();
  await page
    .getByRole("dialog", { name: "Alerts" })
    .getByRole("button", { name: "Clear all" })
    .click();
  // nothing listed and no alert on: the list and the bell go
  await expect(page.getByRole("dialog", { name: "Alerts" })).toHaveCount(0);
  await expect(page.getByRole("banner").getByRole("button", { name: /^Alerts/ })).toHaveCount(0);
});

test("the alerts list survives broken storage: garbage reads as no alerts", async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem("ark-explorer:alerts", "{not json");
    localStorage.setItem(
      "ark-explorer:preferences",
      JSON.stringify({
        state: { watchlist: ["not-an-address"], watchAlerts: ["x", 3, null] },
        version: 3,
      }),
    );
  });
  await gotoRoute(page, "/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Watchlist" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("button", { name: /^Alerts/ })).toHaveCount(0);
});

test("the bell and its list come with their own texts in the visitor's language", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.rich.address;
  await page.addInitScript((watched) => {
    localStorage.setItem(
      "ark-explorer:preferences",
      JSON.stringify({
        state: { language: "fr-FR", watchlist: [watched], watchAlerts: [watched] },
        version: 3,
      }),
    );
  }, address);
  await gotoRoute(page, "/");
  // the header's bell (its part of the catalog loads with it, not with every first visit)
  const bell = page.getByRole("banner").getByRole("button", { name: /^Alertes/ });
  await expect(bell).toBeVisible();
  await bell.click();
  await expect(page.getByRole("dialog", { name: "Alertes" })).toBeVisible();
});
