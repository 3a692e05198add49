import { describe, expect, it } from "vitest";
import type { Transaction } from "@/shared/api/schemas";
import {
  csvCell,
  csvColumns,
  csvDecimal,
  csvLine,
  defaultCsvDelimiter,
  transactionCsvRow,
} from "./csv";

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

/**
 * How a spreadsheet program reads one file's text with `delimiter`, whatever the file was written
 * with: a cell is quoted only when a quote opens it (a quote elsewhere is text), cells end at the
 * delimiter, rows at a line break outside quotes.
 */
function readAsSpreadsheet(text: string, delimiter: string): string[] {
  const cells: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let cell = "";
    if (text[i] === '"') {
      i++;
      while (i < text.length) {
        if (text[i] === '"' && text[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (text[i] === '"') {
          i++;
          break;
        } else cell += text[i++];
      }
    }
    while (i < text.length && text[i] !== delimiter && text[i] !== "\r" && text[i] !== "\n")
      cell += text[i++];
    cells.push(cell);
    i++;
  }
  return cells;
}

/** A cell a spreadsheet would run as a formula (leading spaces aside): starts with = + - @ tab CR. */
const isFormula = (cell: string) =>
  /^[ \u00A0]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell);

const HOSTILE = [
  "x;=1+2;",
  "x,=1+2,",
  "a\n=3+4",
  "a\r\n=3+4",
  "a\r=3+4",
  "@SUM(1)",
  "-2+3",
  "+1",
  "=1+1",
  "\t=5",
  "\r=6",
  "x\t=7",
  "x; =8",
  'x;"=9"',
  'x;""=10',
  "x;;=11;\t\t=12",
  "\uFF1D1+1",
  '=HYPERLINK("http://evil","x")',
];

describe("csv cells", () => {
  it("leaves plain text and numbers alone", () => {
    expect(csvCell("hello")).toBe("hello");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(12)).toBe("12");
    expect(csvCell(-1.5)).toBe("-1.5");
    expect(csvCell("-1.50000000")).toBe("-1.50000000");
    expect(csvCell("1.50000000")).toBe("1.50000000");
    expect(csvCell("2026-11-24T00:00:00.000Z")).toBe("2026-11-24T00:00:00.000Z");
    expect(csvCell("a-b = c")).toBe("a-b = c");
  });
  it("quotes quotes, either delimiter, tabs and line breaks, doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell("a;b")).toBe('"a;b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line1\nline2")).toBe('"line1\nline2"');
    expect(csvCell("cr\r")).toBe('"cr\r"');
  });
  it.each(["=1+1", "+SUM(A1)", "-2+3", "@cmd", "\tTAB", "\rCR", "\uFF1D1"])(
    "neutralises a formula at the start: %j",
    (v) => {
      expect(csvCell(v).replace(/^"/, "").startsWith("'")).toBe(true);
    },
  );
  it("neutralises every piece a spreadsheet could cut a cell into", () => {
    expect(csvCell("x;=1+2;")).toBe(`"x;'=1+2;"`);
    expect(csvCell("x,=1+2,")).toBe(`"x,'=1+2,"`);
    expect(csvCell("a\n=3+4")).toBe(`"a\n'=3+4"`);
    expect(csvCell("a\r\n=3+4")).toBe(`"a\r\n'=3+4"`);
    expect(csvCell("x; =8")).toBe(`"x;' =8"`);
    expect(csvCell('x;"=9"')).toBe(`"x;'""=9"""`);
    expect(csvCell("\r=6")).toBe(`"'\r'=6"`);
    expect(csvCell("\t=5")).toBe(`"'\t'=5"`);
    expect(csvCell("@SUM(1)")).toBe("'@SUM(1)");
    expect(csvCell("-2+3")).toBe("'-2+3");
  });
  it("neutralises and quotes a hostile memo", () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
  });
  it("joins a line's cells with the delimiter, quoting where needed", () => {
    expect(csvLine(["a", "b,c"])).toBe('a,"b,c"');
    expect(csvLine(["a", "b,c", -1.5], ";")).toBe('a;"b,c";-1.5');
  });
  describe.each([",", ";"] as const)("a file written with %j", (written) => {
    it.each([",", ";"])("read with %j: no cell of a hostile memo is a formula", (read) => {
      for (const memo of HOSTILE) {
        const line = csvLine(
          ["2020-09-13T12:26:40.000Z", memo, "1.50000000", "-2.5", memo],
          written,
        );
        const cells = readAsSpreadsheet(line, read);
        const formulas = cells.filter(isFormula);
        expect(formulas, `${JSON.stringify(memo)} → ${JSON.stringify(cells)}`).toEqual([]);
      }
    });
    it("read with its own delimiter: memos come back with the quote marks only, numbers as written", () => {
      const line = csvLine(
        ["x;=1+2;", "a\n=3+4", "@SUM(1)", "-2+3", "-1.5", 7, "plain, text; here"],
        written,
      );
      expect(readAsSpreadsheet(line, written)).toEqual([
        "x;'=1+2;",
        "a\n'=3+4",
        "'@SUM(1)",
        "'-2+3",
        "-1.5",
        "7",
        "plain, text; here",
      ]);
    });
  });
});

describe("transaction rows", () => {
  it("a transfer sent: UTC ISO date, token amounts, direction out", () => {
    const row = transactionCsvRow(tx({ vendorField: "=cmd" }), W, "Transfer");
    expect(row).toEqual([
      "2020-09-13T12:26:40.000Z",
      "Transfer",
      "out",
      W,
      "AOther",
      "1.50000000",
      "0.10000000",
      "=cmd",
      "ab".repeat(32),
      "123",
    ]);
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
    const asset = {
      payments: [
        { recipientId: W, amount: "100" },
        { recipientId: "AB", amount: "200" },
        { recipientId: W, amount: "5" },
      ],
    };
    const sent = transactionCsvRow(tx({ type: 6, amount: "0", asset }), W, "Multipayment");
    expect(sent[5]).toBe("0.00000305");
    expect(sent[4]).toBe(`${W} AB`);
    const got = transactionCsvRow(
      tx({ type: 6, amount: "0", sender: "AB", asset }),
      W,
      "Multipayment",
    );
    expect(got[2]).toBe("in");
    expect(got[5]).toBe("0.00000105");
  });
});

describe("defaultCsvDelimiter", () => {
  it.each([
    ["en-GB", ","],
    ["en-US", ","],
    ["fr-FR", ";"],
    ["it-IT", ";"],
    ["nl-NL", ";"],
    ["pl-PL", ";"],
    ["pt-BR", ";"],
  ])("%s → %s (the delimiter its spreadsheets expect)", (locale, delimiter) => {
    expect(defaultCsvDelimiter(locale)).toBe(delimiter);
  });

  it("an unknown or malformed locale gets the comma", () => {
    expect(defaultCsvDelimiter("not a locale!")).toBe(",");
  });
});

describe("csvDecimal", () => {
  it("writes a decimal comma in a ';' file and leaves a ',' file as it is", () => {
    expect(csvDecimal("1.50000000", ";")).toBe("1,50000000");
    expect(csvDecimal("12", ";")).toBe("12");
    expect(csvDecimal("1.50000000", ",")).toBe("1.50000000");
  });

  it("leaves text that is not a plain decimal alone", () => {
    expect(csvDecimal("not priced", ";")).toBe("not priced");
    expect(csvDecimal("1.2.3", ";")).toBe("1.2.3");
    expect(csvDecimal("=1.5", ";")).toBe("=1.5");
  });

  it("a decimal comma cell is quoted (never split by a ',' reader) and stays a number", () => {
    expect(csvLine(["a", csvDecimal("0.5", ";")], ";")).toBe('a;"0,5"');
  });
});

describe("csvColumns", () => {
  const fields = {
    name: { value: (r: { name: string; amount: string }) => r.name },
    amount: { value: (r: { name: string; amount: string }) => r.amount, decimal: true },
    none: { value: () => null },
  };
  const row = { name: "genesis_1", amount: "2.00000000" };

  it("gives the chosen columns' cells in the order chosen, unknown ids left out", () => {
    expect(csvColumns(fields, ["amount", "name"])(row)).toEqual(["2.00000000", "genesis_1"]);
    expect(csvColumns(fields, ["name", "missing" as "name"])(row)).toEqual(["genesis_1"]);
    expect(csvColumns(fields, ["none"])(row)).toEqual([""]);
  });

  it("decimal columns follow the delimiter", () => {
    expect(csvColumns(fields, ["name", "amount"], ";")(row)).toEqual(["genesis_1", "2,00000000"]);
  });
});
