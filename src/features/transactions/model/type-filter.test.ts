import { describe, expect, it } from "vitest";
import { enabledTransactionTypes, TRANSACTION_TYPES } from "@/shared/api/transaction-types";
import {
  ALL_FILTER,
  decodeTypeFilter,
  effectiveTypeFilter,
  encodeTypeFilter,
  isMagistrateParam,
  listTypeFilter,
  typeFilterFromParam,
  typeFilterParams,
  typeFilterToParam,
  withTypeFilter,
} from "./type-filter";

const all = enabledTransactionTypes({ magistrate: true, htlc: true });
const coreOnly = enabledTransactionTypes({ magistrate: false, htlc: false });

describe("typeFilterParams", () => {
  it.each([
    [{ type: -1, typeGroup: 1 }, {}],
    [{ type: -1, typeGroup: 2 }, {}],
    [
      { type: 0, typeGroup: 1 },
      { type: 0, typeGroup: 1 },
    ],
    [
      { type: 3, typeGroup: 1 },
      { type: 3, typeGroup: 1 },
    ],
    [
      { type: 0, typeGroup: 2 },
      { type: 0, typeGroup: 2 },
    ],
    [
      { type: 6, typeGroup: 2 },
      { type: 6, typeGroup: 2 },
    ],
  ])("%j → %j", (v, expected) => {
    expect(typeFilterParams(v)).toEqual(expected);
  });
});

describe("encode / decode", () => {
  it("round-trips every enabled type and ALL", () => {
    for (const d of all)
      expect(decodeTypeFilter(encodeTypeFilter(d), all)).toEqual({
        type: d.type,
        typeGroup: d.typeGroup,
      });
    expect(decodeTypeFilter(encodeTypeFilter(ALL_FILTER), all)).toEqual(ALL_FILTER);
  });
  it.each(["", "1", "1:", "x:1", "1:99", "3:0", "1:3;drop", "-1:0", null, undefined])(
    "rejects %j",
    (raw) => {
      expect(decodeTypeFilter(raw, all)).toBeNull();
    },
  );
  it("rejects types the network disabled (no HTLC, no magistrate)", () => {
    expect(decodeTypeFilter("2:0", coreOnly)).toBeNull();
    expect(decodeTypeFilter("1:8", coreOnly)).toBeNull();
    expect(decodeTypeFilter("1:6", coreOnly)).toEqual({ type: 6, typeGroup: 1 });
  });
  it("a stored filter no longer enabled falls back to ALL", () => {
    expect(effectiveTypeFilter({ type: 0, typeGroup: 2 }, coreOnly)).toEqual(ALL_FILTER);
    expect(effectiveTypeFilter({ type: 3, typeGroup: 1 }, coreOnly)).toEqual({
      type: 3,
      typeGroup: 1,
    });
    expect(effectiveTypeFilter({ type: -1, typeGroup: 2 }, all)).toEqual(ALL_FILTER);
  });
  it("the table covers both type groups", () => {
    expect(TRANSACTION_TYPES.filter((t) => t.typeGroup === 1)).toHaveLength(11);
    expect(TRANSACTION_TYPES.filter((t) => t.typeGroup === 2).length).toBeGreaterThanOrEqual(6);
  });
});

describe("the type filter in a list's URL", () => {
  it("serialises a type to its readable name, ALL to no parameter", () => {
    expect(typeFilterToParam({ type: 3, typeGroup: 1 })).toBe("vote");
    expect(typeFilterToParam({ type: 2, typeGroup: 1 })).toBe("delegate-registration");
    expect(typeFilterToParam({ type: 6, typeGroup: 1 })).toBe("multi-payment");
    expect(typeFilterToParam({ type: 0, typeGroup: 2 })).toBe("business-registration");
    expect(typeFilterToParam(ALL_FILTER)).toBeUndefined();
    expect(typeFilterToParam({ type: 99, typeGroup: 1 })).toBeUndefined();
  });

  it("round-trips every type, and every name is distinct and URL-safe", () => {
    const names = TRANSACTION_TYPES.map((d) => typeFilterToParam(d)!);
    expect(new Set(names).size).toBe(TRANSACTION_TYPES.length);
    for (const name of names) expect(encodeURIComponent(name)).toBe(name);
    for (const d of TRANSACTION_TYPES)
      expect(typeFilterFromParam(typeFilterToParam(d), all)).toEqual({
        type: d.type,
        typeGroup: d.typeGroup,
      });
  });

  it("reads the older group:type form and any letter case", () => {
    expect(typeFilterFromParam("1:3", all)).toEqual({ type: 3, typeGroup: 1 });
    expect(typeFilterFromParam("VOTE", all)).toEqual({ type: 3, typeGroup: 1 });
    expect(typeFilterFromParam("Business-Registration", all)).toEqual({ type: 0, typeGroup: 2 });
  });

  it.each([
    null,
    undefined,
    "",
    "all",
    "ALL",
    "nope",
    "1:99",
    "3:0",
    "-1:0",
    "vote;drop",
    " vote",
    "<script>",
    "x".repeat(10_000),
    "__proto__",
    "constructor",
  ])("%j is the unfiltered list", (raw) => {
    expect(typeFilterFromParam(raw, all)).toEqual(ALL_FILTER);
  });

  it("a type this network does not have is the unfiltered list", () => {
    expect(typeFilterFromParam("timelock", coreOnly)).toEqual(ALL_FILTER);
    expect(typeFilterFromParam("business-registration", coreOnly)).toEqual(ALL_FILTER);
    expect(typeFilterFromParam("timelock", all)).toEqual({ type: 8, typeGroup: 1 });
  });

  it("withTypeFilter sets or removes the parameter and keeps the others", () => {
    expect(withTypeFilter("sort=amount:asc&limit=50", { type: 3, typeGroup: 1 }).toString()).toBe(
      "sort=amount%3Aasc&limit=50&type=vote",
    );
    expect(withTypeFilter("?type=vote&limit=50", ALL_FILTER).toString()).toBe("limit=50");
    expect(
      withTypeFilter(new URLSearchParams("type=garbage"), { type: 0, typeGroup: 1 }).toString(),
    ).toBe("type=transfer");
  });

  it("a list's filter with what is known of the node: HTLC types until the node says otherwise, magistrate types once the probe answered", () => {
    const before = { htlcEnabled: true, magistrateEnabled: undefined };
    expect(listTypeFilter(null, before)).toEqual(ALL_FILTER);
    expect(listTypeFilter("garbage", before)).toEqual(ALL_FILTER);
    expect(listTypeFilter("vote", before)).toEqual({ type: 3, typeGroup: 1 });
    expect(listTypeFilter("timelock", before)).toEqual({ type: 8, typeGroup: 1 });
    expect(
      listTypeFilter("timelock", { htlcEnabled: false, magistrateEnabled: undefined }),
    ).toEqual(ALL_FILTER);
    // a magistrate type waits for the probe, then is the filter or, on a node without it, ALL
    expect(listTypeFilter("entity", before)).toBeNull();
    expect(listTypeFilter("2:6", { htlcEnabled: true, magistrateEnabled: true })).toEqual({
      type: 6,
      typeGroup: 2,
    });
    expect(listTypeFilter("entity", { htlcEnabled: true, magistrateEnabled: false })).toEqual(
      ALL_FILTER,
    );
  });

  it("a magistrate type waits for the magistrate probe; ALL, core types and garbage do not", () => {
    expect(isMagistrateParam("entity")).toBe(true);
    expect(isMagistrateParam("2:0")).toBe(true);
    expect(isMagistrateParam("vote")).toBe(false);
    expect(isMagistrateParam("1:3")).toBe(false);
    expect(isMagistrateParam("all")).toBe(false);
    expect(isMagistrateParam("2:99")).toBe(false);
    expect(isMagistrateParam(null)).toBe(false);
  });
});
