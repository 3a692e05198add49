import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readCache, writeCache } from "./storage-cache";

const isNumbers = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => typeof x === "number");
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
});
