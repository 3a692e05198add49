import { i18n } from "@lingui/core";
import { beforeAll, describe, expect, it } from "vitest";
import { ApiError } from "@/shared/api/errors";
import { addressFromPublicKey, isValidAddress } from "@/shared/crypto/address";
import { findName, knownNameIndex } from "./names";
import {
  namesToLookUp,
  needsAddressCheck,
  refusalOf,
  validateSearch,
  type SearchErrors,
  type ValidationEnv,
} from "./validation";

const KEY = "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37";
const ADDRESS = addressFromPublicKey(KEY, 23);
const DEVNET_ADDRESS = addressFromPublicKey(KEY, 30);
const OTHER = addressFromPublicKey(
  "0377f81a18d25d77b100cb17e829a72259f08334d064f6c887298917a04df8f647",
  23,
);
const EPOCH_UNIX = Date.parse("2017-03-21T13:00:00.000Z") / 1000;

const delegates = new Map([
  ["genesis_1", { username: "genesis_1", address: ADDRESS, publicKey: KEY }],
]);
const known = knownNameIndex({
  [OTHER]: "Cold Wallet",
  AaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaZ: "Exchange",
  AbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbZ: "exchange",
});
const env: ValidationEnv = {
  isAddress: (text) => isValidAddress(text, 23),
  epochUnix: EPOCH_UNIX,
  timeZone: "utc",
  dateFormat: "DD/MM/YYYY",
  findName: (text) => findName(text, delegates, known),
};

beforeAll(() => i18n.loadAndActivate({ locale: "en-GB", messages: {} }));
/** The errors as field → [message, keys at fault]. */
const read = (errors: SearchErrors) =>
  Object.fromEntries(Object.entries(errors).map(([k, e]) => [k, [i18n._(e.message), e.keys]]));

describe("validateSearch: addresses and names", () => {
  it("takes an address of the network, a delegate username, a known-wallet name, or a username to look up", () => {
    for (const senderId of [ADDRESS, " genesis_1 ", "GENESIS_1", "cold wallet", "someone_else"]) {
      expect(validateSearch("transactions", { senderId }, env), senderId).toEqual({});
    }
  });
  it("refuses an address of another network and text that names nothing", () => {
    expect(
      read(
        validateSearch(
          "transactions",
          { senderId: DEVNET_ADDRESS, recipientId: "not an address!" },
          env,
        ),
      ),
    ).toEqual({
      senderId: ["This is not an address of this network", ["senderId"]],
      recipientId: [
        "Enter an address, a delegate username or a known wallet name",
        ["recipientId"],
      ],
    });
    // a checksum error is not an address either
    const typo = ADDRESS.slice(0, -1) + (ADDRESS.endsWith("a") ? "b" : "a");
    expect(read(validateSearch("wallets", { address: typo }, env)).address?.[0]).toBe(
      "This is not an address of this network",
    );
  });
  it("while the address check loads, an address-shaped value gets no error but must wait", () => {
    const loading = { ...env, isAddress: null };
    expect(validateSearch("transactions", { senderId: DEVNET_ADDRESS }, loading)).toEqual({});
    expect(needsAddressCheck("transactions", { senderId: DEVNET_ADDRESS })).toBe(true);
    expect(
      needsAddressCheck("transactions", { senderId: "genesis_1", recipientId: "cold wallet" }),
    ).toBe(false);
    expect(needsAddressCheck("wallets", { address: ` ${ADDRESS} ` })).toBe(true);
    // a public key in a delegate field needs no address check
    expect(needsAddressCheck("wallets", { vote: KEY })).toBe(false);
    expect(
      read(validateSearch("transactions", { recipientId: "not an address!" }, loading))
        .recipientId?.[0],
    ).toBe("Enter an address, a delegate username or a known wallet name");
  });
  it("asks for the address when several known wallets share the name", () => {
    expect(read(validateSearch("transactions", { recipientId: "EXCHANGE" }, env))).toEqual({
      recipientId: ["Several known wallets have this name: enter the address", ["recipientId"]],
    });
  });
  it("delegate fields take a public key or a username", () => {
    expect(validateSearch("wallets", { vote: KEY }, env)).toEqual({});
    expect(validateSearch("blocks", { generatorPublicKey: "genesis_1" }, env)).toEqual({});
    expect(read(validateSearch("wallets", { vote: ADDRESS }, env)).vote?.[0]).toBe(
      "Enter a delegate username or public key",
    );
  });
});

describe("validateSearch: identifiers", () => {
  it("checks transaction ids, block ids, public keys and usernames", () => {
    const errors = read(validateSearch("transactions", { id: "abc", blockId: "12x" }, env));
    expect(errors.id?.[0]).toBe("A transaction ID is 64 hexadecimal characters");
    expect(errors.blockId?.[0]).toBe("A block ID is 64 hexadecimal characters or up to 20 digits");
    expect(
      validateSearch("transactions", { id: "a".repeat(64), blockId: "10487218407071217788" }, env),
    ).toEqual({});
    expect(
      read(
        validateSearch("wallets", { publicKey: "04" + "a".repeat(64), username: "has space" }, env),
      ),
    ).toEqual({
      publicKey: [
        "A public key is 66 hexadecimal characters starting with 02 or 03",
        ["publicKey"],
      ],
      username: [
        "A delegate username has 1 to 20 characters: a–z, 0–9 and ! @ $ & _ .",
        ["username"],
      ],
    });
  });
});

describe("validateSearch: numbers and ranges", () => {
  it("takes amounts in tokens with up to 8 decimals, a decimal comma too", () => {
    expect(
      validateSearch(
        "transactions",
        { "amount.from": "0", "amount.to": "1,5", "fee.from": "0.00000001", "fee.to": ".1" },
        env,
      ),
    ).toEqual({});
  });
  it("refuses negative, malformed, too precise and too large amounts", () => {
    expect(read(validateSearch("transactions", { "amount.from": "-1" }, env)).amount).toEqual([
      "Enter an amount of 0 or more",
      ["amount.from"],
    ]);
    expect(read(validateSearch("transactions", { "amount.to": "1e5" }, env)).amount).toEqual([
      "Enter an amount in tokens, such as 1.5",
      ["amount.to"],
    ]);
    expect(read(validateSearch("transactions", { "fee.to": "0.000000001" }, env)).fee).toEqual([
      "At most 8 decimals",
      ["fee.to"],
    ]);
    // the node takes at most 2^53 − 1 arktoshi
    expect(validateSearch("wallets", { "balance.from": "90071992.54740991" }, env)).toEqual({});
    expect(
      read(validateSearch("wallets", { "balance.from": "90071992.54740992" }, env)).balance?.[0],
    ).toBe("This amount is too large to search for");
  });
  it("checks whole numbers up to 2^31 − 1", () => {
    expect(
      validateSearch("blocks", { "height.from": "0", "height.to": "2147483647" }, env),
    ).toEqual({});
    expect(
      read(
        validateSearch(
          "blocks",
          { "height.from": "2147483648", "numberOfTransactions.to": "1.5" },
          env,
        ),
      ),
    ).toEqual({
      height: ["This number is too large to search for", ["height.from"]],
      numberOfTransactions: ["Enter a whole number, such as 12", ["numberOfTransactions.to"]],
    });
  });
  it("reports a reversed range on both of its inputs", () => {
    expect(
      read(validateSearch("transactions", { "amount.from": "100", "amount.to": "5" }, env)),
    ).toEqual({
      amount: ["The first value is greater than the second", ["amount.from", "amount.to"]],
    });
    expect(
      read(validateSearch("blocks", { "height.from": "10", "height.to": "9" }, env)).height?.[1],
    ).toEqual(["height.from", "height.to"]);
    // equal bounds and comma decimals compare as numbers
    expect(
      validateSearch(
        "transactions",
        { "amount.from": "5", "amount.to": "5,0", "fee.from": "0,2", "fee.to": "0.10000001" },
        env,
      ),
    ).toEqual({
      fee: expect.objectContaining({ keys: ["fee.from", "fee.to"] }),
    });
  });
});

describe("validateSearch: dates", () => {
  it("takes ISO dates (what the date field gives) and orders a range by day", () => {
    expect(
      validateSearch(
        "transactions",
        { "timestamp.from": "2024-12-31", "timestamp.to": "2024-12-31" },
        env,
      ),
    ).toEqual({});
    expect(
      validateSearch(
        "blocks",
        { "timestamp.from": "2024-12-31T10:00", "timestamp.to": "2024-12-31" },
        env,
      ),
    ).toEqual({});
  });
  it("shows the language's format for text that is not a date", () => {
    expect(
      read(validateSearch("transactions", { "timestamp.from": "31/12/24" }, env)).timestamp,
    ).toEqual(["Enter a date as DD/MM/YYYY", ["timestamp.from"]]);
  });
  it("reports a start after the end, and an end before the first block", () => {
    expect(
      read(
        validateSearch(
          "transactions",
          { "timestamp.from": "2025-01-02", "timestamp.to": "2025-01-01" },
          env,
        ),
      ).timestamp?.[0],
    ).toBe("The start date is after the end date");
    expect(
      read(validateSearch("transactions", { "timestamp.to": "2017-03-20" }, env)).timestamp?.[0],
    ).toBe("This date is before the first block");
    // a start before the first block is fine: it means "from the beginning"
    expect(validateSearch("transactions", { "timestamp.from": "2010-01-01" }, env)).toEqual({});
  });
});

describe("namesToLookUp", () => {
  it("lists only usernames the local sources do not know", () => {
    expect(
      namesToLookUp(
        "transactions",
        { senderId: "Remote_One", recipientId: "genesis_1", "amount.from": "1" },
        env,
      ),
    ).toEqual({ senderId: "remote_one" });
    expect(
      namesToLookUp("transactions", { senderId: ADDRESS, recipientId: "cold wallet" }, env),
    ).toEqual({});
    // a known-wallet name gives no delegate key: a delegate field looks it up as a username
    expect(namesToLookUp("wallets", { vote: "genesis_1", address: "x" }, env)).toEqual({
      address: "x",
    });
    expect(namesToLookUp("blocks", { generatorPublicKey: KEY }, env)).toEqual({});
  });
});

describe("refusalOf (a search the node refused)", () => {
  const answer = (status: number, reason: string, method: "GET" | "POST" = "GET") =>
    new ApiError({
      method,
      path: method === "GET" ? "/transactions" : "/transactions/search",
      reason,
      kind: "http",
      status,
    });

  it("puts a 3.x 422 on the field it names", () => {
    const r = refusalOf(
      "transactions",
      answer(422, 'Unprocessable Entity: "senderId" must only contain alpha-numeric characters'),
    );
    expect(r?.formLevel).toBe(false);
    expect(read(r!.errors)).toEqual({
      senderId: ["The node did not accept this value", ["senderId"]],
    });
    expect(
      read(
        refusalOf(
          "transactions",
          answer(422, 'Unprocessable Entity: "amount" does not match any of the allowed types'),
        )!.errors,
      ),
    ).toEqual({
      amount: ["The node did not accept this value", ["amount.from", "amount.to"]],
    });
    expect(
      Object.keys(
        refusalOf(
          "transactions",
          answer(422, 'Unprocessable Entity: "typeGroup" must be a number'),
        )!.errors,
      ),
    ).toEqual(["type"]);
    expect(
      Object.keys(
        refusalOf(
          "wallets",
          answer(422, 'Unprocessable Entity: "attributes.vote" must be a string'),
        )!.errors,
      ),
    ).toEqual(["vote"]);
  });
  it("puts a 2.6 answer on its field too", () => {
    const r = refusalOf(
      "blocks",
      answer(
        400,
        'Bad Request: child "height" fails because [child "from" fails because ["from" must be a number]]',
        "POST",
      ),
    );
    expect(Object.keys(r!.errors)).toEqual(["height"]);
  });
  it("falls back to a message above the form for keys of no field", () => {
    expect(
      refusalOf(
        "transactions",
        answer(422, 'Unprocessable Entity: "orderBy" must be one of [...]'),
      ),
    ).toEqual({ errors: {}, formLevel: true });
    expect(
      refusalOf("blocks", answer(422, 'Unprocessable Entity: "senderId" is not allowed')),
    ).toEqual({ errors: {}, formLevel: true });
    expect(refusalOf("blocks", answer(422, "Unprocessable Entity"))).toEqual({
      errors: {},
      formLevel: true,
    });
  });
  it("is null for failures worth a retry", () => {
    expect(
      refusalOf(
        "transactions",
        answer(500, "Internal Server Error: An internal server error occurred"),
      ),
    ).toBeNull();
    expect(refusalOf("transactions", new Error("offline"))).toBeNull();
    expect(refusalOf("transactions", null)).toBeNull();
  });
});
