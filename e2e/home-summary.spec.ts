import type { Locator, Page } from "@playwright/test";
import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * Home page summary: the cards of the chain's health (last block, block time, round, next forger,
 * delegates forging, 24 h transactions and volume, supply), each checked against what the real
 * testnet's API answers in the test; and the latest lists side by side on a wide window, as tabs
 * on a phone.
 */

interface ApiBlock {
  id: string;
  height: number;
  timestamp: { unix: number };
}
interface ApiTransaction {
  id: string;
  type: number;
  typeGroup: number;
  amount: string;
  timestamp: { unix: number };
  asset?: { payments?: { amount: string }[] };
}

/** The card whose label (`<dt>`) is `label`, in the summary region. */
function card(page: Page, label: string): Locator {
  return page
    .getByRole("region", { name: "Chain summary" })
    .locator("dl > div")
    .filter({
      has: page
        .getByRole("term")
        .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, "\\$&")}$`) }),
    });
}

const digits = (text: string) => Number(text.replace(/[^\d]/g, ""));

/** Whole tokens of an arktoshi sum, rounded half up, grouped as en-GB writes them. */
function wholeTokens(arktoshi: bigint): string {
  return ((arktoshi + 50_000_000n) / 100_000_000n).toLocaleString("en-GB");
}

/** A transaction's amount as the volume counts it: a multipayment's payments, else its amount. */
function amountOf(tx: ApiTransaction): bigint {
  if (tx.typeGroup === 1 && tx.type === 6 && tx.asset?.payments?.length)
    return tx.asset.payments.reduce((s, p) => s + BigInt(p.amount), 0n);
  return BigInt(tx.amount);
}

test.describe("home summary", () => {
  test("the cards show the chain's figures as the API gives them", async ({ page }) => {
    const { data: config } = await api<{ constants: { activeDelegates: number; epoch: string } }>(
      "node/configuration",
    );
    const n = config.constants.activeDelegates;
    const epochUnix = Date.parse(config.constants.epoch) / 1000;
    await gotoRoute(page, "/");
    await expect(page.getByRole("region", { name: "Chain summary" })).toBeVisible();

    // last block: its height links to its block page, its age is shown in words
    const lastLink = card(page, "Last block").getByRole("link");
    await expect(lastLink).toHaveText(/^#[\d,]+$/);
    const shownHeight = digits(await lastLink.innerText());
    const { data: head } = await api<ApiBlock[]>("blocks?limit=1&orderBy=height:desc");
    expect(shownHeight).toBeGreaterThanOrEqual(head[0]!.height - 2);
    const { data: shownBlock } = await api<ApiBlock>(`blocks/${shownHeight}`);
    await expect(lastLink).toHaveAttribute("href", new RegExp(`#/block/${shownBlock.id}$`));
    await expect(card(page, "Last block")).toContainText(/ago|now/);

    // average block time over the latest 25 blocks, within a block of what the API gives now
    const { data: latest } = await api<ApiBlock[]>("blocks?limit=25&orderBy=height:desc");
    const expected =
      (latest[0]!.timestamp.unix - latest.at(-1)!.timestamp.unix) /
      (latest[0]!.height - latest.at(-1)!.height);
    const shownAverage = Number(
      /([\d.]+) s/.exec(await card(page, "Average block time").innerText())?.[1],
    );
    expect(Math.abs(shownAverage - expected)).toBeLessThan(1);

    // round of the height and its forged blocks, linking to the monitor
    const roundCard = card(page, "Round");
    const round = digits(await roundCard.getByRole("link").innerText());
    const height = (await api<ApiBlock[]>("blocks?limit=1&orderBy=height:desc")).data[0]!.height;
    expect([Math.ceil((height - 2) / n), Math.ceil(height / n)]).toContain(round);
    await expect(roundCard.getByRole("link")).toHaveAttribute("href", /#\/delegate-monitor$/);
    const forged = Number(new RegExp(`(\\d+) of ${n}`).exec(await roundCard.innerText())?.[1]);
    expect(forged).toBeGreaterThanOrEqual(1);
    expect(forged).toBeLessThanOrEqual(n);

    // next forger: a delegate of the round in progress, linking to its wallet
    const forger = card(page, "Next forger").getByRole("link");
    await expect(forger).toBeVisible();
    // its text is the delegate's name, or the known-wallets name of its address (the stub names the
    // seed's rich wallet, a delegate, "E2E Exchange"): the delegate is found by the address it opens
    await expect(forger).toHaveAttribute("href", /#\/wallets\/[1-9A-HJ-NP-Za-km-z]+$/);
    const address = /#\/wallets\/([1-9A-HJ-NP-Za-km-z]+)$/.exec(
      (await forger.getAttribute("href"))!,
    )![1]!;
    const { data: delegate } = await api<{ address: string; publicKey: string; username: string }>(
      `delegates/${address}`,
    );
    expect((await forger.innerText()).trim()).not.toBe("");
    const { data: members } = await api<{ publicKey: string }[]>(
      `rounds/${Math.ceil((height + 1) / n)}/delegates`,
    );
    const { data: membersBefore } = await api<{ publicKey: string }[]>(
      `rounds/${Math.ceil(height / n)}/delegates`,
    );
    expect([...members, ...membersBefore].map((m) => m.publicKey)).toContain(delegate.publicKey);

    // delegates forging out of the active ones; those that do not, in the monitor's words, link to it
    const forging = card(page, "Delegates forging");
    await expect(forging).toContainText(new RegExp(`\\d+ of ${n}`));
    await expect(forging.getByRole("link")).toHaveText(
      /^(Missing|Not forging|Never forged|Became active): \d+( · (Not forging|Never forged|Became active): \d+)*$/,
      { timeout: 30_000 },
    );

    // transactions of the last 24 h, and their volume (every one, or since the time it says)
    const fromEpoch = Math.floor(Date.now() / 1000) - 86_400 - epochUnix;
    const first = await api<ApiTransaction[]>(
      `transactions?limit=100&orderBy=timestamp:desc,sequence:desc,id:desc&timestamp.from=${fromEpoch}`,
    );
    const total = first.meta!.totalCount!;
    await expect(card(page, "Transactions (24 h)")).toContainText(total.toLocaleString("en-GB"));
    // the page sums one page of 100: a shorter page is the window's end
    const rows = first.data;
    const complete = rows.length < 100;
    const oldest = Math.min(...rows.map((t) => t.timestamp.unix));
    const summed = complete ? rows : rows.filter((t) => t.timestamp.unix > oldest);
    const volume = card(page, "Volume (24 h)");
    await expect(volume).toContainText(wholeTokens(summed.reduce((s, t) => s + amountOf(t), 0n)));
    if (complete) await expect(volume).not.toContainText("since");
    else await expect(volume).toContainText("since");

    // supply in whole tokens
    const { data: chain } = await api<{ supply: string }>("blockchain");
    await expect(card(page, "Supply")).toContainText(wholeTokens(BigInt(chain.supply)));
  });

  test("home counts the delegates that do not forge as the delegate monitor's cards do", async ({
    page,
  }) => {
    // a round may end between the two pages: both are read again until they agree
    await expect(async () => {
      await gotoRoute(page, "/");
      const note = card(page, "Delegates forging").getByRole("link");
      await expect(note).toHaveText(/: \d+/, { timeout: 30_000 });
      const home = new Map(
        (await note.innerText())
          .split(" · ")
          .map((part) => /^(.+): (\d+)$/.exec(part.trim())!)
          .map((m) => [m[1]!, Number(m[2])] as const),
      );
      await gotoRoute(page, "/delegate-monitor");
      const totals = page.getByTestId("monitor-totals");
      await expect(totals.locator("dd[data-status-count]").first()).toHaveText(/^\d+$/, {
        timeout: 30_000,
      });
      for (const label of ["Missing", "Not forging", "Never forged", "Became active"]) {
        const count = Number(
          await totals
            .locator("div")
            .filter({ has: page.getByRole("term").filter({ hasText: label }) })
            .getByRole("definition")
            .innerText(),
        );
        // home names every status with delegates, or "Missing: 0" when all forge
        expect(home.get(label) ?? 0, label).toBe(count);
        if (count > 0) expect(home.has(label), label).toBe(true);
      }
    }).toPass({ timeout: 90_000 });
  });

  test("the last block's age ticks by itself", async ({ page }) => {
    await gotoRoute(page, "/");
    const value = card(page, "Last block").getByRole("definition").first();
    await expect(value).toHaveText(/ago|now/);
    const before = await value.innerText();
    await expect
      .poll(() => value.innerText(), { timeout: 10_000, intervals: [500] })
      .not.toBe(before);
  });

  test("latest transactions and blocks: side by side on a wide window, tabs on a phone", async ({
    page,
  }) => {
    await gotoRoute(page, "/");
    const width = page.viewportSize()!.width;
    const transactions = page.getByRole("heading", { name: "Latest transactions", level: 2 });
    const blocks = page.getByRole("heading", { name: "Latest blocks", level: 2 });
    if (width >= 1280) {
      await expect(page.getByRole("tab")).toHaveCount(0);
      await expect(transactions).toBeVisible();
      await expect(blocks).toBeVisible();
      // measured once both lists are in (their columns are set before, see the next test)
      await expect(
        page.getByRole("table", { name: "Latest blocks" }).locator("tbody tr").first(),
      ).toBeVisible();
      await expect(
        page.getByRole("table", { name: "Latest transactions" }).locator("tbody tr").first(),
      ).toBeVisible();
      const a = (await transactions.boundingBox())!;
      const b = (await blocks.boundingBox())!;
      expect(Math.abs(a.y - b.y)).toBeLessThan(2);
      expect(b.x).toBeGreaterThan(a.x + a.width);
      await expect(page.getByRole("link", { name: "See all transactions" })).toBeVisible();
      await expect(page.getByRole("link", { name: "See all blocks" })).toBeVisible();
    } else {
      await expect(page.getByRole("tab")).toHaveCount(2);
      await expect(page.getByRole("tab", { name: "Latest transactions" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      await expect(transactions).toHaveCount(0);
      await page.getByRole("tab", { name: "Latest blocks" }).click();
      await expect(page.getByRole("link", { name: "See all blocks" })).toBeVisible();
    }
  });

  test("on a wide window the latest transactions keep their width while the latest blocks come in", async ({
    page,
  }) => {
    test.skip(page.viewportSize()!.width < 1280, "side by side from 1280 px");
    // the node's answer with the latest blocks is held (then passed on as it is) until the page
    // was measured without them: the blocks' column (a spinner, a skeleton, then rows) must not
    // narrow the transactions beside it when they come (a layout shift)
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/api\/blocks\?/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoRoute(page, "/");
    const transactions = page.getByRole("heading", { name: "Latest transactions", level: 2 });
    await expect(transactions).toBeVisible();
    await expect(
      page.getByRole("table", { name: "Latest transactions" }).locator("tbody tr").first(),
    ).toBeVisible();
    await expect(page.getByRole("table", { name: "Latest blocks" })).toHaveCount(0);
    const before = (await transactions.boundingBox())!;
    release();
    await expect(
      page.getByRole("table", { name: "Latest blocks" }).locator("tbody tr").first(),
    ).toBeVisible();
    const after = (await transactions.boundingBox())!;
    expect(after.x).toBeCloseTo(before.x, 0);
    expect(after.width).toBeCloseTo(before.width, 0);
  });
});
