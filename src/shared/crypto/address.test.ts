import bs58 from "bs58";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addressFromHash,
  addressFromPublicKey,
  base58CheckDecode,
  base58CheckEncode,
  isValidAddress,
} from "./address";
import { multiSignatureAddress, multiSignaturePublicKey } from "./multisig";

// Fixtures generated with @arkecosystem/crypto@3.9.1 (Identities.Address.fromPublicKey,
// Identities.PublicKey/Address.fromMultiSignatureAsset); keys = PublicKey.fromPassphrase of
// "alpha", "bravo", "charlie", "delta", "echo", "foxtrot". Prefix 23 = mainnet, 30 = devnet.
const SINGLE: Array<[publicKey: string, prefix: number, address: string]> = [
  [
    "0381e2bf36b9f435d89fccd0a9d71e6633b2cfb2df1e40427473787bf1c956680f",
    23,
    "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed",
  ],
  [
    "0381e2bf36b9f435d89fccd0a9d71e6633b2cfb2df1e40427473787bf1c956680f",
    30,
    "D8AJQdU9cQnfLtUTJTTBAXqTUFs5eKy5oi",
  ],
  [
    "02d17bd745f178d2589478e5e75fda07970daf3004995583ec29df0b24da419033",
    23,
    "AcX4BpeqQ9EVXNWuiZe2mh1aVmSuGvagoJ",
  ],
  [
    "02d17bd745f178d2589478e5e75fda07970daf3004995583ec29df0b24da419033",
    30,
    "DRtH5ajrNQUdFQVWtVyGAZv5uJFWHnmMtu",
  ],
  [
    "0241e989d15b24a75861c67b806847b8a8708be1b50faae46efd3f43590fff951a",
    23,
    "AP8RdEmKBrBa7MCNSgTqg4Xe23UhwG9358",
  ],
  [
    "0241e989d15b24a75861c67b806847b8a8708be1b50faae46efd3f43590fff951a",
    30,
    "DCVeWzrLA7RhqPAycco54wS9RaHJrqvMKP",
  ],
  [
    "0355e14965cb59799434cc5ebc4dd01e868723870963ee13021fd07cb2b1d8d456",
    23,
    "ARifp6J7SqrZsHxKy8Cx4ttb845Y2fzSFM",
  ],
  [
    "0355e14965cb59799434cc5ebc4dd01e868723870963ee13021fd07cb2b1d8d456",
    30,
    "DF5thrP8R76hbKvw94YBTmo6Xat91ytuhc",
  ],
  [
    "033ba44a1e1a5973c6d858828ae251d0aac9bf4681eb10e6659dd870115bbce4c8",
    23,
    "AP1oqf6WaqocpFmaRx5dtmh4kzZPHLK1V1",
  ],
  [
    "033ba44a1e1a5973c6d858828ae251d0aac9bf4681eb10e6659dd870115bbce4c8",
    30,
    "DCP2jRBXZ73kYHkBbtQsHebaAXMzD6JAUr",
  ],
  [
    "03f4eb8fcecef94dff5e94e95f21108b7657a9be094301481a0479d5d03b1caa34",
    23,
    "AMjm4Qn5oNUQyocoGerZk75jLaM8A2n8J7",
  ],
  [
    "03f4eb8fcecef94dff5e94e95f21108b7657a9be094301481a0479d5d03b1caa34",
    30,
    "DB6yxAs6mdiYhqbQSbBo8yzEk79j7hL5RW",
  ],
];

const K = [
  "0381e2bf36b9f435d89fccd0a9d71e6633b2cfb2df1e40427473787bf1c956680f",
  "02d17bd745f178d2589478e5e75fda07970daf3004995583ec29df0b24da419033",
  "0241e989d15b24a75861c67b806847b8a8708be1b50faae46efd3f43590fff951a",
  "0355e14965cb59799434cc5ebc4dd01e868723870963ee13021fd07cb2b1d8d456",
  "033ba44a1e1a5973c6d858828ae251d0aac9bf4681eb10e6659dd870115bbce4c8",
  "03f4eb8fcecef94dff5e94e95f21108b7657a9be094301481a0479d5d03b1caa34",
] as const;

const MULTI: Array<
  [min: number, publicKeys: string[], prefix: number, publicKey: string, address: string]
> = [
  [
    1,
    [K[0], K[1]],
    23,
    "02ee929bc925e088b8e7be04f8a1290f22cb92189b85272140f1cee0c17bc07c5e",
    "AYsfJktTXNRCxieVtQGesy5aWAfC2d5Ur7",
  ],
  [
    1,
    [K[0], K[1]],
    30,
    "02ee929bc925e088b8e7be04f8a1290f22cb92189b85272140f1cee0c17bc07c5e",
    "DNEtCWyUVdfLgkd74LbtGqz5uhTnyydf42",
  ],
  [
    2,
    [K[0], K[1], K[2]],
    23,
    "0380def93def50b31c7484dec8d90d5c44526747837435af145024709523d13551",
    "AP3gWDrTw8xdsGwPsC7EL2gqBxM1fHCJdd",
  ],
  [
    2,
    [K[0], K[1], K[2]],
    30,
    "0380def93def50b31c7484dec8d90d5c44526747837435af145024709523d13551",
    "DCQuPywUuQCmbJv138STiubLbV9cY3mYZw",
  ],
  [
    3,
    [K[0], K[1], K[2]],
    23,
    "032a07dfe69b73048388064742895189eed17cffb81b734557cc682a6bab58163a",
    "AWqGuwmkUFNLE7pv9KY7HKhhzivGk6ftRp",
  ],
  [
    3,
    [K[0], K[1], K[2]],
    30,
    "032a07dfe69b73048388064742895189eed17cffb81b734557cc682a6bab58163a",
    "DLCVohrmSWcTx9oXKFsLgCcDQFisffjchS",
  ],
  [
    2,
    [K[2], K[0], K[1]],
    23,
    "0380def93def50b31c7484dec8d90d5c44526747837435af145024709523d13551",
    "AP3gWDrTw8xdsGwPsC7EL2gqBxM1fHCJdd",
  ],
  [
    2,
    [K[2], K[0], K[1]],
    30,
    "0380def93def50b31c7484dec8d90d5c44526747837435af145024709523d13551",
    "DCQuPywUuQCmbJv138STiubLbV9cY3mYZw",
  ],
  [
    4,
    [K[0], K[1], K[2], K[3], K[4], K[5]],
    23,
    "03b8e6dd9d344b41889596379acdb991423d1a8e7ded9ed1cbf342638381a5e36b",
    "AHK2V9gDSPQggCAfMiSX4TWXD6X23hrCSg",
  ],
  [
    4,
    [K[0], K[1], K[2], K[3], K[4], K[5]],
    30,
    "03b8e6dd9d344b41889596379acdb991423d1a8e7ded9ed1cbf342638381a5e36b",
    "D6gFNumEQeepQE9GXemkTLR2cdKd2Q94s5",
  ],
  [
    1,
    [K[3]],
    23,
    "02cfae28ec43bd81ad81fc7ed6592d8a9bfea718dcb7e497296800e187f85d47a4",
    "ATEeAjKB3z4jCJGTZfx1t57qC9FV4rtawa",
  ],
  [
    1,
    [K[3]],
    30,
    "02cfae28ec43bd81ad81fc7ed6592d8a9bfea718dcb7e497296800e187f85d47a4",
    "DGbs4VQC2FJrvLF4jcHFGx2Lbg45y2he3L",
  ],
];

describe("addressFromPublicKey", () => {
  it.each(SINGLE)("%s / %i → %s", (publicKey, prefix, address) => {
    expect(addressFromPublicKey(publicKey, prefix)).toBe(address);
    expect(addressFromPublicKey(publicKey.toUpperCase(), prefix)).toBe(address);
  });

  it.each([
    ["", 23],
    ["02", 23],
    ["zz81e2bf36b9f435d89fccd0a9d71e6633b2cfb2df1e40427473787bf1c956680f", 23],
    ["0581e2bf36b9f435d89fccd0a9d71e6633b2cfb2df1e40427473787bf1c956680f", 23],
    [K[0], -1],
    [K[0], 256],
    [K[0], 1.5],
  ])("throws for %j prefix %d", (key, prefix) => {
    expect(() => addressFromPublicKey(key, prefix)).toThrow(Error);
  });
});

describe("isValidAddress", () => {
  it.each([
    ["AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed", 23, true],
    ["D8AJQdU9cQnfLtUTJTTBAXqTUFs5eKy5oi", 30, true],
    ["D8AJQdU9cQnfLtUTJTTBAXqTUFs5eKy5oi", 23, false], // wrong network
    ["AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQee", 23, false], // checksum
    ["AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQe0", 23, false], // "0" is not base58
    ["", 23, false],
    ["A", 23, false],
    [" AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed", 23, false],
    ["<script>alert(1)</script>", 23, false],
    [bs58.encode(new Uint8Array(25)), 0, false], // bad checksum
    [base58CheckEncode(new Uint8Array([23, ...new Uint8Array(21)])), 23, false], // 26 bytes
    [base58CheckEncode(new Uint8Array([23, ...new Uint8Array(19)])), 23, false], // 24 bytes
  ])("%j (prefix %d) → %s", (address, prefix, expected) => {
    expect(isValidAddress(address, prefix)).toBe(expected);
  });

  it("accepts every derived address and rejects any single-character change (property)", () => {
    const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 20, maxLength: 20 }),
        fc.integer({ min: 0, max: 255 }),
        fc.nat(),
        fc.nat(),
        (hash, prefix, pos, ch) => {
          const address = addressFromHash(hash, prefix);
          expect(isValidAddress(address, prefix)).toBe(true);
          expect(isValidAddress(address, (prefix + 1) % 256)).toBe(false);
          const i = pos % address.length;
          const c = alphabet[ch % alphabet.length] ?? "1";
          if (c !== address[i]) {
            const mutated = address.slice(0, i) + c + address.slice(i + 1);
            expect(isValidAddress(mutated, prefix)).toBe(false);
          }
        },
      ),
    );
  });
});

describe("base58check", () => {
  it("round-trips any payload (property)", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 64 }), (payload) => {
        expect(base58CheckDecode(base58CheckEncode(payload))).toEqual(payload);
      }),
    );
  });

  it.each(["", "0OIl", "1111"])("decode(%j) → null", (text) => {
    expect(base58CheckDecode(text)).toBeNull();
  });
});

describe("multiSignatureAddress", () => {
  it.each(MULTI)("%i of %j (prefix %i)", (min, keys, prefix, publicKey, address) => {
    expect(multiSignaturePublicKey(min, keys)).toBe(publicKey);
    expect(multiSignatureAddress(min, keys, prefix)).toBe(address);
  });

  it("does not depend on key order (point addition is commutative)", () => {
    expect(multiSignatureAddress(2, [K[0], K[1], K[2]], 23)).toBe(
      multiSignatureAddress(2, [K[2], K[0], K[1]], 23),
    );
  });

  it.each<[number, string[], RegExp]>([
    [1, ["02abc"], /#1 must be 66 hex characters/],
    [1, [K[0], `${K[1]}00`], /#2 must be 66 hex characters/],
    [1, [K[0], "xx" + K[1].slice(2)], /#2 must be 66 hex characters/],
    [0, [K[0], K[1]], /between 1 and 2/],
    [3, [K[0], K[1]], /between 1 and 2/],
    [1.5, [K[0], K[1]], /between 1 and 2/],
    [1, [], /between 1 and 0/],
    [1, [`05${K[0].slice(2)}`], /not a valid secp256k1 point/],
  ])("throws for min %d, keys %j", (min, keys, message) => {
    expect(() => multiSignatureAddress(min, keys, 23)).toThrow(message);
  });

  it("always yields a valid address for valid input (property)", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray([...K], { minLength: 1 }), fc.nat(), (keys, n) => {
        const min = (n % keys.length) + 1;
        expect(isValidAddress(multiSignatureAddress(min, keys, 30), 30)).toBe(true);
      }),
      { numRuns: 30 },
    );
  });
});
