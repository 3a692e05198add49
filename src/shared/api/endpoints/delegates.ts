import * as v from "valibot";
import { withCapability } from "../capabilities";
import { apiServer, request, segment } from "../client";
import {
  amount,
  delegateSchema,
  looseObject,
  paged,
  single,
  type Delegate,
  type Page,
} from "../schemas";
import type { PageParams } from "./search-params";

/** GET delegates?page&limit[&orderBy] or ?offset&limit. */
export function getDelegates(
  p: Partial<PageParams> & { offset?: number },
  signal?: AbortSignal,
): Promise<Page<Delegate>> {
  return request("GET", "delegates", paged(delegateSchema), { searchParams: { ...p }, signal });
}

/** GET delegates/{id} (username, address or public key); 404 → ApiError.isNotFound. */
export async function getDelegate(id: string, signal?: AbortSignal): Promise<Delegate> {
  return (await request("GET", `delegates/${segment(id)}`, single(delegateSchema), { signal }))
    .data;
}

/** Delegates whose username starts with a prefix: the first matches by username, and whether more match. */
export interface DelegateMatches {
  /** matching delegates (active, standby and resigned), by username */
  data: Delegate[];
  /** more delegates match than `data` holds */
  more: boolean;
}

/**
 * Delegates whose username starts with `prefix` (compared lowercased), at most `limit` (≤ 100),
 * in one request. 3.x: GET delegates?username={prefix}%&orderBy=username:asc (`%` is the node's
 * wildcard, the other characters literal; verified on 3.9.1). 2.6 knows no wildcard there: POST delegates/search {username}
 * matches usernames that contain it, narrowed here to those that start with it. Sorting by
 * username puts a username equal to the prefix first, however many others match.
 */
export async function searchDelegatesByName(
  prefix: string,
  limit: number,
  signal?: AbortSignal,
): Promise<DelegateMatches> {
  const lower = prefix.toLowerCase();
  const searchParams = { page: 1, limit, orderBy: "username:asc" };
  return withCapability(
    apiServer(),
    "postSearch",
    async () => {
      const page = await request("POST", "delegates/search", paged(delegateSchema), {
        searchParams,
        json: { username: lower },
        signal,
      });
      const data = page.data.filter((d) => d.username.toLowerCase().startsWith(lower));
      return { data, more: page.meta.pageCount > 1 };
    },
    async () => {
      const page = await request("GET", "delegates", paged(delegateSchema), {
        searchParams: { ...searchParams, username: `${lower}%` },
        signal,
      });
      // 3.9.1 reads `_` and `.` literally; the check keeps a node that reads them as patterns honest
      const data = page.data.filter((d) => d.username.toLowerCase().startsWith(lower));
      return { data, more: page.meta.totalCount > page.data.length || page.meta.pageCount > 1 };
    },
  );
}

/** Chunk size of delegate list requests: the largest `limit` ARK Core accepts (422 above it). */
export const DELEGATE_CHUNK = 100;

/**
 * Every registered delegate (active, standby and resigned), fetched in chunks of 100,
 * pages after the first in parallel. `firstPage`: page 1 (limit 100) when the caller already has it.
 */
export async function getAllDelegates(
  signal?: AbortSignal,
  firstPage?: Page<Delegate>,
): Promise<Delegate[]> {
  const first = firstPage ?? (await getDelegates({ page: 1, limit: DELEGATE_CHUNK }, signal));
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.meta.pageCount - 1) }, (_, i) =>
      getDelegates({ page: i + 2, limit: DELEGATE_CHUNK }, signal),
    ),
  );
  const seen = new Set<string>();
  return [first, ...rest]
    .flatMap((p) => p.data)
    .filter((d) => (seen.has(d.publicKey) ? false : (seen.add(d.publicKey), true)));
}

const roundDelegateSchema = looseObject({ publicKey: v.string(), votes: v.optional(amount, "0") });
/** A delegate of a round's active list: public key and votes. */
export type RoundDelegate = v.InferOutput<typeof roundDelegateSchema>;

/** GET rounds/{round}/delegates; an empty list below round 1 (no such round, so no request). */
export async function getRoundDelegates(
  round: number,
  signal?: AbortSignal,
): Promise<RoundDelegate[]> {
  if (!Number.isSafeInteger(round) || round < 1) return [];
  const schema = looseObject({ data: v.array(roundDelegateSchema) });
  return (await request("GET", `rounds/${segment(round)}/delegates`, schema, { signal })).data;
}
