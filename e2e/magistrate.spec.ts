import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Magistrate: businesses and bridgechains on ARK Core 3.9.1 (where /businesses and
 * /bridgechains answer 404), rebuilt from typeGroup 2 transactions, wallet attributes and
 * /entities; the link disclaimer before a third-party link; hostile URLs as text; routes only with
 * magistrate enabled.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const rowOf = (page: import("@playwright/test").Page, text: string) =>
  dataRows(page).filter({ hasText: text });

test.describe("magistrate", () => {
  test.beforeEach(({ manifest }) => {
    test.skip(
      !manifest.legacyMagistrate,
      "the seed ran too late for legacy business/bridgechain transactions",
    );
  });

  test("businesses lists the seeded businesses with updates, resignation and entities", async ({
    page,
    manifest,
  }) => {
    await gotoRoute(page, "/businesses/1?limit=50");
    await expect(page.getByRole("heading", { level: 1, name: "Businesses" })).toBeVisible();
    const biz = manifest.wallets.business;
    const row = rowOf(page, biz.name);
    await expect(row).toHaveCount(1);
    // the business update changed the website; the repository stays
    await expect(row.getByRole("link", { name: /updated\.example\.com/ })).toHaveAttribute(
      "rel",
      "noopener noreferrer nofollow",
    );
    await expect(
      row.getByRole("link", { name: /github\.com\/example\/e2e-business/ }),
    ).toHaveAttribute("target", "_blank");
    // the accessible name starts with the text shown (Label in Name) and holds the full address
    const creator = row.locator(`a[href="#/wallets/${biz.address}"]`);
    const shown = (await creator.innerText()).trim();
    expect(shown.length).toBeGreaterThan(0);
    await expect(creator).toHaveAccessibleName(
      new RegExp(`^${escapeRegExp(shown)}, wallet ${biz.address}$`),
    );
    await expect(row.getByText("Resigned")).toHaveCount(0);
    // resigned business shows the badge
    await expect(
      rowOf(page, manifest.wallets.resignedBusiness.name).getByText("Resigned", { exact: true }),
    ).toBeVisible();
    // 3.x entity registration (type business)
    if (manifest.wallets.entity) {
      await expect(
        rowOf(page, manifest.wallets.entity.name).getByText("Entity", { exact: true }),
      ).toBeVisible();
    }
    // default sort: name asc
    const names = await field(dataRows(page), "Name").allInnerTexts();
    const i = names.findIndex((n) => n.includes(biz.name));
    const j = names.findIndex((n) => n.includes(manifest.wallets.resignedBusiness.name));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(j);
  });

  test("bridgechains lists the seeded bridgechains with update and resignation", async ({
    page,
    manifest,
  }) => {
    const chain = (
      await api<{ asset: { bridgechainRegistration: { name: string } } }>(
        `transactions/${manifest.transactions.bridgechainRegistration}`,
      )
    ).data.asset.bridgechainRegistration;
    const resigned = (
      await api<{ asset: { bridgechainRegistration: { name: string } } }>(
        `transactions/${manifest.transactions.bridgechainRegistrationB}`,
      )
    ).data.asset.bridgechainRegistration;
    await gotoRoute(page, "/bridgechains/1?limit=50");
    await expect(page.getByRole("heading", { level: 1, name: "Bridgechains" })).toBeVisible();
    const row = rowOf(page, chain.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText("192.0.2.10")).toBeVisible(); // first seed node after the update
    await expect(
      row.getByRole("link", { name: /github\.com\/example\/e2e-chain/ }),
    ).toHaveAttribute("rel", "noopener noreferrer nofollow");
    const creator = row.locator(`a[href="#/wallets/${manifest.wallets.business.address}"]`);
    await expect(creator).toHaveAttribute("title", manifest.wallets.business.publicKey);
    // the shown (truncated) key leads the accessible name, the full key follows
    const shownKey = (await creator.innerText()).trim();
    await expect(creator).toHaveAccessibleName(
      `${shownKey}, wallet of public key ${manifest.wallets.business.publicKey as string}`,
    );
    await expect(rowOf(page, resigned.name).getByText("Resigned", { exact: true })).toBeVisible();
  });

  test("disclaimer: Accept stores it and opens the link in a new tab", async ({
    page,
    context,
    manifest,
  }) => {
    // the third-party site is stubbed: no traffic leaves the machine
    await context.route("https://updated.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>third party</title>" }),
    );
    await gotoRoute(page, "/businesses/1?limit=50");
    const link = rowOf(page, manifest.wallets.business.name).getByRole("link", {
      name: /updated\.example\.com/,
    });
    await link.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const popup = context.waitForEvent("page");
    await dialog.getByRole("button", { name: "Accept" }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe("https://updated.example.com/");
    // rel noreferrer: the new tab gets no referrer and no opener
    expect(await tab.evaluate(() => [document.referrer, window.opener === null])).toEqual([
      "",
      true,
    ]);
    await tab.close();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(
      () => localStorage.getItem("ark-explorer:preferences") ?? "",
    );
    expect(stored).toContain('"hasAcceptedLinkDisclaimer":true');
    // accepted: the next click opens directly
    const again = context.waitForEvent("page");
    await link.click();
    (await again).close();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("disclaimer: Cancel and Escape only close it, keep the URL and focus the link again", async ({
    page,
    context,
    manifest,
  }) => {
    let opened = 0;
    context.on("page", () => opened++);
    await gotoRoute(page, "/businesses/1?limit=50");
    await expect(rowOf(page, manifest.wallets.business.name)).toHaveCount(1);
    const url = page.url();
    const link = rowOf(page, manifest.wallets.business.name).getByRole("link", {
      name: /github\.com/,
    });
    // by mouse, then Cancel
    await link.click();
    const dialog = page.getByRole("dialog", { name: "You are leaving the explorer" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText("Cancel keeps you on this page.");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(link).toBeFocused();
    // by keyboard, then Escape
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(link).toBeFocused();
    // by keyboard, then Cancel by keyboard
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    expect(page.url()).toBe(url);
    await expect(link).toBeFocused();
    expect(opened, "no third-party tab was opened").toBe(0);
    const stored = await page.evaluate(
      () => localStorage.getItem("ark-explorer:preferences") ?? "",
    );
    expect(stored).not.toContain('"hasAcceptedLinkDisclaimer":true');
  });

  test('a hostile javascript: website renders as unstyled text with an "Unsafe link" label', async ({
    page,
    manifest,
  }) => {
    const hostile = manifest.hostile.business;
    test.skip(!hostile, "no hostile business seeded");
    const name = (
      await api<{ asset: { businessRegistration: { name: string } } }>(`transactions/${hostile.id}`)
    ).data.asset.businessRegistration.name;
    await gotoRoute(page, "/businesses/1?limit=50");
    const row = rowOf(page, name);
    // a real website link of another business, to compare the look with
    const realLink = rowOf(page, manifest.wallets.business.name).getByRole("link", {
      name: /updated\.example\.com/,
    });
    const linkLook = await realLink.evaluate((a) => getComputedStyle(a).color);
    for (const value of [hostile.website, hostile.repository]) {
      const unsafe = row.getByTestId("unsafe-url").filter({ hasText: value });
      await expect(unsafe).toHaveCount(1);
      await expect(unsafe.getByText(value, { exact: true })).toBeVisible();
      await expect(unsafe.getByText("Unsafe link", { exact: true })).toBeVisible();
      await expect(unsafe.locator("a")).toHaveCount(0);
      await expect(unsafe.locator("xpath=ancestor::a")).toHaveCount(0);
      const look = await unsafe.getByText(value, { exact: true }).evaluate((el) => {
        const style = getComputedStyle(el);
        return { color: style.color, cursor: style.cursor, underline: style.textDecorationLine };
      });
      expect(look.color, "not in the link colour").not.toBe(linkLook);
      expect(look.cursor).not.toBe("pointer");
      expect(look.underline).not.toContain("underline");
    }
    await expect(row.getByRole("link", { name: /javascript:|data:/ })).toHaveCount(0);
    await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    const url = page.url();
    await row.getByText(hostile.website, { exact: true }).click();
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    expect(page.url()).toBe(url);
    // the same on the registration transaction and on the business's wallet page
    for (const route of [`/transaction/${hostile.id}`, `/wallets/${hostile.address}`]) {
      await gotoRoute(page, route);
      const label = page
        .locator("main")
        .getByTestId("unsafe-url")
        .filter({ hasText: hostile.website });
      await expect(label.getByText("Unsafe link", { exact: true })).toBeVisible();
      await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    }
  });

  test("the transaction page's website, repository and IPFS links ask the disclaimer first, as the lists do", async ({
    page,
    context,
    manifest,
  }) => {
    let opened = 0;
    context.on("page", () => opened++);
    const dialog = page.getByRole("dialog", { name: "You are leaving the explorer" });
    const registration = manifest.transactions.businessRegistration as string;
    const asset = (
      await api<{ asset: { businessRegistration: { website: string; repository: string } } }>(
        `transactions/${registration}`,
      )
    ).data.asset.businessRegistration;
    await gotoRoute(page, `/transaction/${registration}`);
    for (const url of [asset.website, asset.repository]) {
      const link = page
        .locator("main")
        .getByRole("link", { name: new RegExp(escapeRegExp(new URL(url).host)) });
      await link.click();
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(new URL(url).href);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(link).toBeFocused();
    }
    // an IPFS transaction's hash opens the public gateway: a third-party site too
    const ipfs = manifest.transactions.ipfs as string | undefined;
    expect(ipfs, "the seed sends an IPFS transaction").toBeTruthy();
    await gotoRoute(page, `/transaction/${ipfs!}`);
    const hash = page.locator("main").getByRole("link", { name: /^Qm/ });
    await expect(hash).toHaveAttribute("href", /^https:\/\/ipfs\.io\/ipfs\/Qm/);
    await hash.click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(opened, "no third-party tab was opened").toBe(0);
  });

  test("page numbers must be digits", async ({ page }) => {
    await gotoRoute(page, "/bridgechains/abc");
    await expect(page).toHaveURL(/#\/404$/);
    await gotoRoute(page, "/businesses");
    await expect(page).toHaveURL(/#\/businesses\/1$/);
  });
});

test("without magistrate the routes show the 404 page", async ({ page }) => {
  // a node whose probe says "no magistrate": no typeGroup 2 in transactions/types, no /businesses
  await page.route("**/api/transactions/types", (route) =>
    route.fulfill({
      json: { data: { "1": { Transfer: 0, HtlcLock: 8, HtlcClaim: 9, HtlcRefund: 10 } } },
    }),
  );
  await page.route("**/api/businesses**", (route) =>
    route.fulfill({
      status: 404,
      json: { statusCode: 404, error: "Not Found", message: "Not Found" },
    }),
  );
  await gotoRoute(page, "/businesses/1");
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText("Ooops!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Businesses" })).toHaveCount(0);
});
