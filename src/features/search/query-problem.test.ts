import { describe, expect, it } from "vitest";
import * as code from "@/shared/crypto/address";
import { needsAddressCode, queryProblem } from "./query-problem";

const KEY = "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37";
const address = code.addressFromPublicKey(KEY, 23);
/** The address with its last character changed: the checksum no longer matches. */
const badChecksum = address.slice(0, -1) + (address.endsWith("z") ? "y" : "z");
const ID = "0aa0ec54af3b3d4c66b5ee0d2bda7e7a4a69fb1adff69c97ef5daf1ac9fb2c02";

describe("queryProblem", () => {
  it("says an id must be complete: hex of 8 to 63 characters, or more than 64", () => {
    expect(queryProblem(ID.slice(0, 20), 23, code)).toEqual({ kind: "partial-id", length: 20 });
    expect(queryProblem(ID.slice(0, 63), 23, code)).toEqual({ kind: "partial-id", length: 63 });
    expect(queryProblem(`${ID}a`, 23, code)).toEqual({ kind: "partial-id", length: 65 });
  });

  it("takes an id shortened in the middle as the tables show it for a partial id", () => {
    expect(queryProblem("0aa0ec…2c02", 23, code)).toEqual({ kind: "partial-id", length: 10 });
    expect(queryProblem("0aa0ec...2c02", 23, code)).toEqual({ kind: "partial-id", length: 10 });
  });

  it("has nothing to say of a whole id, a height, a decimal block id, a public key, a short word or a name", () => {
    for (const q of [
      ID,
      "12",
      "12345678901234567890",
      KEY,
      "cafe",
      "deadbee",
      "genesis_12",
      "Binance",
    ]) {
      expect(queryProblem(q, 23, code), q).toBeNull();
    }
  });

  it("tells an address with a bad checksum, of another network, and a valid one the chain has not seen", () => {
    expect(queryProblem(badChecksum, 23, code)).toEqual({ kind: "bad-address" });
    expect(queryProblem(address.slice(0, -1), 23, code)).toEqual({ kind: "bad-address" });
    expect(queryProblem(code.addressFromPublicKey(KEY, 30), 23, code)).toEqual({
      kind: "other-network",
    });
    expect(queryProblem(address, 23, code)).toEqual({ kind: "unused-address", address });
  });

  it("gives no verdict on an address before the address code is in", () => {
    expect(needsAddressCode(badChecksum)).toBe(true);
    expect(needsAddressCode(ID.slice(0, 30))).toBe(false);
    expect(needsAddressCode("genesis_1")).toBe(false);
    expect(queryProblem(badChecksum, 23, undefined)).toBeNull();
  });
});
