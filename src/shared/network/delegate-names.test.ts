import { describe, expect, it } from "vitest";
import type { Delegate, Page } from "../api/schemas";
import { composeDelegateIndex, EMPTY_INDEX, firstPageIsAll } from "./delegate-names";

/** `n` delegates ranked 1..n (first `from`), with `votes` as a marker of the answer they came in. */
function delegates(n: number, from = 0, votes = "1"): Delegate[] {
  return Array.from({ length: n }, (_, k) => {
    const i = from + k;
    return {
      username: `Name_${i}`,
      address: `A${i}`,
      publicKey: `02${String(i).padStart(64, "0")}`,
      votes,
      rank: i + 1,
      isResigned: false,
      blocks: { produced: 0 },
      production: { approval: 0 },
      forged: { fees: "0", rewards: "0", total: "0" },
    } as Delegate;
  });
}

function page(data: Delegate[], total: number): Page<Delegate> {
  const pageCount = Math.max(1, Math.ceil(total / 100));
  return {
    data,
    meta: {
      count: data.length,
      pageCount,
      totalCount: total,
      next: pageCount > 1 ? "/delegates?page=2&limit=100" : null,
    },
  };
}

describe("composeDelegateIndex: first page of names, complete list when there is one", () => {
  it("is empty without answers, and says whether a list is loading", () => {
    expect(composeDelegateIndex(undefined, undefined, false, false)).toBe(EMPTY_INDEX);
    const loading = composeDelegateIndex(undefined, undefined, false, true);
    expect(loading.isLoading).toBe(true);
    expect(loading.list).toHaveLength(0);
    expect(loading.complete).toBe(false);
  });

  it("the first page of 100 out of 1,150 is not complete: a delegate beyond it is unknown, not missing", () => {
    const first = page(delegates(100), 1150);
    const index = composeDelegateIndex(first, undefined, true, false);
    expect(firstPageIsAll(first)).toBe(false);
    expect(index.complete).toBe(false);
    expect(index.isLoading).toBe(false);
    expect(index.list).toHaveLength(100);
    expect(index.byAddress.get("A0")?.username).toBe("Name_0");
    expect(index.byPublicKey.get(delegates(1, 99)[0]!.publicKey)?.username).toBe("Name_99");
    expect(index.byUsername.get("name_42")?.address).toBe("A42");
    expect(index.byAddress.get("A100")).toBeUndefined();
  });

  it("a first page shorter than 100 holds every delegate (the default testnet)", () => {
    const first = page(delegates(54), 54);
    expect(firstPageIsAll(first)).toBe(true);
    expect(composeDelegateIndex(first, undefined, true, false).complete).toBe(true);
    // exactly 100 with no next page: a second page may still exist on a node without `next`
    expect(firstPageIsAll(page(delegates(100), 100))).toBe(false);
  });

  it("a complete list newer than the first page is used alone", () => {
    const first = page(delegates(100, 0, "old"), 1150);
    const all = delegates(1150, 0, "new");
    const index = composeDelegateIndex(first, all, false, false);
    expect(index.complete).toBe(true);
    expect(index.list).toBe(all);
    expect(index.byAddress.get("A1149")?.username).toBe("Name_1149");
    expect(index.byAddress.get("A5")?.votes).toBe("new");
  });

  it("a first page newer than a kept complete list replaces its entries and adds new delegates", () => {
    const all = delegates(1150, 0, "kept");
    const fresh = [...delegates(99, 0, "fresh"), ...delegates(1, 2000, "fresh")];
    const index = composeDelegateIndex(page(fresh, 1151), all, true, false);
    expect(index.complete).toBe(true);
    expect(index.list).toHaveLength(1151);
    expect(index.byAddress.get("A3")?.votes).toBe("fresh");
    expect(index.byAddress.get("A500")?.votes).toBe("kept");
    expect(index.byAddress.get("A2000")?.username).toBe("Name_2000");
    expect(new Set(index.list.map((d) => d.publicKey)).size).toBe(1151);
  });
});
