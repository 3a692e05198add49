import { describe, expect, it } from "vitest";
import type { Delegate, Transaction } from "@/shared/api/schemas";
import { addressFromHash, isValidAddress } from "@/shared/crypto/address";
import { bucketsOf, expectedSlots, missedSlots } from "./buckets";
import { tableCsv } from "./csv";
import { feeTypeOf } from "./fee-types";
import {
  feeStatsOfTransactions,
  participantsOf,
  rewardsOf,
  voteDistribution,
  volumeOf,
} from "./figures";
import { parsePeriod } from "./period";

// ARK's epoch: 2017-03-21T13:00:00Z
const EPOCH_UNIX = Date.UTC(2017, 2, 21, 13) / 1000;

describe("parsePeriod", () => {
  it("keeps known periods and falls back to 24h for anything else", () => {
    expect(parsePeriod("7d")).toBe("7d");
    expect(parsePeriod("30d")).toBe("30d");
    expect(parsePeriod("365d")).toBe("24h");
    expect(parsePeriod(null)).toBe("24h");
  });
});

describe("bucketsOf", () => {
  const now = Date.UTC(2026, 10, 25, 0, 37, 4) / 1000;
  it("cuts 7 UTC days ending with today, in epoch seconds with inclusive ends", () => {
    const b = bucketsOf("7d", now, EPOCH_UNIX);
    expect(b).toHaveLength(7);
    const last = b[6]!;
    expect(last.startUnix).toBe(Date.UTC(2026, 10, 25) / 1000);
    expect(last.endUnix).toBe(Date.UTC(2026, 10, 26) / 1000);
    expect(last.complete).toBe(false);
    expect(last.fromEpoch).toBe(last.startUnix - EPOCH_UNIX);
    expect(last.toEpoch).toBe(last.endUnix - 1 - EPOCH_UNIX);
    expect(b[0]!.startUnix).toBe(Date.UTC(2026, 10, 19) / 1000);
    expect(b[0]!.complete).toBe(true);
    // contiguous: each bucket starts one epoch second after the previous one's last
    for (let i = 1; i < b.length; i++) expect(b[i]!.fromEpoch).toBe(b[i - 1]!.toEpoch + 1);
  });
  it("cuts 24 UTC hours ending with the current one", () => {
    const b = bucketsOf("24h", now, EPOCH_UNIX);
    expect(b).toHaveLength(24);
    expect(b[23]!.startUnix).toBe(Date.UTC(2026, 10, 25, 0) / 1000);
    expect(b[0]!.startUnix).toBe(Date.UTC(2026, 10, 24, 1) / 1000);
    expect(b[22]!.endUnix - b[22]!.startUnix).toBe(3600);
    expect(b.filter((x) => !x.complete)).toHaveLength(1);
  });
  it("cuts 30 days for 30d", () => {
    expect(bucketsOf("30d", now, EPOCH_UNIX)).toHaveLength(30);
  });
  it("a bucket that ends exactly now is complete", () => {
    const midnight = Date.UTC(2026, 10, 25) / 1000;
    const b = bucketsOf("7d", midnight, EPOCH_UNIX);
    expect(b[6]!.startUnix).toBe(midnight);
    expect(b[5]!.complete).toBe(true);
  });
});

describe("expectedSlots and missedSlots", () => {
  it("counts 8 s slots starting in the bucket", () => {
    expect(expectedSlots({ fromEpoch: 0, toEpoch: 3599 }, 8, -Infinity, 1e9)).toBe(450);
    expect(expectedSlots({ fromEpoch: 86_400, toEpoch: 172_799 }, 8, -Infinity, 1e9)).toBe(10_800);
    // a bucket not aligned on slots: slots starting at 8, 16 (not at 4)
    expect(expectedSlots({ fromEpoch: 4, toEpoch: 19 }, 8, -Infinity, 1e9)).toBe(2);
  });
  it("clips to the chain's start and to now", () => {
    expect(expectedSlots({ fromEpoch: 0, toEpoch: 3599 }, 8, 1800, 1e9)).toBe(225);
    expect(expectedSlots({ fromEpoch: 0, toEpoch: 3599 }, 8, -Infinity, 799)).toBe(100);
    expect(expectedSlots({ fromEpoch: 0, toEpoch: 3599 }, 8, 5000, 1e9)).toBe(0);
  });
  it("missed = expected − forged, never negative", () => {
    expect(missedSlots(450, 441)).toBe(9);
    expect(missedSlots(450, 452)).toBe(0);
  });
});

const delegate = (rank: number, votes: string, username = `d${rank}`) =>
  ({ rank, votes, username, address: `A${rank}`, publicKey: `k${rank}` }) as unknown as Delegate;

describe("voteDistribution", () => {
  it("shares, running totals and the third/half counts of the active ranks only", () => {
    const list = [
      delegate(3, "100"),
      delegate(1, "400"),
      delegate(2, "300"),
      delegate(4, "200"),
      delegate(52, "999999"),
    ];
    const d = voteDistribution(list, 4);
    expect(d.total).toBe("1000");
    expect(d.shares.map((s) => s.username)).toEqual(["d1", "d2", "d4", "d3"]);
    expect(d.shares.map((s) => s.share)).toEqual([40, 30, 20, 10]);
    expect(d.shares.map((s) => s.cumulative)).toEqual([40, 70, 90, 100]);
    // 400 ≥ 1000/3 → one delegate holds a third; 400 < 500, 700 ≥ 500 → two hold half
    expect(d.third).toBe(1);
    expect(d.half).toBe(2);
  });
  it("exactly a third or a half counts as reaching it; big amounts stay exact", () => {
    const big = "3000000000000000000000";
    const d = voteDistribution([delegate(1, big), delegate(2, big), delegate(3, big)], 3);
    expect(d.third).toBe(1);
    expect(d.half).toBe(2);
    expect(d.total).toBe("9000000000000000000000");
  });
  it("no vote: zero shares and no thresholds", () => {
    const d = voteDistribution([delegate(1, "0"), delegate(2, "0")], 51);
    expect(d.third).toBe(0);
    expect(d.half).toBe(0);
    expect(d.shares.map((s) => s.share)).toEqual([0, 0]);
  });
});

describe("feeStatsOfTransactions (the fee fallback for nodes without GET node/fees)", () => {
  const tx = (id: string, type: number, fee: string, typeGroup = 1) =>
    ({ id, type, typeGroup, fee, amount: "0" }) as unknown as Transaction;
  it("min, average (rounded down), max and total per type, in arktoshi beyond 2^53, ordered by group and type", () => {
    const rows = [
      tx("a", 3, "9007199254740993"),
      tx("b", 0, "10000000"),
      tx("c", 0, "20000001"),
      tx("d", 0, "10000000", 2),
      tx("a", 3, "1"),
    ];
    expect(feeStatsOfTransactions(rows)).toEqual([
      {
        typeGroup: 1,
        type: 0,
        min: "10000000",
        max: "20000001",
        avg: "15000000",
        sum: "30000001",
        count: 2,
      },
      // the transaction seen twice counts once
      {
        typeGroup: 1,
        type: 3,
        min: "9007199254740993",
        max: "9007199254740993",
        avg: "9007199254740993",
        sum: "9007199254740993",
        count: 1,
      },
      {
        typeGroup: 2,
        type: 0,
        min: "10000000",
        max: "10000000",
        avg: "10000000",
        sum: "10000000",
        count: 1,
      },
    ]);
  });
  it("leaves out a fee that is not whole arktoshi, and is empty for no transactions", () => {
    expect(feeStatsOfTransactions([tx("x", 0, "1e9"), tx("y", 0, "-5")])).toEqual([]);
    expect(feeStatsOfTransactions([])).toEqual([]);
  });
});

describe("volumeOf and rewardsOf", () => {
  it("sums amounts, multipayment payments and fees exactly", () => {
    const rows = [
      { amount: "100000000", fee: "10000000" },
      {
        amount: "0",
        fee: "10000000",
        asset: {
          payments: [
            { recipientId: "a", amount: "5" },
            { recipientId: "b", amount: "7" },
          ],
        },
      },
      { amount: "9007199254740993", fee: "1" },
    ] as unknown as Transaction[];
    expect(volumeOf(rows)).toEqual({ volume: "9007199354741005", fees: "20000001" });
  });
  it("rewards = blocks × reward", () => {
    expect(rewardsOf(10_800, "200000000")).toBe("2160000000000");
    expect(rewardsOf(5, "0")).toBe("0");
  });
});

describe("participantsOf (active wallets)", () => {
  // what the page passes: the network's address check (here: three known addresses)
  const A = "AJo5WsP8e9YXcrVr8X7wmevx4j4UeqhQed";
  const B = "AHXtmB84sTZ9Zd35h9Y1vfFvPE2Xzqj8ri";
  const C = "AXzxJ8Ts3dQ2bvBR1tPE7GUee9iSEJb8HX";
  const D = "AUexKjGtgsSpVzPLs6jNMM6vJ6znEVTQWK";
  const valid = new Set([A, B, C, D]);
  const isAddress = (text: string) => valid.has(text);
  const tx = (fields: Record<string, unknown>) =>
    ({
      id: "x",
      type: 0,
      typeGroup: 1,
      amount: "0",
      fee: "0",
      ...fields,
    }) as unknown as Transaction;

  it("counts senders, recipients and multipayment recipients", () => {
    const rows = [
      tx({ sender: A, recipient: B }),
      tx({ sender: C, type: 6, asset: { payments: [{ recipientId: D, amount: "1" }] } }),
    ];
    expect(participantsOf(rows, isAddress)).toEqual(new Set([A, B, C, D]));
  });
  it("counts an address once however often it appears", () => {
    const rows = [
      tx({ sender: A, recipient: B }),
      tx({ sender: B, recipient: A }),
      // 3.x repeats the sender as the recipient of a vote
      tx({ sender: A, recipient: A, type: 3 }),
      tx({
        sender: A,
        asset: { payments: [{ recipientId: B }, { recipientId: B }, { recipientId: A }] },
      }),
    ];
    expect(participantsOf(rows, isAddress).size).toBe(2);
    // the union of two buckets' participants: a wallet active in both counts once
    const union = new Set([
      ...participantsOf(rows.slice(0, 1), isAddress),
      ...participantsOf([tx({ sender: B, recipient: C })], isAddress),
    ]);
    expect(union.size).toBe(3);
  });
  it("leaves out malformed and hostile values", () => {
    const rows = [
      tx({ sender: "<img src=x onerror=alert(1)>", recipient: "" }),
      tx({ sender: A, recipient: `${B}\u202E` }),
      tx({ sender: 42, recipient: null, asset: { payments: "not a list" } }),
      tx({
        sender: { toString: () => A },
        asset: {
          payments: [
            null,
            7,
            "x",
            [C],
            { recipientId: 5 },
            { recipientId: { address: D } },
            { amount: "1" },
            { recipientId: "A".repeat(10_000) },
          ],
        },
      }),
      tx({ sender: B, asset: null }),
    ];
    expect(participantsOf(rows, isAddress)).toEqual(new Set([A, B]));
  });
  it("no transactions: no wallets", () => {
    expect(participantsOf([], isAddress).size).toBe(0);
  });
  it("with the page's check (the shared address validator): another network's address or a broken checksum is left out", () => {
    const mainnet = (byte: number) => addressFromHash(new Uint8Array(20).fill(byte), 23);
    const devnet = addressFromHash(new Uint8Array(20).fill(3), 30);
    const broken = mainnet(4).slice(0, -1) + (mainnet(4).endsWith("z") ? "y" : "z");
    const rows = [
      tx({ sender: mainnet(1), recipient: devnet }),
      tx({ sender: broken, asset: { payments: [{ recipientId: mainnet(2) }] } }),
    ];
    expect(participantsOf(rows, (text) => isValidAddress(text, 23))).toEqual(
      new Set([mainnet(1), mainnet(2)]),
    );
  });
});

describe("tableCsv", () => {
  it("BOM, header, CRLF lines, quoted and defused cells", () => {
    const text = tableCsv(
      ["Day (UTC)", "Transactions", "Volume"],
      [
        ["2026-11-24T00:00:00.000Z", 42, "1.50000000"],
        ["=cmd", 1, "a,b"],
      ],
    );
    expect(text).toBe(
      '\uFEFFDay (UTC),Transactions,Volume\r\n2026-11-24T00:00:00.000Z,42,1.50000000\r\n\'=cmd,1,"a,b"\r\n',
    );
  });
  it('with ";" between cells: numbers as written, every piece of a hostile name defused', () => {
    const text = tableCsv(
      ["Delegate", "Votes"],
      [
        ["x;=1+2;", "-1.5"],
        ["a\n@SUM(1)", 2],
      ],
      ";",
    );
    expect(text).toBe('\uFEFFDelegate;Votes\r\n"x;\'=1+2;";-1.5\r\n"a\n\'@SUM(1)";2\r\n');
  });
});

describe("feeTypeOf", () => {
  it("maps 3.x keys and keeps list-form type numbers", () => {
    expect(
      feeTypeOf({ typeGroup: 1, key: "vote", min: "0", max: "0", avg: "0", sum: "0" }),
    ).toEqual({ typeGroup: 1, type: 3 });
    expect(feeTypeOf({ typeGroup: 1, type: 6, min: "0", max: "0", avg: "0", sum: "0" })).toEqual({
      typeGroup: 1,
      type: 6,
    });
    expect(
      feeTypeOf({
        typeGroup: 2,
        key: "entityRegistration",
        min: "0",
        max: "0",
        avg: "0",
        sum: "0",
      }),
    ).toBeUndefined();
  });
});
