import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Transactions list, type filter, block transactions and the transaction page of every seeded
 * type, against the real local testnet. Selectors avoid UI texts that are not yet in
 * the translation catalogs: roles, hrefs, titles and on-chain values.
 */

interface ApiTx {
  id: string;
  type: number;
  typeGroup: number;
  sender: string;
  recipient: string;
  vendorField?: string;
  asset?: Record<string, unknown>;
}

/** The transaction link in the ID field of every shown row (desktop table or mobile cards). */
const txLinks = (page: import("@playwright/test").Page) =>
  field(dataRows(page), "ID").locator('a[href*="#/transaction/"]');

test.describe("transactions list", () => {
  const seededTypes: Array<[number, number]> = [
    [1, 0],
    [1, 1],
    [1, 2],
    [1, 3],
    [1, 4],
    [1, 5],
    [1, 6],
    [1, 7],
    [1, 8],
    [1, 9],
    [1, 10],
    [2, 0],
    [2, 1],
    [2, 2],
    [2, 3],
    [2, 4],
    [2, 5],
    [2, 6],
  ];

  test("/transactions redirects to page 1 and lists the latest transactions", async ({ page }) => {
    await gotoRoute(page, "/transactions");
    await expect(page).toHaveURL(/#\/transactions\/1/);
    await expect(page.locator("main h1")).toHaveCount(1);
    const { data } = await api<ApiTx[]>("transactions?orderBy=timestamp:desc&limit=25");
    await expect(txLinks(page).first()).toBeVisible();
    const shown = await txLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute("title")));
    // the newest transactions of the API appear (ties in timestamp may order differently)
    expect(shown.filter((id) => data.some((t) => t.id === id)).length).toBeGreaterThanOrEqual(5);
  });

  for (const [group, type] of seededTypes) {
    test(`filters by type ${group}/${type} (URL deep link)`, async ({ page }) => {
      const { data, meta } = await api<ApiTx[]>(
        `transactions?type=${type}&typeGroup=${group}&orderBy=timestamp:desc&limit=25`,
      );
      test.skip(data.length === 0, `no ${group}/${type} transaction was seeded`);
      await gotoRoute(page, `/transactions/1?type=${group}:${type}`);
      await expect(page.locator('main select[name="type"]')).toHaveValue(`${group}:${type}`);
      await expect(txLinks(page)).toHaveCount(data.length);
      const shown = await txLinks(page).evaluateAll((as) => as.map((a) => a.getAttribute("title")));
      expect(new Set(shown)).toEqual(new Set(data.map((t) => t.id)));
      expect(meta?.totalCount).toBeGreaterThan(0);
    });
  }

  test("the type select filters, keeps the choice in the URL and ALL clears it", async ({
    page,
  }) => {
    const { data } = await api<ApiTx[]>(
      "transactions?type=3&typeGroup=1&orderBy=timestamp:desc&limit=25",
    );
    await gotoRoute(page, "/transactions/1");
    await page.locator('main select[name="type"]').selectOption("1:3");
    await expect(page).toHaveURL(/type=vote/);
    await expect(txLinks(page).first()).toHaveAttribute("title", /[0-9a-f]{64}/);
    // the unfiltered page stays shown (dimmed) until the filtered one arrives: wait for it
    await expect
      .poll(async () => {
        const shown = await txLinks(page).evaluateAll((as) =>
          as.map((a) => a.getAttribute("title")),
        );
        return shown.length > 0 && shown.every((id) => data.some((t) => t.id === id));
      })
      .toBe(true);
    // kept in the URL (a reload shows it again), not in the preferences (the list opened
    // without it is unfiltered)
    await page.reload();
    await expect(page.locator('main select[name="type"]')).toHaveValue("1:3");
    await page.locator('main select[name="type"]').selectOption("all");
    await expect(page).not.toHaveURL(/type=/);
    await page.locator('main select[name="type"]').selectOption("1:3");
    await expect(page).toHaveURL(/type=vote/);
    await gotoRoute(page, "/transactions/1");
    await expect(page.locator('main select[name="type"]')).toHaveValue("all");
  });

  test("sorting by amount is a deep link", async ({ page, viewport }) => {
    const { data } = await api<ApiTx[]>("transactions?orderBy=amount:desc&limit=25");
    await gotoRoute(page, "/transactions/1?sort=amount:desc&type=all");
    // the table (with its sort state in the headers) is the layout from 768 px; below, cards in the same order
    if ((viewport?.width ?? 1280) >= 768)
      await expect(page.locator('main th[aria-sort="descending"]')).toHaveCount(1);
    await expect(txLinks(page).first()).toHaveAttribute("title", data[0]!.id);
  });

  test("the block transactions page lists the block's transactions", async ({ page, manifest }) => {
    const blockId = manifest.blocks?.withTransactions as string | undefined;
    test.skip(!blockId, "no busy block in the manifest");
    await gotoRoute(page, `/block/${blockId}/transactions`);
    await expect(page).toHaveURL(new RegExp(`#/block/${blockId}/transactions/1`));
    const { data } = await api<ApiTx[]>(
      `blocks/${blockId}/transactions?limit=25&page=1&orderBy=timestamp:desc`,
    );
    await expect(txLinks(page)).toHaveCount(data.length);
    // 3.x block lists carry no timestamp: it is filled in from the block
    await expect(field(dataRows(page).first(), "Timestamp").locator("time")).toBeVisible();
  });

  test("the block page shows its transactions below the details", async ({ page, manifest }) => {
    const blockId = manifest.blocks?.withTransactions as string | undefined;
    test.skip(!blockId, "no busy block in the manifest");
    await gotoRoute(page, `/block/${blockId}`);
    await expect(txLinks(page).first()).toBeVisible();
    await expect(
      page.locator(`main a[href$="#/block/${blockId}/transactions/1"]`).first(),
    ).toBeVisible();
  });
});

test.describe("transaction page", () => {
  const open = async (page: import("@playwright/test").Page, id: string) => {
    await gotoRoute(page, `/transaction/${id}`);
    await expect(page.locator("main").getByText(id, { exact: true }).first()).toBeVisible();
  };
  const tx = async (id: string) => (await api<ApiTx>(`transactions/${id}`)).data;

  test("/tx/{id} alias goes to the transaction", async ({ page, manifest }) => {
    const id = manifest.transactions.transfer as string;
    await gotoRoute(page, `/tx/${id}`);
    await expect(page).toHaveURL(new RegExp(`#/transaction/${id}$`));
    await expect(page.locator("main").getByText(id, { exact: true })).toBeVisible();
  });

  test("an unknown id shows the not-found message", async ({ page }) => {
    const id = "f".repeat(64);
    await gotoRoute(page, `/transaction/${id}`);
    await expect(page.locator("main")).toContainText("could not be found");
  });

  test("transfer: sender, recipient, block link", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.transfer);
    await open(page, t.id);
    await expect(page.locator(`main a[title="${t.recipient}"]`).first()).toBeVisible();
    await expect(page.locator(`main a[title="${t.sender}"]`).first()).toBeVisible();
    await expect(page.locator('main a[href*="#/block/"]').first()).toBeVisible();
  });

  test("memo is shown as text, emoji codes converted", async ({ page, manifest }) => {
    await open(page, manifest.transactions.transferWithMemo);
    const plain = (await tx(manifest.transactions.transferWithMemo)).vendorField!;
    await expect(page.locator("main")).toContainText(plain);
    test.skip(!manifest.transactions.transferEmojiMemo, "no emoji memo");
    await open(page, manifest.transactions.transferEmojiMemo);
    await expect(page.locator("main")).toContainText("😄");
    await expect(page.locator("main")).not.toContainText(":smile:");
  });

  test("second signature: the registered key", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.secondSignature);
    await open(page, t.id);
    await expect(page.locator("main")).toContainText(
      (t.asset!.signature as { publicKey: string }).publicKey,
    );
  });

  test("delegate registration: the username", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.delegateRegistration);
    await open(page, t.id);
    await expect(page.locator("main")).toContainText(
      (t.asset!.delegate as { username: string }).username,
    );
  });

  test("vote and unvote: the delegate, linked", async ({ page, manifest }) => {
    for (const key of ["vote", "unvote"]) {
      const t = await tx(manifest.transactions[key]);
      const pk = (t.asset!.votes as string[])[0]!.slice(1);
      const { data: delegate } = await api<{ address: string }>(`delegates/${pk}`);
      await open(page, t.id);
      await expect(
        page.locator(`main a[href$="#/wallets/${delegate.address}"]`).first(),
      ).toBeVisible();
    }
  });

  test("multi-signature: participants, minimum and the derived address (= @arkecosystem/crypto)", async ({
    page,
    manifest,
  }) => {
    const ms = manifest.wallets.multisig;
    await open(page, manifest.transactions.multiSignature);
    for (const key of ms.participants as string[])
      await expect(page.locator("main")).toContainText(key);
    // the seed derives it with @arkecosystem/crypto (Address.fromMultiSignatureAsset)
    const derived = (ms.multisigAddress ?? ms.address) as string;
    await expect(page.locator(`main a[href$="#/wallets/${derived}"]`)).toBeVisible();
  });

  test("IPFS: the hash linked to a public gateway in a new tab", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.ipfs);
    await open(page, t.id);
    const link = page.locator(`main a[href="https://ipfs.io/ipfs/${t.asset!.ipfs as string}"]`);
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
  });

  test("multipayment: the recipients table and the total", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.multiPayment);
    const payments = t.asset!.payments as Array<{ recipientId: string }>;
    await open(page, t.id);
    for (const p of payments.slice(0, 10))
      await expect(page.locator(`main a[title="${p.recipientId}"]:visible`).first()).toBeVisible();
  });

  test("delegate resignation: the resigned delegate", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.delegateResignation);
    await open(page, t.id);
    await expect(page.locator(`main a[title="${t.sender}"]`).first()).toBeVisible();
  });

  test("timelock: lock id, secret hash, expiration", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.htlcLockOpen ?? manifest.transactions.htlcLock);
    const lock = t.asset!.lock as {
      secretHash: string;
      expiration: { type: number; value: number };
    };
    await open(page, t.id);
    await expect(page.locator("main")).toContainText(lock.secretHash);
    await expect(page.locator(`main a[title="${t.recipient}"]`).first()).toBeVisible();
    if (lock.expiration.type === 2)
      await expect(page.locator("main")).toContainText(
        lock.expiration.value.toLocaleString("en-US"),
      );
  });

  test("timelock claim: the claimed lock (linked) and the secret", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.htlcClaim);
    const claim = t.asset!.claim as { lockTransactionId: string; unlockSecret: string };
    await open(page, t.id);
    await expect(
      page.locator(`main a[href$="#/transaction/${claim.lockTransactionId}"]`),
    ).toBeVisible();
    await expect(page.locator("main")).toContainText(claim.unlockSecret);
  });

  test("timelock refund: the refunded lock (linked)", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.htlcRefund);
    const refund = t.asset!.refund as { lockTransactionId: string };
    await open(page, t.id);
    await expect(
      page.locator(`main a[href$="#/transaction/${refund.lockTransactionId}"]`),
    ).toBeVisible();
  });

  test("business registration and update: asset fields, URLs as external links", async ({
    page,
    manifest,
  }) => {
    test.skip(!manifest.transactions.businessRegistration, "legacy magistrate not seeded");
    const reg = await tx(manifest.transactions.businessRegistration);
    const asset = reg.asset!.businessRegistration as { name: string; website: string };
    await open(page, reg.id);
    await expect(page.locator("main")).toContainText(asset.name);
    await expect(page.locator(`main a[href^="${asset.website}"]`)).toHaveAttribute(
      "target",
      "_blank",
    );
    const upd = await tx(manifest.transactions.businessUpdate);
    await open(page, upd.id);
    await expect(page.locator("main")).toContainText(
      (upd.asset!.businessUpdate as { website: string }).website,
    );
  });

  test("hostile business URLs are text, never links", async ({ page, manifest }) => {
    test.skip(!manifest.hostile?.business, "no hostile business");
    await open(page, manifest.hostile.business.id);
    await expect(page.locator("main")).toContainText("javascript:window.__pwned=1");
    await expect(page.locator('main a[href^="javascript:"], main a[href^="data:"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });

  test("bridgechain registration, update and resignation: asset fields", async ({
    page,
    manifest,
  }) => {
    test.skip(!manifest.transactions.bridgechainRegistration, "legacy magistrate not seeded");
    const reg = await tx(manifest.transactions.bridgechainRegistration);
    const asset = reg.asset!.bridgechainRegistration as { name: string; genesisHash: string };
    await open(page, reg.id);
    await expect(page.locator("main")).toContainText(asset.name);
    await expect(page.locator("main")).toContainText(asset.genesisHash);
    for (const key of ["bridgechainUpdate", "bridgechainResignation"]) {
      const t = await tx(manifest.transactions[key]);
      await open(page, t.id);
      await expect(page.locator("main")).toContainText(
        (t.asset![key] as { bridgechainId: string }).bridgechainId,
      );
    }
  });

  test("entity registration: name and IPFS data", async ({ page, manifest }) => {
    test.skip(!manifest.transactions.entityRegistration, "no entity");
    const t = await tx(manifest.transactions.entityRegistration);
    const data = (t.asset!.data ?? {}) as { name: string; ipfsData: string };
    await open(page, t.id);
    await expect(page.locator("main")).toContainText(data.name);
    await expect(
      page.locator(`main a[href="https://ipfs.io/ipfs/${data.ipfsData}"]`),
    ).toBeVisible();
  });
});
