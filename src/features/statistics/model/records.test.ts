import { describe, expect, it } from "vitest";
import { bucketSearch, busiestBucket, type CountedBucket } from "./records";

const DAY = 86_400;
const day = (i: number, count?: number, opts: { estimate?: boolean; failed?: boolean } = {}) =>
  ({
    startUnix: 1_700_000_000 - (1_700_000_000 % DAY) + i * DAY,
    endUnix: 1_700_000_000 - (1_700_000_000 % DAY) + (i + 1) * DAY,
    transactions: count === undefined ? undefined : { count, isEstimate: opts.estimate === true },
    failed: opts.failed,
  }) satisfies CountedBucket;

describe("busiestBucket", () => {
  it("the row with the most transactions", () => {
    const rows = [day(0, 3), day(1, 40), day(2, 7)];
    expect(busiestBucket(rows)).toEqual({
      state: "found",
      bucket: rows[1],
      count: { count: 40, isEstimate: false },
      tie: false,
    });
  });
  it("of equal ones the newest, said to be a tie", () => {
    const rows = [day(0, 9), day(1, 9), day(2, 1)];
    expect(busiestBucket(rows)).toMatchObject({ state: "found", bucket: rows[1], tie: true });
  });
  it("no verdict while a row is loading, even if a loaded one is large", () => {
    expect(busiestBucket([day(0, 500), day(1)])).toEqual({ state: "loading" });
  });
  it("a failed row: not known (its count could be the largest)", () => {
    expect(busiestBucket([day(0, 5), day(1, undefined, { failed: true })])).toEqual({
      state: "unknown",
    });
  });
  it("no transactions at all: none", () => {
    expect(busiestBucket([day(0, 0), day(1, 0)])).toEqual({ state: "none" });
    expect(busiestBucket([])).toEqual({ state: "none" });
  });
  it("keeps the node's estimate flag", () => {
    expect(busiestBucket([day(0, 47_000, { estimate: true }), day(1, 3)])).toMatchObject({
      count: { count: 47_000, isEstimate: true },
    });
  });
});

describe("bucketSearch", () => {
  it("a UTC day in UTC: its first and last minute", () => {
    const d = { startUnix: Date.UTC(2026, 11, 5) / 1000, endUnix: Date.UTC(2026, 11, 6) / 1000 };
    expect(bucketSearch(d, "utc")).toEqual({
      kind: "transactions",
      "timestamp.from": "2026-12-05T00:00",
      "timestamp.to": "2026-12-05T23:59",
    });
  });
  it("an hour", () => {
    const h = Date.UTC(2026, 11, 5, 13) / 1000;
    expect(bucketSearch({ startUnix: h, endUnix: h + 3600 }, "utc")).toMatchObject({
      "timestamp.from": "2026-12-05T13:00",
      "timestamp.to": "2026-12-05T13:59",
    });
  });
  it("in local time: the same instants written in the visitor's zone", () => {
    const start = Date.UTC(2026, 11, 5) / 1000;
    const out = bucketSearch({ startUnix: start, endUnix: start + DAY }, "local");
    const read = (text: string) => {
      const [date, time] = text.split("T") as [string, string];
      const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
      const [h, mi] = time.split(":").map(Number) as [number, number];
      return new Date(y, mo - 1, d, h, mi).getTime() / 1000;
    };
    expect(read(out["timestamp.from"]!)).toBe(start);
    expect(read(out["timestamp.to"]!)).toBe(start + DAY - 60);
  });
});
