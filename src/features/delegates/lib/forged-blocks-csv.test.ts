import { describe, expect, it, vi } from "vitest";
import type { searchBlocks } from "@/shared/api/endpoints/blocks";
import type { Criteria, PageParams } from "@/shared/api/endpoints/search-params";
import type { Block } from "@/shared/api/schemas";
import {
  createForgedBlocksCsvExport,
  FORGED_BLOCKS_PAGE_SIZE,
  forgedBlocksCsvFileName,
} from "./forged-blocks-csv";

const KEY = "03" + "b".repeat(64);
const EPOCH = "2017-03-21T13:00:00.000Z";
const EPOCH_UNIX = Date.parse(EPOCH) / 1000;
const HEADER = [
  "Date (UTC)",
  "Height",
  "Block ID",
  "Transactions",
  "Amount",
  "Fees",
  "Reward",
  "Total forged",
];
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 1000;

const block = (height: number, unix: number, over: Partial<Block> = {}): Block =>
  ({
    id: String(10_000 + height),
    height,
    timestamp: { epoch: unix - EPOCH_UNIX, unix, human: "" },
    transactions: height % 3,
    generator: { username: "genesis_1", address: "AGen", publicKey: KEY },
    forged: { reward: "200000000", fee: "10000000", amount: "500000000", total: "210000000" },
    ...over,
  }) as Block;

/** 3.x: the delegate's blocks filtered by height.from and timestamp, oldest first, page 1 only. */
function fakeSearch(all: Block[]) {
  const calls: Array<{ criteria: Criteria; p: PageParams }> = [];
  const search = vi.fn<typeof searchBlocks>(async (criteria, p) => {
    calls.push({ criteria, p });
    const from = (criteria.height as { from: number }).from;
    const ts = criteria.timestamp as { from?: number; to?: number };
    const list = all.filter(
      (b) =>
        b.height >= from &&
        (ts.from === undefined || b.timestamp.epoch >= ts.from) &&
        (ts.to === undefined || b.timestamp.epoch <= ts.to),
    );
    return {
      data: list.slice((p.page - 1) * p.limit, p.page * p.limit),
      meta: { totalCount: list.length, pageCount: Math.ceil(list.length / p.limit) },
    };
  });
  return { search, calls };
}

async function lines(file: Blob): Promise<string[]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer());
  expect(text.startsWith("\uFEFF")).toBe(true);
  return text.slice(1).trimEnd().split("\r\n");
}

// 230 blocks of the delegate, one every 8 minutes, at every 51st height
const history = Array.from({ length: 230 }, (_, i) =>
  block(1 + i * 51, day("2024-01-01") + i * 480),
);

describe("createForgedBlocksCsvExport", () => {
  it("every forged block oldest first, read by key: height.from after the last one written", async () => {
    const { search, calls } = fakeSearch(history);
    const progress: number[] = [];
    const job = createForgedBlocksCsvExport({
      publicKey: KEY,
      range: {},
      networkEpoch: EPOCH,
      header: HEADER,
      columns: ["date", "height", "id", "transactions", "amount", "fee", "reward", "total"],
      onProgress: (p) => progress.push(p.fetched),
      search,
    });
    const [header, ...rows] = await lines(await job.run());
    expect(header).toBe(HEADER.join(","));
    expect(rows).toHaveLength(230);
    expect(rows[0]).toBe(
      "2024-01-01T00:00:00.000Z,1,10001,1,5.00000000,0.10000000,2.00000000,2.10000000",
    );
    expect(rows.map((r) => Number(r.split(",")[1]))).toEqual(history.map((b) => b.height));
    expect(calls.map((c) => (c.criteria.height as { from: number }).from)).toEqual([
      1,
      history[99]!.height + 1,
      history[199]!.height + 1,
    ]);
    expect(
      calls.every(
        (c) =>
          c.criteria.generatorPublicKey === KEY &&
          c.p.page === 1 &&
          c.p.limit === FORGED_BLOCKS_PAGE_SIZE &&
          c.p.orderBy === "height:asc",
      ),
    ).toBe(true);
    expect(progress).toEqual([100, 200, 230]);
    expect(job.progress.total).toBe(230);
  });

  it("the date range goes to the node in epoch seconds and names the file", async () => {
    const { search, calls } = fakeSearch(history);
    const job = createForgedBlocksCsvExport({
      publicKey: KEY,
      range: { from: "2024-01-01", to: "2024-01-01" },
      networkEpoch: EPOCH,
      header: ["Height"],
      columns: ["height"],
      search,
    });
    const [, ...rows] = await lines(await job.run());
    // 180 blocks of 8 minutes fill the first day
    expect(rows).toHaveLength(180);
    expect(calls[0]!.criteria.timestamp).toEqual({
      from: day("2024-01-01") - EPOCH_UNIX,
      to: day("2024-01-02") - 1 - EPOCH_UNIX,
    });
    expect(forgedBlocksCsvFileName("AGen", { from: "2024-01-01", to: "2024-01-01" })).toBe(
      "ark-AGen-blocks-2024-01-01_2024-01-01.csv",
    );
    expect(forgedBlocksCsvFileName("AGen")).toBe("ark-AGen-blocks-all.csv");
    expect(forgedBlocksCsvFileName("AGen", { to: "2024-02-30" })).toBe("ark-AGen-blocks-all.csv");
  });

  it("';' with decimal commas; the total's value on the block's day, 'not priced' where none", async () => {
    const list = [block(5, day("2024-01-01") + 10), block(60, day("2024-01-02") + 10)];
    const { search } = fakeSearch(list);
    const priceOfDay = vi.fn(async (unix: number) => (unix === day("2024-01-01") ? 0.5 : null));
    const job = createForgedBlocksCsvExport({
      publicKey: KEY,
      range: {},
      networkEpoch: EPOCH,
      header: ["Height", "Total forged", "Value (EUR) on the day"],
      columns: ["height", "total", "value"],
      delimiter: ";",
      fiat: { priceOfDay, decimals: 2, notPriced: "not priced" },
      search,
    });
    const [header, ...rows] = await lines(await job.run());
    expect(header).toBe("Height;Total forged;Value (EUR) on the day");
    expect(rows).toEqual(['5;"2,10000000";"1,05"', '60;"2,10000000";not priced']);
    expect(priceOfDay).toHaveBeenCalledTimes(2);
  });

  it("a node that ignores height.from ends the export instead of reading the same page forever", async () => {
    const full = Array.from({ length: 100 }, (_, i) => block(i + 1, day("2024-01-01") + i));
    const search = vi.fn<typeof searchBlocks>(async () => ({
      data: full,
      meta: { totalCount: 100, pageCount: 1 },
    }));
    const job = createForgedBlocksCsvExport({
      publicKey: KEY,
      range: {},
      networkEpoch: EPOCH,
      header: ["Height"],
      columns: ["height"],
      search,
    });
    const [, ...rows] = await lines(await job.run());
    expect(rows).toHaveLength(100);
    expect(search).toHaveBeenCalledTimes(2);
  });

  it("another generator's blocks (a filter the node ignored) are left out", async () => {
    const list = [
      block(5, day("2024-01-01")),
      block(6, day("2024-01-01"), {
        generator: { username: "x", address: "AOther", publicKey: "02" + "c".repeat(64) },
      } as Partial<Block>),
    ];
    const search = vi.fn<typeof searchBlocks>(async () => ({
      data: list,
      meta: { totalCount: 2, pageCount: 1 },
    }));
    const job = createForgedBlocksCsvExport({
      publicKey: KEY,
      range: {},
      networkEpoch: EPOCH,
      header: ["Height"],
      columns: ["height"],
      search,
    });
    expect((await lines(await job.run())).slice(1)).toEqual(["5"]);
  });
});
