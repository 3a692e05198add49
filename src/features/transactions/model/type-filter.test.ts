import { describe, expect, it } from "vitest";
import { enabledTransactionTypes, TRANSACTION_TYPES } from "@/shared/api/transaction-types";
import { ALL_FILTER, decodeTypeFilter, effectiveTypeFilter, encodeTypeFilter, isMagistrateFilter, typeFilterParams } from "./type-filter";

const all = enabledTransactionTypes({ magistrate: true, htlc: true });
const coreOnly = enabledTransactionTypes({ magistrate: false, htlc: false });

describe("typeFilterParams", () => {
  it.each([
    [{ type: -1, typeGroup: 1 }, {}],
    [{ type: -1, typeGroup: 2 }, {}],
    [{ type: 0, typeGroup: 1 }, { type: 0, typeGroup: 1 }],
    [{ type: 3, typeGroup: 1 }, { type: 3, typeGroup: 1 }],
    [{ type: 0, typeGroup: 2 }, { type: 0, typeGroup: 2 }],
    [{ type: 6, typeGroup: 2 }, { type: 6, typeGroup: 2 }],
  ])("%j → %j", (v, expected) => {
    expect(typeFilterParams(v)).toEqual(expected);
  });
});

describe("encode / decode", () => {
  it("round-trips every enabled type and ALL", () => {
    for (const d of all) expect(decodeTypeFilter(encodeTypeFilter(d), all)).toEqual({ type: d.type, typeGroup: d.typeGroup });
    expect(decodeTypeFilter(encodeTypeFilter(ALL_FILTER), all)).toEqual(ALL_FILTER);
  });
  it.each(["", "1", "1:", "x:1", "1:99", "3:0", "1:3;drop", "-1:0", null, undefined])("rejects %j", (raw) => {
    expect(decodeTypeFilter(raw, all)).toBeNull();
  });
  it("rejects types the network disabled (no HTLC, no magistrate)", () => {
    expect(decodeTypeFilter("2:0", coreOnly)).toBeNull();
    expect(decodeTypeFilter("1:8", coreOnly)).toBeNull();
    expect(decodeTypeFilter("1:6", coreOnly)).toEqual({ type: 6, typeGroup: 1 });
  });
  it("a stored filter no longer enabled falls back to ALL", () => {
    expect(effectiveTypeFilter({ type: 0, typeGroup: 2 }, coreOnly)).toEqual(ALL_FILTER);
    expect(effectiveTypeFilter({ type: 3, typeGroup: 1 }, coreOnly)).toEqual({ type: 3, typeGroup: 1 });
    expect(effectiveTypeFilter({ type: -1, typeGroup: 2 }, all)).toEqual(ALL_FILTER);
  });
  it("the table covers both type groups", () => {
    expect(TRANSACTION_TYPES.filter((t) => t.typeGroup === 1)).toHaveLength(11);
    expect(TRANSACTION_TYPES.filter((t) => t.typeGroup === 2).length).toBeGreaterThanOrEqual(6);
  });
});

describe("isMagistrateFilter: which filters wait for the magistrate probe", () => {
  it("group 2 types, stored or in the URL form, but not ALL or core types", () => {
    expect(isMagistrateFilter({ type: 6, typeGroup: 2 })).toBe(true);
    expect(isMagistrateFilter("2:0")).toBe(true);
    expect(isMagistrateFilter({ type: -1, typeGroup: 2 })).toBe(false);
    expect(isMagistrateFilter({ type: 3, typeGroup: 1 })).toBe(false);
    expect(isMagistrateFilter("1:3")).toBe(false);
    expect(isMagistrateFilter("all")).toBe(false);
  });
});
