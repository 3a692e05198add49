import { readFileSync } from "node:fs";
import { addressFromPublicKey } from "../src/shared/crypto/address";
import type { Locator } from "@playwright/test";
import { api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * Wallets: tabs and counts of a seeded wallet, top wallets ranks, a genesis delegate's
 * blocks and voters, the QR modal and copy button, the CSV export and the watchlist, all against
 * the real local testnet (ids from e2e/.manifest.json or the API, never hard-coded).
 */

interface Tx {
  id: string;
}
interface W {
  address: string;
}

/** Every id of a paged API list (limit 100). */
async function allIds(path: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page++) {
    const res = await api<Tx[]>(`${path}${path.includes("?") ? "&" : "?"}page=${page}&limit=100`);
    ids.push(...res.data.map((t) => t.id));
    if (page >= (res.meta?.pageCount ?? 1)) return ids;
  }
}

const tab = (name: string) => `[role=tab][href*="/transactions/${name}/"]`;

test("a seeded wallet shows each tab with its count", async ({ page, manifest }) => {
  const { address } = manifest.wallets.sender as W;
  const count = async (q: string) => (await api(`transactions?${q}&limit=1`)).meta?.totalCount;
  const expected = {
    all: await count(`address=${address}`),
    sent: await count(`senderId=${address}`),
    received: await count(`recipientId=${address}`),
    locks: (await api(`wallets/${address}/locks?limit=1`)).meta?.totalCount,
  };
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  await expect(page.getByTestId("wallet-address")).toHaveText(address);
  for (const [name, n] of Object.entries(expected)) {
    await expect(page.locator(tab(name))).toContainText(String(n));
  }
  // all: the vote, the multipayment and the lock it sent are listed (first page, newest first)
  const all = await allIds(`wallets/${address}/transactions`);
  for (const key of ["senderVote", "multiPayment", "htlcLockOpen", "senderTransfer"]) {
    expect(all).toContain(manifest.transactions[key]);
  }
  // sent tab
  await page.locator(tab("sent")).click();
  await expect(page).toHaveURL(/\/transactions\/sent\/1/);
  const main = page.locator("main");
  await expect(
    main.locator(`a[href*="${manifest.transactions.senderTransfer}"]`).first(),
  ).toBeAttached();
  await expect(
    main.locator(`a[href*="${manifest.transactions.multiPayment}"]`).first(),
  ).toBeAttached();
  // received tab: a transfer it received
  await page.locator(tab("received")).click();
  await expect(page).toHaveURL(/\/transactions\/received\/1/);
  const received = (
    await api<Tx[]>(`wallets/${address}/transactions/received?limit=10&orderBy=timestamp:desc`)
  ).data;
  await expect(main.locator(`a[href*="${received[0]!.id}"]`).first()).toBeAttached();
  // locks tab lists the open lock
  await page.locator(tab("locks")).click();
  await expect(page).toHaveURL(/\/transactions\/locks\/1/);
  await expect(
    main.locator(`a[href*="${manifest.transactions.htlcLockOpen}"]`).first(),
  ).toBeAttached();
  // the tab is in the URL only: the wallet opened without one shows all its transactions
  await gotoRoute(page, `/wallets/${address}`);
  await expect(page.locator(tab("all"))).toHaveAttribute("aria-selected", "true");
  await expect(page.locator(tab("locks"))).toHaveAttribute("aria-selected", "false");
});

/**
 * The rank of a top-wallets row: the "Rank" cell of the table; on a phone's card, which has no
 * header, the card opens with it ("Rank #26", "Rank" for screen readers only).
 */
async function expectRank(row: Locator, rank: number, isMobile: boolean) {
  if (isMobile) await expect(row).toHaveText(new RegExp(`^Rank #${rank}(?!\\d)`));
  else await expect(field(row, "Rank")).toHaveText(String(rank));
}

test("top wallets ranks continue across pages", async ({ page, isMobile }) => {
  const PAGE = 25; // the default rows per page
  const second = (await api<W[]>(`wallets/top?page=2&limit=${PAGE}`)).data;
  await gotoRoute(page, "/top-wallets/1");
  const rows = dataRows(page);
  await expect(rows).toHaveCount(PAGE);
  await expectRank(rows.last(), PAGE, isMobile);
  await gotoRoute(page, "/top-wallets/2");
  await expectRank(rows.first(), PAGE + 1, isMobile);
  await expect(rows.first().locator(`a[title="${second[0]!.address}"]`)).toBeVisible();
  await expect(rows).toHaveCount(second.length);
  await expectRank(rows.last(), PAGE + second.length, isMobile);
});

test("a delegate's blocks and voters pages list real data", async ({ page, manifest }) => {
  // blocks: the forger of the latest block (on a young chain a given delegate may not have forged yet)
  const forger = (await api<{ generator: { address: string } }[]>("blocks?limit=1")).data[0]!
    .generator.address;
  const blocks = (await api<Tx[]>(`delegates/${forger}/blocks?page=1&limit=25&orderBy=height:desc`))
    .data;
  await gotoRoute(page, `/wallets/${forger}/blocks`);
  await expect(page).toHaveURL(/\/blocks\/1/);
  await expect(page.locator(`main a[href$="/wallets/${forger}"]`).first()).toBeVisible();
  await expect(dataRows(page).locator(`a[href*="/block/${blocks[0]!.id}"]`).first()).toBeVisible();

  // voters: the seed's voters vote for the genesis delegate
  const { address } = manifest.wallets.genesisDelegate as W;

  const voters = (await api<W[]>(`delegates/${address}/voters?page=1&limit=25`)).data;
  await gotoRoute(page, `/wallets/${address}/voters`);
  await expect(page).toHaveURL(/\/voters\/1/);
  for (const v of voters)
    await expect(dataRows(page).locator(`a[title="${v.address}"]`).first()).toBeVisible();
  const above = (
    await api(
      `wallets?attributes.vote=${(manifest.wallets.genesisDelegate as { publicKey: string }).publicKey}&balance.from=10000000&limit=1`,
    )
  ).meta?.totalCount;
  await expect(page.getByTestId("voter-count")).toContainText(String(above));
});

test("the QR modal and the copy button work", async ({ page, manifest, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const { address } = manifest.wallets.sender as W;
  await gotoRoute(page, `/wallets/${address}`);
  await page.getByTestId("qr-button").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("img")).toBeVisible();
  await expect(dialog).toContainText(address);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  const copy = page
    .getByRole("main")
    .getByRole("button", { name: "Copy address to clipboard" })
    .first();
  await copy.click();
  // the result shows at once (the clipboard answers in milliseconds), then the button is idle again
  await expect(page.getByRole("tooltip").filter({ hasText: "Copied!" })).toBeVisible({
    timeout: 400,
  });
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expect(copy).not.toHaveAttribute("aria-busy", "true");
});

test("the CSV of a seeded wallet holds exactly its transactions", async ({ page, manifest }) => {
  const { address } = manifest.wallets.sender as W;
  const expected = await allIds(`wallets/${address}/transactions`);
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  await page.getByTestId("csv-export").click();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("csv-start").click(),
  ]);
  const text = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = text.trim().split("\r\n");
  const ids = lines.slice(1).map((l) => /,([0-9a-f]{64}),[^,]*$/.exec(l)?.[1]);
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect([...ids].sort()).toEqual([...expected].sort());
  // no cell starts with a formula character
  expect(text).not.toMatch(/(^|,)[=+@]/m);
});

test("a starred wallet survives a reload and shows on the watchlist", async ({
  page,
  manifest,
}) => {
  const { address } = manifest.wallets.genesisDelegate as W;
  await gotoRoute(page, `/wallets/${address}`);
  const star = page.getByTestId("watch-toggle");
  await expect(star).toHaveAttribute("aria-pressed", "false");
  await star.click();
  await expect(star).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByTestId("watch-toggle")).toHaveAttribute("aria-pressed", "true");
  await gotoRoute(page, "/watchlist");
  await expect(dataRows(page).locator(`a[title="${address}"]`)).toBeVisible();
});

test("unknown and invalid addresses", async ({ page }) => {
  const fresh = addressFromPublicKey(`02${"7".repeat(64)}`, 23);
  await gotoRoute(page, `/wallets/${fresh}`);
  await expect(page.getByTestId("wallet-address")).toHaveText(fresh);
  await expect(page.getByTestId("watch-toggle")).toBeVisible();
  await gotoRoute(page, "/wallets/AKwJusSv9NmwnjHVFTt1no44QehjmrXWdX");
  await expect(page.locator("main h1")).toBeVisible();
  await expect(page.getByTestId("wallet-address")).toHaveCount(0);
  await expect(page.locator("main")).toContainText("AKwJusSv9NmwnjHVFTt1no44QehjmrXWdX");
});
