import Big from "big.js";
import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import {
  api,
  axeScan,
  catalog,
  expect,
  gotoRoute,
  openHeaderSettings,
  seriousViolations,
  servePriceConfig,
  test,
} from "./fixtures";

/**
 * The CSV exports that fit a spreadsheet, against the real local testnet: a wallet's transactions
 * with ";" (decimal commas) and the fiat value on each transaction's day (priced by the local
 * price-service stub), a delegate's forged blocks and a delegate's voters, each compared with the
 * API. Cases come from e2e/.manifest.json or the API.
 */

interface Tx {
  id: string;
  amount: string;
  fee: string;
  type: number;
  typeGroup: number;
  sender: string;
  timestamp: { epoch: number; unix: number };
}
interface ApiBlock {
  id: string;
  height: number;
  transactions: number;
  timestamp: { unix: number };
  forged: { reward: string; fee: string; amount: string; total: string };
}
interface ApiWallet {
  address: string;
  balance: string;
  publicKey?: string;
}
interface ApiDelegate {
  username: string;
  address: string;
  blocks: { produced: number };
}

/** Every row of a paged API list (limit 100). */
async function everyRow<T>(path: string): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    const res = await api<T[]>(`${path}${path.includes("?") ? "&" : "?"}page=${page}&limit=100`);
    rows.push(...res.data);
    if (res.data.length < 100) return rows;
  }
}

/** RFC 4180 split at `delimiter`: quoted cells may hold either delimiter, quotes, line breaks. */
function parseCsv(text: string, delimiter: string): string[][] {
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
    else if (c === delimiter) {
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

/** arktoshi → "1.50000000" (or "1,50000000" with a decimal comma) without a float. */
const decimal = (arktoshi: string, comma = false) => {
  const s = arktoshi.padStart(9, "0");
  return `${s.slice(0, -8)}${comma ? "," : "."}${s.slice(-8)}`;
};

/**
 * Opens the export dialog named `title`, sets the choices, starts the export and reads the file:
 * its name, header and rows (split at the delimiter chosen).
 */
async function exportCsv(
  page: Page,
  title: string,
  choose: (dialog: ReturnType<Page["getByRole"]>) => Promise<void> = async () => {},
  delimiter = ",",
) {
  await page.getByRole("button", { name: "Export CSV" }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await expect(dialog).toBeVisible();
  await choose(dialog);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  const text = readFileSync((await download.path())!).toString("utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const [header, ...rows] = parseCsv(text.slice(1), delimiter);
  return { name: download.suggestedFilename(), header: header!, rows };
}

test("a wallet's CSV with ';', decimal commas and the value in the chosen currency on each transaction's day", async ({
  page,
  manifest,
}) => {
  const config = await servePriceConfig(page);
  const address = manifest.wallets.sender.address as string;
  const txs = await everyRow<Tx>(`wallets/${address}/transactions`);
  expect(txs.length).toBeGreaterThan(0);
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  const { name, header, rows } = await exportCsv(
    page,
    "Export transactions as CSV",
    async (dialog) => {
      const separator = dialog.getByRole("group", { name: "Separator" });
      // an English reader's spreadsheets expect the comma
      await expect(separator.getByRole("radio", { name: "Comma (,)" })).toBeChecked();
      await separator.getByRole("radio", { name: /Semicolon/ }).check();
      const value = dialog.getByRole("checkbox", { name: "Value (USD) on the day" });
      // off at first (one price request per day), offered because a price service is configured
      await expect(value).not.toBeChecked();
      await value.check();
    },
    ";",
  );
  expect(name).toBe(`ark-${address}-all.csv`);
  expect(header).toEqual([
    "Date (UTC)",
    "Type",
    "Direction",
    "From",
    "To",
    "Amount",
    "Fee",
    "Value (USD) on the day",
    "Memo",
    "Transaction ID",
    "Block ID",
  ]);
  expect(rows).toHaveLength(txs.length);
  const byId = new Map(txs.map((t) => [t.id, t]));
  // the stub's day average of each UTC day, asked at the day's last second as the explorer does
  const dayPrice = new Map<number, number>();
  for (const row of rows) {
    const tx = byId.get(row[9]!)!;
    expect(tx, `transaction ${row[9]} in the API's list`).toBeDefined();
    expect(row[6]).toBe(decimal(tx.fee, true));
    // a plain transfer sent by the wallet: the amount as the API has it
    if (tx.typeGroup === 1 && tx.type === 0 && tx.sender === address)
      expect(row[5]).toBe(decimal(tx.amount, true));
    const day = Math.floor(tx.timestamp.unix / 86_400);
    if (!dayPrice.has(day)) {
      const res = await fetch(
        `${config.priceApi}/data/dayAvg?fsym=ARK&tsym=USD&toTs=${day * 86_400 + 86_399}`,
      );
      dayPrice.set(day, ((await res.json()) as { USD: number }).USD);
    }
    const amount = new Big(row[5]!.replace(",", "."));
    const expected = amount.times(dayPrice.get(day)!).round(2, 1).toFixed(2).replace(".", ",");
    expect(row[7], `the value of ${tx.id}`).toBe(expected);
  }
});

test("a day the price service has no value for is 'not priced', the rest of the file intact", async ({
  page,
  manifest,
}) => {
  const config = await servePriceConfig(page);
  // the service answers every price with its error (HTTP 200, as CryptoCompare does)
  const mode = await fetch(`${config.priceApi}/__mode`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ mode: "error" }),
  });
  expect(mode.ok).toBe(true);
  const address = manifest.wallets.sender.address as string;
  const txs = await everyRow<Tx>(`wallets/${address}/transactions`);
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  const { header, rows } = await exportCsv(page, "Export transactions as CSV", async (dialog) => {
    await dialog.getByRole("checkbox", { name: "Value (USD) on the day" }).check();
  });
  expect(header[7]).toBe("Value (USD) on the day");
  expect(rows).toHaveLength(txs.length);
  expect(rows.map((r) => r[7])).toEqual(rows.map(() => "not priced"));
  expect(rows.every((r) => /^\d+\.\d{8}$/.test(r[5]!))).toBe(true);
});

test("a delegate's forged blocks as CSV: every block the API lists, oldest first", async ({
  page,
}) => {
  // the delegate that forged the most blocks so far
  const delegates = await everyRow<ApiDelegate>("delegates");
  const forger = delegates.reduce((a, b) => (b.blocks.produced > a.blocks.produced ? b : a));
  expect(forger.blocks.produced).toBeGreaterThan(0);
  const before = await everyRow<ApiBlock>(`delegates/${forger.address}/blocks`);
  await gotoRoute(page, `/wallets/${forger.address}/blocks/1`);
  const { name, header, rows } = await exportCsv(page, "Export forged blocks as CSV");
  const after = await everyRow<ApiBlock>(`delegates/${forger.address}/blocks`);
  expect(name).toBe(`ark-${forger.address}-blocks-all.csv`);
  expect(header).toEqual([
    "Date (UTC)",
    "Height",
    "Block ID",
    "Transactions",
    "Amount",
    "Fees",
    "Reward",
    "Total forged",
  ]);
  // the delegate may forge while the file is written: every block listed before, none not listed after
  const ids = rows.map((r) => r[2]!);
  expect(new Set(ids).size).toBe(ids.length);
  for (const b of before) expect(ids).toContain(b.id);
  const byId = new Map(after.map((b) => [b.id, b]));
  for (const row of rows) {
    const block = byId.get(row[2]!)!;
    expect(block, `block ${row[2]} in the API's list`).toBeDefined();
    expect(row).toEqual([
      new Date(block.timestamp.unix * 1000).toISOString(),
      String(block.height),
      block.id,
      String(block.transactions),
      decimal(block.forged.amount),
      decimal(block.forged.fee),
      decimal(block.forged.reward),
      decimal(block.forged.total),
    ]);
  }
  const heights = rows.map((r) => Number(r[1]));
  expect([...heights].sort((a, b) => a - b)).toEqual(heights);
  await expect(
    page.getByText(`${rows.length} ${rows.length === 1 ? "block" : "blocks"} exported`),
  ).toBeVisible();
});

test("a delegate's voters as CSV: the API's count and voters, the columns chosen", async ({
  page,
  manifest,
}) => {
  const delegate = manifest.wallets.delegate as { address: string; voters: string[] };
  const { meta } = await api<ApiWallet[]>(`delegates/${delegate.address}/voters?limit=1`);
  const voters = await everyRow<ApiWallet>(`delegates/${delegate.address}/voters`);
  expect(voters.length).toBe(meta?.totalCount);
  expect(voters.length).toBeGreaterThanOrEqual(delegate.voters.length);
  await gotoRoute(page, `/wallets/${delegate.address}/voters/1`);
  const { name, header, rows } = await exportCsv(page, "Export voters as CSV", async (dialog) => {
    // voters have no dates: no range to choose
    await expect(dialog.getByLabel("First day")).toHaveCount(0);
    await dialog.getByRole("checkbox", { name: "Public key" }).uncheck();
    await dialog.getByRole("checkbox", { name: "Delegate name" }).uncheck();
  });
  expect(name).toBe(`ark-${delegate.address}-voters.csv`);
  expect(header).toEqual(["Address", "Balance"]);
  expect(rows).toHaveLength(meta!.totalCount!);
  const byAddress = new Map(voters.map((w) => [w.address, w]));
  for (const [address, balance] of rows) {
    expect(byAddress.get(address!), `voter ${address}`).toBeDefined();
    expect(balance).toBe(decimal(byAddress.get(address!)!.balance));
  }
  for (const voter of delegate.voters) expect(rows.map((r) => r[0])).toContain(voter);
  await expect(
    page.getByText(`${rows.length} ${rows.length === 1 ? "voter" : "voters"} exported`),
  ).toBeVisible();
});

test("in French: the semicolon by default, the chosen days in French words, the dialog accessible", async ({
  page,
  manifest,
}) => {
  const fr = catalog("fr-FR");
  const text = (id: string) => {
    const msg = fr.get(id);
    expect(msg, `fr-FR has "${id}"`).toBeTruthy();
    return msg!;
  };
  const address = manifest.wallets.sender.address as string;
  const txs = await everyRow<Tx>(`wallets/${address}/transactions`);
  await gotoRoute(page, `/wallets/${address}/transactions/all/1`);
  await openHeaderSettings(page);
  await page.locator('select:has(option[value="fr-FR"])').selectOption("fr-FR");
  await expect(page.locator("html")).toHaveAttribute("lang", "fr-FR");
  // a phone's menu panel stays open after the choice: it closes with Escape
  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: text("Export CSV") }).click();
  const dialog = page.getByRole("dialog", { name: text("Export transactions as CSV") });
  await expect(dialog).toBeVisible();
  const separator = dialog.getByRole("group", { name: text("Separator") });
  await expect(
    separator.getByRole("radio", { name: text("Semicolon (;), with decimal commas") }),
  ).toBeChecked();
  const first = dialog.getByLabel(text("First day"));
  await first.fill("2020-02-01");
  // beside the field, whatever format the browser draws it in: the day in French words
  await expect(first).toHaveAccessibleDescription(/1 février 2020/);
  await first.fill("");
  expect(seriousViolations(await axeScan(page))).toEqual([]);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    dialog.getByRole("button", { name: text("Download CSV") }).click(),
  ]);
  const file = readFileSync((await download.path())!)
    .toString("utf8")
    .slice(1);
  const [header, ...rows] = parseCsv(file, ";");
  expect(header![0]).toBe(text("Date (UTC)"));
  expect(header).toHaveLength(10);
  expect(rows).toHaveLength(txs.length);
  expect(rows.every((r) => /^\d+,\d{8}$/.test(r[6]!))).toBe(true);
});
