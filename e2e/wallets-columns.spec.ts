import type { Locator, Page } from "@playwright/test";
import Big from "big.js";
import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Wallet lists and the wallet page's own facts, against the real local testnet (cases from
 * e2e/.manifest.json or the API): the top wallets' name AND address, balance, share of supply and
 * sent count (the nonce) in a table and in two-line cards; the locked balance of a wallet with an
 * open lock, linked to its locks tab; the voters page naming its delegate once; the wallet address
 * shortened on a phone without a lone wrapped character; the tab row's scroll hint on a phone.
 */

interface ApiWallet {
  address: string;
  balance: string;
  nonce?: string;
  attributes?: { delegate?: { username?: string }; htlc?: { lockedBalance?: string } };
}

/** "1.96%" as en-GB writes a share of supply with 2 decimals ("< 0.01%" for a tiny one). */
function shareText(balance: string, supply: string): string {
  const share = new Big(balance).times(100).div(supply);
  if (share.gt(0) && share.lt("0.01")) return "< 0.01%";
  return `${new Intl.NumberFormat("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(share.toFixed(2)))}%`;
}

/**
 * The table cell of `row` under the column header named `name` (its accessible name: the "Sent"
 * header also holds an info button whose tooltip text would spoil a text match).
 */
async function cellOf(page: Page, row: Locator, name: string): Promise<Locator> {
  const headers = await page
    .locator("main table thead th")
    .evaluateAll((ths) => ths.map((th) => th.firstChild?.textContent?.trim() ?? ""));
  const index = headers.indexOf(name);
  expect(index, `a column "${name}" in ${headers.join(", ")}`).toBeGreaterThanOrEqual(0);
  return row.locator("td").nth(index);
}

test("top wallets: rank, name and address, balance, share of supply and sent count", async ({
  page,
  isMobile,
  manifest,
}) => {
  // the known-wallets stub names one wallet (e2e/stubs/server.mjs): its known name wins over a username
  const m = manifest as {
    knownWallet?: { address: string; name: string };
    wallets?: { rich?: { address: string } };
  };
  const known =
    m.knownWallet ??
    (m.wallets?.rich ? { address: m.wallets.rich.address, name: "E2E Exchange" } : undefined);
  const top = (await api<ApiWallet[]>("wallets/top?page=1&limit=25")).data;
  const { supply } = (await api<{ supply: string }>("blockchain")).data;
  // the richest wallet with a delegate name, and one without (a name AND the address, both shown)
  const named = top.find((w) => w.attributes?.delegate?.username)!;
  const plain = top.find((w) => !w.attributes?.delegate?.username);
  await gotoRoute(page, "/top-wallets/1");
  const rows = dataRows(page);
  await expect(rows).toHaveCount(top.length);

  for (const w of [named, plain]) {
    if (!w) continue;
    const username = w.address === known?.address ? known.name : w.attributes?.delegate?.username;
    const row = rows.filter({ has: page.locator(`a[title="${w.address}"]`) });
    await expect(row).toHaveCount(1);
    const link = row.getByRole("link", { name: new RegExp(`wallet ${w.address}$|${w.address}$`) });
    await expect(link).toBeVisible();
    if (username) await expect(link).toContainText(username);
    if (isMobile) {
      // the address is shortened in the middle on a card: its head and tail show, the link names it whole
      await expect(link).toContainText(w.address.slice(0, 4));
      await expect(link).toContainText(w.address.slice(-4));
      await expect(link).toHaveAccessibleName(new RegExp(`wallet ${w.address}$`));
      // the second line: balance, share and sent count side by side (headers for screen readers)
      await expect(field(row, "Balance")).toContainText(/\d/);
      await expect(field(row, "Share of supply")).toHaveText(shareText(w.balance, supply));
      await expect(field(row, "Sent")).toHaveText(
        `${Number(w.nonce).toLocaleString("en-GB")} sent`,
      );
      // two lines: the rank and the wallet (a 32 px copy button sets its height), then the values
      const [first, second] = await row
        .locator(":scope > div > *")
        .evaluateAll((lines) => lines.map((l) => l.getBoundingClientRect().height));
      // one line: the 32 px button and its line's padding; a second line would add ~24 px more
      expect(first).toBeLessThanOrEqual(44);
      expect(second).toBeLessThanOrEqual(24);
      // a two-line card: ~88 px at most (three lines would be well over 100)
      expect((await row.boundingBox())!.height).toBeLessThanOrEqual(88);
    } else {
      await expect(link).toContainText(w.address);
      await expect(row.getByRole("button", { name: "Copy address" })).toBeVisible();
      await expect(await cellOf(page, row, "Share of supply")).toHaveText(
        shareText(w.balance, supply),
      );
      await expect(await cellOf(page, row, "Sent")).toHaveText(
        Number(w.nonce).toLocaleString("en-GB"),
      );
      await expect(await cellOf(page, row, "Balance")).toContainText(/\d/);
    }
  }

  if (!isMobile) {
    // the sent column says what it counts
    const about = page.getByRole("button", { name: "About the sent count" });
    await about.focus();
    await expect(page.getByRole("tooltip").filter({ hasText: "nonce" })).toBeVisible();
  }
});

test("a wallet with an open lock shows its locked balance, linked to its locks", async ({
  page,
  manifest,
}) => {
  const lockId = manifest.transactions.htlcLockOpen as string | undefined;
  test.skip(!lockId, "no open lock was seeded");
  const { sender } = (await api<{ sender: string }>(`transactions/${lockId}`)).data;
  const wallet = (await api<ApiWallet>(`wallets/${sender}`)).data;
  const locked = wallet.attributes?.htlc?.lockedBalance;
  expect(locked, "the lock's sender has a locked balance").toBeTruthy();
  await gotoRoute(page, `/wallets/${sender}`);
  const value = field(page.locator("main"), "Locked balance");
  // 2 decimals on a phone, up to 8 on a desktop: the whole-token part is always shown
  await expect(value).toContainText(new Big(locked!).div(1e8).round(0, Big.roundDown).toFixed(0));
  await value.getByRole("link", { name: "View locks" }).click();
  await expect(page).toHaveURL(new RegExp(`/wallets/${sender}/transactions/locks/1`));
  await expect(page.locator('[role=tab][href*="/transactions/locks/"]')).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.locator(`main a[href*="${lockId}"]`).first()).toBeAttached();

  // a wallet without locked funds shows no locked balance
  const plain = manifest.wallets.secondSig.address as string;
  const plainLocked = (await api<ApiWallet>(`wallets/${plain}`)).data.attributes?.htlc
    ?.lockedBalance;
  if (!plainLocked || plainLocked === "0") {
    await gotoRoute(page, `/wallets/${plain}`);
    await expect(page.getByTestId("wallet-address")).toHaveText(plain);
    await expect(page.getByText("Locked balance", { exact: true })).toHaveCount(0);
  }
});

test("the voters page names its delegate once, with the voter count", async ({
  page,
  manifest,
}) => {
  const { address, username } = manifest.wallets.genesisDelegate as {
    address: string;
    username: string;
  };
  const meta = (await api(`delegates/${address}/voters?page=1&limit=1`)).meta!;
  await gotoRoute(page, `/wallets/${address}/voters/1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Voters of ${username}`);
  const total = meta.totalCount!;
  await expect(page.getByTestId("voters-total")).toHaveText(
    `${total.toLocaleString("en-GB")} ${total === 1 ? "voter" : "voters"}`,
  );
  await expect(dataRows(page)).toHaveCount(Math.min(total, 25));
  // every row votes for this delegate: no voted-delegate column (table) or field (card)
  await expect(page.locator("main th", { hasText: "Voted delegate" })).toHaveCount(0);
  await expect(page.locator("main dt", { hasText: "Voted delegate" })).toHaveCount(0);
  // the link back to the delegate's wallet, with a copy button
  await expect(page.locator(`main a[href$="/wallets/${address}"]`).first()).toHaveAccessibleName(
    new RegExp(`${address}$`),
  );
  await expect(page.getByRole("button", { name: "Copy address" }).first()).toBeVisible();
});

test("the wallet address fits one line: shortened in the middle on a phone", async ({
  page,
  manifest,
  isMobile,
}) => {
  const { address } = manifest.wallets.sender as { address: string };
  await gotoRoute(page, `/wallets/${address}`);
  const text = field(page.locator("main"), "Address");
  await expect(page.getByTestId("wallet-address")).toHaveText(address);
  await expect(text.getByRole("button", { name: "Copy address to clipboard" })).toBeVisible();
  const shown = text.locator('[data-testid="wallet-address"], [aria-hidden="true"]').first();
  if (isMobile) {
    await expect(text).toContainText("…");
    await expect(text.locator(`[title="${address}"]`)).toBeVisible();
  } else {
    await expect(shown).toBeVisible();
    await expect(shown).toHaveText(address);
  }
  // one line: the shown address is less than two lines of its text tall
  const ems = await shown.evaluate(
    (el) => el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).fontSize),
  );
  expect(ems).toBeLessThan(2.2);
});

test("a tab row wider than the screen fades and points at its hidden tabs", async ({
  page,
  manifest,
}) => {
  const { address } = manifest.wallets.sender as { address: string };
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  const tablist = page.getByRole("tablist", { name: "Transaction direction" });
  await expect(tablist.getByRole("tab", { name: /^All/ })).toHaveAttribute("aria-selected", "true");
  // the counts arrive after the row is drawn: wait until they are in (they widen the row)
  await expect(tablist.getByRole("tab", { name: /^Locks/ })).toHaveText(/\d/);
  const state = () =>
    tablist.evaluate((el) => ({
      overflows: el.scrollWidth > el.clientWidth + 1,
      mask:
        getComputedStyle(el).maskImage ||
        getComputedStyle(el).getPropertyValue("-webkit-mask-image"),
      atEnd: el.scrollLeft >= el.scrollWidth - el.clientWidth - 1,
    }));
  const first = await state();
  if (!first.overflows) {
    // everything fits (desktop): no fade
    expect(first.mask).toBe("none");
    return;
  }
  expect(first.mask).toContain("gradient");
  // scrolled to its end, the last tab is whole and the row fades at its start only
  await tablist.evaluate((el) => (el.scrollLeft = el.scrollWidth));
  await expect.poll(async () => (await state()).atEnd).toBe(true);
  await expect.poll(async () => (await state()).mask).not.toBe(first.mask);
  expect((await state()).mask).toContain("gradient");
  const last = tablist.getByRole("tab").last();
  const [row, tab] = [(await tablist.boundingBox())!, (await last.boundingBox())!];
  expect(tab.x + tab.width).toBeLessThanOrEqual(row.x + row.width + 1);
});
