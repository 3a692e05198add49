import Big from "big.js";
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import {
  convertTerms,
  dateToUnix,
  isArktoshiField,
  isDelegateKeyField,
  isTimestampField,
  toArktoshi,
  type ConversionContext,
} from "./term-conversion";

const EPOCH = "2017-03-21T13:00:00.000Z";
const EPOCH_UNIX = Date.parse(EPOCH) / 1000;
const KEY_A = "03287bfebba4c7881a0509717e71b34b63f31e40021c321f89ae04f84be6d6ac37";
const KEY_B = "0377f81a18d25d77b100cb17e829a72259f08334d064f6c887298917a04df8f647";

function ctx(overrides: Partial<ConversionContext> = {}): ConversionContext {
  return {
    networkEpoch: EPOCH,
    localDelegateKey: (u) => (u === "genesis_1" ? KEY_A : undefined),
    lookupDelegateKey: (u) =>
      u === "remote_one" ? Promise.resolve(KEY_B) : Promise.reject(new Error("404")),
    timeZone: "utc",
    ...overrides,
  };
}

describe("field rules", () => {
  it.each([
    ["amount", true],
    ["totalAmount", true],
    ["fee", true],
    ["totalFee", true],
    ["reward", true],
    ["balance", true],
    ["senderId", false],
    ["height", false],
  ])("%s is an arktoshi field: %s", (name, yes) => expect(isArktoshiField(name)).toBe(yes));
  it.each([
    ["vote", true],
    ["generatorPublicKey", true],
    ["publicKey", false],
    ["senderPublicKey", false],
  ])("%s is a delegate key field: %s", (name, yes) => expect(isDelegateKeyField(name)).toBe(yes));
  it.each([
    ["timestamp", true],
    ["amount", false],
  ])("%s is a timestamp field: %s", (name, yes) => expect(isTimestampField(name)).toBe(yes));
});

describe("toArktoshi (positive numbers × 1e8, else 0)", () => {
  it.each([
    ["1", "100000000"],
    ["1.5", "150000000"],
    ["1,5", "150000000"],
    ["0.00000001", "1"],
    ["0.000000019", "1"],
    ["  25 ", "2500000000"],
    ["123456789.12345678", "12345678912345678"],
    ["1e3", "100000000000"],
    ["0", "0"],
    ["-1", "0"],
    ["abc", "0"],
    ["", "0"],
    ["1.2.3", "0"],
    ["NaN", "0"],
    ["Infinity", "0"],
  ])("%j → %s", (input, out) => expect(toArktoshi(input)).toBe(out));

  it("property: every positive decimal becomes floor(x × 1e8), never exponent notation", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.integer({ min: 0, max: 99_999_999 }),
        (whole, frac) => {
          const text = `${whole}.${String(frac).padStart(8, "0")}`;
          const out = toArktoshi(text);
          expect(out).toMatch(/^\d+$/);
          const expected = whole * 100_000_000n + BigInt(frac);
          expect(out).toBe(expected > 0n ? expected.toString() : "0");
        },
      ),
    );
  });

  it("property: non-positive numbers become 0", () => {
    fc.assert(
      fc.property(fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }), (x) => {
        expect(toArktoshi(new Big(x === 0 ? 0 : x).toString())).toBe("0");
      }),
    );
  });
});

describe("dateToUnix", () => {
  it("reads dates and date-times in UTC", () => {
    expect(dateToUnix("2017-03-21", "utc")).toBe(Date.UTC(2017, 2, 21) / 1000);
    expect(dateToUnix("2017-03-21T13:00", "utc")).toBe(EPOCH_UNIX);
    expect(dateToUnix("2017-03-21T13:00:05", "utc")).toBe(EPOCH_UNIX + 5);
  });
  it("makes upper bounds inclusive of the last day or minute", () => {
    expect(dateToUnix("2017-03-21", "utc", true)).toBe(Date.UTC(2017, 2, 21) / 1000 + 86_399);
    expect(dateToUnix("2017-03-21T13:00", "utc", true)).toBe(EPOCH_UNIX + 59);
    expect(dateToUnix("2017-03-21T13:00:05", "utc", true)).toBe(EPOCH_UNIX + 5);
  });
  it("reads local time by default", () => {
    expect(dateToUnix("2020-06-01T10:30")).toBe(new Date(2020, 5, 1, 10, 30).getTime() / 1000);
  });
  it.each([
    "",
    "yesterday",
    "2024-02-31",
    "2024-13-01",
    "2024-01-01T25:00",
    "2024-01-01T10:61",
    "12345",
  ])("%j is not a date", (v) => expect(dateToUnix(v, "utc")).toBeUndefined());
});

describe("convertTerms", () => {
  it("converts amount, fee, reward, balance and totals in plain values and ranges", async () => {
    const out = await convertTerms(
      {
        amount: { from: "1", to: "5.5" },
        fee: { from: "-2" },
        totalAmount: { to: "abc" },
        totalFee: "0.1",
        reward: { from: "2" },
        balance: { from: "100", to: "" },
      },
      ctx(),
    );
    expect(out).toEqual({
      amount: { from: "100000000", to: "550000000" },
      fee: { from: "0" },
      totalAmount: { to: "0" },
      totalFee: "10000000",
      reward: { from: "200000000" },
      balance: { from: "10000000000" },
    });
  });

  it("resolves a vote username from the local list first", async () => {
    const lookup = vi.fn(() => Promise.resolve("never"));
    expect(await convertTerms({ vote: "Genesis_1" }, ctx({ lookupDelegateKey: lookup }))).toEqual({
      vote: KEY_A,
    });
    expect(lookup).not.toHaveBeenCalled();
  });

  it("resolves a generatorPublicKey username by lookup when not local", async () => {
    expect(await convertTerms({ generatorPublicKey: "remote_one" }, ctx())).toEqual({
      generatorPublicKey: KEY_B,
    });
  });

  it("keeps the input when the lookup fails, and keeps public keys as they are", async () => {
    expect(await convertTerms({ vote: "nobody", generatorPublicKey: KEY_B }, ctx())).toEqual({
      vote: "nobody",
      generatorPublicKey: KEY_B,
    });
  });

  it("does not look up a public key", async () => {
    const lookup = vi.fn(() => Promise.resolve("x"));
    await convertTerms({ vote: KEY_A.toUpperCase() }, ctx({ lookupDelegateKey: lookup }));
    expect(lookup).not.toHaveBeenCalled();
  });

  it("converts timestamps to seconds since the network epoch", async () => {
    expect(
      await convertTerms({ timestamp: { from: "2017-03-21T13:00", to: "2017-03-22" } }, ctx()),
    ).toEqual({
      timestamp: { from: "0", to: String(Date.UTC(2017, 2, 22) / 1000 + 86_399 - EPOCH_UNIX) },
    });
  });

  it("clamps dates to the node's epoch-seconds range (0 to 2^31 − 1)", async () => {
    expect(
      await convertTerms({ timestamp: { from: "2010-01-01", to: "2199-01-01" } }, ctx()),
    ).toEqual({
      timestamp: { from: "0", to: "2147483647" },
    });
  });

  it("lowercases the wallet username (usernames are stored lowercase)", async () => {
    expect(await convertTerms({ username: "Genesis_1" }, ctx())).toEqual({ username: "genesis_1" });
  });

  it("keeps a timestamp that is not a date", async () => {
    expect(await convertTerms({ timestamp: { from: "12345" } }, ctx())).toEqual({
      timestamp: { from: "12345" },
    });
  });

  it("passes other values unchanged (trimmed) and drops empty ones", async () => {
    expect(
      await convertTerms(
        {
          senderId: " AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo ",
          vendorField: "hello",
          height: { from: "10", to: "20" },
          recipientId: "",
          blockId: undefined,
          numberOfTransactions: { from: "", to: " " },
        },
        ctx(),
      ),
    ).toEqual({
      senderId: "AG8kwwk4TsYfA2HdwaWBVAJQBj6VhdcpMo",
      vendorField: "hello",
      height: { from: "10", to: "20" },
    });
  });

  it("property: non-arktoshi, non-key, non-timestamp values pass unchanged", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && s !== ""),
        async (value) => {
          expect(await convertTerms({ senderId: value, height: { from: value } }, ctx())).toEqual({
            senderId: value,
            height: { from: value },
          });
        },
      ),
    );
  });
});
