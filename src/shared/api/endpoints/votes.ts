import { apiServer, request } from "../client";
import { withCapability } from "../capabilities";
import {
  paged,
  transactionSchema,
  walletSchema,
  type Page,
  type Transaction,
  type Wallet,
} from "../schemas";
import { legacySearchPage, type PageParams } from "./search-params";

/** Vote transactions: type 3 of the core group. */
const VOTE = { type: 3, typeGroup: 1 } as const;

/**
 * The most addresses one wallet or transaction search takes: 2.6's POST …/search bodies accept at
 * most 50 `addresses` (its Joi schema); 3.x takes a comma list of any length, kept to the same
 * size so both generations page alike.
 */
export const ADDRESSES_PER_REQUEST = 50;

/**
 * Every vote transaction (votes, unvotes and 3.x switches) in the order `p.orderBy`, e.g.
 * `timestamp:desc,sequence:desc,id:desc` (newest first; the block's own order within a block, so
 * pages neither repeat nor skip the votes of one block):
 * - 2.6: POST transactions/search?page&limit with `type`, `typeGroup` and the first sort pair in
 *   the body ({@link legacySearchPage}: 2.6 refuses a list of sort keys, and orders a block's
 *   transactions by their sequence after it by itself);
 * - 3.x: GET transactions?type=3&typeGroup=1&page&limit&orderBy.
 */
export function getVoteTransactions(
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const legacy = legacySearchPage(p);
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "transactions/search", paged(transactionSchema), {
        searchParams: legacy.query,
        json: { ...VOTE, ...legacy.orderBy },
        signal,
      }),
    () =>
      request("GET", "transactions", paged(transactionSchema), {
        searchParams: { ...p, ...VOTE },
        signal,
      }),
  );
}

/** Which side of a delegate's votes: `+` the votes it received, `-` the ones it lost. */
export type VoteSign = "+" | "-";

/** What {@link searchDelegateVotes} looks for. */
export interface DelegateVoteSearch {
  /** the delegate's public key, as vote assets name it */
  delegate: string;
  sign: VoteSign;
  /** only these voters (addresses), at most {@link ADDRESSES_PER_REQUEST} */
  voters?: readonly string[];
  /** only at or after this time (seconds since the network epoch) */
  fromEpoch?: number;
}

/**
 * Vote transactions whose `asset.votes` holds `{sign}{delegate}` (a vote for the delegate, or an
 * unvote of it, a 3.x switch counting on both of its sides), in the order `p.orderBy`:
 * - 2.6: POST transactions/search?page&limit with `asset: {votes: ["+key"]}` in the body (2.6
 *   matches `asset` by JSON containment), `addresses` for the voters (a vote's recipient is its
 *   sender there), `timestamp.from` and the first sort pair ({@link legacySearchPage});
 * - 3.x: GET transactions?asset.votes=+key,+key&senderId=a,b&timestamp.from. 3.x splits a value
 *   at its commas into a list and reads dotted keys as an object, so `asset.votes=+key,+key` is
 *   `{votes: ["+key", "+key"]}`, which the vote's `{votes: ["+key"]}` contains (JSON containment
 *   ignores the repeat); a single `asset.votes=+key` would be the string `"+key"`, which no
 *   vote's list contains. There is no "either sign" form: JSON containment cannot say "or".
 * Rejects like every request (an unsupported answer of the 3.x form is the node's error).
 */
export function searchDelegateVotes(
  s: DelegateVoteSearch,
  p: PageParams,
  signal?: AbortSignal,
): Promise<Page<Transaction>> {
  const entry = `${s.sign}${s.delegate}`;
  const voters = s.voters && s.voters.length ? s.voters : undefined;
  const legacy = legacySearchPage(p);
  return withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "transactions/search", paged(transactionSchema), {
        searchParams: legacy.query,
        json: {
          ...VOTE,
          asset: { votes: [entry] },
          ...(voters ? { addresses: [...voters] } : {}),
          ...(s.fromEpoch !== undefined ? { timestamp: { from: s.fromEpoch } } : {}),
          ...legacy.orderBy,
        },
        signal,
      }),
    () =>
      request("GET", "transactions", paged(transactionSchema), {
        searchParams: {
          ...p,
          ...VOTE,
          "asset.votes": `${entry},${entry}`,
          senderId: voters?.join(","),
          "timestamp.from": s.fromEpoch,
        },
        signal,
      }),
  );
}

/**
 * The wallets of `addresses` (at most {@link ADDRESSES_PER_REQUEST}, distinct) in one request, in
 * the node's order; an address the chain never saw is missing from the answer:
 * - 2.6: POST wallets/search?limit with `{addresses: [...]}` (2.6 answers 422 to a comma list in
 *   GET wallets?address=);
 * - 3.x: GET wallets?address=a,b,…&limit (3.x reads the comma list as "any of").
 */
export async function getWalletsByAddress(
  addresses: readonly string[],
  signal?: AbortSignal,
): Promise<Wallet[]> {
  if (addresses.length === 0) return [];
  const p = { page: 1, limit: Math.max(addresses.length, 1) };
  const page = await withCapability(
    apiServer(),
    "postSearch",
    () =>
      request("POST", "wallets/search", paged(walletSchema), {
        searchParams: p,
        json: { addresses: [...addresses] },
        signal,
      }),
    () =>
      request("GET", "wallets", paged(walletSchema), {
        searchParams: { ...p, address: addresses.join(",") },
        signal,
      }),
  );
  return page.data;
}
