import type { Locator, Page } from "@playwright/test";
import { api, dataRows, expect, gotoRoute, test } from "./fixtures";

/**
 * Timelines on the real seeded testnet: a lock's page from lock to claim, refund or expiry, and the
 * pages of a business and a bridgechain from registration through updates to resignation. Each
 * step is found by its role and its visible text, and its link opens that step's transaction.
 * Cases come from the manifest and the API, never from fixed ids.
 */

interface ApiTx {
  id: string;
  sender: string;
  recipient?: string;
  asset?: Record<string, Record<string, unknown>>;
}

/** The claim (type 9) or refund (type 10) that unlocked `lockId`, asked of the API by the asset filter ARK Core 3.9.1 supports. */
async function unlockOf(lockId: string, kind: "claim" | "refund"): Promise<ApiTx | undefined> {
  const type = kind === "claim" ? 9 : 10;
  const { data } = await api<ApiTx[]>(
    `transactions?typeGroup=1&type=${type}&asset.${kind}.lockTransactionId=${lockId}`,
  );
  return data[0];
}

/** GET locks/{id}: the lock while the node still holds it (undefined once claimed or refunded). */
async function heldLock(id: string): Promise<{ isExpired: boolean } | undefined> {
  try {
    return (await api<{ isExpired: boolean }>(`locks/${id}`)).data;
  } catch {
    return undefined;
  }
}

/** The timeline's steps, in order (the ordered list named "Timeline of …"). */
function steps(page: Page, name: RegExp): Locator {
  return page.getByRole("list", { name }).getByRole("listitem");
}

/** Checks that `step`'s transaction link points at `txId`, opens it and comes back. */
async function expectStepOpens(page: Page, step: Locator, txId: string) {
  const link = step.getByRole("link", { name: txId, exact: true });
  await expect(link).toHaveAttribute("href", new RegExp(`#/transaction/${txId}$`));
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name: "Transaction" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/transaction/${txId}$`));
  await page.goBack();
  await expect(page.getByRole("list", { name: /^Timeline of / })).toBeVisible();
}

test.describe("lock timeline", () => {
  test("a claimed lock: locked → claimed with the secret, each step opening its transaction", async ({
    page,
    manifest,
  }) => {
    const id = manifest.transactions.htlcLock as string | undefined;
    test.skip(!id, "no claimed lock seeded");
    const claim = await unlockOf(id!, "claim");
    test.skip(!claim, "the seeded lock has no claim");
    const secret = String(claim!.asset!.claim!.unlockSecret);

    await gotoRoute(page, `/lock/${id!}`);
    await expect(page.getByRole("heading", { level: 1, name: "Lock" })).toBeVisible();
    await expect(page.locator("main [data-lock-status]")).toHaveAttribute(
      "data-lock-status",
      "claimed",
    );
    const list = steps(page, /^Timeline of lock /);
    await expect(list).toHaveCount(2);
    await expect(list.nth(0).getByRole("heading", { name: "Locked" })).toBeVisible();
    await expect(list.nth(1).getByRole("heading", { name: "Claimed" })).toBeVisible();
    await expect(list.nth(1)).toContainText(`Secret ${secret}`);
    // each transaction step shows its time
    await expect(list.nth(0).locator("time")).toBeVisible();
    await expect(list.nth(1).locator("time")).toBeVisible();
    await expectStepOpens(page, list.nth(0), id!);
    await expectStepOpens(page, steps(page, /^Timeline of lock /).nth(1), claim!.id);
  });

  test("a refunded lock: locked → expired → refunded", async ({ page, manifest }) => {
    const id = manifest.transactions.htlcLockRefunded as string | undefined;
    test.skip(!id, "no refunded lock seeded");
    const refund = await unlockOf(id!, "refund");
    test.skip(!refund, "the seeded lock has no refund");

    await gotoRoute(page, `/lock/${id!}`);
    const list = steps(page, /^Timeline of lock /);
    await expect(list).toHaveCount(3);
    await expect(list.nth(0).getByRole("heading", { name: "Locked" })).toBeVisible();
    await expect(list.nth(1).getByRole("heading", { name: "Expired" })).toBeVisible();
    await expect(list.nth(2).getByRole("heading", { name: "Refunded" })).toBeVisible();
    await expect(list.nth(2).locator("time")).toBeVisible();
    // a refunded lock is no longer waiting for its sender
    await expect(list.nth(1)).not.toContainText("Can be refunded by the sender.");
    await expect(page.locator("main [data-lock-status]")).toHaveAttribute(
      "data-lock-status",
      "refunded",
    );
    await expectStepOpens(page, list.nth(2), refund!.id);
  });

  test("an expired lock nobody refunded, and a pending one with when it expires", async ({
    page,
    manifest,
  }) => {
    const expired = manifest.transactions.htlcLockExpired as string | undefined;
    const open = manifest.transactions.htlcLockOpen as string | undefined;
    test.skip(!expired || !open, "no expired or open lock seeded");
    test.skip(
      (await heldLock(expired!))?.isExpired !== true,
      "the node does not hold the expired lock as expired",
    );
    test.skip((await heldLock(open!))?.isExpired !== false, "the open lock expired meanwhile");
    const { data: lockTx } = await api<{
      asset: { lock: { expiration: { type: number; value: number } } };
    }>(`transactions/${expired!}`);

    await gotoRoute(page, `/lock/${expired!}`);
    let list = steps(page, /^Timeline of lock /);
    await expect(list).toHaveCount(2);
    await expect(list.nth(1).getByRole("heading", { name: "Expired" })).toBeVisible();
    await expect(list.nth(1)).toContainText("Can be refunded by the sender.");
    if (lockTx.asset.lock.expiration.type === 2) {
      await expect(list.nth(1)).toContainText(
        `at block height ${lockTx.asset.lock.expiration.value.toLocaleString("en-GB")}`,
      );
    }
    await expect(page.locator("main [data-lock-status]")).toHaveAttribute(
      "data-lock-status",
      "expired",
    );

    await gotoRoute(page, `/lock/${open!}`);
    list = steps(page, /^Timeline of lock /);
    await expect(list).toHaveCount(2);
    await expect(list.nth(1).getByRole("heading", { name: "Pending" })).toBeVisible();
    await expect(list.nth(1)).toContainText(/^Pending\s*Expires /);
    await expect(page.locator("main [data-lock-status]")).toHaveAttribute(
      "data-lock-status",
      "open",
    );
  });

  test("a time-based lock shows its expiry as a time", async ({ page, manifest }) => {
    const id = manifest.transactions.htlcLockTime as string | undefined;
    test.skip(!id, "no time-based lock seeded");
    await gotoRoute(page, `/lock/${id!}`);
    await expect(
      page
        .locator("main dl")
        .getByText("Expiration")
        .locator("xpath=following-sibling::dd[1]")
        .locator("time"),
    ).toBeVisible();
  });

  test("the lock page is reached from the locks tab and from the lock's and the claim's transaction pages", async ({
    page,
    manifest,
  }) => {
    const id = manifest.transactions.htlcLock as string | undefined;
    test.skip(!id, "no claimed lock seeded");
    const { data: lock } = await api<ApiTx>(`transactions/${id!}`);
    await gotoRoute(page, `/wallets/${lock.sender}/transactions/locks/1?limit=50`);
    await dataRows(page).locator(`a[title="${id!}"]`).click();
    await expect(page.getByRole("heading", { level: 1, name: "Lock" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/lock/${id!}$`));

    const claim = await unlockOf(id!, "claim");
    for (const from of [id!, claim?.id].filter((x): x is string => Boolean(x))) {
      await gotoRoute(page, `/transaction/${from}`);
      await page.getByRole("link", { name: "View lock timeline" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Lock" })).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`#/lock/${id!}$`));
    }
  });

  test("an id that is no lock: the not-found page", async ({ page, manifest }) => {
    const transfer = manifest.transactions.transfer as string;
    await gotoRoute(page, `/lock/${transfer}`);
    await expect(page.getByText(/could not be found on the blockchain/)).toBeVisible();
    await gotoRoute(page, `/lock/${"0".repeat(64)}`);
    await expect(page.getByText(/could not be found on the blockchain/)).toBeVisible();
  });
});

test.describe("business and bridgechain timelines", () => {
  test.beforeEach(({ manifest }) => {
    test.skip(
      !manifest.legacyMagistrate,
      "the seed ran too late for legacy business/bridgechain transactions",
    );
  });

  test("a business with an update: its name in the list opens registration → update", async ({
    page,
    manifest,
  }) => {
    const biz = manifest.wallets.business as { address: string; name: string };
    const registration = manifest.transactions.businessRegistration as string;
    const update = manifest.transactions.businessUpdate as string;
    const { data: updateTx } = await api<ApiTx>(`transactions/${update}`);
    const website = String(updateTx.asset!.businessUpdate!.website);

    await gotoRoute(page, "/businesses/1?limit=50");
    await dataRows(page)
      .filter({ hasText: biz.name })
      .getByRole("link", { name: biz.name, exact: true })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Business" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`#/business/${biz.address}$`));
    const list = steps(page, /^Timeline of business /);
    await expect(list).toHaveCount(2);
    await expect(list.nth(0).getByRole("heading", { name: "Registered" })).toBeVisible();
    await expect(list.nth(0)).toContainText(biz.name);
    await expect(list.nth(1).getByRole("heading", { name: "Updated" })).toBeVisible();
    // the website it set: an http(s) link to the other site
    await expect(
      list.nth(1).getByRole("link", { name: new RegExp(website.replace(/[.]/g, "\\.")) }),
    ).toHaveAttribute("target", "_blank");
    await expectStepOpens(page, list.nth(0), registration);
    await expectStepOpens(page, steps(page, /^Timeline of business /).nth(1), update);
  });

  test("a resigned business: registration → resignation", async ({ page, manifest }) => {
    const biz = manifest.wallets.resignedBusiness as { address: string; name: string };
    const resignation = manifest.transactions.businessResignation as string;
    const { data: resignationTx } = await api<ApiTx>(`transactions/${resignation}`);
    test.skip(resignationTx.sender !== biz.address, "the seeded resignation is another wallet's");
    await gotoRoute(page, `/business/${biz.address}`);
    const list = steps(page, /^Timeline of business /);
    await expect(list).toHaveCount(2);
    await expect(list.nth(1).getByRole("heading", { name: "Resigned" })).toBeVisible();
    await expectStepOpens(page, list.nth(1), resignation);
  });

  test("a hostile business: its javascript: website is text, never a link", async ({
    page,
    manifest,
  }) => {
    const hostile = manifest.hostile?.business as { address: string; website: string } | undefined;
    test.skip(!hostile, "no hostile business seeded");
    await gotoRoute(page, `/business/${hostile!.address}`);
    const list = steps(page, /^Timeline of business /);
    await expect(list.first().getByText(hostile!.website, { exact: true })).toBeVisible();
    await expect(page.locator("main a[href^='javascript:'], main a[href^='data:']")).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  });

  test("bridgechains: registration → update, and registration → resignation", async ({
    page,
    manifest,
  }) => {
    const chains = [
      [
        manifest.wallets.business.bridgechainId as string,
        manifest.transactions.bridgechainUpdate as string,
        "Updated",
      ],
      [
        manifest.wallets.resignedBusiness.bridgechainId as string,
        manifest.transactions.bridgechainResignation as string,
        "Resigned",
      ],
    ] as const;
    const { data: registration } = await api<ApiTx>(
      `transactions/${manifest.transactions.bridgechainRegistration as string}`,
    );
    const name = String(registration.asset!.bridgechainRegistration!.name);

    await gotoRoute(page, "/bridgechains/1?limit=50");
    await dataRows(page)
      .filter({ hasText: name })
      .getByRole("link", { name, exact: true })
      .first()
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Bridgechain" })).toBeVisible();

    for (const [hash, last, title] of chains) {
      test.skip(!hash || !last, "no bridgechain update/resignation seeded");
      await gotoRoute(page, `/bridgechain/${hash}`);
      const list = steps(page, /^Timeline of bridgechain /);
      await expect(list).toHaveCount(2);
      await expect(list.nth(0).getByRole("heading", { name: "Registered" })).toBeVisible();
      await expect(list.nth(1).getByRole("heading", { name: title })).toBeVisible();
      await expectStepOpens(page, list.nth(1), last);
    }
  });

  test("an unknown business: the not-found page", async ({ page }) => {
    await gotoRoute(page, "/business/no-such-business");
    await expect(page.getByText(/could not be found on the blockchain/)).toBeVisible();
  });
});
