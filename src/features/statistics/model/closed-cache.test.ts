import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { configureApi } from "@/shared/api/client";
import { CACHE_PREFIX } from "@/shared/network/known-wallets-file";
import {
  bucketKey,
  MAX_BUCKETS,
  MAX_HEIGHTS,
  MAX_PARTICIPANTS,
  MAX_TOTAL_PARTICIPANTS,
  mergeClosed,
  readClosedCache,
  writeClosedCache,
} from "./closed-cache";

const summary = (count: number, participants: string[] = ["A1"]) => ({
  count,
  volume: "100",
  fees: "1",
  participants,
});

beforeEach(() => {
  localStorage.clear();
  configureApi({ server: "http://closed-cache.test/api", timeoutMs: 1000 });
});
afterEach(() => localStorage.clear());

describe("mergeClosed", () => {
  it("adds summaries and heights, keeping the newest within the bounds", () => {
    const buckets = Object.fromEntries(
      Array.from({ length: MAX_BUCKETS + 5 }, (_, i) => [
        bucketKey(i * 3600, i * 3600 + 3599),
        summary(i),
      ]),
    );
    const heights = Object.fromEntries(
      Array.from({ length: MAX_HEIGHTS + 5 }, (_, i) => [String(i * 3600 - 1), i]),
    );
    const merged = mergeClosed({ buckets: {}, heights: {} }, buckets, heights);
    expect(Object.keys(merged.buckets)).toHaveLength(MAX_BUCKETS);
    expect(merged.buckets[bucketKey(0, 3599)]).toBeUndefined();
    expect(
      merged.buckets[bucketKey((MAX_BUCKETS + 4) * 3600, (MAX_BUCKETS + 4) * 3600 + 3599)],
    ).toBeDefined();
    expect(Object.keys(merged.heights)).toHaveLength(MAX_HEIGHTS);
    expect(merged.heights["-1"]).toBeUndefined();
  });

  it("keeps the newest buckets within the addresses kept over all of them", () => {
    const share = MAX_TOTAL_PARTICIPANTS / 5;
    const wallets = Array.from({ length: share }, (_, i) => `A${i}`);
    const key = (hour: number) => bucketKey(hour * 3600, hour * 3600 + 3599);
    const added = Object.fromEntries([1, 2, 3, 4, 5].map((h) => [key(h), summary(1, wallets)]));
    const merged = mergeClosed(
      { buckets: { [key(0)]: summary(1, wallets) }, heights: {} },
      added,
      {},
    );
    // the five newest fill the allowance: the oldest goes
    expect(Object.keys(merged.buckets).sort()).toEqual(Object.keys(added).sort());
  });

  it("leaves out a bucket with too many wallets to keep", () => {
    const many = Array.from({ length: MAX_PARTICIPANTS + 1 }, (_, i) => `A${i}`);
    const merged = mergeClosed({ buckets: {}, heights: {} }, { "0-3599": summary(1, many) }, {});
    expect(merged.buckets).toEqual({});
  });
});

describe("readClosedCache", () => {
  it("reads back what was written, per API server", () => {
    writeClosedCache({ buckets: { "0-3599": summary(3) }, heights: { "-1": 7 } });
    expect(readClosedCache()).toEqual({ buckets: { "0-3599": summary(3) }, heights: { "-1": 7 } });
  });

  it("is empty when the storage holds garbage or an edited entry", () => {
    for (const [i, data] of [
      { buckets: { "0-3599": { ...summary(3), volume: "abc" } }, heights: {} },
      { buckets: {}, heights: { "-1": -4 } },
      "nonsense",
    ].entries()) {
      // a server of its own per case: the parsed entry is kept per key for the page's life
      const server = `http://garbage-${i}.test/api`;
      configureApi({ server, timeoutMs: 1000 });
      localStorage.setItem(
        `${CACHE_PREFIX}statistics-closed:${server}`,
        JSON.stringify({ updatedAt: 1, data }),
      );
      expect(readClosedCache()).toEqual({ buckets: {}, heights: {} });
    }
  });
});
