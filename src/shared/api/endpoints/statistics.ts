import * as v from "valibot";
import { apiServer, request } from "../client";
import { isUnsupportedAnswer } from "../capabilities";
import { countOfFirstPage, type ApiCount } from "../counts";
import type { Transaction } from "../schemas";
import { searchBlocks } from "./blocks";
import { searchTransactions } from "./transactions";

/** Fee figures of one transaction type over the asked days, arktoshi as decimal strings. */
export interface TypeFeeStats {
  typeGroup: number;
  /** the type's number when the node names it so (list form), else undefined */
  type?: number;
  /** the type's key as the node names it (3.x: `transfer`, `vote`…), else undefined */
  key?: string;
  min: string;
  max: string;
  avg: string;
  sum: string;
}

const digits = v.pipe(
  v.union([v.string(), v.number()]),
  v.transform((x) => String(x)),
  v.check((x) => /^\d+(\.\d+)?$/.test(x), "not an amount"),
  // an average may come with decimals (computed in SQL): kept as whole arktoshi
  v.transform((x) => x.replace(/\.\d*$/, "")),
);
const figures = v.looseObject({ min: digits, max: digits, avg: digits, sum: digits });
/** 3.x: `{ "1": { transfer: {min,max,avg,sum}, … }, "2": { … } }` by type group and type key. */
const byGroupSchema = v.record(v.string(), v.record(v.string(), figures));
/** Older nodes: `[{ type, typeGroup?, min, max, avg, sum }]`. */
const listSchema = v.array(
  v.looseObject({
    type: v.union([v.string(), v.number()]),
    typeGroup: v.optional(v.union([v.string(), v.number()])),
    min: digits,
    max: digits,
    avg: digits,
    sum: digits,
  }),
);
const feesSchema = v.looseObject({ data: v.union([byGroupSchema, listSchema]) });

/** Normalises a GET node/fees body of either form (see {@link getNodeFees}). */
function feeStatsOf(body: v.InferOutput<typeof feesSchema>): TypeFeeStats[] {
  const data = body.data;
  if (Array.isArray(data)) {
    return data.map((row) => ({
      typeGroup: Number(row.typeGroup ?? 1),
      type: Number(row.type),
      min: row.min,
      max: row.max,
      avg: row.avg,
      sum: row.sum,
    }));
  }
  return Object.entries(data).flatMap(([group, types]) =>
    Object.entries(types).map(([key, f]) => ({
      typeGroup: Number(group),
      key,
      min: f.min,
      max: f.max,
      avg: f.avg,
      sum: f.sum,
    })),
  );
}

/**
 * GET node/fees?days=N → fee min/max/avg/sum per transaction type over the last N days (the node's
 * own aggregate: one request whatever the chain's size). 3.x answers them by type group and type
 * key, older nodes as a list by type number; both are normalised. Null when the node has no such
 * endpoint or refuses `days` (404/422): the caller says the figure is not available.
 */
export async function getNodeFees(
  days: number,
  signal?: AbortSignal,
): Promise<TypeFeeStats[] | null> {
  try {
    return feeStatsOf(
      await request("GET", "node/fees", feesSchema, { searchParams: { days }, signal }),
    );
  } catch (error) {
    if (isUnsupportedAnswer(error)) return null;
    throw error;
  }
}

/** Transactions of a time range: a first page, and the count it proves or the node's total. */
interface RangeTransactions {
  count: ApiCount;
  /** the rows when they are all of the range (fewer than `limit`), else null */
  rows: Transaction[] | null;
}

/**
 * Transactions with a timestamp in [fromEpoch, toEpoch] (network epoch seconds, inclusive), first
 * page of `limit` (≤ 100): GET transactions?timestamp.from&timestamp.to on 3.x, POST
 * transactions/search {timestamp: {from, to}} on 2.6 (the advanced search's capability). The count
 * is the node's total (`isEstimate` on public 3.x nodes) unless the page holds every row.
 */
export async function getTransactionsInRange(
  fromEpoch: number,
  toEpoch: number,
  limit: number,
  signal?: AbortSignal,
): Promise<RangeTransactions> {
  const page = await searchTransactions(
    { timestamp: { from: fromEpoch, to: toEpoch } },
    { page: 1, limit },
    signal,
  );
  // rows outside the range: a node that ignored the filter; its total then means nothing either
  const rows = page.data.filter(
    (t) => !t.timestamp || (t.timestamp.epoch >= fromEpoch && t.timestamp.epoch <= toEpoch),
  );
  if (rows.length !== page.data.length)
    throw new Error(`Error GET /transactions : ${apiServer()} ignored the timestamp filter`);
  const count = countOfFirstPage(page, limit);
  // a full page is every row only when the node's exact total says so
  const complete = rows.length < limit || (!count.isEstimate && count.count === rows.length);
  return { count, rows: complete ? rows : null };
}

/**
 * The height of the newest block with a timestamp at or before `toEpoch` (network epoch seconds),
 * 0 when there is none: GET blocks?timestamp.to&limit=1 on 3.x, POST blocks/search
 * {timestamp: {to}} on 2.6 (both newest first). The blocks of a time range are then the
 * difference of two such heights: exact, where a filtered total would be an estimate.
 */
export async function getHeightAt(toEpoch: number, signal?: AbortSignal): Promise<number> {
  const page = await searchBlocks({ timestamp: { to: toEpoch } }, { page: 1, limit: 1 }, signal);
  const block = page.data[0];
  if (!block) return 0;
  if (block.timestamp.epoch > toEpoch)
    throw new Error(`Error GET /blocks : ${apiServer()} ignored the timestamp filter`);
  return block.height;
}
