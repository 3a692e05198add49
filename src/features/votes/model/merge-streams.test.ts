import { describe, expect, it } from "vitest";
import { mergedPage, type Chunk } from "./merge-streams";

/** Two newest-first lists of times, read in chunks of `size`; records the chunks asked. */
function lists(a: number[], b: number[], size: number, estimate = false) {
  const asked: string[] = [];
  const chunk = async (list: "a" | "b", index: number): Promise<Chunk<number>> => {
    asked.push(`${list}${index}`);
    const rows = (list === "a" ? a : b).slice(index * size, (index + 1) * size);
    return { rows, total: (list === "a" ? a : b).length, totalIsEstimate: estimate };
  };
  return { asked, chunk };
}

const newer = (x: number, y: number) => x >= y;
const desc = (n: number, from: number, step: number) =>
  Array.from({ length: n }, (_, i) => from - i * step);

describe("one page of two chunked lists merged", () => {
  it("the first pages cost one chunk of each list", async () => {
    const { asked, chunk } = lists(desc(250, 1000, 2), desc(40, 999, 7), 100);
    const page = await mergedPage(0, 25, 100, chunk, newer);
    expect(page.rows).toEqual(
      [...desc(250, 1000, 2), ...desc(40, 999, 7)].sort((x, y) => y - x).slice(0, 25),
    );
    expect(page.total).toBe(290);
    expect(asked.sort()).toEqual(["a0", "b0"]);
  });

  it("a later page walks on into the chunks it needs, and only those", async () => {
    const a = desc(250, 1000, 2);
    const b = desc(40, 999, 7);
    const merged = [...a, ...b].sort((x, y) => y - x);
    const { asked, chunk } = lists(a, b, 100);
    const page = await mergedPage(150, 25, 100, chunk, newer);
    expect(page.rows).toEqual(merged.slice(150, 175));
    expect(asked.sort()).toEqual(["a0", "a1", "b0"]);
  });

  it("the last page, and the exact total once both lists ended (a node's estimate replaced)", async () => {
    const { chunk } = lists(desc(30, 500, 3), desc(12, 499, 5), 100, true);
    const page = await mergedPage(25, 25, 100, chunk, newer);
    expect(page.rows).toHaveLength(17);
    expect(page).toMatchObject({ total: 42, totalIsEstimate: false });
  });

  it("an estimate stays an estimate while the walk has not reached the end", async () => {
    const { chunk } = lists(desc(300, 5000, 1), desc(300, 4999, 1), 100, true);
    const page = await mergedPage(0, 10, 100, chunk, newer);
    expect(page).toMatchObject({ total: 600, totalIsEstimate: true });
  });

  it("ties go to the first list, so the order is stable; an empty list reads as none", async () => {
    const tie = await mergedPage(0, 4, 100, lists([5, 3], [5, 3], 100).chunk, newer);
    expect(tie.rows).toEqual([5, 5, 3, 3]);
    const none = await mergedPage(0, 25, 100, lists([], [], 100).chunk, newer);
    expect(none).toEqual({ rows: [], total: 0, totalIsEstimate: false });
    const past = await mergedPage(50, 25, 100, lists([3], [2], 100).chunk, newer);
    expect(past.rows).toEqual([]);
  });

  it("a list exactly a chunk long ends with an empty chunk", async () => {
    const { asked, chunk } = lists(desc(100, 1000, 1), [], 100);
    const page = await mergedPage(90, 25, 100, chunk, newer);
    expect(page.rows).toHaveLength(10);
    expect(page.total).toBe(100);
    expect(asked.sort()).toEqual(["a0", "a1", "b0"]);
  });
});
