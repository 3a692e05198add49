import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { api, API, expect, gotoRoute, test } from "./fixtures";

/**
 * The statistics page on the real testnet: its counts and active wallets against what the API
 * answers for the same hour or day (busy ones read in full), the headline figures, the period
 * switch, the CSV files, the progress in words, the page's wording (figures a visitor reads, no API
 * terms, "How is this computed?" disclosures opened by keyboard), what a first visit costs in API
 * requests (at most 30 before the idle loading) and that a return visit asks fewer.
 */

const progress = (page: Page) => page.getByTestId("statistics-progress");
/** Every transaction of a time range, page after page as the API gives them (100 a page). */
async function allTransactions<T>(from: number, to: number): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await api<T[]>(
      `transactions?timestamp.from=${from}&timestamp.to=${to}&limit=100&page=${page}`,
    );
    rows.push(...answer.data);
    if (answer.data.length < 100) return rows;
  }
}

/** The network's epoch in unix seconds (GET node/configuration). */
async function epochUnix(): Promise<number> {
  const { data } = await api<{ constants: { epoch: string } }>("node/configuration");
  return Date.parse(data.constants.epoch) / 1000;
}

/** The rows of a section's CSV (header first, BOM checked and dropped), via its Download CSV button. */
async function downloadCsv(page: Page, section: string): Promise<string[][]> {
  const region = page.getByRole("region", { name: section, exact: true });
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    region.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const text = readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  expect(text.endsWith("\r\n")).toBe(true);
  // these tables hold dates and numbers only: no quoted cells
  return text
    .slice(1)
    .trimEnd()
    .split("\r\n")
    .map((line) => line.split(","));
}

test("the transactions and blocks of a day match the API's answers, in the table and the CSV", async ({
  page,
}) => {
  await gotoRoute(page, "/statistics?period=7d");
  await expect(page.getByRole("heading", { level: 1, name: "Network statistics" })).toBeVisible();
  await expect(progress(page)).toHaveText("All 7 days counted", { timeout: 60_000 });
  const rows = await downloadCsv(page, "Transactions and volume per day");
  expect(rows[0]).toEqual(["Day (UTC)", "Transactions", "Active wallets", "Volume", "Fees"]);
  expect(rows).toHaveLength(8);
  const epoch = await epochUnix();
  // every day with transactions, and the newest: the table and the CSV say what the API says
  const checked = rows.slice(1).filter((r, i) => i === 0 || r[1] !== "0");
  expect(checked.length).toBeGreaterThan(0);
  const table = page
    .getByRole("region", { name: "Transactions and volume per day", exact: true })
    .getByRole("table");
  for (const row of checked) {
    const from = Date.parse(row[0]!) / 1000 - epoch;
    const answer = await api(
      `transactions?timestamp.from=${from}&timestamp.to=${from + 86_399}&limit=1`,
    );
    expect(Number(row[1]), row[0]).toBe(answer.meta?.totalCount);
    const cells = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    const shown = await cells
      .nth(rows.indexOf(row) - 1)
      .getByRole("cell")
      .first()
      .textContent();
    expect(Number((shown ?? "").replace(/\D/g, ""))).toBe(answer.meta?.totalCount);
  }
  // blocks forged today: the difference of the heights at the day's ends, as the API gives them
  const blocks = await downloadCsv(page, "Blocks forged and missed slots per day");
  expect(blocks[0]).toEqual(["Day (UTC)", "Blocks forged", "Slots", "Missed slots"]);
  const today = blocks[1]!;
  const start = Date.parse(today[0]!) / 1000 - epoch;
  const before =
    (await api<Array<{ height: number }>>(`blocks?timestamp.to=${start - 1}&limit=1`)).data[0]
      ?.height ?? 0;
  const head = (await api<Array<{ height: number }>>("blocks?limit=1")).data[0]!.height;
  // the chain moves on while the test runs: a block or two of slack
  expect(Math.abs(Number(today[1]) - (head - before))).toBeLessThanOrEqual(3);
  expect(Number(today[3])).toBe(Math.max(0, Number(today[2]) - Number(today[1])));
});

/** The fields of a raw API transaction that name its participants (any shape: read defensively). */
interface RawTransaction {
  sender?: unknown;
  recipient?: unknown;
  recipientId?: unknown;
  asset?: { payments?: unknown } | null;
}

/** A base58 address's form; the testnet's answers hold only real addresses of its network. */
const ADDRESS_FORM = /^[1-9A-HJ-NP-Za-km-z]{25,40}$/;

/** Distinct senders, recipients and multipayment recipients of raw API transactions. */
function participants(rows: readonly RawTransaction[]): Set<string> {
  const out = new Set<string>();
  const add = (x: unknown) => {
    if (typeof x === "string" && ADDRESS_FORM.test(x)) out.add(x);
  };
  for (const tx of rows) {
    add(tx.sender);
    add(tx.recipient ?? tx.recipientId);
    const payments = tx.asset?.payments;
    if (Array.isArray(payments))
      for (const p of payments as Array<{ recipientId?: unknown } | null>) add(p?.recipientId);
  }
  return out;
}

test("active wallets per hour and per day: the distinct participants the API gives for each hour or day read in full", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const epoch = await epochUnix();
  let compared = 0;
  let busy = 0;
  for (const [period, unit, total, seconds, title] of [
    ["24h", "hours", 24, 3600, "Transactions and volume per hour"],
    ["7d", "days", 7, 86_400, "Transactions and volume per day"],
  ] as const) {
    await gotoRoute(page, `/statistics?period=${period}`);
    await expect(progress(page)).toHaveText(`All ${total} ${unit} counted`, {
      timeout: 90_000,
    });
    const table = page.getByRole("region", { name: title, exact: true }).getByRole("table");
    // a column header of the table and of its CSV
    const headers = (await table.getByRole("columnheader").allTextContents()).map((h) => h.trim());
    const column = headers.indexOf("Active wallets");
    expect(column, headers.join(" | ")).toBeGreaterThan(1);
    const rows = await downloadCsv(page, title);
    expect(rows[0]![column]).toBe("Active wallets");
    // the table's cells hold the figures after the row header
    const bodyRows = table.getByRole("row").filter({ has: page.getByRole("rowheader") });
    const all = new Set<string>();
    let periodChecked = true;
    for (const [i, row] of rows.slice(1).entries()) {
      const count = Number(row[1]);
      const shown = (
        (await bodyRows
          .nth(i)
          .getByRole("cell")
          .nth(column - 1)
          .textContent()) ?? ""
      ).trim();
      const from = Date.parse(row[0]!) / 1000 - epoch;
      // a busy hour too (more than one page): every one of its transactions
      const answer = await allTransactions<RawTransaction & { id: string }>(
        from,
        from + seconds - 1,
      );
      const ids = new Set(answer.map((t) => t.id));
      if (count > 100) busy++;
      // the running hour or day may gain transactions while the test runs: then it is not compared
      if (ids.size !== count) {
        expect(i, `${row[0]}: only the running ${unit.slice(0, -1)} changes`).toBe(0);
        periodChecked = false;
        continue;
      }
      const wallets = participants(answer);
      expect(Number(row[column]), row[0]).toBe(wallets.size);
      expect(shown, row[0]).toBe(String(wallets.size));
      for (const a of wallets) all.add(a);
      if (count > 0) compared++;
    }
    // the period's headline figure: each wallet once over the whole period
    const figure = page.getByTestId("figure-active-wallets");
    await expect(figure).toContainText(`sent or received in the last ${total} ${unit}`);
    if (!periodChecked) continue;
    await expect(figure.getByRole("definition")).toHaveText(all.size.toLocaleString("en-US"));
  }
  // how many buckets with transactions were compared (a freshly seeded chain may have none of 100 or fewer)
  test.info().annotations.push({
    type: "hours or days with transactions compared (more than 100 of them)",
    description: `${compared} (${busy})`,
  });
});

test("the period switch changes the URL and the tables; an unknown period is the default", async ({
  page,
}) => {
  await gotoRoute(page, "/statistics?period=bogus");
  await expect(page.getByRole("heading", { level: 1, name: "Network statistics" })).toBeVisible();
  const txTable = (name: string) =>
    page.getByRole("region", { name, exact: true }).getByRole("table");
  await expect(txTable("Transactions and volume per hour").getByRole("rowheader")).toHaveCount(24);
  await expect(page.getByRole("link", { name: "24 hours" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await page.getByRole("link", { name: "7 days" }).click();
  await expect(page).toHaveURL(/statistics\?period=7d$/);
  await expect(txTable("Transactions and volume per day").getByRole("rowheader")).toHaveCount(7);
  await page.getByRole("link", { name: "30 days" }).click();
  await expect(page).toHaveURL(/statistics\?period=30d$/);
  await expect(txTable("Transactions and volume per day").getByRole("rowheader")).toHaveCount(30);
  await expect(progress(page)).toContainText("30 days");
});

test("fees per type and the vote distribution come with their CSV", async ({ page }) => {
  await gotoRoute(page, "/statistics?period=7d");
  const fees = await api<Record<string, Record<string, { sum: string }>>>("node/fees?days=7");
  const paid = Object.values(fees.data)
    .flatMap((types) => Object.values(types))
    .filter((f) => BigInt(f.sum) > 0n).length;
  const feeRegion = page.getByRole("region", { name: "Fees per transaction type", exact: true });
  await expect(feeRegion.getByRole("rowheader")).toHaveCount(paid);
  const feeRows = await downloadCsv(page, "Fees per transaction type");
  expect(feeRows[0]).toEqual(["Type", "Minimum", "Average", "Maximum", "Total"]);
  expect(feeRows).toHaveLength(paid + 1);
  const { data: config } = await api<{ constants: { activeDelegates: number } }>(
    "node/configuration",
  );
  const votes = page.getByRole("region", {
    name: "Vote distribution of the active delegates",
    exact: true,
  });
  await expect(votes.getByRole("rowheader")).toHaveCount(config.constants.activeDelegates);
  const voteRows = await downloadCsv(page, "Vote distribution of the active delegates");
  expect(voteRows[0]).toEqual(["Rank", "Delegate", "Votes", "Share", "Cumulative share"]);
  expect(voteRows).toHaveLength(config.constants.activeDelegates + 1);
  // the cumulative share ends at 100 % when the active delegates have votes
  if (Number(voteRows[1]![2]) > 0) expect(Number(voteRows.at(-1)![4])).toBeCloseTo(100, 2);
});

test("a first visit costs at most 30 API requests before the idle loading, which completes; a return visit asks fewer", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const requests: string[] = [];
  page.on("request", (r) => {
    if (r.url().startsWith(API)) requests.push(r.url().slice(API.length));
  });
  // a first visit: nothing kept from an earlier one
  await gotoRoute(page, "/");
  await page.evaluate(() => localStorage.clear());
  requests.length = 0;
  await gotoRoute(page, "/statistics");
  await expect(progress(page)).toHaveText("All 24 hours counted", { timeout: 120_000 });
  // the first screen: everything asked before the first hour loaded in idle time (the 8th hour)
  const hours: string[] = [];
  let firstScreen = requests.length;
  for (const [i, url] of requests.entries()) {
    const hour = /^\/transactions\?.*timestamp\.from=(\d+)/.exec(url)?.[1];
    if (hour && !hours.includes(hour)) hours.push(hour);
    if (hours.length === 8) {
      firstScreen = i;
      break;
    }
  }
  const before = requests.slice(0, firstScreen);
  expect(before.length, before.join("\n")).toBeLessThanOrEqual(30);
  // a busy hour's further pages come after every hour's first page, in idle time
  const lastFirstPage = requests.findLastIndex((u) =>
    /^\/transactions\?.*timestamp\.from=.*[?&]page=1(&|$)/.test(u),
  );
  const morePages = requests.findIndex((u) =>
    /^\/transactions\?.*timestamp\.from=.*[?&]page=([2-9]|\d\d)/.test(u),
  );
  if (morePages >= 0) expect(morePages).toBeGreaterThan(lastFirstPage);
  const first = requests.length;
  // a return visit (the page loaded again: only what this browser kept survives): ended hours
  // and the heights before them are not asked again
  await page.waitForTimeout(2_500);
  requests.length = 0;
  await page.reload();
  await expect(progress(page)).toHaveText("All 24 hours counted", { timeout: 60_000 });
  const second = [...requests];
  expect(second.length, second.join("\n")).toBeLessThan(first);
  const hoursAgain = new Set(
    second.flatMap((u) => /^\/transactions\?.*timestamp\.from=(\d+)/.exec(u)?.[1] ?? []),
  );
  // the running hour, and the one before it should this test have crossed the hour
  expect(hoursAgain.size, second.join("\n")).toBeLessThanOrEqual(2);
  test.info().annotations.push({
    type: "API requests: first visit, return visit",
    description: `${first}, ${second.length}`,
  });
});

test("figures in a visitor's words: no API terms, every section's \"How is this computed?\" opens by keyboard", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await gotoRoute(page, "/statistics");
  await expect(progress(page)).toHaveText("All 24 hours counted", { timeout: 120_000 });
  // the headline figures: a number each, under its caption
  for (const [id, caption] of [
    ["figure-transactions", "transactions in the last 24 hours"],
    ["figure-active-wallets", "wallets sent or received in the last 24 hours"],
    ["figure-blocks", "blocks forged in the last 24 hours"],
  ] as const) {
    const card = page.getByTestId(id);
    await expect(card.getByRole("term")).toHaveText(caption);
    await expect(card.getByRole("definition")).toHaveText(/^\d[\d,]*$/);
  }
  // the headline transactions are the table's rows added up
  const table = page
    .getByRole("region", { name: "Transactions and volume per hour", exact: true })
    .getByRole("table");
  const cells = await table
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader") })
    .evaluateAll((rows) => rows.map((r) => r.querySelector("td")?.textContent ?? ""));
  const sum = cells.reduce((total, c) => total + Number(c.replace(/\D/g, "")), 0);
  await expect(page.getByTestId("figure-transactions").getByRole("definition")).toHaveText(
    sum.toLocaleString("en-US"),
  );
  // every disclosure opened: still no API words anywhere on the page
  const disclosures = page.locator("details");
  const count = await disclosures.count();
  expect(count).toBeGreaterThanOrEqual(5);
  const summary = page
    .getByTestId("figure-transactions")
    .locator("xpath=ancestor::section[1]")
    .locator("summary");
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(summary.locator("xpath=..")).toHaveAttribute("open", "");
  await expect(page.getByText(/Every transaction of the period is read/)).toBeVisible();
  for (const d of await disclosures.all())
    await d.evaluate((el) => ((el as HTMLDetailsElement).open = true));
  const text = await page.locator("body").innerText();
  expect(text).not.toContain("not computed");
  expect(text).not.toMatch(/\bGET\b|timestamp\.(from|to)|request/i);
  // every chart names its bars
  const charts = page.getByTestId("statistics-chart");
  await expect(charts.first().locator("svg.recharts-surface")).toBeVisible({ timeout: 30_000 });
  // (the drawing is hidden from assistive technology: its key is found by tag)
  for (const chart of await charts.all()) await expect(chart.locator("li").first()).not.toBeEmpty();
});

test("the stats bar (from 1024 px) or the menu (on a phone) links to the statistics page", async ({
  page,
  isMobile,
}) => {
  await gotoRoute(page, "/");
  if (isMobile) {
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Statistics" })
      .click();
  } else {
    await page
      .getByRole("region", { name: "Network statistics" })
      .getByRole("link", { name: "Statistics" })
      .click();
  }
  await expect(page.getByRole("heading", { level: 1, name: "Network statistics" })).toBeVisible();
  await expect(page).toHaveURL(/#\/statistics$/);
});
