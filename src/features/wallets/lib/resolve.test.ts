import { describe, expect, it } from "vitest";
import * as code from "@/shared/crypto/address";
import { addressFromPublicKey } from "@/shared/crypto/address";
import { localAddress } from "./resolve";

const KEY = "0377f81a18d25d77b100cb17e829a72259f08334d064f6c887298917a04df8f647";
const ADDRESS = "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo"; // FINDINGS: genesis_9 on testnet (prefix 23)

describe("wallet route ids", () => {
  it("accepts a valid address of the network", () => {
    expect(localAddress(ADDRESS, 23, code)).toBe(ADDRESS);
  });
  it("rejects an address of another network or with a bad checksum", () => {
    expect(localAddress(ADDRESS, 30, code)).toBeUndefined();
    expect(localAddress(`${ADDRESS.slice(0, -1)}N`, 23, code)).toBeUndefined();
    expect(localAddress("not-an-address", 23, code)).toBeUndefined();
  });
  it("derives the address of a public key", () => {
    expect(localAddress(KEY, 23, code)).toBe(ADDRESS);
    expect(localAddress(KEY, 30, code)).toBe(addressFromPublicKey(KEY, 30));
  });
  it("leaves usernames to the API", () => {
    expect(localAddress("genesis_9", 23, code)).toBeUndefined();
  });
});
