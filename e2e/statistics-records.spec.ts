import { spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import type { Page } from "@playwright/test";
import { api, API, axeScan, expect, gotoRoute, seriousViolations, test } from "./fixtures";

/**
 * The statistics page's records and holdings on the real testnet: the largest transaction and
 * block against the API's own sorts, the busiest day against the page's per-day counts, the
 * holdings bands against the API's wallet counts, their links, and their lazy loading (none of
 * their requests before the first screen is in and they are scrolled to).
 */

/** The requests of the records and holdings sections. */
const RECORDS =
  /orderBy=amount(%3A|:)desc|orderBy=totalAmount(%3A|:)desc|^\/wallets\?.*balance\.from=/;

/** Every API request of the page from now on, as paths under the API base. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(API)) requests.push(r.url().slice(API.length));
  });
  return requests;
}

const records = (page: Page) => page.getByRole("region", { name: "Records", exact: true });
const holdings = (page: Page) => page.getByRole("region", { name: "Holdings", exact: true });

test("records: the largest transaction and block are the API's, each linking to its page; asked only once scrolled to", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const requests = recordRequests(page);
  await gotoRoute(page, "/statistics?period=7d");
  await expect(page.getByTestId("statistics-progress")).toHaveText("All 7 days counted", {
    timeout: 60_000,
  });
  // not scrolled to yet: none of their requests, and no verdict on screen
  expect(requests.filter((u) => RECORDS.test(u))).toEqual([]);
  await records(page).scrollIntoViewIfNeeded();
  const { data: txs } = await api<Array<{ id: string; amount: string }>>(
    "transactions?orderBy=amount:desc&limit=1",
  );
  const { data: blocks } = await api<Array<{ id: string; height: number }>>(
    "blocks?orderBy=totalAmount:desc&limit=1",
  );
  const largestTx = page.getByTestId("record-transaction").getByRole("link");
  await expect(largestTx).toHaveAttribute("href", `#/transaction/${txs[0]!.id}`);
  // the amount in tokens, as the API's arktoshi say (whole tokens on the seeded chain's record)
  const tokens = BigInt(txs[0]!.amount) / 100_000_000n;
  await expect(largestTx).toContainText(tokens.toLocaleString("en-US"));
  const largestBlock = page.getByTestId("record-block").getByRole("link");
  await expect(largestBlock).toHaveAttribute("href", `#/block/${blocks[0]!.id}`);
  await expect(largestBlock).toHaveText(`Block ${blocks[0]!.height.toLocaleString("en-US")}`);
  // 2 for the records, 7 for the holdings bands (also scrolled to on a short screen or not)
  await holdings(page).scrollIntoViewIfNeeded();
  await expect(holdings(page).getByRole("cell", { name: "…" })).toHaveCount(0);
  const own = requests.filter((u) => RECORDS.test(u));
  expect(own, own.join("\n")).toHaveLength(9);
  // "How is this computed?" opens in words
  await records(page).getByText("How is this computed?").click();
  await expect(records(page).getByText(/sorts the whole chain for us/)).toBeVisible();
  // loaded and opened, the sections pass the accessibility scan
  expect(seriousViolations(await axeScan(page))).toEqual([]);
  await largestTx.click();
  await expect(page).toHaveURL(new RegExp(`#/transaction/${txs[0]!.id}$`));
  await expect(page.getByText(txs[0]!.id).first()).toBeVisible();
  await page.goBack();
  await records(page).scrollIntoViewIfNeeded();
  await page.getByTestId("record-block").getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`#/block/${blocks[0]!.id}$`));
});

test("records: the busiest day is the day with the most transactions in the table; its link searches that day", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoRoute(page, "/statistics?period=7d");
  await expect(page.getByTestId("statistics-progress")).toHaveText("All 7 days counted", {
    timeout: 60_000,
  });
  const table = page
    .getByRole("region", { name: "Transactions and volume per day", exact: true })
    .getByRole("table");
  const bodyRows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  const counts: Array<{ day: string; count: number }> = [];
  for (const row of await bodyRows.all()) {
    const day = ((await row.getByRole("rowheader").textContent()) ?? "").trim();
    const cell = ((await row.getByRole("cell").first().textContent()) ?? "").replace(/\D/g, "");
    counts.push({ day, count: Number(cell) });
  }
  expect(counts).toHaveLength(7);
  const max = Math.max(...counts.map((c) => c.count));
  const busiest = page.getByTestId("record-busiest");
  await records(page).scrollIntoViewIfNeeded();
  if (max === 0) {
    await expect(busiest).toHaveText("No transactions in the period.");
    return;
  }
  // the table is newest first: the first of equal ones is the newest
  const expected = counts.find((c) => c.count === max)!;
  const link = busiest.getByRole("link");
  await expect(link).toHaveText(expected.day);
  await expect(busiest).toContainText(
    `${max.toLocaleString("en-US")} ${max === 1 ? "transaction" : "transactions"}`,
  );
  // the search's dates, read in the browser's zone, are the day's first and last minute (UTC)
  const href = (await link.getAttribute("href"))!;
  const query = new URLSearchParams(href.split("?")[1]);
  expect(query.get("kind")).toBe("transactions");
  const [from, to] = await page.evaluate(
    (texts) =>
      texts.map((text) => {
        const [date, time] = text.split("T");
        const [y, mo, d] = date!.split("-").map(Number);
        const [h, mi] = time!.split(":").map(Number);
        return new Date(y!, mo! - 1, d!, h, mi).getTime() / 1000;
      }),
    [query.get("timestamp.from")!, query.get("timestamp.to")!],
  );
  expect(to! - from!).toBe(86_400 - 60);
  expect(from! % 86_400).toBe(0);
  // the same day the table names, in the page's own language
  const named = await page.evaluate(
    (unix) =>
      new Intl.DateTimeFormat(document.documentElement.lang, {
        timeZone: "UTC",
        dateStyle: "medium",
      }).format(unix * 1000),
    from!,
  );
  expect(named).toBe(expected.day);
  await link.click();
  await expect(page).toHaveURL(/#\/advanced-search\/1\?kind=transactions/);
});

test("holdings: the wallets above each amount are the API's counts", async ({ page }) => {
  test.setTimeout(120_000);
  await gotoRoute(page, "/statistics");
  await holdings(page).scrollIntoViewIfNeeded();
  const table = holdings(page).getByRole("table");
  const rows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(7);
  await expect(table.getByRole("cell", { name: "…" })).toHaveCount(0, { timeout: 60_000 });
  const { data: config } = await api<{ symbol: string }>("node/configuration");
  for (const [i, tokens] of ["1", "10", "100", "1000", "10000", "100000", "1000000"].entries()) {
    const row = rows.nth(i);
    await expect(row.getByRole("rowheader")).toHaveText(
      `more than ${Number(tokens).toLocaleString("en-US")} ${config.symbol}`,
    );
    const from = BigInt(tokens) * 100_000_000n + 1n;
    // balances move with every block's reward: the API asked again until the two agree
    await expect(async () => {
      const answer = await api(`wallets?balance.from=${from}&limit=1`);
      const shown = ((await row.getByRole("cell").textContent()) ?? "").trim();
      const meta = answer.meta as unknown as { totalCount: number; totalCountIsEstimate?: boolean };
      const total = meta.totalCount;
      expect(shown).toBe(
        meta.totalCountIsEstimate
          ? `about ${total.toLocaleString("en-US")}`
          : total.toLocaleString("en-US"),
      );
    }).toPass({ timeout: 20_000 });
  }
  // the bands never grow with the amount
  const shown = (await rows.getByRole("cell").allTextContents()).map((s) =>
    Number(s.replace(/\D/g, "")),
  );
  expect(shown).toEqual([...shown].sort((a, b) => b - a));
  await holdings(page).getByText("How is this computed?").click();
  await expect(
    holdings(page).getByText(/counts the wallets whose balance is above it/),
  ).toBeVisible();
});

test.describe("through the fault proxy", () => {
  const baseConfig = JSON.parse(readFileSync("e2e/config.e2e.json", "utf8")) as Record<
    string,
    unknown
  >;
  let proxy: ChildProcess | undefined;
  let proxyPort = 0;
  test.describe.configure({ mode: "serial" });

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}) => {
    proxyPort = await new Promise<number>((resolve, reject) => {
      const server = createServer();
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => {
        const address = server.address();
        const port = typeof address === "object" && address ? address.port : 0;
        server.close(() => resolve(port));
      });
    });
    proxy = spawn("node", ["e2e/fault-proxy.mjs", "--port", String(proxyPort)], {
      stdio: "ignore",
    });
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${proxyPort}/__fault`)).ok) return;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error("fault proxy did not start");
  });
  test.afterAll(() => proxy?.kill());

  async function setFault(fault: Record<string, unknown>) {
    await fetch(`http://127.0.0.1:${proxyPort}/__fault`, {
      method: "POST",
      body: JSON.stringify(fault),
    });
  }

  test("a slow node: placeholders, never a verdict; a failing one: the shared error view in words, and a retry that recovers", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.route("**/config.json", (route) =>
      route.fulfill({
        json: { ...baseConfig, server: `http://127.0.0.1:${proxyPort}/api`, apiTimeout: 15_000 },
      }),
    );
    await setFault({ mode: "delay", ms: 4000, match: "orderBy=totalAmount|balance\\.from" });
    await gotoRoute(page, "/statistics?period=7d");
    await records(page).scrollIntoViewIfNeeded();
    const block = page.getByTestId("record-block");
    await expect(block).toHaveText("…", { timeout: 30_000 });
    await holdings(page).scrollIntoViewIfNeeded();
    await expect(holdings(page).getByRole("cell", { name: "…" })).toHaveCount(7);
    await expect(block.getByRole("link")).toBeVisible({ timeout: 30_000 });
    await expect(holdings(page).getByRole("cell", { name: "…" })).toHaveCount(0, {
      timeout: 30_000,
    });

    // the largest transaction's request fails: the shared error view, no raw error text
    await setFault({ mode: "500", match: "orderBy=amount" });
    // a reload: a new query cache, the records asked again
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Network statistics" })).toBeVisible();
    await records(page).scrollIntoViewIfNeeded();
    const largest = page.getByTestId("record-transaction");
    const alert = largest.getByRole("alert");
    await expect(alert).toContainText(
      `The node at 127.0.0.1:${proxyPort} answered with an error.`,
      {
        timeout: 60_000,
      },
    );
    // the request and the status only behind the disclosure
    await expect(largest.getByText(/orderBy|500/)).toBeHidden();
    await expect(largest.getByText("Technical details")).toBeVisible();
    await setFault({ mode: "none" });
    await largest.getByRole("button", { name: "Try again" }).click();
    await expect(largest.getByRole("link")).toBeVisible({ timeout: 30_000 });
    await expect(alert).toHaveCount(0);
  });
});
