import type { Request } from "@playwright/test";
import { api, API, dataRows, expect, gotoRoute, test } from "../fixtures";

/**
 * Names in the advanced search on the mainnet-scale chain: the app's delegate index holds only
 * the first 100 delegates on a first visit, so the username of a standby delegate further down
 * is looked up at the node (GET delegates/{username}) and the search asks for its address; a
 * name no delegate has is reported on the field, and no search is sent.
 */

interface Delegate {
  username: string;
  address: string;
  rank: number;
}

test("a standby delegate's username beyond the first 100 is looked up and searched by address", async ({
  page,
}) => {
  const { data } = await api<Delegate[]>("delegates?page=3&limit=100");
  let chosen: Delegate | undefined;
  for (const d of data.slice(0, 20)) {
    const { meta } = await api(`transactions?senderId=${d.address}&limit=1`);
    if ((meta?.totalCount ?? 0) > 0) {
      chosen = d;
      break;
    }
  }
  expect(chosen, "a delegate ranked 201+ that sent transactions").toBeTruthy();
  const { username, address, rank } = chosen!;
  expect(rank).toBeGreaterThan(100);

  const requests: Request[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(API) && r.method() !== "OPTIONS") requests.push(r);
  });
  await gotoRoute(page, "/advanced-search/1");
  await page.getByRole("textbox", { name: "Sender" }).fill(username);
  await page.getByRole("button", { name: "Search", exact: true }).last().click();

  const results = page.getByRole("region", { name: "Results" });
  await expect(results.getByText(/^\d[\d,]* results?$/)).toBeVisible({ timeout: 30_000 });
  await expect(dataRows(results).first()).toBeVisible();
  const paths = requests.map((r) => decodeURIComponent(r.url().slice(API.length)));
  expect(paths).toContain(`/delegates/${username}`);
  const searches = paths.filter((p) => /^\/transactions(\?|\/search)/.test(p));
  expect(searches.length).toBeGreaterThan(0);
  for (const p of searches) expect(p).toContain(`senderId=${address}`);
  // shown resolved under the field once the node answered
  await expect(page.getByRole("textbox", { name: "Sender" })).toHaveAccessibleDescription(
    new RegExp(`${username}\\s+(→\\s+)?stands for ${address}`),
  );
});

test("a name no delegate has: the message on the field, no search sent", async ({ page }) => {
  const searches: string[] = [];
  page.on("request", (r) => {
    if (/\/api\/transactions(\/search)?(\?|$)/.test(r.url())) searches.push(r.url());
  });
  await gotoRoute(page, "/advanced-search/1?kind=transactions&recipientId=no_such_name_42");
  const recipient = page.getByRole("textbox", { name: "Recipient" });
  await expect(page.getByText("No delegate or known wallet has this name")).toBeVisible({
    timeout: 30_000,
  });
  await expect(recipient).toHaveAttribute("aria-invalid", "true");
  expect(searches).toEqual([]);
});
