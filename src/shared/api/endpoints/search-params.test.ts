import { describe, expect, it } from "vitest";
import { compactCriteria, flattenCriteria } from "./search-params";

describe("flattenCriteria (3.x GET filters)", () => {
  it("flattens ranges to dotted names and drops empty values", () => {
    expect(flattenCriteria({ amount: { from: "100", to: "" }, fee: { to: 5 }, senderId: "", type: 0, blockId: undefined })).toEqual({
      "amount.from": "100",
      "fee.to": 5,
      type: 0,
    });
  });
  it("renames 2.6 wallet criteria to the names 3.x accepts", () => {
    expect(flattenCriteria({ vote: "02ab", username: "genesis_1", balance: { from: "10000000" } })).toEqual({
      "attributes.vote": "02ab",
      "attributes.delegate.username": "genesis_1",
      "balance.from": "10000000",
    });
  });
});

describe("compactCriteria (2.6 POST bodies)", () => {
  it("keeps 2.6 names and drops empty ranges", () => {
    expect(compactCriteria({ vote: "02ab", balance: { from: "", to: "" }, height: { from: 3 } })).toEqual({ vote: "02ab", height: { from: 3 } });
  });
});
