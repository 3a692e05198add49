import { describe, expect, it, vi } from "vitest";
import type { getVoters } from "@/shared/api/endpoints/wallets";
import type { Wallet } from "@/shared/api/schemas";
import { createVotersCsvExport, VOTERS_PAGE_SIZE, votersCsvFileName } from "./voters-csv";

const voter = (i: number, over: Partial<Wallet> = {}): Wallet =>
  ({
    address: `AVoter${String(i).padStart(28, "0")}`,
    publicKey: "02" + i.toString(16).padStart(64, "0"),
    balance: String((300 - i) * 100_000_000 + 1),
    isDelegate: false,
    isResigned: false,
    ...over,
  }) as Wallet;

async function lines(file: Blob): Promise<string[]> {
  const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await file.arrayBuffer());
  return text.slice(1).trimEnd().split("\r\n");
}

function fakeVoters(all: Wallet[]) {
  return vi.fn<typeof getVoters>(async (_id, p) => ({
    data: all.slice((p.page - 1) * p.limit, p.page * p.limit),
    meta: { totalCount: all.length, pageCount: Math.ceil(all.length / p.limit) },
  }));
}

describe("createVotersCsvExport", () => {
  it("every voter once, 100 per request, in the node's order", async () => {
    const all = Array.from({ length: 250 }, (_, i) => voter(i + 1));
    const fetchVoters = fakeVoters(all);
    const job = createVotersCsvExport({
      delegate: "genesis_1",
      header: ["Address", "Delegate name", "Balance", "Public key"],
      fetchVoters,
    });
    const [header, ...rows] = await lines(await job.run());
    expect(header).toBe("Address,Delegate name,Balance,Public key");
    expect(rows).toHaveLength(250);
    expect(rows[0]).toBe(`${all[0]!.address},,299.00000001,${all[0]!.publicKey}`);
    expect(rows.map((r) => r.split(",")[0])).toEqual(all.map((w) => w.address));
    expect(fetchVoters.mock.calls.map((c) => [c[0], c[1].page, c[1].limit])).toEqual([
      ["genesis_1", 1, VOTERS_PAGE_SIZE],
      ["genesis_1", 2, VOTERS_PAGE_SIZE],
      ["genesis_1", 3, VOTERS_PAGE_SIZE],
    ]);
  });

  it("chosen columns with ';' and decimal commas; a hostile delegate name is defused", async () => {
    const fetchVoters = fakeVoters([voter(1, { username: "=HYPERLINK(1)", isDelegate: true })]);
    const job = createVotersCsvExport({
      delegate: "AD",
      header: ["Delegate name", "Balance"],
      columns: ["username", "balance"],
      delimiter: ";",
      fetchVoters,
    });
    expect(await lines(await job.run())).toEqual([
      "Delegate name;Balance",
      `'=HYPERLINK(1);"299,00000001"`,
    ]);
  });

  it("a voter moved across a page boundary meanwhile is written once", async () => {
    const all = Array.from({ length: 150 }, (_, i) => voter(i + 1));
    let calls = 0;
    const fetchVoters = vi.fn<typeof getVoters>(async (_id, p) => {
      calls += 1;
      // page 2 is read after one voter dropped down: it starts with page 1's last voter
      const list = p.page === 1 ? all : [all[99]!, ...all.slice(100)];
      const data = p.page === 1 ? list.slice(0, 100) : list;
      return { data, meta: { totalCount: 150, pageCount: 2 } };
    });
    const job = createVotersCsvExport({
      delegate: "AD",
      header: ["Address"],
      columns: ["address"],
      fetchVoters,
    });
    const rows = (await lines(await job.run())).slice(1);
    expect(calls).toBe(2);
    expect(new Set(rows).size).toBe(rows.length);
    expect(rows).toHaveLength(150);
  });

  it("names the file after the delegate", () => {
    expect(votersCsvFileName("AD1x")).toBe("ark-AD1x-voters.csv");
  });
});
