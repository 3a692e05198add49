import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { api, expect, gotoRoute, test } from "./fixtures";

/**
 * The wallet CSV export against the real local testnet: the file of each tab holds exactly the
 * API's transactions (count, ids, memos as on chain, amounts as exact decimals), a date range goes
 * to the node, Cancel stops the requests, and a failing request ends in "Try again", which
 * finishes the file. Wallets and ids come from e2e/.manifest.json or the API.
 */

interface Tx {
  id: string;
  amount: string;
  fee: string;
  vendorField?: string;
  timestamp: { epoch: number; unix: number };
}
type Direction = "all" | "sent" | "received";

const HEADER = [
  "Date (UTC)",
  "Type",
  "Direction",
  "From",
  "To",
  "Amount",
  "Fee",
  "Memo",
  "Transaction ID",
  "Block ID",
];

/** Every transaction of a paged API list (limit 100) and its meta.totalCount. */
async function everyTx(path: string): Promise<{ txs: Tx[]; totalCount: number }> {
  const txs: Tx[] = [];
  for (let page = 1; ; page++) {
    const res = await api<Tx[]>(`${path}${path.includes("?") ? "&" : "?"}page=${page}&limit=100`);
    txs.push(...res.data);
    if (res.data.length < 100) return { txs, totalCount: res.meta?.totalCount ?? txs.length };
  }
}

const walletPath = (address: string, direction: Direction) =>
  `wallets/${address}/transactions${direction === "all" ? "" : `/${direction}`}`;

/** RFC 4180: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  if (cell !== "" || row.length > 0) throw new Error("the file does not end with CRLF");
  return rows;
}

/**
 * What a spreadsheet-safe cell of `value` reads after CSV unquoting: a single quote before every
 * piece a "," or ";" spreadsheet could cut it into (at the start, after either delimiter, a tab
 * or a line break) that starts with a formula trigger, possibly after spaces and quotes; a plain
 * decimal number as it is.
 */
const safe = (value: string) =>
  /^-?\d+(\.\d+)?$/.test(value)
    ? value
    : value.replace(/(?<=^|[,;\t\r\n])(?=[ "\u00A0]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g, "'");

/**
 * The cells a spreadsheet program makes of `text` when it splits at `delimiter`, whatever the file
 * was written with: a cell is quoted only when a quote opens it (a quote elsewhere is text), cells
 * end at the delimiter, rows at a line break outside quotes.
 */
function spreadsheetCells(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let cell = "";
    if (text[i] === '"') {
      for (i++; i < text.length; i++) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i];
      }
    }
    while (i < text.length && text[i] !== delimiter && text[i] !== "\r" && text[i] !== "\n")
      cell += text[i++];
    cells.push(cell);
    i++;
  }
  return cells;
}

/** A cell a spreadsheet runs as a formula: = + - @ (or tab, CR, full-width forms) first, spaces aside; not a plain number. */
const isFormula = (cell: string) =>
  /^[ \u00A0]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

/** arktoshi → "1.50000000" without going through a float. */
const decimal = (arktoshi: string) => {
  const s = arktoshi.padStart(9, "0");
  return `${s.slice(0, -8)}.${s.slice(-8)}`;
};

/** The only requests of the export: the oldest-first order with its tie-breakers. */
const isExportRequest = (url: URL) =>
  url.pathname.includes("/transactions") &&
  (url.searchParams.get("orderBy") ?? "").includes("sequence");

/** Opens the dialog, optionally sets the range, starts the export; resolves with the download. */
async function exportCsv(page: Page, range: { from?: string; to?: string } = {}) {
  await page.getByRole("button", { name: "Export CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Export transactions as CSV" });
  await expect(dialog).toBeVisible();
  if (range.from) await dialog.getByLabel("First day").fill(range.from);
  if (range.to) await dialog.getByLabel("Last day").fill(range.to);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const bytes = readFileSync((await download.path())!);
  const text = bytes.toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1));
  expect(header).toEqual(HEADER);
  return { name: download.suggestedFilename(), rows, text: text.slice(1) };
}

test("each tab's file holds exactly the API's transactions, memos as on chain, exact amounts", async ({
  page,
  manifest,
}) => {
  // the wallet that received the hostile memos (markup, RTL override, zero-width characters, emoji)
  const hostile = await api<{ recipient: string }>(
    `transactions/${manifest.hostile.memos[0].id as string}`,
  );
  const wallets = [manifest.wallets.sender.address as string, hostile.data.recipient];
  for (const address of wallets) {
    for (const direction of ["all", "sent", "received"] as const) {
      const { txs, totalCount } = await everyTx(walletPath(address, direction));
      await gotoRoute(page, `/wallets/${address}/transactions/${direction}/1`);
      const { name, rows } = await exportCsv(page);
      expect(name).toBe(
        direction === "all" ? `ark-${address}-all.csv` : `ark-${address}-${direction}-all.csv`,
      );
      expect(rows).toHaveLength(totalCount);
      const byId = new Map(txs.map((t) => [t.id, t]));
      const ids = rows.map((r) => r[8]);
      expect(new Set(ids).size).toBe(ids.length);
      expect([...ids].sort()).toEqual([...byId.keys()].sort());
      for (const r of rows) {
        const tx = byId.get(r[8]!)!;
        expect(r[7]).toBe(safe(tx.vendorField ?? ""));
        expect(r[6]).toBe(decimal(tx.fee));
        expect(r[0]).toBe(new Date(tx.timestamp.unix * 1000).toISOString());
      }
      // oldest first
      const times = rows.map((r) => r[0]!);
      expect([...times].sort()).toEqual(times);
      await expect(page.getByText(`${totalCount} transactions exported`)).toBeVisible();
    }
  }
  // the sender received the seed's emoji-code memo: the comparison above kept it as typed
  const emoji = await api<Tx>(`transactions/${manifest.transactions.transferEmojiMemo as string}`);
  expect(emoji.data.vendorField).toMatch(/:[a-z_]+:/);
});

test('memos a spreadsheet could run as formulas are defused in every piece, for "," and ";" spreadsheets', async ({
  page,
  manifest,
}) => {
  // transfers whose memos hide a formula after a ";" or ",", after a line break, at the start
  const seeded = manifest.hostile.csvMemos as
    { wallet: string; memos: Array<{ id: string; memo: string }> } | undefined;
  expect(seeded, "the seed's CSV memos (hostile.csvMemos)").toBeDefined();
  const { wallet, memos } = seeded!;
  expect(memos.map((m) => m.memo)).toEqual(
    expect.arrayContaining(["x;=1+2;", "a\n=3+4", "@SUM(1)", "-2+3"]),
  );
  await gotoRoute(page, `/wallets/${wallet}/transactions/all/1`);
  const { rows, text } = await exportCsv(page);
  for (const { id, memo } of memos) {
    const row = rows.find((r) => r[8] === id);
    expect(row, `the row of ${id}`).toBeDefined();
    // the memo as on chain, with a single quote before each piece that could start a formula
    expect(row![7]).toBe(safe(memo));
    expect(row![7]).not.toBe(memo);
  }
  // as Excel reads the file with either list separator: no cell of the file is a formula
  // (and line by line, for a reader that starts each row afresh after a stray quote)
  for (const delimiter of [",", ";"]) {
    const formulas = [text, ...text.split("\r\n")]
      .flatMap((part) => spreadsheetCells(part, delimiter))
      .filter(isFormula);
    expect(formulas, `cells read with "${delimiter}"`).toEqual([]);
  }
  // amounts stay numbers
  expect(rows.every((r) => /^\d+\.\d{8}$/.test(r[5]!))).toBe(true);
});

test("a date range goes to the node and names the file; memos with emoji codes stay as typed", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.genesisDelegate.address as string;
  const { txs } = await everyTx(walletPath(address, "all"));
  // the day of the newest transaction: the seed ran then, the genesis transactions are years older
  const newest = Math.max(...txs.map((t) => t.timestamp.unix));
  const day = new Date(newest * 1000).toISOString().slice(0, 10);
  const start = Date.parse(`${day}T00:00:00Z`) / 1000;
  const inRange = txs.filter((t) => t.timestamp.unix >= start && t.timestamp.unix < start + 86_400);
  expect(inRange.length).toBeGreaterThan(0);
  expect(inRange.length).toBeLessThan(txs.length);
  // this wallet sent the seed's emoji-code memo ("thanks :smile: …") on that day
  const emojiId = manifest.transactions.transferEmojiMemo as string;
  const emoji = inRange.find((t) => t.id === emojiId);
  expect(emoji?.vendorField).toMatch(/:[a-z_]+:/);
  const asked: URL[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (isExportRequest(url)) asked.push(url);
  });
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  const { name, rows } = await exportCsv(page, { from: day, to: day });
  expect(name).toBe(`ark-${address}-${day}_${day}.csv`);
  expect(rows.map((r) => r[8]).sort()).toEqual(inRange.map((t) => t.id).sort());
  // every row's date inside the chosen day
  for (const r of rows) expect(r[0]!.slice(0, 10)).toBe(day);
  // the memo exactly as on chain: no emoji put in for its codes
  const row = rows.find((r) => r[8] === emojiId);
  expect(row?.[7]).toBe(emoji!.vendorField);
  expect(asked[0]!.searchParams.get("timestamp.from")).not.toBeNull();
  expect(asked[0]!.searchParams.get("timestamp.to")).not.toBeNull();
});

test("an inverted range is explained next to the fields and exports nothing", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.sender.address as string;
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  const asked: URL[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (isExportRequest(url)) asked.push(url);
  });
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  await page.getByRole("button", { name: "Export CSV" }).click();
  const dialog = page.getByRole("dialog", { name: "Export transactions as CSV" });
  await dialog.getByLabel("First day").fill("2026-03-31");
  await dialog.getByLabel("Last day").fill("2026-01-01");
  const reason = dialog.getByRole("alert");
  await expect(reason).toContainText("The first day is after the last day");
  for (const label of ["First day", "Last day"]) {
    await expect(dialog.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
    await expect(dialog.getByLabel(label)).toHaveAccessibleDescription(
      /The first day is after the last day/,
    );
  }
  await dialog.getByRole("button", { name: "Download CSV" }).click();
  await expect(dialog.getByLabel("First day")).toBeFocused();
  await page.waitForTimeout(1_000);
  expect(downloads).toBe(0);
  expect(asked).toHaveLength(0);
  await expect(dialog).toBeVisible();
});

test("Cancel stops the export's request at once: no file, no further request", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.sender.address as string;
  const sent: Request[] = [];
  const failed: string[] = [];
  // the node answers the export slowly (a held request), so there is time to cancel
  await page.route(
    (url) => isExportRequest(url),
    async (route) => {
      await new Promise((r) => setTimeout(r, 10_000));
      await route.continue().catch(() => undefined);
    },
  );
  page.on("request", (r) => {
    if (isExportRequest(new URL(r.url()))) sent.push(r);
  });
  page.on("requestfailed", (r) => {
    if (isExportRequest(new URL(r.url()))) failed.push(r.failure()?.errorText ?? "");
  });
  let downloads = 0;
  page.on("download", () => (downloads += 1));
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  await page.getByRole("button", { name: "Export CSV" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Download CSV" }).click();
  const group = page.getByRole("group", { name: "CSV export" });
  await expect(group.getByRole("progressbar", { name: "CSV export progress" })).toBeVisible();
  await expect.poll(() => sent.length).toBe(1);
  const cancelledAt = Date.now();
  await group.getByRole("button", { name: "Cancel export" }).click();
  await expect(page.getByText("Export cancelled")).toBeVisible();
  await expect.poll(() => failed.length).toBe(1);
  expect(Date.now() - cancelledAt).toBeLessThan(5_000);
  await page.waitForTimeout(1_000);
  expect(sent).toHaveLength(1);
  expect(downloads).toBe(0);
  await expect(page.getByRole("button", { name: "Export CSV" })).toBeEnabled();
});

test("a request that keeps failing: a plain error, then Try again finishes the file", async ({
  page,
  manifest,
}) => {
  const address = manifest.wallets.sender.address as string;
  const { totalCount } = await everyTx(walletPath(address, "all"));
  let down = true;
  let attempts = 0;
  await page.route(
    (url) => isExportRequest(url),
    async (route) => {
      if (!down) return route.continue();
      attempts += 1;
      return route.abort("connectionreset");
    },
  );
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  await page.getByRole("button", { name: "Export CSV" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Download CSV" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("The node did not answer.");
  await expect(alert).not.toContainText("Error GET");
  // the first attempt and its retries
  expect(attempts).toBe(4);
  down = false;
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Try again" }).click(),
  ]);
  const [, ...rows] = parseCsv(readFileSync((await download.path())!, "utf8").slice(1));
  expect(rows).toHaveLength(totalCount);
  await expect(page.getByText(`${totalCount} transactions exported`)).toBeVisible();
});
