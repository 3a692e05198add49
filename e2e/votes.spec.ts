import type { Locator, Page } from "@playwright/test";
import Big from "big.js";
import { api, dataRows, expect, field, gotoRoute, test, type Manifest } from "./fixtures";

/**
 * Votes on the real local testnet, compared with what the API says: the recent votes list (its
 * newest row is the node's newest vote transaction, weighted by the voter's balance), the delegate
 * filter, a 3.x switch read as one row, a delegate's voters page (count, vote weight, share of the
 * active delegates' votes, since when each voter votes) and its wallet page's votes tab (votes
 * received and lost, the net change over 7 and 30 days). Cases come from e2e/.manifest.json
 * (`wallets.delegate`, `votes.switchIn`, `votes.switchOut`, `votes.leaver`).
 */

interface Tx {
  id: string;
  sender: string;
  asset: { votes: string[] };
  timestamp: { epoch: number; unix: number };
}
interface ApiDelegate {
  username: string;
  address: string;
  publicKey: string;
  votes: string;
  rank?: number;
}
interface ApiWallet {
  address: string;
  balance: string;
}
/** The manifest's vote cases (seed.mjs `votes`); a case the seed did not make is a failure. */
interface VoteCases {
  switchIn: { voter: string; from: string; to: string; id: string };
  switchOut: { voter: string; from: string; to: string; id: string };
  leaver: { voter: string; voteId: string; unvoteId: string };
}

/** The seed's vote cases, failing (not skipping) when one is missing: the seed should make them. */
function voteCases(manifest: Manifest): VoteCases {
  const v = (manifest.votes ?? {}) as Partial<VoteCases>;
  expect(
    v.switchIn,
    "manifest votes.switchIn: a one-transaction switch to the e2e delegate (seed.mjs, aip37)",
  ).toBeTruthy();
  expect(
    v.switchOut,
    "manifest votes.switchOut: a one-transaction switch away from the e2e delegate",
  ).toBeTruthy();
  expect(v.leaver, "manifest votes.leaver: a vote for the e2e delegate taken back").toBeTruthy();
  return v as VoteCases;
}

/** An amount as the page shows it ("2,450,977.7 TѦ", "+19,999 TѦ") in tokens. */
function shownTokens(text: string): Big {
  return new Big(text.replace(/[^\d.]/g, ""));
}
const tokensOf = (arktoshi: string) => new Big(arktoshi).div(1e8);

/** The vote transactions naming `publicKey` with `sign` (the API's own count). */
async function countNaming(
  publicKey: string,
  sign: "+" | "-",
  fromEpoch?: number,
): Promise<number> {
  const entry = encodeURIComponent(`${sign}${publicKey}`);
  const since = fromEpoch === undefined ? "" : `&timestamp.from=${fromEpoch}`;
  return (
    await api(`transactions?type=3&typeGroup=1&asset.votes=${entry},${entry}${since}&limit=1`)
  ).meta!.totalCount!;
}

/** The row of the list that links to transaction `id`. */
function rowOf(page: Page, id: string): Locator {
  return dataRows(page).filter({ has: page.locator(`a[href$="/transaction/${id}"]`) });
}

test("the newest row of /votes is the node's newest vote transaction, weighted by the voter's balance", async ({
  page,
}) => {
  // the API's newest vote; votes of one block share its time, so the list (like this request) orders
  // a block's transactions as the block does
  const newest = (
    await api<Tx[]>(
      "transactions?type=3&typeGroup=1&orderBy=timestamp:desc,sequence:desc,id:desc&limit=1",
    )
  ).data[0]!;
  const newestAt = (
    await api<Tx[]>("transactions?type=3&typeGroup=1&orderBy=timestamp:desc&limit=1")
  ).data[0]!.timestamp.unix;
  expect(newest.timestamp.unix).toBe(newestAt);
  const total = (await api("transactions?type=3&typeGroup=1&limit=1")).meta!.totalCount!;
  const voter = (await api<ApiWallet>(`wallets/${newest.sender}`)).data;
  await gotoRoute(page, "/votes");
  await expect(page).toHaveURL(/#\/votes\/1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Recent votes" })).toBeVisible();
  const first = dataRows(page).first();
  await expect(first.locator(`a[href$="/transaction/${newest.id}"]`)).toBeVisible();
  await expect(first.locator(`a[title="${newest.sender}"]`).first()).toBeVisible();
  await expect(first.locator("time")).toHaveAttribute(
    "datetime",
    new Date(newestAt * 1000).toISOString(),
  );
  const votes = newest.asset.votes;
  const direction = votes.length === 2 ? "Switch" : votes[0]!.startsWith("+") ? "Vote" : "Unvote";
  await expect(first).toContainText(direction);
  expect(shownTokens(await field(first, "Weight").innerText()).eq(tokensOf(voter.balance))).toBe(
    true,
  );
  await expect(dataRows(page)).toHaveCount(Math.min(25, total));
  await expect(page.getByText(`1–${Math.min(25, total)} of ${total}`)).toBeVisible();
  // in the main menu (the phone's menu panel opens from the menu button)
  const menuButton = page.getByRole("button", { name: "Menu" });
  if (await menuButton.isVisible()) await menuButton.click();
  await expect(
    page.getByRole("navigation").getByRole("link", { name: "Votes", exact: true }),
  ).toHaveAttribute("aria-current", "page");
});

test("the delegate filter: a 3.x switch reads as one row, the list holds the delegate's votes received and lost", async ({
  page,
  manifest,
}) => {
  const cases = voteCases(manifest);
  const d = manifest.wallets.delegate as { username: string; address: string; publicKey: string };
  const expected = (await countNaming(d.publicKey, "+")) + (await countNaming(d.publicKey, "-"));
  await gotoRoute(page, "/votes/1");
  const input = page.getByLabel("Delegate", { exact: true });
  // a name that is no delegate: said next to the field, which keeps the text
  await input.fill("nobody_at_all");
  await page.getByRole("button", { name: "Show votes" }).click();
  await expect(page.getByRole("alert")).toHaveText("No delegate matches “nobody_at_all”.");
  await expect(input).toHaveValue("nobody_at_all");
  await expect(input).toHaveAttribute("aria-invalid", "true");
  // the username typed in capitals finds the delegate
  await input.fill(d.username.toUpperCase());
  await page.getByRole("button", { name: "Show votes" }).click();
  await expect(page).toHaveURL(
    new RegExp(`delegate=${encodeURIComponent(d.username.toUpperCase())}`),
  );
  await expect(
    page.getByRole("button", { name: `Clear filter Delegate: ${d.username}` }),
  ).toBeVisible();
  await expect(dataRows(page)).toHaveCount(Math.min(expected, 25));

  const switchIn = rowOf(page, cases.switchIn.id);
  await expect(switchIn).toHaveCount(1);
  await expect(switchIn).toContainText("Switch");
  const from = (await api<ApiDelegate>(`delegates/${cases.switchIn.from}`)).data;
  await expect(switchIn.locator(`a[href$="/wallets/${from.address}"]`)).toBeVisible();
  await expect(switchIn.locator(`a[href$="/wallets/${d.address}"]`)).toBeVisible();
  // received: the weight is signed +
  await expect(field(switchIn, "Weight")).toContainText("+");
  const switchOut = rowOf(page, cases.switchOut.id);
  await expect(switchOut).toContainText("Switch");
  await expect(field(switchOut, "Weight")).toContainText("−");
  await expect(rowOf(page, cases.leaver.unvoteId)).toContainText("Unvote");

  // the chip clears the filter
  await page.getByRole("button", { name: `Clear filter Delegate: ${d.username}` }).click();
  await expect(page).toHaveURL(/#\/votes\/1$/);
  await expect(input).toHaveValue("");
});

test("a delegate's voters page: voter count, vote weight and share as the API says, and since when each voter votes", async ({
  page,
  manifest,
}) => {
  const cases = voteCases(manifest);
  const d = manifest.wallets.delegate as { username: string; address: string };
  const delegate = (await api<ApiDelegate>(`delegates/${d.address}`)).data;
  const voters = await api<ApiWallet[]>(`delegates/${d.address}/voters?page=1&limit=25`);
  const active = (await api<ApiDelegate[]>("delegates?page=1&limit=100")).data.filter(
    (x) => (x.rank ?? 999) <= 51,
  );
  const activeVotes = active.reduce((sum, x) => sum.plus(x.votes), new Big(0));
  const total = voters.meta!.totalCount!;
  await gotoRoute(page, `/wallets/${d.address}/voters/1`);
  await expect(page.getByTestId("voters-total")).toHaveText(
    `${total} ${total === 1 ? "voter" : "voters"}`,
  );
  expect(
    shownTokens(await page.getByTestId("vote-weight").innerText()).eq(tokensOf(delegate.votes)),
  ).toBe(true);
  const share = new Big(delegate.votes).times(100).div(activeVotes);
  await expect(page.getByTestId("vote-share")).toHaveText(`${share.toFixed(2)}%`);
  // voting since: the switched voter's switch transaction, as a <time> of that moment
  const row = dataRows(page).filter({ has: page.locator(`a[title="${cases.switchIn.voter}"]`) });
  const tx = (await api<Tx>(`transactions/${cases.switchIn.id}`)).data;
  await expect(field(row, "Voting since").locator("time")).toHaveAttribute(
    "datetime",
    new Date(tx.timestamp.unix * 1000).toISOString(),
  );
  // every voter on the page has a time (none is left as a placeholder)
  await expect(page.locator("main [data-pending]")).toHaveCount(0);
});

test("a delegate's votes tab: its votes received and lost, newest first, and the net change over 7 and 30 days", async ({
  page,
  manifest,
}) => {
  const cases = voteCases(manifest);
  const d = manifest.wallets.delegate as { username: string; address: string; publicKey: string };
  const received = await countNaming(d.publicKey, "+");
  const lost = await countNaming(d.publicKey, "-");
  await gotoRoute(page, `/wallets/${d.address}`);
  await page.getByRole("tab", { name: "Votes" }).click();
  await expect(page).toHaveURL(new RegExp(`/wallets/${d.address}/transactions/votes/1`));
  await expect(dataRows(page)).toHaveCount(Math.min(received + lost, 25));
  // newest first: the first row is as new as the newest vote naming the delegate either way
  const newestOf = async (sign: "+" | "-") => {
    const entry = encodeURIComponent(`${sign}${d.publicKey}`);
    return (
      (
        await api<Tx[]>(
          `transactions?type=3&typeGroup=1&asset.votes=${entry},${entry}&orderBy=timestamp:desc&limit=1`,
        )
      ).data[0]?.timestamp.unix ?? 0
    );
  };
  const newest = Math.max(await newestOf("+"), await newestOf("-"));
  const times = await dataRows(page)
    .locator("time")
    .evaluateAll((ts) => ts.map((t) => Date.parse(t.getAttribute("datetime") ?? "")));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(times[0]).toBe(newest * 1000);
  await expect(rowOf(page, cases.switchIn.id)).toContainText("Switch");
  await expect(rowOf(page, cases.leaver.unvoteId)).toContainText("Unvote");
  // the net change: what the API counts since the same moments (the page rounds "now" to 10 minutes)
  const { epoch } = (await api<{ constants: { epoch: string } }>("node/configuration")).data
    .constants;
  const now = Math.floor(Date.now() / 1000 / 600) * 600;
  const trend = page.getByTestId("vote-trend");
  for (const days of [7, 30]) {
    const from = now - days * 86400 - Math.floor(Date.parse(epoch) / 1000);
    const r = await countNaming(d.publicKey, "+", from);
    const l = await countNaming(d.publicKey, "-", from);
    const net = r - l;
    const sign = net > 0 ? "+" : net < 0 ? "−" : "";
    const item = trend
      .locator("div")
      .filter({ has: page.getByText(`Last ${days} days`, { exact: true }) });
    await expect(item).toContainText(
      `${sign}${Math.abs(net)} ${Math.abs(net) === 1 ? "voter" : "voters"} (${r} received, ${l} lost)`,
    );
  }
});
