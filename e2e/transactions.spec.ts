import { readFileSync } from "node:fs";
import { api, dataRows, expect, field, gotoRoute, readManifest, test } from "./fixtures";

/**
 * Transactions list, type filter, block transactions and the transaction page of every seeded
 * type, against the real local testnet. Selectors avoid UI texts that are not yet in
 * the translation catalogs: roles, hrefs, titles and on-chain values.
 */

interface ApiTx {
  id: string;
  type: number;
  typeGroup: number;
  amount: string;
  sender: string;
  recipient: string;
  blockId?: string;
  confirmations: number;
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
    // linked in the summary sentence and in the details
    await expect(
      page.locator(`main a[href$="#/transaction/${claim.lockTransactionId}"]`),
    ).toHaveCount(2);
    await expect(page.locator("main")).toContainText(claim.unlockSecret);
  });

  test("timelock refund: the refunded lock (linked)", async ({ page, manifest }) => {
    const t = await tx(manifest.transactions.htlcRefund);
    const refund = t.asset!.refund as { lockTransactionId: string };
    await open(page, t.id);
    await expect(
      page.locator(`main a[href$="#/transaction/${refund.lockTransactionId}"]`),
    ).toHaveCount(2);
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

/** The known-wallets list the app under test loads (its config.json), as the app reads it. */
const KNOWN_WALLETS = (
  JSON.parse(readFileSync(process.env.E2E_CONFIG ?? "e2e/config.e2e.json", "utf8")) as {
    knownWallets?: unknown;
    title?: string;
  }
).knownWallets;
const SITE_TITLE = (
  JSON.parse(readFileSync(process.env.E2E_CONFIG ?? "e2e/config.e2e.json", "utf8")) as {
    title?: string;
  }
).title;

/** "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed" → "AJo5Ws…eqhQed": an ASCII id shortened in the middle as the app does. */
const middle = (s: string, max = 13) => {
  if (s.length <= max) return s;
  const head = Math.ceil((max - 1) / 2);
  return `${s.slice(0, head)}…${s.slice(s.length - (max - 1 - head))}`;
};
/** "5,000,000,000" arktoshi → "50": the token amount as the explorer prints it in en. */
const token = (arktoshi: string) => {
  const whole = BigInt(arktoshi) / 100_000_000n;
  const frac = (BigInt(arktoshi) % 100_000_000n).toString().padStart(8, "0").replace(/0+$/, "");
  return `${whole.toLocaleString("en-US")}${frac ? `.${frac}` : ""}`;
};

/**
 * How the summary names a wallet: the known-wallet name, else the delegate username, else the
 * address shortened in the middle.
 */
async function shownName(address: string): Promise<string> {
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
  return data.attributes?.delegate?.username ?? middle(address);
}

/** A voted delegate (its public key) as the summary names it. */
async function delegateName(publicKey: string): Promise<string> {
  const { data } = await api<{ address: string }>(`delegates/${publicKey}`);
  return shownName(data.address);
}

/** The English type name the document title starts with. */
function typeName(t: ApiTx): string {
  if (t.typeGroup === 1 && t.type === 3) {
    const votes = (t.asset?.votes ?? []) as string[];
    const up = votes.some((v) => v.startsWith("+"));
    const down = votes.some((v) => v.startsWith("-"));
    return up && down ? "Vote switch" : down ? "Unvote" : "Vote";
  }
  if (t.typeGroup === 2 && t.type === 6)
    return ["Entity registration", "Entity update", "Entity resignation"][
      t.asset!.action as number
    ]!;
  const names: Record<string, string> = {
    "1/0": "Transfer",
    "1/1": "Second signature",
    "1/2": "Delegate registration",
    "1/4": "Multi-signature registration",
    "1/5": "IPFS",
    "1/6": "Multipayment",
    "1/7": "Delegate resignation",
    "1/8": "Timelock",
    "1/9": "Timelock claim",
    "1/10": "Timelock refund",
    "2/0": "Business registration",
    "2/1": "Business resignation",
    "2/2": "Business update",
    "2/3": "Bridgechain registration",
    "2/4": "Bridgechain resignation",
    "2/5": "Bridgechain update",
  };
  return names[`${t.typeGroup}/${t.type}`]!;
}

/**
 * The summary sentence the page should show for `t` (English), computed from the API's answer:
 * a string to match exactly, or a pattern where a part depends on the browser's time zone.
 */
async function expectedSummary(t: ApiTx, symbol: string): Promise<string | RegExp> {
  const S = await shownName(t.sender);
  const amount = (arktoshi: string) => `${token(arktoshi)} ${symbol}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the asset of any type, as the API gives it
  const asset = (t.asset ?? {}) as Record<string, any>;
  const named = (key: string) => asset[key]?.name as string | undefined;
  switch (`${t.typeGroup}/${t.type}`) {
    case "1/0":
      return `${S} sent ${amount(t.amount)} to ${await shownName(t.recipient)}`;
    case "1/1":
      return `${S} registered a second signature`;
    case "1/2":
      return `${S} registered as delegate ${asset.delegate!.username as string}`;
    case "1/3": {
      const votes = asset.votes as string[];
      const up = votes.find((v) => v.startsWith("+"));
      const down = votes.find((v) => v.startsWith("-"));
      if (up && down)
        return `${S} switched its vote from ${await delegateName(down.slice(1))} to ${await delegateName(up.slice(1))}`;
      if (up) return `${S} voted for ${await delegateName(up.slice(1))}`;
      return `${S} unvoted ${await delegateName(down!.slice(1))}`;
    }
    case "1/4": {
      const ms = asset.multiSignature as { min: number; publicKeys: string[] };
      return `${S} registered a multi-signature wallet (${ms.min} of ${ms.publicKeys.length})`;
    }
    case "1/5":
      return `${S} stored ${middle(asset.ipfs as string, 17)} on IPFS`;
    case "1/6": {
      const payments = asset.payments as Array<{ amount: string }>;
      const total = payments.reduce((a, p) => a + BigInt(p.amount), 0n).toString();
      const n = payments.length;
      return `${S} sent ${n} ${n === 1 ? "payment" : "payments"} totalling ${amount(total)}`;
    }
    case "1/7":
      return `${S} resigned as delegate`;
    case "1/8": {
      const e = asset.lock!.expiration as { type: number; value: number };
      const head = `${S} locked ${amount(t.amount)} for ${await shownName(t.recipient)} until `;
      if (e.type === 2) return `${head}height ${e.value.toLocaleString("en-US")}`;
      // the date in the browser's locale and time zone (innerText breaks lines around the links)
      return new RegExp(`^${escapeRe(head).replaceAll(" ", "\\s+")}\\S[\\s\\S]*\\d[\\s\\S]*$`);
    }
    case "1/9":
      return `${S} claimed the lock ${middle(asset.claim!.lockTransactionId as string)}`;
    case "1/10":
      return `${S} refunded the lock ${middle(asset.refund!.lockTransactionId as string)}`;
    case "2/0":
      return `${S} registered the business ${named("businessRegistration")!}`;
    case "2/1":
      return `${S} resigned its business`;
    case "2/2": {
      const name = named("businessUpdate");
      return name ? `${S} updated the business ${name}` : `${S} updated its business`;
    }
    case "2/3":
      return `${S} registered the bridgechain ${named("bridgechainRegistration")!}`;
    case "2/4":
      return `${S} resigned a bridgechain`;
    case "2/5": {
      const name = named("bridgechainUpdate");
      return name ? `${S} updated the bridgechain ${name}` : `${S} updated a bridgechain`;
    }
    case "2/6": {
      const kind = ["Business", "Product", "Plugin", "Module", "Delegate"][asset.type as number];
      const verb = ["registered", "updated", "resigned"][asset.action as number];
      const name = (asset.data as { name?: string } | undefined)?.name;
      return name
        ? `${S} ${verb} the entity ${name} (${kind})`
        : `${S} ${verb} an entity (${kind})`;
    }
  }
  throw new Error(`no summary expected for type ${t.typeGroup}/${t.type}`);
}
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether the page's general card lists `label` (a `<dt>` of the first detail list). */
const generalRow = (page: import("@playwright/test").Page, label: string) =>
  page.locator("main dl").first().locator("dt").getByText(label, { exact: true });

test.describe("transaction summary, status, title and the fields that apply", () => {
  const manifest = readManifest();
  const cases: Array<[string, string]> = Object.entries(
    manifest.transactions as Record<string, string>,
  );
  const hostileBusiness = (manifest.hostile as { business?: { id: string } } | undefined)?.business;
  if (hostileBusiness) cases.push(["hostile business", hostileBusiness.id]);

  for (const [key, id] of cases) {
    test(`${key}: the summary in words, confirmed, the type and short id in the title, no empty rows`, async ({
      page,
    }) => {
      const t = (await api<ApiTx>(`transactions/${id}`)).data;
      const { data: config } = await api<{ symbol: string }>("node/configuration");
      const expected = await expectedSummary(t, config.symbol);
      await gotoRoute(page, `/transaction/${id}`);

      // the sentence under the one heading; every party in it links to its wallet
      await expect(page.locator("main h1")).toHaveCount(1);
      const summary = page.locator("main h1 + p");
      await expect(summary).toHaveText(expected, { useInnerText: true });
      await expect(summary.locator(`a[href$="#/wallets/${t.sender}"]`)).toBeVisible();
      // on-chain text stays text: no element from it, no script
      await expect(summary.locator("script, img, iframe")).toHaveCount(0);

      // "Confirmed · 1,234 confirmations · 3 minutes ago"
      const status = page.locator("main h1 + p + p");
      await expect(status).toHaveText(
        /^Confirmed · [\d,]+ confirmations? · (\d+ (second|minute|hour|day)s? ago|now)$/,
        { useInnerText: true },
      );
      const shown = Number(
        (await status.innerText()).match(/([\d,]+) confirmation/)![1]!.replaceAll(",", ""),
      );
      expect(shown).toBeGreaterThanOrEqual(t.confirmations);
      await expect(status.locator("time")).toHaveAttribute("datetime", /^\d{4}-/);

      // the tab names the type and the short id
      await expect(page).toHaveTitle(
        `${typeName(t)} ${t.id.slice(0, 4)}…${t.id.slice(-4)} - ${SITE_TITLE ?? ""}`,
      );

      // rows that do not apply are left out, none shows "—" or a zero amount
      const pays = t.typeGroup === 1 && (t.type === 0 || t.type === 6 || t.type === 8);
      const unlock = t.typeGroup === 1 && (t.type === 9 || t.type === 10);
      await expect(generalRow(page, "Recipient")).toHaveCount(pays ? 1 : 0);
      await expect(generalRow(page, "Amount")).toHaveCount(pays || unlock ? 1 : 0);
      await expect(page.locator("main dl").first()).not.toContainText("—");
      if (unlock)
        await expect(page.locator("main dl").first()).toContainText("released from the lock");
    });
  }
});
