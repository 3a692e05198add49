import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * What a wallet answer itself says, shown on the wallet page against the real local testnet: the
 * business and bridgechains a wallet registered (attributes.business), the entities it registered
 * (attributes.entities), hostile business URLs left as text. Ids come from e2e/.manifest.json.
 */

interface BusinessAttribute {
  businessAsset: { name: string; website?: string };
  bridgechains?: Record<string, { bridgechainAsset: { name: string; seedNodes: string[] } }>;
}
interface WalletAnswer {
  attributes?: { business?: BusinessAttribute };
}

test("a wallet that registered a business shows it with its bridgechains", async ({
  page,
  manifest,
}) => {
  test.skip(!manifest.wallets.business, "the seed created no legacy business (aip36 passed)");
  const { address } = manifest.wallets.business as { address: string };
  const business = (await api<WalletAnswer>(`wallets/${address}`)).data.attributes?.business;
  expect(business).toBeDefined();
  await gotoRoute(page, `/wallets/${address}`);
  const main = page.locator("main");
  await expect(main.getByText(business!.businessAsset.name, { exact: true })).toBeVisible();
  if (business!.businessAsset.website) {
    await expect(main.locator(`a[href^="${business!.businessAsset.website}"]`)).toHaveAttribute(
      "rel",
      /noopener/,
    );
  }
  for (const chain of Object.values(business!.bridgechains ?? {})) {
    await expect(main.getByText(chain.bridgechainAsset.name, { exact: true })).toBeVisible();
    await expect(
      main.getByText(chain.bridgechainAsset.seedNodes.join(", "), { exact: true }),
    ).toBeVisible();
  }
});

test("hostile business URLs are text, not links", async ({ page, manifest }) => {
  const hostile = manifest.hostile?.business as
    { address: string; website: string; repository: string } | undefined;
  test.skip(!hostile, "the seed created no hostile business");
  await gotoRoute(page, `/wallets/${hostile!.address}`);
  const main = page.locator("main");
  await expect(main.getByText(hostile!.website, { exact: true })).toBeVisible();
  await expect(main.locator('a[href^="javascript:"], a[href^="data:"]')).toHaveCount(0);
});

test("a wallet that registered an entity lists it", async ({ page, manifest }) => {
  test.skip(!manifest.wallets.entity, "the seed created no entity");
  const { address, name } = manifest.wallets.entity as { address: string; name: string };
  await gotoRoute(page, `/wallets/${address}`);
  await expect(page.locator("main").getByText(name, { exact: true }).first()).toBeVisible();
});
