import { describe, expect, it, vi } from "vitest";
import type {
  getWalletTransactionsInRange,
  RangeParams,
} from "@/shared/api/endpoints/wallet-export";
import type { Transaction } from "@/shared/api/schemas";
import { csvFileName, utcDayToUnix } from "./csv";
import { createWalletCsvExport, EXPORT_PAGE_SIZE } from "./wallet-csv-export";

const W = "AWalletAddressXXXXXXXXXXXXXXXXXXXX";
const EPOCH = "2017-03-21T13:00:00.000Z";
const EPOCH_UNIX = Date.parse(EPOCH) / 1000;
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

const tx = (i: number, unix: number, over: Partial<Transaction> = {}): Transaction =>
  ({
    id: i.toString(16).padStart(64, "0"),
    blockId: String(1000 + i),
    type: 0,
    typeGroup: 1,
    amount: "1",
    fee: "10000000",
    sender: W,
    recipient: "AOther",
    confirmations: 1,
    timestamp: { epoch: unix - EPOCH_UNIX, unix },
    ...over,
  }) as Transaction;

type Fetch = typeof getWalletTransactionsInRange;

/**
 * A fake API layer over `all` (oldest first): a 3.x node applies the epoch range and answers
 * oldest first; a 2.6 one (`rangeApplied` false) answers newest-first pages that the API layer
 * filtered (see getWalletTransactionsInRange).
 */
function fakeApi(all: Transaction[], rangeApplied: boolean) {
  const calls: RangeParams[] = [];
  const fetchPage = vi.fn<Fetch>(async (_address, _direction, p) => {
    calls.push(p);
    const inRange = (t: Transaction) =>
      (p.fromEpoch === undefined || t.timestamp!.epoch >= p.fromEpoch) &&
      (p.toEpoch === undefined || t.timestamp!.epoch <= p.toEpoch);
    if (rangeApplied) {
      const list = all.filter(inRange);
      const data = list.slice((p.page - 1) * p.limit, p.page * p.limit);
      return {
        rangeApplied: true,
        page: {
          data,
          meta: {
            totalCount: list.length,
            pageCount: Math.max(1, Math.ceil(list.length / p.limit)),
          },
        },
      };
    }
    const page = [...all].reverse().slice((p.page - 1) * p.limit, p.page * p.limit);
    const past = page.findIndex(
      (t) => p.fromEpoch !== undefined && t.timestamp!.epoch < p.fromEpoch,
    );
    const read = past < 0 ? page : page.slice(0, past);
    return {
      rangeApplied: false,
      rows: read.filter(inRange),
      scanned: read.length,
      last: past >= 0 || page.length < p.limit,
      totalCount: all.length,
    };
  });
  return { fetchPage, calls };
}

async function csvRows(file: Blob): Promise<string[]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer());
  expect(text.startsWith(`\uFEFF${HEADER.join(",")}\r\n`)).toBe(true);
  return text.trimEnd().split("\r\n").slice(1);
}

const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;
// 250 transactions, one every 6 hours from 2020-01-01
const history = Array.from({ length: 250 }, (_, i) => tx(i + 1, day("2020-01-01") + i * 6 * 3600));

describe("createWalletCsvExport", () => {
  it("exports every transaction of the wallet, 100 per request", async () => {
    const { fetchPage, calls } = fakeApi(history, true);
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
    });
    const rows = await csvRows(await job.run());
    expect(rows).toHaveLength(250);
    expect(rows.map((r) => r.split(",")[8])).toEqual(history.map((t) => t.id));
    expect(calls.every((c) => c.limit === EXPORT_PAGE_SIZE && c.toEpoch === undefined)).toBe(true);
    // read by key: each request starts at the second of the last row read, always on its page 1
    expect(calls.map((c) => [c.page, c.fromEpoch])).toEqual([
      [1, 0],
      [1, history[99]!.timestamp!.epoch],
      [1, history[198]!.timestamp!.epoch], // page 2 held rows 100–199, 99 of them new
    ]);
  });

  it('separates cells with the delimiter asked for, decimal commas with ";", memos defused for either delimiter', async () => {
    const list = [tx(1, day("2020-01-01"), { vendorField: "x;=1+2;" }), tx(2, day("2020-01-02"))];
    const { fetchPage } = fakeApi(list, true);
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: HEADER,
      delimiter: ";",
      typeName: () => "Transfer",
      fetchPage,
    });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await job.run()).arrayBuffer(),
    );
    const [header, first, second] = text.slice(1).split("\r\n");
    expect(header).toBe(HEADER.join(";"));
    expect(first).toBe(
      `2020-01-01T00:00:00.000Z;Transfer;out;${W};AOther;"0,00000001";"0,10000000";"x;'=1+2;";${list[0]!.id};1001`,
    );
    expect(second!.split(";")).toHaveLength(10);
  });

  it("writes only the chosen columns, in file order", async () => {
    const { fetchPage } = fakeApi([tx(1, day("2020-01-01"), { vendorField: "hi" })], true);
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: ["Transaction ID", "Amount", "Memo"],
      columns: ["id", "amount", "memo"],
      typeName: () => "Transfer",
      fetchPage,
    });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await job.run()).arrayBuffer(),
    );
    expect(text.slice(1).split("\r\n")).toEqual([
      "Transaction ID,Amount,Memo",
      `${tx(1, 0).id},0.00000001,hi`,
      "",
    ]);
  });

  it("the fiat value column: the amount at its UTC day's price, asked once per day, 'not priced' where none", async () => {
    const list = [
      tx(1, day("2020-01-01") + 3600, { amount: "250000000" }),
      tx(2, day("2020-01-01") + 7200, { amount: "100000000" }),
      tx(3, day("2020-01-02") + 60, { amount: "100000000" }),
      tx(4, day("2020-01-03") + 60, { amount: "100000000" }),
    ];
    const { fetchPage } = fakeApi(list, true);
    const asked: number[] = [];
    const priceOfDay = vi.fn(async (unix: number) => {
      asked.push(unix);
      if (unix === day("2020-01-02")) return null; // the service has no price that day
      if (unix === day("2020-01-03")) throw new Error("price service down");
      return 0.3125;
    });
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: ["Transaction ID", "Amount", "Value"],
      columns: ["id", "amount", "value"],
      delimiter: ";",
      fiat: { priceOfDay, decimals: 2, notPriced: "not priced" },
      typeName: () => "Transfer",
      fetchPage,
    });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await job.run()).arrayBuffer(),
    );
    expect(text.slice(1).split("\r\n").slice(1, 5)).toEqual([
      `${list[0]!.id};"2,50000000";"0,78"`,
      `${list[1]!.id};"1,00000000";"0,31"`,
      `${list[2]!.id};"1,00000000";not priced`,
      `${list[3]!.id};"1,00000000";not priced`,
    ]);
    // one request per UTC day, at the day's start
    expect(asked).toEqual([day("2020-01-01"), day("2020-01-02"), day("2020-01-03")]);
  });

  it("no fiat column without prices, even when asked for", async () => {
    const { fetchPage } = fakeApi([tx(1, day("2020-01-01"))], true);
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: ["Transaction ID"],
      columns: ["id", "value"],
      typeName: () => "Transfer",
      fetchPage,
    });
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(
      await (await job.run()).arrayBuffer(),
    );
    expect(text.slice(1).split("\r\n")[1]).toBe(tx(1, 0).id);
  });

  it("many transactions in one second: skips the ones already written, offsets stay within that second", async () => {
    const t0 = day("2020-01-01");
    // 30 before, 230 in one second (one busy block), 45 after
    const list = [
      ...Array.from({ length: 30 }, (_, i) => tx(i + 1, t0 + i)),
      ...Array.from({ length: 230 }, (_, i) => tx(100 + i, t0 + 100)),
      ...Array.from({ length: 45 }, (_, i) => tx(400 + i, t0 + 200 + i)),
    ];
    const { fetchPage, calls } = fakeApi(list, true);
    const seen: number[] = [];
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
      onProgress: (p) => seen.push(p.total),
    });
    const rows = await csvRows(await job.run());
    expect(rows.map((r) => r.split(",")[8])).toEqual(list.map((t) => t.id));
    const busy = t0 + 100 - EPOCH_UNIX;
    expect(calls.map((c) => [c.page, c.fromEpoch === busy ? "busy" : c.fromEpoch])).toEqual([
      [1, 0],
      [1, "busy"], // rows 31–100 of that second were read: skip 70
      [2, "busy"], // skip 170: page 2 of that second's list, 70 dropped
      [3, "busy"], // skip 230: the rest
    ]);
    // the count follows the rows from the cursor on plus those read before it
    expect(seen.every((n) => n === list.length)).toBe(true);
  });

  it("a transaction forged during the export is written once, at the end", async () => {
    const list = [...history];
    const { fetchPage: inner } = fakeApi(list, true);
    let forged = false;
    const fetchPage: Fetch = async (...args) => {
      const answer = await inner(...args);
      if (!forged) {
        forged = true;
        list.push(tx(999, day("2020-03-30")));
      }
      return answer;
    };
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
    });
    const ids = (await csvRows(await job.run())).map((r) => r.split(",")[8]);
    expect(ids).toHaveLength(251);
    expect(new Set(ids).size).toBe(251);
    expect(ids.at(-1)).toBe(tx(999, 0).id);
  });

  it("sends the range as seconds since the network epoch (the last day included) when the node takes it", async () => {
    const { fetchPage, calls } = fakeApi(history, true);
    const job = createWalletCsvExport({
      address: W,
      direction: "sent",
      filter: { type: 0, typeGroup: 1 },
      range: { from: "2020-01-10", to: "2020-01-20" },
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
    });
    const rows = await csvRows(await job.run());
    expect(calls[0]).toMatchObject({
      type: 0,
      typeGroup: 1,
      fromEpoch: day("2020-01-10") - EPOCH_UNIX,
      toEpoch: day("2020-01-21") - 1 - EPOCH_UNIX,
    });
    expect(fetchPage.mock.calls[0]![1]).toBe("sent");
    // 11 days × 4 a day
    expect(rows).toHaveLength(44);
    expect(rows[0]!.startsWith("2020-01-10T00:00:00.000Z,")).toBe(true);
    expect(rows.at(-1)!.startsWith("2020-01-20T18:00:00.000Z,")).toBe(true);
  });

  it("a node without the range: newest-first pages up to the range's first day, written oldest first", async () => {
    const { fetchPage, calls } = fakeApi(history, false);
    const seen: number[] = [];
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: { from: "2020-02-01", to: "2020-02-05" },
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
      onProgress: (p) => seen.push(p.fetched),
    });
    const rows = await csvRows(await job.run());
    // 5 days × 4 a day
    expect(rows).toHaveLength(20);
    expect(rows[0]!.startsWith("2020-02-01T00:00:00.000Z,")).toBe(true);
    expect(rows.at(-1)!.startsWith("2020-02-05T18:00:00.000Z,")).toBe(true);
    const times = rows.map((r) => r.split(",")[0]!);
    expect([...times].sort()).toEqual(times);
    // rows 250…151, then 150…51 where the range (rows 125–144) ends: page 3 is never asked
    expect(calls.map((c) => c.page)).toEqual([1, 2]);
    expect(calls.every((c) => c.fromEpoch === day("2020-02-01") - EPOCH_UNIX)).toBe(true);
    // rows read, in the range or not: 100, then 126 (the page up to the range's first row)
    expect(seen).toEqual([100, 126]);
  });

  it("a node without the range and no range: every transaction, oldest first", async () => {
    const { fetchPage } = fakeApi(history, false);
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: {},
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
    });
    const rows = await csvRows(await job.run());
    expect(rows.map((r) => r.split(",")[8])).toEqual(history.map((t) => t.id));
  });

  it("a range ending before the network began asks nothing", async () => {
    const { fetchPage } = fakeApi(history, true);
    const job = createWalletCsvExport({
      address: W,
      direction: "all",
      filter: {},
      range: { to: "2016-12-31" },
      networkEpoch: EPOCH,
      header: HEADER,
      typeName: () => "Transfer",
      fetchPage,
    });
    expect(await csvRows(await job.run())).toEqual([]);
    expect(fetchPage).not.toHaveBeenCalled();
  });

  it.each([true, false])(
    "memos exactly as on chain (emoji codes, emoji, markup) and amounts as exact decimals (range applied: %s)",
    async (applied) => {
      const list = [
        tx(1, day("2020-01-01"), {
          vendorField: ":rocket: 🚀 <b>x</b>",
          amount: "12345678901234567890",
        }),
        tx(2, day("2020-01-02"), { vendorField: "=1+1", amount: "1" }),
        tx(3, day("2020-01-03"), { vendorField: "thanks :smile: to the moon :+1:" }),
      ];
      const { fetchPage } = fakeApi(list, applied);
      const job = createWalletCsvExport({
        address: W,
        direction: "all",
        filter: {},
        range: {},
        networkEpoch: EPOCH,
        header: HEADER,
        typeName: () => "Transfer",
        fetchPage,
      });
      const rows = await csvRows(await job.run());
      expect(rows[0]).toContain(",123456789012.34567890,0.10000000,:rocket: 🚀 <b>x</b>,");
      // only the spreadsheet-formula guard touches a memo
      expect(rows[1]).toContain(",0.00000001,0.10000000,'=1+1,");
      expect(rows[2]!.split(",")[7]).toBe("thanks :smile: to the moon :+1:");
    },
  );
});

describe("file name and days", () => {
  it("names the wallet, the tab and the range", () => {
    expect(csvFileName(W, "all")).toBe(`ark-${W}-all.csv`);
    expect(csvFileName(W, "sent")).toBe(`ark-${W}-sent-all.csv`);
    // a day the export would not apply is not named
    expect(csvFileName(W, "all", { from: "2021-02-29", to: "x/../y" })).toBe(`ark-${W}-all.csv`);
    expect(csvFileName(W, "all", { from: "2020-01-01", to: "2020-12-31" })).toBe(
      `ark-${W}-2020-01-01_2020-12-31.csv`,
    );
    expect(csvFileName(W, "sent", { from: "2020-01-01" })).toBe(
      `ark-${W}-sent-since-2020-01-01.csv`,
    );
    expect(csvFileName(W, "received", { to: "2020-12-31" })).toBe(
      `ark-${W}-received-until-2020-12-31.csv`,
    );
    expect(csvFileName("A/../b", "all")).toBe("ark-Ab-all.csv");
  });
  it("turns UTC days into unix seconds, rejecting days that do not exist", () => {
    expect(utcDayToUnix("2020-01-01")).toBe(1_577_836_800);
    expect(utcDayToUnix("2020-01-01", true)).toBe(1_577_836_800 + 86_399);
    expect(utcDayToUnix("2021-02-29")).toBeUndefined();
    expect(utcDayToUnix("")).toBeUndefined();
    expect(utcDayToUnix("01/02/2020")).toBeUndefined();
  });
});
