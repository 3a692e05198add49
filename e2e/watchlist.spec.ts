import { readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import { addressFromPublicKey } from "../src/shared/crypto/address";
import { dataRows, expect, gotoRoute, test } from "./fixtures";

/**
 * The watchlist page on its own: wallets added by address, delegate username and known-wallet
 * name (resolved to addresses, with a clear message for what names nothing), private labels
 * edited in place, the list exported to a JSON file, cleared, imported back from that file, and
 * bad files refused with a message. Wallets and names come from e2e/.manifest.json and the
 * known-wallets stub ("E2E Exchange" is the seed's rich wallet).
 */

interface W {
  address: string;
  username?: string;
}

const field = (page: Page) => page.getByRole("textbox", { name: "Add a wallet" });

/** Types `text` into the add field and presses the add button. */
async function add(page: Page, text: string) {
  await field(page).fill(text);
  await page.getByRole("button", { name: "Add to watchlist" }).click();
}

/** The row (desktop) or card (mobile) of `address` on the watchlist. */
const rowOf = (page: Page, address: string) =>
  dataRows(page).filter({ has: page.locator(`a[title="${address}"]`) });

/** Chooses `path` in the import file chooser. */
async function importFile(page: Page, path: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent("filechooser"),
    page.getByRole("button", { name: "Import list" }).click(),
  ]);
  await chooser.setFiles(path);
}

test("add by address, username and known name; label; export; clear; import the file back", async ({
  page,
  manifest,
}) => {
  const sender = manifest.wallets.sender as W;
  const delegate = manifest.wallets.delegate as W;
  const rich = manifest.wallets.rich as W;
  await gotoRoute(page, "/watchlist");
  await expect(page.getByRole("heading", { level: 1, name: "Watchlist" })).toBeVisible();
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();

  // by address
  await add(page, sender.address);
  await expect(
    page.getByRole("status").filter({ hasText: "was added to your watchlist" }),
  ).toContainText(sender.address);
  await expect(rowOf(page, sender.address)).toBeVisible();
  await expect(field(page)).toHaveValue("");
  // by username, typed in capitals
  await add(page, delegate.username!.toUpperCase());
  await expect(rowOf(page, delegate.address)).toBeVisible();
  // by known-wallet name
  await add(page, "e2e exchange");
  await expect(rowOf(page, rich.address)).toBeVisible();
  // again: said, not added twice
  await add(page, sender.address);
  await expect(page.getByText(`${sender.address} is already on your watchlist.`)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(3);

  // what names nothing is explained next to the field
  await add(page, "no such wallet!");
  const problem = page
    .getByRole("alert")
    .filter({ hasText: "No address, delegate or known wallet matches" });
  await expect(problem).toContainText("no such wallet!");
  await expect(field(page)).toHaveAttribute("aria-invalid", "true");
  await expect(field(page)).toHaveAccessibleDescription(
    /No address, delegate or known wallet matches/,
  );
  await add(page, `${sender.address.slice(0, -1)}${sender.address.endsWith("a") ? "b" : "a"}`);
  await expect(page.locator("main").getByRole("alert")).toContainText(
    "is not a valid address on this network",
  );
  await expect(dataRows(page)).toHaveCount(3);

  // a private label, edited in place
  const row = rowOf(page, sender.address);
  await row.getByRole("button", { name: `Add label for ${sender.address}` }).click();
  const labelField = row.getByRole("textbox", { name: `Label for ${sender.address}` });
  await expect(labelField).toBeFocused();
  await labelField.fill("Cold storage");
  await labelField.press("Enter");
  await expect(row.getByText("Cold storage")).toBeVisible();
  await expect(row.getByRole("button", { name: `Edit label for ${sender.address}` })).toBeFocused();
  // Escape leaves the label as it was
  await row.getByRole("button", { name: `Edit label for ${sender.address}` }).click();
  await row.getByRole("textbox", { name: `Label for ${sender.address}` }).fill("something else");
  await row.getByRole("textbox", { name: `Label for ${sender.address}` }).press("Escape");
  await expect(row.getByText("Cold storage")).toBeVisible();

  // export
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export list" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^ark-watchlist-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json$/,
  );
  const path = (await download.path())!;
  const file = JSON.parse(readFileSync(path, "utf8")) as {
    type: string;
    wallets: Array<{ address: string; label?: string }>;
  };
  expect(file.type).toBe("ark-explorer-watchlist");
  expect(file.wallets).toEqual([
    { address: sender.address, label: "Cold storage" },
    { address: delegate.address },
    { address: rich.address },
  ]);

  // clear, after a confirmation
  await page.getByRole("button", { name: "Clear watchlist" }).click();
  const confirm = page.getByRole("group", { name: "Clear watchlist" });
  await expect(confirm).toContainText(
    "Remove all 3 watched wallets and their labels from this browser?",
  );
  await confirm.getByRole("button", { name: "Remove all" }).click();
  await expect(page.getByText("Your watchlist is empty.")).toBeVisible();
  await expect(dataRows(page)).toHaveCount(0);

  // import the exported file back: the same wallets, in order, with the label
  await importFile(page, path);
  await expect(page.getByRole("status").filter({ hasText: "File imported" })).toHaveText(
    "File imported: 3 wallets added, 1 label taken from the file.",
  );
  await expect(dataRows(page)).toHaveCount(3);
  await expect(rowOf(page, sender.address).getByText("Cold storage")).toBeVisible();

  // kept in this browser
  await page.reload();
  await expect(dataRows(page)).toHaveCount(3);
  await expect(rowOf(page, sender.address).getByText("Cold storage")).toBeVisible();
});

test("a bad file is refused with a message and changes nothing; an import merges", async ({
  page,
  manifest,
}) => {
  const sender = manifest.wallets.sender as W;
  const genesis = manifest.wallets.genesisDelegate as W;
  await gotoRoute(page, "/watchlist");
  await add(page, sender.address);
  await expect(rowOf(page, sender.address)).toBeVisible();
  const dir = tmpdir();
  const write = (name: string, body: string) => {
    const path = join(dir, `${name}-${process.pid}-${Date.now()}.json`);
    writeFileSync(path, body);
    return path;
  };

  await importFile(page, write("not-json", "this is not JSON {"));
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    "This file is not a watchlist exported by this explorer. Nothing was imported.",
  );
  await importFile(page, write("other", JSON.stringify({ wallets: [sender.address] })));
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    "This file is not a watchlist exported by this explorer. Nothing was imported.",
  );
  // an address of another network (mainnet's prefix 23 is this testnet's too: take 30, devnet)
  const foreign = addressFromPublicKey(`02${"5".repeat(64)}`, 30);
  await importFile(
    page,
    write(
      "foreign",
      JSON.stringify({
        type: "ark-explorer-watchlist",
        version: 1,
        wallets: [{ address: genesis.address }, { address: foreign }],
      }),
    ),
  );
  await expect(page.locator("main").getByRole("alert")).toHaveText(
    `The file holds ${foreign}, which is not an address of this network. Nothing was imported.`,
  );
  await expect(dataRows(page)).toHaveCount(1);

  // a good file merges: the new wallet added, the label from the file set
  await importFile(
    page,
    write(
      "good",
      JSON.stringify({
        type: "ark-explorer-watchlist",
        version: 1,
        wallets: [{ address: genesis.address, label: "Genesis" }, { address: sender.address }],
      }),
    ),
  );
  await expect(page.getByRole("status").filter({ hasText: "File imported" })).toHaveText(
    "File imported: 1 wallet added, 1 label taken from the file.",
  );
  await expect(page.locator("main").getByRole("alert")).toHaveCount(0);
  await expect(dataRows(page)).toHaveCount(2);
  await expect(rowOf(page, genesis.address).getByText("Genesis", { exact: true })).toBeVisible();
});

test("broken watchlist data in storage does not break the page", async ({ page, manifest }) => {
  const sender = manifest.wallets.sender as W;
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await page.addInitScript((address) => {
    localStorage.setItem(
      "ark-explorer:preferences",
      JSON.stringify({
        state: {
          watchlist: [address, 7, "<b>"],
          watchLabels: { [address]: { evil: true }, other: "x" },
        },
        version: 3,
      }),
    );
  }, sender.address);
  await gotoRoute(page, "/watchlist");
  await expect(rowOf(page, sender.address)).toBeVisible();
  await expect(dataRows(page)).toHaveCount(1);
  await expect(
    rowOf(page, sender.address).getByRole("button", { name: `Add label for ${sender.address}` }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});
