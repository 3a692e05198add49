import { describe, expect, it, vi } from "vitest";
import type { Page } from "@/shared/api/schemas";
import { fetchAllPages } from "./fetch-all";

const pages = (n: number, size: number, total = n * size) => (page: number): Promise<Page<{ id: string }>> =>
  Promise.resolve({
    data: page <= n ? Array.from({ length: size }, (_, i) => ({ id: `${page}-${i}` })) : [],
    meta: { pageCount: n, totalCount: total },
  });

describe("fetchAllPages", () => {
  it("fetches every page, reporting progress", async () => {
    const progress = vi.fn();
    const rows = await fetchAllPages(pages(3, 100), { getId: (r) => r.id, onProgress: progress });
    expect(rows).toHaveLength(300);
    expect(progress).toHaveBeenLastCalledWith(300, 300);
    expect(progress).toHaveBeenCalledTimes(3);
  });
  it("de-duplicates rows shifted across pages", async () => {
    const fetch = (page: number) =>
      Promise.resolve({ data: page === 1 ? [{ id: "a" }, { id: "b" }] : [{ id: "b" }, { id: "c" }], meta: { pageCount: 2, totalCount: 3 } });
    expect((await fetchAllPages(fetch, { getId: (r) => r.id })).map((r) => r.id)).toEqual(["a", "b", "c"]);
  });
  it("stops with an AbortError when cancelled", async () => {
    const ac = new AbortController();
    const fetch = vi.fn((page: number) => {
      if (page === 2) ac.abort();
      return pages(5, 10)(page);
    });
    await expect(fetchAllPages(fetch, { getId: (r) => r.id, signal: ac.signal })).rejects.toMatchObject({ name: "AbortError" });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
  it("yields to the event loop between pages", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    await fetchAllPages(pages(20, 1), { getId: (r) => r.id });
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(0);
  });
});
