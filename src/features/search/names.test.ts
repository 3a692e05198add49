import { describe, expect, it } from "vitest";
import { findName, knownNameIndex, resolveNames } from "./names";

const D = { username: "genesis_1", address: "ADelegateAddress", publicKey: "03key" };
const delegates = new Map([["genesis_1", D]]);
const known = knownNameIndex({
  AKnown1: "Team Wallet",
  AKnown2: "Exchange",
  AKnown3: "exchange ",
  ADelegateAddress: "Genesis One",
});

describe("findName", () => {
  it("finds delegates first, then known-wallet names, case-insensitively", () => {
    expect(findName(" GENESIS_1 ", delegates, known)).toEqual({
      name: "genesis_1",
      address: "ADelegateAddress",
      publicKey: "03key",
      source: "delegate",
    });
    expect(findName("team wallet", delegates, known)).toEqual({
      name: "Team Wallet",
      address: "AKnown1",
      source: "known",
    });
    expect(findName("genesis one", delegates, known)).toEqual({
      name: "Genesis One",
      address: "ADelegateAddress",
      source: "known",
    });
  });
  it("says when several known wallets share a name, and when nothing is known", () => {
    expect(findName("Exchange", delegates, known)).toBe("ambiguous");
    expect(findName("nobody", delegates, known)).toBeUndefined();
    expect(findName("  ", delegates, known)).toBeUndefined();
  });
});

describe("resolveNames", () => {
  const find = (text: string) => findName(text, delegates, known);
  it("puts the address in wallet fields and the public key in delegate fields", () => {
    const { values, targets } = resolveNames(
      { senderId: "genesis_1", recipientId: "Team Wallet", "amount.from": "1" },
      { senderId: "wallet", recipientId: "wallet" },
      find,
    );
    expect(values).toEqual({
      senderId: "ADelegateAddress",
      recipientId: "AKnown1",
      "amount.from": "1",
    });
    expect(Object.keys(targets)).toEqual(["senderId", "recipientId"]);
    expect(resolveNames({ vote: "genesis_1" }, { vote: "delegate" }, find).values).toEqual({
      vote: "03key",
    });
  });
  it("leaves addresses, unknown and ambiguous names, and known wallets in delegate fields as typed", () => {
    const typed = {
      senderId: "AAddress",
      recipientId: "exchange",
      vote: "team wallet",
      address: "nobody",
    };
    const { values, targets } = resolveNames(
      typed,
      { senderId: "wallet", recipientId: "wallet", vote: "delegate", address: "wallet" },
      find,
    );
    expect(values).toEqual(typed);
    expect(targets).toEqual({});
  });
});
