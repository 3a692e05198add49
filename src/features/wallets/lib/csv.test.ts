import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import { csvCell, csvLine, transactionCsvRow } from "./csv";

const W = "AWalletAddressXXXXXXXXXXXXXXXXXXXX";
const tx = (over: Partial<Transaction>): Transaction =>
  ({
    id: "ab".repeat(32),
    blockId: "123",
    type: 0,
    typeGroup: 1,
    amount: "150000000",
    fee: "10000000",
    sender: W,
    recipient: "AOther",
    confirmations: 1,
    timestamp: { epoch: 1, unix: 1_600_000_000 },
    ...over,
  }) as Transaction;

describe("csv cells", () => {
  it("leaves plain text alone", () => {
    expect(csvCell("hello")).toBe("hello");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
  });
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });
  it.each(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR"])("neutralises formula injection in %j", (v) => {
    expect(csvCell(v).replace(/^"/, "").startsWith("'")).toBe(true);
  });
  it("neutralises and quotes a hostile memo", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });
  it("joins a line's cells, quoting where needed", () => {
    expect(csvLine(["a", "b,c"])).toBe('a,"b,c"');
  });
});

describe("transaction rows", () => {
  it("a transfer sent: UTC ISO date, token amounts, direction out", () => {
    const row = transactionCsvRow(tx({ vendorField: "=cmd" }), W, "Transfer");
    expect(row).toEqual(["2020-09-13T12:26:40.000Z", "Transfer", "out", W, "AOther", "1.50000000", "0.10000000", "=cmd", "ab".repeat(32), "123"]);
    // escaping happens when the line is built
    expect(csvLine(row)).toContain(",'=cmd,");
  });
  it("a transfer received is in", () => {
    expect(transactionCsvRow(tx({ sender: "AOther", recipient: W }), W, "Transfer")[2]).toBe("in");
  });
  it("a vote has no recipient (3.x repeats the sender)", () => {
    const row = transactionCsvRow(tx({ type: 3, recipient: W, amount: "0" }), W, "Vote");
    expect(row[4]).toBe("");
    expect(row[5]).toBe("0.00000000");
  });
  it("multipayment: the sender sees the total, a recipient its own share", () => {
    const asset = { payments: [{ recipientId: W, amount: "100" }, { recipientId: "AB", amount: "200" }, { recipientId: W, amount: "5" }] };
    const sent = transactionCsvRow(tx({ type: 6, amount: "0", asset }), W, "Multipayment");
    expect(sent[5]).toBe("0.00000305");
    expect(sent[4]).toBe(`${W} AB`);
    const got = transactionCsvRow(tx({ type: 6, amount: "0", sender: "AB", asset }), W, "Multipayment");
    expect(got[2]).toBe("in");
    expect(got[5]).toBe("0.00000105");
  });
});
