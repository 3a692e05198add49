import type { Locator, Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { API, api, dataRows, expect, field, gotoRoute, test } from "./fixtures";

/**
 * What the transaction and block pages tell a newcomer, on the real local testnet: every party
 * by name AND address with a copy button, confirmations as a number, the type apart from the
 * recipient (lists and page), HTLC claims and locks linked both ways with what a claim released,
 * entities in words, the node's raw answer, and the block's version, size, signature and
 * generator key. Cases come from the seed's manifest and the API; texts are the English ones.
 */

interface ApiTx {
  id: string;
  type: number;
  typeGroup: number;
  amount: string;
  sender: string;
  recipient: string;
  blockId: string;
  confirmations: number;
  vendorField?: string;
  asset?: Record<string, unknown>;
}
interface ApiBlock {
  id: string;
  version: number;
  height: number;
  payload: { hash: string; length: number };
  generator: { address: string; publicKey: string };
  signature: string;
}

/** The known-wallets list the app under test loads (its config.json), as the app reads it. */
const KNOWN_WALLETS = (
  JSON.parse(readFileSync(process.env.E2E_CONFIG ?? "e2e/config.e2e.json", "utf8")) as {
    knownWallets?: unknown;
  }
).knownWallets;
const tx = async (id: string) => (await api<ApiTx>(`transactions/${id}`)).data;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const squash = (s: string) => s.replace(/\s+/g, " ").trim();
/** "5,000,000,000" → "50" TѦ: the token amount as the explorer prints it in en (no trailing zeros). */
const token = (arktoshi: string) => {
  const whole = BigInt(arktoshi) / 100_000_000n;
  const frac = (BigInt(arktoshi) % 100_000_000n).toString().padStart(8, "0").replace(/0+$/, "");
  return `${whole.toLocaleString("en-US")}${frac ? `.${frac}` : ""}`;
};

/** The value (`<dd>`) of the field `label` of the page's detail lists (the first one that has it). */
const detail = (page: Page, label: string): Locator =>
  page
    .locator("main dl > div")
    .filter({ has: page.locator("dt").getByText(label, { exact: true }) })
    .locator("dd")
    .first();

/**
 * The name the explorer shows for an address: the known-wallet name (the app's list; none when
 * that list does not answer, as in the app), else the delegate username.
 */
async function nameOf(address: string): Promise<string | undefined> {
  const known =
    typeof KNOWN_WALLETS === "string"
      ? ((await fetch(KNOWN_WALLETS)
          .then((r) => r.json())
          .catch(() => [])) as Array<{ address: string; name: string }>)
      : [];
  const k = known.find((w) => w.address === address);
  if (k) return k.name;
  const { data } = await api<{ attributes?: { delegate?: { username?: string } } }>(
    `wallets/${address}`,
  );
  return data.attributes?.delegate?.username;
}

/**
 * A party in `scope`: its link (title = the address) shows the name where one exists and the
 * address — in full from 768 px, shortened in the middle on a phone; the link's accessible name
 * starts with what is shown and holds the full address; a copy button named `copy` follows.
 */
async function expectParty(scope: Locator, address: string, copy: string, isMobile: boolean) {
  const link = scope.locator(`a[title="${address}"]`).first();
  await expect(link).toBeVisible();
  const name = await nameOf(address);
  // delegate names arrive with the delegate list, after the page's own data
  if (name) await expect(link).toHaveText(new RegExp(`^\\s*${escape(name)}`));
  const shown = squash(await link.innerText());
  if (isMobile) {
    expect(shown).toContain("…");
    expect(shown).not.toContain(address);
  } else {
    expect(shown).toContain(address);
  }
  const accessibleName = (await link.getAttribute("aria-label")) ?? "";
  expect(accessibleName.startsWith(shown), `"${accessibleName}" starts with "${shown}"`).toBe(true);
  expect(accessibleName).toContain(address);
  await expect(scope.getByRole("button", { name: copy, exact: true })).toBeVisible();
}

test.describe("transaction page", () => {
  test("a transfer: both parties by name and address, copy buttons, confirmations as a number", async ({
    page,
    manifest,
    isMobile,
    context,
  }) => {
    const t = await tx(manifest.transactions.transfer);
    await gotoRoute(page, `/transaction/${t.id}`);
    await expect(detail(page, "ID")).toContainText(t.id);
    await expect(detail(page, "Type")).toHaveText("Transfer");
    await expectParty(detail(page, "Sender"), t.sender, "Copy sender address", isMobile);
    await expectParty(detail(page, "Recipient"), t.recipient, "Copy recipient address", isMobile);
    await expect(
      detail(page, "ID").getByRole("button", { name: "Copy transaction ID" }),
    ).toBeVisible();
    await expect(
      detail(page, "Block").getByRole("button", { name: "Copy block ID" }),
    ).toBeVisible();

    // "1,234 confirmations" (at least what the API said a moment ago), then the hint in words
    const { data: config } = await api<{ constants: { activeDelegates: number } }>(
      "node/configuration",
    );
    const confirmations = detail(page, "Confirmations");
    await expect(confirmations).toContainText(/\d[\d,]* confirmations?/);
    const shown = Number(
      (await confirmations.innerText()).match(/([\d,]+) confirmation/)![1]!.replaceAll(",", ""),
    );
    expect(shown).toBeGreaterThanOrEqual(t.confirmations);
    await expect(confirmations).toContainText(
      shown > config.constants.activeDelegates ? "Well confirmed" : "Confirming",
    );

    // the copy button puts the full address on the clipboard
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await detail(page, "Sender").getByRole("button", { name: "Copy sender address" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(t.sender);
  });

  test("a vote: type Vote, no recipient, the voted delegate by name and address", async ({
    page,
    manifest,
    isMobile,
  }) => {
    const t = await tx(manifest.transactions.vote);
    const pk = (t.asset!.votes as string[])[0]!.slice(1);
    const { data: delegate } = await api<{ address: string }>(`delegates/${pk}`);
    await gotoRoute(page, `/transaction/${t.id}`);
    await expect(detail(page, "Type")).toHaveText("Vote");
    // a vote pays nobody: no Recipient row at all (3.x repeats the sender as recipient)
    await expect(page.locator("main dt").getByText("Recipient", { exact: true })).toHaveCount(0);
    await expectParty(detail(page, "Vote"), delegate.address, "Copy address", isMobile);
  });

  test("an HTLC claim: the lock linked, the amount it released and the lock's recipient", async ({
    page,
    manifest,
    isMobile,
  }) => {
    const claim = await tx(manifest.transactions.htlcClaim);
    const lockId = (claim.asset!.claim as { lockTransactionId: string }).lockTransactionId;
    const lock = await tx(lockId);
    await gotoRoute(page, `/transaction/${claim.id}`);
    await expect(detail(page, "Type")).toHaveText("Timelock claim");
    await expect(
      detail(page, "Claimed lock").locator(`a[href$="#/transaction/${lockId}"]`),
    ).toBeVisible();
    await expect(
      detail(page, "Claimed lock").getByRole("button", { name: "Copy lock ID" }),
    ).toBeVisible();
    await expect(detail(page, "Amount claimed")).toContainText(token(lock.amount));
    await expect(detail(page, "Amount")).toContainText(
      `released from the lock: ${token(lock.amount)}`,
    );
    await expectParty(
      detail(page, "Paid to (lock recipient)"),
      lock.recipient,
      "Copy address",
      isMobile,
    );
  });

  test("a claimed lock links its claim; a refunded lock its refund", async ({ page, manifest }) => {
    for (const [lockKey, unlockKey, label] of [
      ["htlcLock", "htlcClaim", "Claim transaction"],
      ["htlcLockRefunded", "htlcRefund", "Refund transaction"],
    ] as const) {
      const unlock = await tx(manifest.transactions[unlockKey]);
      const lockId = (
        (unlock.asset!.claim ?? unlock.asset!.refund) as { lockTransactionId: string }
      ).lockTransactionId;
      test.skip(
        lockId !== manifest.transactions[lockKey],
        `the seeded ${unlockKey} unlocks another lock`,
      );
      await gotoRoute(page, `/transaction/${lockId}`);
      await expect(
        detail(page, label).locator(`a[href$="#/transaction/${unlock.id}"]`),
      ).toBeVisible();
      await expect(
        detail(page, label).getByRole("button", { name: /^Copy (claim|refund) transaction ID$/ }),
      ).toBeVisible();
      // the status in the lock's row links the same transaction; its name starts with the status shown
      const status = field(
        dataRows(
          page.locator("main section", {
            has: page.getByRole("heading", { name: "Lock", exact: true }),
          }),
        ),
        "Status",
      );
      const link = status.getByRole("link", {
        name: new RegExp(
          `^${label === "Claim transaction" ? "Claimed" : "Refunded"}, transaction ${unlock.id}$`,
        ),
      });
      await expect(link).toHaveAttribute("href", new RegExp(`#/transaction/${unlock.id}$`));
    }
  });

  test("an entity registration in words: kind and action, never bare numbers", async ({
    page,
    manifest,
  }) => {
    test.skip(!manifest.transactions.entityRegistration, "no entity");
    const t = await tx(manifest.transactions.entityRegistration);
    const kinds = ["Business", "Product", "Plugin", "Module", "Delegate"];
    const actions = ["Registration", "Update", "Resignation"];
    const types = ["Entity registration", "Entity update", "Entity resignation"];
    await gotoRoute(page, `/transaction/${t.id}`);
    await expect(detail(page, "Type")).toHaveText(types[t.asset!.action as number]!);
    await expect(detail(page, "Entity type")).toHaveText(kinds[t.asset!.type as number]!);
    await expect(detail(page, "Action")).toHaveText(actions[t.asset!.action as number]!);
    if (t.asset!.subType === 0)
      await expect(
        page.locator("main dt").getByText("Entity sub-type", { exact: true }),
      ).toHaveCount(0);
  });

  test("raw data: the node's answer as JSON text, copyable", async ({ page, manifest }) => {
    const hostile = (
      manifest.hostile?.memos as Array<{ id: string; memo: string }> | undefined
    )?.find((m) => m.memo.includes("<script>"));
    const id = hostile?.id ?? (manifest.transactions.htlcLock as string);
    const { data } = await api<ApiTx>(`transactions/${id}`);
    await gotoRoute(page, `/transaction/${id}`);
    const raw = page
      .locator("main details")
      .filter({ has: page.locator("summary", { hasText: "Raw data" }) });
    await expect(raw.locator("pre")).toBeHidden();
    await raw.locator("summary").click();
    await expect(raw.locator("pre")).toBeVisible();
    const shown = JSON.parse(await raw.locator("pre").innerText()) as { data: ApiTx };
    // as the node answers it (confirmations grow meanwhile)
    expect({ ...shown.data, confirmations: 0 }).toEqual({ ...data, confirmations: 0 });
    await expect(raw.getByRole("button", { name: "Copy raw data" })).toBeVisible();
    await expect(raw).toContainText(`GET ${API}/transactions/${id}`);
    // on-chain text stays text
    await expect(raw.locator("pre *")).toHaveCount(0);
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
    ).toBeUndefined();
  });
});

test.describe("transaction lists", () => {
  test("a Type column, and the recipient only when there is one", async ({ page, manifest }) => {
    // the seed's sender wallet votes, transfers and sends multipayments
    const wallet = manifest.wallets.sender as { address: string };
    const { data } = await api<ApiTx[]>(
      `wallets/${wallet.address}/transactions?limit=25&orderBy=timestamp:desc`,
    );
    const vote = data.find((t) => t.typeGroup === 1 && t.type === 3);
    const transfer = data.find((t) => t.typeGroup === 1 && t.type === 0);
    const multipayment = data.find((t) => t.typeGroup === 1 && t.type === 6);
    test.skip(!vote || !transfer, "no vote or no transfer on the wallet's first page");
    await gotoRoute(page, `/wallets/${wallet.address}`);
    const row = (id: string) => dataRows(page).filter({ has: page.locator(`a[title="${id}"]`) });
    await expect(field(row(vote!.id), "Type")).toHaveText(/^(Vote|Unvote|Vote switch)\b/);
    await expect(field(row(vote!.id), "Recipient")).toHaveText(/^—\s*none$/);
    await expect(field(row(transfer!.id), "Type")).toHaveText("Transfer");
    await expect(
      field(row(transfer!.id), "Recipient").locator(`a[title="${transfer!.recipient}"]`),
    ).toBeVisible();
    if (multipayment) {
      const count = (multipayment.asset!.payments as unknown[]).length;
      await expect(field(row(multipayment.id), "Type")).toHaveText("Multipayment");
      await expect(field(row(multipayment.id), "Recipient")).toHaveText(
        `${count} recipient${count === 1 ? "" : "s"}`,
      );
    }
  });

  test("the block's transactions and the latest ones have the Type column", async ({
    page,
    manifest,
  }) => {
    const blockId = manifest.blocks?.withTransactions as string | undefined;
    test.skip(!blockId, "no busy block in the manifest");
    await gotoRoute(page, `/block/${blockId}/transactions`);
    await expect(field(dataRows(page), "Type").first()).toHaveText(/\S/);
    await gotoRoute(page, "/transactions/1");
    await expect(field(dataRows(page), "Type").first()).toHaveText(/\S/);
    await gotoRoute(page, "/");
    await expect(field(dataRows(page), "Type").first()).toHaveText(/\S/);
  });
});

test.describe("block page", () => {
  test("version, payload size and hash, signature, generator by name, address and key; raw data", async ({
    page,
    manifest,
    isMobile,
  }) => {
    const blockId = manifest.blocks?.withTransactions as string;
    const { data: block } = await api<ApiBlock>(`blocks/${blockId}`);
    await gotoRoute(page, `/block/${blockId}`);
    await expect(detail(page, "ID").getByRole("button", { name: "Copy block ID" })).toBeVisible();
    await expectParty(
      detail(page, "Generated by"),
      block.generator.address,
      "Copy generator address",
      isMobile,
    );
    await expect(detail(page, "Generator public key")).toContainText(block.generator.publicKey);
    await expect(
      detail(page, "Generator public key").getByRole("button", { name: "Copy public key" }),
    ).toBeVisible();
    await expect(detail(page, "Version")).toHaveText(String(block.version));
    await expect(detail(page, "Payload size")).toHaveText(
      `${block.payload.length.toLocaleString("en-US")} bytes`,
    );
    await expect(detail(page, "Payload hash")).toContainText(block.payload.hash);
    await expect(detail(page, "Block signature")).toContainText(block.signature);
    await expect(
      detail(page, "Block signature").getByRole("button", { name: "Copy block signature" }),
    ).toBeVisible();
    await expect(detail(page, "Confirmations")).toContainText(/\d[\d,]* confirmations?/);

    const raw = page
      .locator("main details")
      .filter({ has: page.locator("summary", { hasText: "Raw data" }) });
    await raw.locator("summary").click();
    const shown = JSON.parse(await raw.locator("pre").innerText()) as {
      data: ApiBlock & { confirmations: number };
    };
    expect({ ...shown.data, confirmations: 0 }).toEqual({ ...block, confirmations: 0 });
  });

  test("a block by height has the same details", async ({ page, manifest }) => {
    const height = manifest.blocks?.height as number;
    const { data: block } = await api<ApiBlock>(`blocks/${height}`);
    await gotoRoute(page, `/block/${height}`);
    await expect(page.locator("main h1")).toHaveText(
      new RegExp(`^Block ${escape(height.toLocaleString("en-US"))}$`),
    );
    await expect(detail(page, "Block signature")).toContainText(block.signature);
  });
});
