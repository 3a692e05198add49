import type { Locator, Page } from "@playwright/test";
import {
  axeScan,
  expect,
  gotoRoute,
  openHeaderSettings,
  seriousViolations,
  test,
} from "./fixtures";

/**
 * Alerts offered where a wallet is watched: on a wallet page, "Watch" brings a "Notify me of new
 * transactions" switch next to it, off at first; the browser's notification permission is asked
 * only when the visitor turns it on; the watchlist then shows the wallet's alerts as on, with an
 * on/off look that differs by more than its text, by day and by night. The wallet is the seed's
 * sender (e2e/.manifest.json).
 */

/** Counts the page's notification permission requests (still answered by the browser). */
async function countPermissionRequests(page: Page) {
  await page.addInitScript(() => {
    const real = Notification.requestPermission.bind(Notification);
    const w = window as unknown as { __asked: number };
    w.__asked = 0;
    Notification.requestPermission = () => {
      w.__asked += 1;
      return real();
    };
  });
}
const asked = (page: Page) =>
  page.evaluate(() => (window as unknown as { __asked?: number }).__asked ?? 0);

/** The background colour and the icon's drawing of a toggle: what it looks like, not its text. */
const looks = (toggle: Locator) =>
  toggle.evaluate((el) => ({
    background: getComputedStyle(el).backgroundColor,
    icon: el.querySelector("svg path")?.getAttribute("d") ?? "",
  }));

test("Watch on a wallet page offers alerts; the permission is asked only when they are turned on", async ({
  page,
  context,
  manifest,
}) => {
  const address = (manifest.wallets.sender as { address: string }).address;
  await countPermissionRequests(page);
  await gotoRoute(page, `/wallets/${address}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const offer = page.getByRole("switch", { name: "Notify me of new transactions" });
  await expect(offer).toHaveCount(0);

  await page.getByRole("button", { name: "Watch", exact: true }).click();
  await expect(page.getByRole("button", { name: "Watching", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(offer).toBeVisible();
  await expect(offer).toHaveAttribute("aria-checked", "false");
  expect(await asked(page), "no permission asked before the switch is turned on").toBe(0);
  expect(seriousViolations(await axeScan(page)), "axe on a watched wallet").toEqual([]);

  // the visitor will accept the browser's prompt (the page saw the permission not asked yet)
  await context.grantPermissions(["notifications"]);
  await offer.click();
  await expect(offer).toHaveAttribute("aria-checked", "true");
  await expect.poll(() => asked(page)).toBe(1);
  // the granted permission turns the browser notifications on with the wallet's alerts
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("ark-explorer:preferences") ?? ""))
    .toContain('"alertNotifications":true');
  expect(seriousViolations(await axeScan(page)), "axe with the alerts switch on").toEqual([]);

  // the watchlist shows the same state, and on differs from off by more than its text
  await gotoRoute(page, "/watchlist");
  const askedBefore = await asked(page);
  const on = page.getByRole("button", { name: `Alerts on for ${address}` });
  await expect(on).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByText("Browser notifications are on.")).toBeVisible();
  const onLook = await looks(on);
  await on.click();
  const off = page.getByRole("button", { name: `Alerts off for ${address}` });
  await expect(off).toHaveAttribute("aria-pressed", "false");
  const offLook = await looks(off);
  expect(onLook.background).not.toBe(offLook.background);
  expect(onLook.icon).not.toBe(offLook.icon);

  // by night too
  await openHeaderSettings(page);
  await page.getByRole("button", { name: "Night mode" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  const nightOff = await looks(off);
  await off.click();
  const nightOn = await looks(page.getByRole("button", { name: `Alerts on for ${address}` }));
  expect(nightOn.background).not.toBe(nightOff.background);
  expect(nightOn.background).not.toBe(onLook.background);
  expect(await asked(page), "the watchlist's toggle never asks").toBe(askedBefore);
});
