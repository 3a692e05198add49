import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { readAllPages, summarize } from "./bucket-summary";

const tx = (id: string, sender: string, recipient: string, amount = "100", fee = "10") =>
  ({ id, sender, recipient, amount, fee, type: 0, typeGroup: 1 }) as unknown as Transaction;
const isAddress = (text: string) => text.startsWith("A");

describe("readAllPages", () => {
  it("reads pages until one is short: a busy hour's rows are all of them", async () => {
    const asked: number[] = [];
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const all = await readAllPages(
      async (page) => {
        asked.push(page);
        return rows.slice((page - 1) * 100, page * 100);
      },
      100,
      10,
    );
    expect(asked).toEqual([1, 2, 3]);
    expect(all).toEqual({ rows, complete: true });
  });

  it("asks one more page after an exactly full one, and stops at the most pages", async () => {
    const exact = await readAllPages(async (p) => (p === 1 ? [1, 2] : []), 2, 5);
    expect(exact).toEqual({ rows: [1, 2], complete: true });
    const capped = await readAllPages(async () => [1, 2], 2, 3);
    expect(capped).toEqual({ rows: [1, 2, 1, 2, 1, 2], complete: false });
  });

  it("throws what the node's answer throws", async () => {
    await expect(
      readAllPages(
        async (p) => {
          if (p === 2) throw new Error("down");
          return [1, 2];
        },
        2,
        5,
      ),
    ).rejects.toThrow("down");
  });
});

describe("summarize", () => {
  it("counts every transaction of paged answers once, even a row repeated across pages", () => {
    const page1 = [tx("a", "A1", "A2"), tx("b", "A1", "A3")];
    // a transaction arrived while paging: the first page's last row comes again on the second
    const page2 = [tx("b", "A1", "A3"), tx("c", "A4", "A1", "5", "1")];
    const s = summarize([...page1, ...page2], isAddress);
    expect(s.count).toBe(3);
    expect(s.volume).toBe("205");
    expect(s.fees).toBe("21");
    expect([...s.participants].sort()).toEqual(["A1", "A2", "A3", "A4"]);
  });

  it("leaves out what the address check refuses", () => {
    expect(summarize([tx("a", "A1", "<script>")], isAddress).participants).toEqual(["A1"]);
  });
});
