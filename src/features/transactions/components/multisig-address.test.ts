import { describe, expect, it } from "vitest";
import { multiSignatureAddress } from "@/shared/crypto/multisig";
import { pagePayments } from "./MultipaymentTable";

/**
 * Vectors produced by @arkecosystem/crypto 3.9.1 (`Identities.Address.fromMultiSignatureAsset`,
 * keys = PublicKey.fromPassphrase("vector passphrase N")), run in the local testnet's install.
 */
const K = [
  "0288fb52a0b6a5f61e545351cbc1bd2cd437ce4712ef8ca6bbb52a95f78481cf07",
  "0221f05da2d9b1a35e1853a93c541aa87b640e4418462430607df78dbc736472ff",
  "034edbef6e3645b54303286fad8c66587ed9f669bfbeafdc87d90784f5fee8511d",
  "0282398f0808aec7d0881b357ef39bddb6463c93804def232adc8ee27449d2c576",
  "035ee8e0b0aa049ac47213aeb1777386643d2396f57fdd98f6b41d63516dfbdfb6",
];

describe("multi-signature address shown on the transaction page", () => {
  it.each([
    [1, K.slice(0, 1), 23, "AJmrqXNtbYzcRG5cKenT5aowWCGqwuHLaY"],
    [2, K.slice(0, 3), 23, "Ae9K4DAHcF6C23YePUaz3bzYXdmGriw8ii"],
    [3, K.slice(0, 3), 23, "ARXYMMxnFbFQmVpswqY4ndgKL8dVZK7Adk"],
    [2, K, 23, "AXSZAGpxiRP5RmPNVEQevC3avQGzmN54mt"],
    [5, K, 30, "D6fbuDEMgmzagk2Ngk76uPHjvxZ9odH2Yn"],
  ])("min %i of %j (prefix %i) = @arkecosystem/crypto's %s", (min, keys, prefix, expected) => {
    expect(multiSignatureAddress(min, keys, prefix)).toBe(expected);
  });
  it.each([[0], [4], [1.5]])("min %s out of 1..N throws", (min) => {
    expect(() => multiSignatureAddress(min, K.slice(0, 3), 23)).toThrow();
  });
  it("a key that is not 66 hex throws", () => {
    expect(() => multiSignatureAddress(1, ["02abc"], 23)).toThrow(/66 hex/);
  });
});

describe("pagePayments (multipayment recipients table)", () => {
  const rows = Array.from({ length: 25 }, (_, i) => i);
  it.each([
    [0, 10, 25, 0],
    [1, 10, 10, 0],
    [3, 10, 5, 20],
    [4, 10, 0, undefined],
    [1, 0, 25, 0],
  ])("page %i count %i → %i rows from %s", (page, count, length, first) => {
    const out = pagePayments(rows, page, count);
    expect(out).toHaveLength(length);
    expect(out[0]).toBe(first);
  });
});
