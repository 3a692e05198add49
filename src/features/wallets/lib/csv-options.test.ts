import { describe, expect, it } from "vitest";
import { initialColumns, type CsvColumnOption } from "./csv-options";

const columns: CsvColumnOption[] = [
  { id: "date", label: "Date", defaultOn: true },
  { id: "amount", label: "Amount", defaultOn: true },
  { id: "value", label: "Value (USD) on the day", defaultOn: false },
];

describe("initialColumns", () => {
  it("starts with the defaults, in the order offered", () => {
    expect(initialColumns(columns)).toEqual(["date", "amount"]);
  });

  it("keeps a previous choice, in the order offered", () => {
    expect(initialColumns(columns, ["value", "date"])).toEqual(["date", "value"]);
  });

  it("drops a remembered column no longer offered (prices switched off): the defaults if nothing is left", () => {
    const noPrices = columns.filter((c) => c.id !== "value");
    expect(initialColumns(noPrices, ["value", "amount"])).toEqual(["amount"]);
    expect(initialColumns(noPrices, ["value"])).toEqual(["date", "amount"]);
  });

  it("never empty: the first column when no column is on by default", () => {
    expect(initialColumns(columns.map((c) => ({ ...c, defaultOn: false })))).toEqual(["date"]);
    expect(initialColumns([])).toEqual([]);
  });
});
