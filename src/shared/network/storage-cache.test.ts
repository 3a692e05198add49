import * as v from "valibot";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCache, writeCache } from "./storage-cache";

const isNumbers = v.array(v.number());
const KEY = "ark-explorer:cache:test";

describe("storage cache", () => {
  beforeEach(() => {
    window.dispatchEvent(new Event("pagehide"));
    localStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("a write is read at once and stored when the main thread is idle", () => {
    let idle: (() => void) | undefined;
    vi.stubGlobal("requestIdleCallback", (cb: () => void, opts: { timeout: number }) => {
      expect(opts.timeout).toBeGreaterThan(0);
      idle = cb;
      return 1;
    });
    writeCache("test", [1, 2]);
    writeCache("test", [1, 2, 3]);
    expect(readCache("test", isNumbers)?.data).toEqual([1, 2, 3]);
    // the JSON is made and stored later, once for both writes
    expect(localStorage.getItem(KEY)).toBeNull();
    idle!();
    expect(JSON.parse(localStorage.getItem(KEY)!).data).toEqual([1, 2, 3]);
    expect(readCache("test", isNumbers)?.data).toEqual([1, 2, 3]);
  });

  it("a page going away stores what is waiting", () => {
    vi.stubGlobal("requestIdleCallback", () => 1);
    writeCache("test", [4]);
    expect(localStorage.getItem(KEY)).toBeNull();
    window.dispatchEvent(new Event("pagehide"));
    expect(JSON.parse(localStorage.getItem(KEY)!).data).toEqual([4]);
  });

  it("full storage loses nothing on the page: the entry still serves reads", () => {
    vi.stubGlobal("requestIdleCallback", () => 1);
    const setItem = vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    writeCache("test", [5]);
    expect(() => window.dispatchEvent(new Event("pagehide"))).not.toThrow();
    setItem.mockRestore();
    expect(readCache("test", isNumbers)?.data).toEqual([5]);
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("another tab's newer write is seen once this page's own is stored", () => {
    vi.stubGlobal("requestIdleCallback", () => 1);
    writeCache("test", [6]);
    window.dispatchEvent(new Event("pagehide"));
    localStorage.setItem(KEY, JSON.stringify({ updatedAt: 2, data: [7] }));
    expect(readCache("test", isNumbers)?.data).toEqual([7]);
    localStorage.setItem(KEY, "{garbage");
    expect(readCache("test", isNumbers)).toBeUndefined();
  });

  it("an entry whose data fails its schema is a miss; the schema's output is what is read", () => {
    localStorage.setItem(KEY, JSON.stringify({ updatedAt: 2, data: [1, "2"] }));
    expect(readCache("test", isNumbers)).toBeUndefined();
    localStorage.setItem(KEY, JSON.stringify({ updatedAt: 3, data: ["7"] }));
    const digits = v.array(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number)));
    expect(readCache("test", digits)?.data).toEqual([7]);
    // a string, null, 1e400 (JSON reads Infinity), none
    for (const updatedAt of ['"3"', "null", "1e400"]) {
      localStorage.setItem(KEY, `{"updatedAt":${updatedAt},"data":[4]}`);
      expect(readCache("test", isNumbers), updatedAt).toBeUndefined();
    }
    localStorage.setItem(KEY, '{"data":[4]}');
    expect(readCache("test", isNumbers)).toBeUndefined();
  });

  it("an updatedAt in the future is read as now (else the data would stay fresh until then)", () => {
    const now = Date.now();
    localStorage.setItem(KEY, JSON.stringify({ updatedAt: now + 365 * 86_400_000, data: [8] }));
    const entry = readCache("test", isNumbers);
    expect(entry?.data).toEqual([8]);
    expect(entry!.updatedAt).toBeGreaterThanOrEqual(now);
    expect(entry!.updatedAt).toBeLessThanOrEqual(Date.now());
    localStorage.setItem(KEY, JSON.stringify({ updatedAt: 5, data: [9] }));
    expect(readCache("test", isNumbers)?.updatedAt).toBe(5);
  });
});
