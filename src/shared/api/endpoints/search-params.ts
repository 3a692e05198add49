import type { SearchParams } from "../client";
import { isApiError } from "../errors";

/** Search criteria of the advanced search: plain values or `{ from, to }` ranges, in API units. */
export type Criteria = Record<
  string,
  string | number | boolean | { from?: string | number; to?: string | number } | undefined
>;

/**
 * Criteria names of the 2.6 POST search bodies that ARK Core 3.x GET list endpoints know under
 * another name (verified on a 3.9.1 node: `wallets?vote=` and `wallets?username=` answer 422,
 * `wallets?attributes.vote=` and `wallets?attributes.delegate.username=` filter).
 */
const GET_FILTER_NAMES: Readonly<Record<string, string>> = {
  vote: "attributes.vote",
  username: "attributes.delegate.username",
};

/**
 * Flattens criteria for the 3.x GET filter form: `{ amount: { from: 1 } }` → `amount.from=1`,
 * 2.6 names renamed per GET_FILTER_NAMES (`vote` → `attributes.vote`). Empty values are dropped.
 */
export function flattenCriteria(criteria: Criteria): SearchParams {
  const out: SearchParams = {};
  for (const [name, value] of Object.entries(criteria)) {
    if (value === undefined || value === "") continue;
    const key = GET_FILTER_NAMES[name] ?? name;
    if (typeof value === "object") {
      if (value.from !== undefined && value.from !== "") out[`${key}.from`] = value.from;
      if (value.to !== undefined && value.to !== "") out[`${key}.to`] = value.to;
    } else out[key] = value;
  }
  return out;
}

/**
 * The search criterion a node refused, from its validation answer, or null when the answer is not a
 * validation failure or names no criterion. ARK Core answers a bad query value or body field with
 * 422 (3.x; 2.6 sometimes 400) and a Joi message whose first quoted name is the key:
 * 3.x `"senderId" must only contain alpha-numeric characters`, `"amount" does not match any of the
 * allowed types`; 2.6 `child "amount" fails because ["from" must be a number]`. The key is given back
 * under its criteria name: range suffixes dropped (`amount.from` → `amount`) and 3.x filter names
 * mapped back (`attributes.vote` → `vote`). Paging keys (`page`, `limit`, `orderBy`) come back as
 * they are: they are criteria of no form field.
 */
export function rejectedCriterion(error: unknown): string | null {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 400)) return null;
  const key = /"([A-Za-z0-9_.]+)"/.exec(error.reason)?.[1];
  if (!key) return null;
  const name = key.replace(/\.(from|to)$/, "");
  return Object.entries(GET_FILTER_NAMES).find(([, filter]) => filter === name)?.[0] ?? name;
}

/** Drops empty values and empty ranges for the 2.6 POST body form. */
export function compactCriteria(criteria: Criteria): Criteria {
  const out: Criteria = {};
  for (const [key, value] of Object.entries(criteria)) {
    if (value === undefined || value === "") continue;
    if (typeof value === "object") {
      const range: { from?: string | number; to?: string | number } = {};
      if (value.from !== undefined && value.from !== "") range.from = value.from;
      if (value.to !== undefined && value.to !== "") range.to = value.to;
      if (Object.keys(range).length) out[key] = range;
    } else out[key] = value;
  }
  return out;
}

/** Page parameters of every paged list: page (from 1) and limit (rows). */
export interface PageParams {
  page: number;
  limit: number;
  /** `field:asc|desc`, e.g. `height:desc` */
  orderBy?: string;
}

/**
 * The parts of a page request as ARK Core 2.6's POST transactions|blocks/search take them: the
 * query holds the page keys only (`page`, `limit`; a query `orderBy` is answered 422) and the
 * body the sort, ONE `field:direction` pair (2.6 refuses a list of sort keys with 422): the first
 * pair of `orderBy`.
 */
export function legacySearchPage(p: PageParams): {
  query: { page: number; limit: number };
  orderBy: { orderBy?: string };
} {
  const first = p.orderBy?.split(",")[0];
  return { query: { page: p.page, limit: p.limit }, orderBy: first ? { orderBy: first } : {} };
}
