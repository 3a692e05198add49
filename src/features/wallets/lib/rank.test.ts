import { describe, expect, it } from "vitest";
import { rankAt, rankOffset } from "./rank";

describe("top wallets rank", () => {
  it("page 0 and 1 give offset 0", () => {
    expect(rankOffset(0, 25)).toBe(0);
    expect(rankOffset(1, 25)).toBe(0);
  });
  it("rank = (page - 1) × page size + row + 1", () => {
    expect(rankAt(rankOffset(1, 10), 0)).toBe(1);
    expect(rankAt(rankOffset(2, 10), 0)).toBe(11);
    expect(rankAt(rankOffset(3, 25), 4)).toBe(55);
  });
  it("ranks continue across pages without gaps", () => {
    const ranks = [1, 2, 3].flatMap((page) =>
      Array.from({ length: 10 }, (_, i) => rankAt(rankOffset(page, 10), i)),
    );
    expect(ranks).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
  });
});
