import { apiServer, request } from "../client";
import { getCapability, isUnsupportedAnswer, probeOnce, setCapability } from "../capabilities";
import { delegateSchema, paged, type Delegate, type Page } from "../schemas";

/** The delegate fields a list can be ordered by, as ARK Core 3.x names them in `orderBy`. */
export type DelegateOrderField = "rank" | "username" | "blocks.produced" | "forged.total" | "votes";

/** One page of the delegate list (or of the resigned delegates only), in one field's order. */
export interface DelegateListParams {
  page: number;
  limit: number;
  orderBy: DelegateOrderField;
  desc: boolean;
  /** only the resigned delegates */
  resigned: boolean;
  /**
   * only the delegates ranked within these bounds (inclusive; either may be left out): the
   * active delegates are ranks 1 … activeDelegates, the standby ones the ranks after
   */
  rank?: { from?: number; to?: number };
}

/** Whether a delegate's rank is within a list's rank bounds (no bounds: every delegate, ranked or not). */
export function withinRanks(d: Delegate, rank: DelegateListParams["rank"]): boolean {
  if (!rank) return true;
  if (d.rank === undefined || d.rank === null) return false;
  return d.rank >= (rank.from ?? 1) && d.rank <= (rank.to ?? Infinity);
}

/** A delegate's value of an order field: integers for counts and amounts (arktoshi), undefined for no rank. */
function orderValue(d: Delegate, field: DelegateOrderField): bigint | number | string | undefined {
  switch (field) {
    case "rank":
      return d.rank;
    case "username":
      return d.username;
    case "blocks.produced":
      return d.blocks.produced;
    case "forged.total":
      return BigInt(d.forged.total);
    case "votes":
      return BigInt(d.votes);
  }
}

/**
 * Compares two delegates on one field as ARK Core 3.x orders `GET delegates?orderBy=`: a missing
 * value (no rank: resigned, or registered since the last round) last in either direction, strings
 * by UTF-16 code units (not by locale), amounts as exact integers. 0 for a tie.
 */
function compareDelegatesOn(
  field: DelegateOrderField,
  desc: boolean,
  a: Delegate,
  b: Delegate,
): number {
  const x = orderValue(a, field);
  const y = orderValue(b, field);
  if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
  const order = x < y ? -1 : x > y ? 1 : 0;
  return desc ? -order : order;
}

/**
 * The complete order of ARK Core 3.x's delegate list (core-api's delegate search appends these tie
 * breakers to every `orderBy`): the field, then rank ascending (unranked last), then public key.
 * Lists sorted here (a node that cannot sort) page exactly like the node's own pages.
 */
export function delegateOrder(
  field: DelegateOrderField,
  desc: boolean,
): (a: Delegate, b: Delegate) => number {
  return (a, b) =>
    compareDelegatesOn(field, desc, a, b) ||
    compareDelegatesOn("rank", false, a, b) ||
    (a.publicKey < b.publicKey ? -1 : a.publicKey > b.publicKey ? 1 : 0);
}

/** A page answers the request as asked: in the field's order and, for the resigned list, only resigned delegates. */
function answersAsAsked(rows: readonly Delegate[], p: DelegateListParams): boolean {
  if (p.resigned && rows.some((d) => !d.isResigned)) return false;
  if (rows.some((d) => !withinRanks(d, p.rank))) return false;
  return rows.every(
    (d, i) => i === 0 || compareDelegatesOn(p.orderBy, p.desc, rows[i - 1]!, d) <= 0,
  );
}

/**
 * One page of the delegate list sorted and filtered by the node: GET
 * delegates?page&limit&orderBy={field}:{asc|desc}[&isResigned=true][&rank.from&rank.to] (ARK Core
 * 3.x; totals in `meta`, exact for delegates). Resolves to `null` when this node cannot: ARK Core
 * 2.6 answers 422 to `isResigned`, to the rank bounds and to the 3.x field names `blocks.produced`
 * and `forged.total`, and a node that takes a parameter it does not apply (an unordered page,
 * unresigned delegates in the resigned list, ranks outside the bounds) would page wrongly. Either is remembered per server (capability
 * `delegatesServerOrder`), so later calls resolve to `null` at once, without a request; the caller
 * then sorts the complete list itself ({@link delegateOrder}). Pages asked together while that is
 * unknown are asked one after the other until one answer settles it (`probeOnce`).
 */
export async function getDelegateListPage(
  p: DelegateListParams,
  signal?: AbortSignal,
): Promise<Page<Delegate> | null> {
  const server = apiServer();
  // pages asked together while the node's answer is unknown: one asks, the others wait for it
  return probeOnce(server, "delegatesServerOrder", () => serverOrderedPage(server, p, signal));
}

async function serverOrderedPage(
  server: string,
  p: DelegateListParams,
  signal?: AbortSignal,
): Promise<Page<Delegate> | null> {
  if (getCapability(server, "delegatesServerOrder") === false) return null;
  let page: Page<Delegate>;
  try {
    page = await request("GET", "delegates", paged(delegateSchema), {
      searchParams: {
        page: p.page,
        limit: p.limit,
        orderBy: `${p.orderBy}:${p.desc ? "desc" : "asc"}`,
        isResigned: p.resigned ? true : undefined,
        "rank.from": p.rank?.from,
        "rank.to": p.rank?.to,
      },
      signal,
    });
  } catch (error) {
    if (!isUnsupportedAnswer(error)) throw error;
    setCapability(server, "delegatesServerOrder", false);
    return null;
  }
  if (!answersAsAsked(page.data, p)) {
    setCapability(server, "delegatesServerOrder", false);
    return null;
  }
  // a refusal seen meanwhile (another field, the resigned filter) stays: it decides for the list
  if (getCapability(server, "delegatesServerOrder") === undefined)
    setCapability(server, "delegatesServerOrder", true);
  return page;
}
