import { describe, expect, it } from "vitest";
import { enabledTransactionTypes } from "@/shared/api/transaction-types";

describe("feature flags (magistrate, HTLC)", () => {
  it("without magistrate the magistrate group is removed", () => {
    const types = enabledTransactionTypes({ magistrate: false, htlc: true });
    expect(types.some((t) => t.typeGroup === 2)).toBe(false);
    expect(types.some((t) => t.key === "TIMELOCK")).toBe(true);
  });
  it("without HTLC the TIMELOCK* types are removed", () => {
    const keys = enabledTransactionTypes({ magistrate: true, htlc: false }).map((t) => t.key);
    expect(keys.filter((k) => k.startsWith("TIMELOCK"))).toEqual([]);
    expect(keys).toContain("BUSINESS_REGISTRATION");
    expect(keys).toContain("TRANSFER");
  });
  it("with both enabled every type is listed", () => {
    const keys = enabledTransactionTypes({ magistrate: true, htlc: true }).map((t) => t.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        "TIMELOCK",
        "TIMELOCK_CLAIM",
        "TIMELOCK_REFUND",
        "BRIDGECHAIN_UPDATE",
      ]),
    );
  });
});
