/**
 * One page of two lists merged, each list read from the node in fixed chunks. A delegate's vote
 * history is two lists the node can filter (the votes that name it with "+", those that name it
 * with "-": no node can ask for either in one request), each newest first; merged, page N holds
 * rows (N-1)·limit … N·limit-1 of both together. Those can only be known by walking both lists
 * from their start, so they are read in chunks of the node's largest page (kept in the cache and
 * shared by every page), and only as far as the page needs: the first pages of any delegate's
 * history cost one chunk of each list.
 */

/** A chunk of one list: its rows, and the list's total as the node counted it. */
export interface Chunk<T> {
  rows: readonly T[];
  total: number;
  /** the node only estimated `total` (3.x public nodes) */
  totalIsEstimate: boolean;
}

/** What {@link mergedPage} gives: the page's rows and the merged list's total. */
export interface MergedPage<T> {
  rows: T[];
  total: number;
  totalIsEstimate: boolean;
}

/**
 * Rows `offset` … `offset + limit - 1` of lists `a` and `b` merged in the order `before` gives
 * (true: the row of `a` comes first; ties should go to `a`, so the order is stable), each list
 * read with `chunk(list, index)` (rows `index·size` … of it, `size` rows unless it is the last).
 * The first chunk of both lists is asked together; later ones only when the walk reaches them.
 * The total is the two lists' counts (an estimate when either is), or the exact count once the
 * walk reached the end of both.
 */
export async function mergedPage<T>(
  offset: number,
  limit: number,
  size: number,
  chunk: (list: "a" | "b", index: number) => Promise<Chunk<T>>,
  before: (a: T, b: T) => boolean,
): Promise<MergedPage<T>> {
  const [firstA, firstB] = await Promise.all([chunk("a", 0), chunk("b", 0)]);
  const lists = {
    a: { chunks: [firstA] as Chunk<T>[], at: 0 },
    b: { chunks: [firstB] as Chunk<T>[], at: 0 },
  };
  /** The row at the list's position, reading its next chunk when needed; undefined past its end. */
  const rowOf = async (name: "a" | "b"): Promise<T | undefined> => {
    const list = lists[name];
    const index = Math.floor(list.at / size);
    while (list.chunks.length <= index) {
      const last = list.chunks[list.chunks.length - 1]!;
      // a chunk shorter than the size is the list's last
      if (last.rows.length < size) return undefined;
      list.chunks.push(await chunk(name, list.chunks.length));
    }
    return list.chunks[index]!.rows[list.at - index * size];
  };
  const out: T[] = [];
  let ended = false;
  while (out.length < offset + limit) {
    const [a, b] = [await rowOf("a"), await rowOf("b")];
    if (a === undefined && b === undefined) {
      ended = true;
      break;
    }
    if (b === undefined || (a !== undefined && before(a, b))) {
      out.push(a!);
      lists.a.at++;
    } else {
      out.push(b);
      lists.b.at++;
    }
  }
  const counted = firstA.total + firstB.total;
  return {
    rows: out.slice(offset),
    total: ended ? out.length : Math.max(counted, out.length),
    totalIsEstimate: !ended && (firstA.totalIsEstimate || firstB.totalIsEstimate),
  };
}
