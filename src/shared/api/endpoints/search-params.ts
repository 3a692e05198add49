import type { SearchParams } from "../client";

/** Search criteria of the advanced search: plain values or `{ from, to }` ranges, in API units. */
export type Criteria = Record<string, string | number | boolean | { from?: string | number; to?: string | number } | undefined>;

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
