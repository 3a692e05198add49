import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Locks: the wallet locks tab lists a wallet's lock transactions with their status
 * (open / expired / claimed / refunded) although ARK Core 3.x lists only open locks; expiration
 * of type 2 shows a height with an estimated-date tooltip, type 1 a date.
 */

interface LockTx {
  id: string;
  sender: string;
  recipient: string;
  asset: { lock: { expiration: { type: number; value: number } } };
}

async function lockTx(id: string): Promise<LockTx> {
  return (await api<LockTx>(`transactions/${id}`)).data;
}

const cases = [
  ["htlcLock", "claimed"],
  ["htlcLockRefunded", "refunded"],
  ["htlcLockExpired", "expired"],
  ["htlcLockOpen", "open"],
  ["htlcLockTime", "open"],
] as const;

for (const [key, status] of cases) {
  test(`locks tab: ${key} is ${status}`, async ({ page, manifest }) => {
    const id = manifest.transactions[key] as string | undefined;
    test.skip(!id, `${key} was not seeded`);
    const tx = await lockTx(id!);
    for (const wallet of [tx.sender, tx.recipient]) {
      await gotoRoute(page, `/wallets/${wallet}/transactions/locks/1?limit=50`);
      const row = dataRows(page).filter({ has: page.locator(`a[title="${id}"]`) });
      await expect(row).toHaveCount(1);
      const shownStatus = field(row, "Status").locator(`[data-lock-status="${status}"]`);
      await expect(shownStatus).toBeVisible();
      await expect(shownStatus).toContainText(status[0]!.toUpperCase() + status.slice(1));
      const expiration = tx.asset.lock.expiration;
      if (expiration.type === 2) {
        const height = field(row, "Expiration").getByRole("button", { name: /^Height / });
        await expect(height).toBeVisible();
        await page.mouse.move(0, 0); // a fresh pointerenter, also after a navigation
        await height.hover();
        await expect(page.getByRole("tooltip").filter({ hasText: /Estimated/ })).toBeVisible();
      } else {
        await expect(field(row, "Expiration").locator("time")).toBeVisible();
      }
    }
  });
}

test("locks tab colours amounts by direction", async ({ page, manifest }) => {
  const id = manifest.transactions.htlcLockOpen as string;
  const tx = await lockTx(id);
  await gotoRoute(page, `/wallets/${tx.sender}/transactions/locks/1?limit=50`);
  const row = dataRows(page).filter({ has: page.locator(`a[title="${id}"]`) });
  await expect(field(row, "Amount").locator(".text-negative")).toBeVisible();
  await gotoRoute(page, `/wallets/${tx.recipient}/transactions/locks/1?limit=50`);
  await expect(field(row, "Amount").locator(".text-positive")).toBeVisible();
});

test("a lock's memo is filtered as a transaction's: no shortener link, no bidi override, in the locks tab and on the lock page", async ({
  page,
  manifest,
}) => {
  // the seed's lock whose memo holds a URL shortener and a right-to-left override
  const seeded = manifest.hostile.lockMemo as
    { id: string; memo: string; sender: string; recipient: string } | undefined;
  expect(seeded, "the seed's lock with a hostile memo (hostile.lockMemo)").toBeDefined();
  const { id, memo, sender } = seeded!;
  expect((await lockTx(id)).id).toBe(id);
  const raw = ["bit.ly", "\u202E"];
  // what the transaction pages show for such a memo
  await gotoRoute(page, `/transaction/${id}`);
  const hidden = "Memo hidden (spam filter)";
  expect(memo).toContain("bit.ly");
  await expect(page.locator("main dl").first()).toContainText(hidden);
  // and the lock's own section there
  const section = page.getByRole("region", { name: "Lock", exact: true });
  await expect(section).toContainText(hidden);
  for (const text of raw) expect(await section.innerText()).not.toContain(text);

  await gotoRoute(page, `/wallets/${sender}/transactions/locks/1?limit=50`);
  const row = dataRows(page).filter({ has: page.locator(`a[title="${id}"]`) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(hidden);
  for (const text of raw) expect(await page.locator("main").innerText()).not.toContain(text);

  await gotoRoute(page, `/lock/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Lock" })).toBeVisible();
  await expect(page.locator("main")).toContainText(hidden);
  for (const text of raw) expect(await page.locator("main").innerText()).not.toContain(text);
});
