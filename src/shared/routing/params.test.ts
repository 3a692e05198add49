import { describe, expect, it } from "vitest";
import { isBlockId, isTransactionId, isWalletId, parsePage } from "./params";

describe("parsePage (page numbers are digits only)", () => {
  it.each([
    [undefined, 1],
    ["1", 1],
    ["0", 1],
    ["25", 25],
    ["0007", 7],
    ["abc", null],
    ["-1", null],
    ["1.5", null],
    ["1e3", null],
    [" 2", null],
    ["", null],
    ["99999999", null],
    ["%00", null],
  ])("%s → %s", (raw, expected) => {
    expect(parsePage(raw)).toBe(expected);
  });
});

describe("id shapes", () => {
  it("block ids: decimal up to 20 digits or 64-hex", () => {
    expect(isBlockId("11782464846685664190")).toBe(true);
    expect(isBlockId("a".repeat(64))).toBe(true);
    expect(isBlockId("123456789012345678901")).toBe(false);
    expect(isBlockId("../etc")).toBe(false);
  });
  it("transaction ids are 64-hex", () => {
    expect(isTransactionId("f".repeat(64))).toBe(true);
    expect(isTransactionId("f".repeat(63))).toBe(false);
  });
  it("wallet ids: address, public key, username", () => {
    expect(isWalletId("AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo")).toBe(true);
    expect(isWalletId("03" + "a".repeat(64))).toBe(true);
    expect(isWalletId("genesis_1")).toBe(true);
    expect(isWalletId("<script>")).toBe(false);
  });
  it("wallet ids are never a dot segment (the API request would ask another endpoint)", () => {
    for (const dots of [".", "..", "%2E", "%2E%2E", ".%2e"])
      expect(isWalletId(dots), dots).toBe(false);
    // usernames may hold dots elsewhere
    expect(isWalletId("a.b")).toBe(true);
    expect(isWalletId("...")).toBe(true);
  });
  it("block and transaction ids are never a dot segment", () => {
    for (const dots of [".", "..", "%2E", "%2E%2E"]) {
      expect(isBlockId(dots), dots).toBe(false);
      expect(isTransactionId(dots), dots).toBe(false);
    }
  });
});
