import * as v from "valibot";
import { apiServer, request } from "../client";
import { isUnsupportedAnswer, withCapability } from "../capabilities";
import { countOfFirstPage, type ApiCount } from "../counts";
import type { Block, Page, Transaction } from "../schemas";
import { searchBlocks } from "./blocks";
import { searchTransactions } from "./transactions";
import { getTopWallets } from "./wallets";

/**
 * The first row of a list the node sorts for us: `supported` false when the node refuses the sort
 * (an older node answers 422 to a sort key it does not know, or 404); `item` null when the list is
 * empty.
 */
export type SortedFirst<T> = { supported: true; item: T | null } | { supported: false };

async function firstSorted<T>(load: () => Promise<Page<T>>): Promise<SortedFirst<T>> {
  try {
    const page = await load();
    return { supported: true, item: page.data[0] ?? null };
  } catch (error) {
    if (isUnsupportedAnswer(error)) return { supported: false };
    throw error;
  }
}

/**
 * The transaction with the largest `amount` of the whole chain: GET
 * transactions?orderBy=amount:desc&limit=1 on 3.x, POST transactions/search {orderBy} on 2.6
 * (the search's capability). `supported` false when the node refuses that sort (404/422); other
 * failures reject.
 */
export function getLargestTransaction(signal?: AbortSignal): Promise<SortedFirst<Transaction>> {
  return firstSorted(() =>
    searchTransactions({}, { page: 1, limit: 1, orderBy: "amount:desc" }, signal),
  );
}

/**
 * The block with the largest total amount transferred (`forged.amount`, the sum of its
 * transactions' amounts) of the whole chain: GET blocks?orderBy=totalAmount:desc&limit=1 on 3.x,
 * POST blocks/search {orderBy} on 2.6. `supported` false when the node refuses that sort
 * (404/422); other failures reject.
 */
export function getLargestBlock(signal?: AbortSignal): Promise<SortedFirst<Block>> {
  return firstSorted(() =>
    searchBlocks({}, { page: 1, limit: 1, orderBy: "totalAmount:desc" }, signal),
  );
}

/** A wallet list's first page as far as a count needs it: the rows, and the total only if sent. */
const countPageSchema = v.looseObject({
  meta: v.optional(
    v.looseObject({
      totalCount: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
      totalCountIsEstimate: v.optional(v.boolean()),
    }),
  ),
  data: v.array(v.unknown()),
});

/**
 * How many wallets hold at least `fromArktoshi` (a whole-arktoshi decimal string): GET
 * wallets?balance.from&limit=1 on 3.x, POST wallets/search?limit=1 {balance: {from}} on 2.6,
 * reading `meta.totalCount` (`isEstimate` when the node says `totalCountIsEstimate`). Null when
 * the node refuses the filter (404/422) or answers no total: the caller then counts from the
 * richest wallets ({@link getRichestBalances}). Other failures reject.
 */
export async function countWalletsFrom(
  fromArktoshi: string,
  signal?: AbortSignal,
): Promise<ApiCount | null> {
  let body: v.InferOutput<typeof countPageSchema>;
  try {
    body = await withCapability(
      apiServer(),
      "postSearch",
      () =>
        request("POST", "wallets/search", countPageSchema, {
          searchParams: { page: 1, limit: 1 },
          json: { balance: { from: fromArktoshi } },
          signal,
        }),
      () =>
        request("GET", "wallets", countPageSchema, {
          searchParams: { "balance.from": fromArktoshi, page: 1, limit: 1 },
          signal,
        }),
    );
  } catch (error) {
    if (isUnsupportedAnswer(error)) return null;
    throw error;
  }
  const total = body.meta?.totalCount;
  // an empty page proves zero whatever the meta says; rows without a total count nothing
  if (body.data.length > 0 && total === undefined) return null;
  return countOfFirstPage(
    {
      data: body.data,
      meta: {
        count: body.data.length,
        pageCount: 1,
        totalCount: total ?? 0,
        totalCountIsEstimate: body.meta?.totalCountIsEstimate,
      },
    },
    1,
  );
}

/** Wallets per page of the richest-wallets list (the API's maximum page size). */
const RICHEST_PAGE = 100;

/** Balances of the richest wallets, richest first, and whether they are every wallet there is. */
export interface RichestBalances {
  /** arktoshi, decimal strings */
  balances: string[];
  /** the list ended before the page cap: these are all the wallets */
  complete: boolean;
}

/**
 * The balances of the richest wallets, GET wallets/top?page&limit=100 page after page (one request
 * each, in order) until a page comes back short or `maxPages` pages were read. Failures reject.
 */
export async function getRichestBalances(
  maxPages: number,
  signal?: AbortSignal,
): Promise<RichestBalances> {
  const balances: string[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const answer = await getTopWallets({ page, limit: RICHEST_PAGE }, signal);
    for (const w of answer.data) balances.push(w.balance);
    if (answer.data.length < RICHEST_PAGE) return { balances, complete: true };
  }
  return { balances, complete: false };
}
