import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Magistrate: businesses and bridgechains on ARK Core 3.9.1 (where /businesses and
 * /bridgechains answer 404), rebuilt from typeGroup 2 transactions, wallet attributes and
 * /entities; the link disclaimer before a third-party link; hostile URLs as text; routes only with
 * magistrate enabled.
 */

const rowOf = (page: import("@playwright/test").Page, text: string) => dataRows(page).filter({ hasText: text });

test.describe("magistrate", () => {
  test.beforeEach(({ manifest }) => {
    test.skip(!manifest.legacyMagistrate, "the seed ran too late for legacy business/bridgechain transactions");
  });

  test("businesses lists the seeded businesses with updates, resignation and entities", async ({ page, manifest }) => {
    await gotoRoute(page, "/businesses/1?limit=50");
    await expect(page.getByRole("heading", { level: 1, name: "Businesses" })).toBeVisible();
    const biz = manifest.wallets.business;
    const row = rowOf(page, biz.name);
    await expect(row).toHaveCount(1);
    // the business update changed the website; the repository stays
    await expect(row.getByRole("link", { name: /updated\.example\.com/ })).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(row.getByRole("link", { name: /github\.com\/example\/e2e-business/ })).toHaveAttribute("target", "_blank");
    await expect(row.getByRole("link", { name: new RegExp(`Wallet ${biz.address}|${biz.address}`) })).toHaveAttribute(
      "href",
      `#/wallets/${biz.address}`,
    );
    await expect(row.getByText("Resigned")).toHaveCount(0);
    // resigned business shows the badge
    await expect(rowOf(page, manifest.wallets.resignedBusiness.name).getByText("Resigned", { exact: true })).toBeVisible();
    // 3.x entity registration (type business)
    if (manifest.wallets.entity) {
      await expect(rowOf(page, manifest.wallets.entity.name).getByText("Entity", { exact: true })).toBeVisible();
    }
    // default sort: name asc
    const names = await field(dataRows(page), "Name").allInnerTexts();
    const i = names.findIndex((n) => n.includes(biz.name));
    const j = names.findIndex((n) => n.includes(manifest.wallets.resignedBusiness.name));
    expect(i).toBeGreaterThanOrEqual(0);
    expect(i).toBeLessThan(j);
  });

  test("bridgechains lists the seeded bridgechains with update and resignation", async ({ page, manifest }) => {
    const chain = (await api<{ asset: { bridgechainRegistration: { name: string } } }>(`transactions/${manifest.transactions.bridgechainRegistration}`)).data
      .asset.bridgechainRegistration;
    const resigned = (await api<{ asset: { bridgechainRegistration: { name: string } } }>(`transactions/${manifest.transactions.bridgechainRegistrationB}`))
      .data.asset.bridgechainRegistration;
    await gotoRoute(page, "/bridgechains/1?limit=50");
    await expect(page.getByRole("heading", { level: 1, name: "Bridgechains" })).toBeVisible();
    const row = rowOf(page, chain.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByText("192.0.2.10")).toBeVisible(); // first seed node after the update
    await expect(row.getByRole("link", { name: /github\.com\/example\/e2e-chain/ })).toHaveAttribute("rel", "noopener noreferrer nofollow");
    await expect(row.locator(`a[href="#/wallets/${manifest.wallets.business.address}"]`)).toHaveAttribute(
      "title",
      manifest.wallets.business.publicKey,
    );
    await expect(rowOf(page, resigned.name).getByText("Resigned", { exact: true })).toBeVisible();
  });

  test("disclaimer: Accept stores it and opens the link in a new tab", async ({ page, context, manifest }) => {
    // the third-party site is stubbed: no traffic leaves the machine
    await context.route("https://updated.example.com/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>third party</title>" }),
    );
    await gotoRoute(page, "/businesses/1?limit=50");
    const link = rowOf(page, manifest.wallets.business.name).getByRole("link", { name: /updated\.example\.com/ });
    await link.click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    const popup = context.waitForEvent("page");
    await dialog.getByRole("button", { name: "Accept" }).click();
    const tab = await popup;
    await tab.waitForLoadState();
    expect(tab.url()).toBe("https://updated.example.com/");
    // rel noreferrer: the new tab gets no referrer and no opener
    expect(await tab.evaluate(() => [document.referrer, window.opener === null])).toEqual(["", true]);
    await tab.close();
    await expect(dialog).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem("ark-explorer:preferences") ?? "");
    expect(stored).toContain('"hasAcceptedLinkDisclaimer":true');
    // accepted: the next click opens directly
    const again = context.waitForEvent("page");
    await link.click();
    (await again).close();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });

  test("disclaimer: Cancel goes home", async ({ page, manifest }) => {
    await gotoRoute(page, "/businesses/1?limit=50");
    await rowOf(page, manifest.wallets.business.name).getByRole("link", { name: /github\.com/ }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/#\/$/);
  });

  test("a hostile javascript: website renders as text", async ({ page, manifest }) => {
    const hostile = manifest.hostile.business;
    test.skip(!hostile, "no hostile business seeded");
    const name = (await api<{ asset: { businessRegistration: { name: string } } }>(`transactions/${hostile.id}`)).data.asset.businessRegistration.name;
    await gotoRoute(page, "/businesses/1?limit=50");
    const row = rowOf(page, name);
    await expect(row.getByText(hostile.website)).toBeVisible();
    await expect(row.getByText(hostile.repository)).toBeVisible();
    await expect(page.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
    await row.getByText(hostile.website).click();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
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
    route.fulfill({ json: { data: { "1": { Transfer: 0, HtlcLock: 8, HtlcClaim: 9, HtlcRefund: 10 } } } }),
  );
  await page.route("**/api/businesses**", (route) => route.fulfill({ status: 404, json: { statusCode: 404, error: "Not Found", message: "Not Found" } }));
  await gotoRoute(page, "/businesses/1");
  await expect(page).toHaveURL(/#\/404$/);
  await expect(page.getByText("Ooops!")).toBeVisible();
  await expect(page.getByRole("link", { name: "Businesses" })).toHaveCount(0);
});
