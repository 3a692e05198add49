import { keepPreviousData, queryOptions, type QueryClient } from "@tanstack/react-query";
import { countOfFirstPage } from "@/shared/api/counts";
import type { PageParams } from "@/shared/api/endpoints/search-params";
import {
  ADDRESSES_PER_REQUEST,
  getVoteTransactions,
  getWalletsByAddress,
  searchDelegateVotes,
  type VoteSign,
} from "@/shared/api/endpoints/votes";
import type { Transaction } from "@/shared/api/schemas";
import type { ListMeta } from "@/shared/ui/pagination";
import { mergedPage, type Chunk } from "../model/merge-streams";
import {
  delegateChangesOf,
  lastVoteByVoter,
  voteChangesOfPage,
  type DelegateNames,
  type VoteChange,
} from "../model/vote-changes";

/** A row of a votes table: one change, and the voter's current balance as its weight. */
export interface VoteRow extends VoteChange {
  /** the voter's balance now, in arktoshi; undefined when the node did not say */
  weight: string | undefined;
}

/** A page of vote rows, with the pagination meta of the transactions they come from. */
export interface VoteRowsPage {
  data: VoteRow[];
  meta: ListMeta;
}

/**
 * Vote lists are newest first, and within a block in the block's order (3.x takes the list; 2.6
 * takes the first pair and adds the block order itself), so pages neither repeat nor skip votes.
 */
const NEWEST_FIRST = "timestamp:desc,sequence:desc,id:desc";
/** The node's largest page: a delegate's vote lists are read in chunks of it. */
const VOTE_CHUNK = 100;
/**
 * How long a chunk of a delegate's vote list is reused (ms): the pages of one visit share it; a
 * refetch after a new block (every 8 s) reads it again.
 */
const CHUNK_FRESH_MS = 5_000;
/** At most this many pages of one voter group's votes are read for "voting since". */
const SINCE_PAGES = 3;

/** Query keys of the votes feature, general to specific. */
const voteKeys = {
  all: ["votes"] as const,
  list: (d: DelegateNames | null, p: PageParams) =>
    [...voteKeys.all, "list", d?.publicKey ?? null, d?.username ?? null, p] as const,
  chunk: (publicKey: string, sign: VoteSign, index: number) =>
    [...voteKeys.all, "chunk", publicKey, sign, index] as const,
  weights: (addresses: readonly string[]) => [...voteKeys.all, "weights", addresses] as const,
  trend: (d: DelegateNames, since: readonly number[]) =>
    [...voteKeys.all, "trend", d.publicKey, d.username ?? "", since] as const,
  since: (d: DelegateNames, voters: readonly string[]) =>
    [...voteKeys.all, "since", d.publicKey, d.username ?? "", voters] as const,
};

/** The voters' balances by address (arktoshi), one request per 50 voters (see getWalletsByAddress). */
function weightsQuery(addresses: readonly string[]) {
  return queryOptions({
    queryKey: voteKeys.weights(addresses),
    queryFn: async ({ signal }): Promise<Record<string, string>> => {
      const out: Record<string, string> = {};
      for (let i = 0; i < addresses.length; i += ADDRESSES_PER_REQUEST) {
        for (const w of await getWalletsByAddress(
          addresses.slice(i, i + ADDRESSES_PER_REQUEST),
          signal,
        ))
          out[w.address] = w.balance;
      }
      return out;
    },
    staleTime: 30_000,
  });
}

/**
 * The changes with their voters' current balances (weightsQuery, through the cache); a failed
 * balance lookup leaves the weights out rather than the rows.
 */
async function withWeights(client: QueryClient, changes: VoteChange[]): Promise<VoteRow[]> {
  const voters = [...new Set(changes.map((c) => c.voter))].sort();
  const weights = voters.length
    ? await client.fetchQuery(weightsQuery(voters)).catch(() => ({}) as Record<string, string>)
    : {};
  return changes.map((c) => ({ ...c, weight: weights[c.voter] }));
}

/** Chunk `index` of the vote transactions that name the delegate with `sign`, newest first (VOTE_CHUNK rows). */
function delegateVoteChunkQuery(publicKey: string, sign: VoteSign, index: number) {
  return queryOptions({
    queryKey: voteKeys.chunk(publicKey, sign, index),
    queryFn: async ({ signal }): Promise<Chunk<Transaction>> => {
      const page = await searchDelegateVotes(
        { delegate: publicKey, sign },
        { page: index + 1, limit: VOTE_CHUNK, orderBy: NEWEST_FIRST },
        signal,
      );
      return {
        rows: page.data,
        total: page.meta.totalCount,
        totalIsEstimate: page.meta.totalCountIsEstimate === true,
      };
    },
    staleTime: CHUNK_FRESH_MS,
  });
}

/** The newer of two vote transactions (timestamps in seconds since the epoch; a tie keeps the first list's first). */
const newerOrSame = (a: Transaction, b: Transaction) =>
  (a.timestamp?.epoch ?? 0) >= (b.timestamp?.epoch ?? 0);

/**
 * A page of vote changes, one row per change (see voteChangesOf), with the voters' current
 * balances (weightsQuery: one more request for the page's voters):
 * - every delegate (`d` null): the network's newest vote transactions (GET
 *   transactions?type=3&typeGroup=1, newest first);
 * - one delegate's history: the vote transactions that name it, a vote for it (or a switch to it)
 *   and an unvote of it (or a switch away), merged newest first (mergedPage over the two chunked
 *   lists of delegateVoteChunkQuery), only the changes that concern it.
 * The total counts vote transactions.
 */
export function votesListQuery(d: DelegateNames | null, p: PageParams) {
  return queryOptions({
    queryKey: voteKeys.list(d, p),
    queryFn: async ({ client, signal }): Promise<VoteRowsPage> => {
      if (!d) {
        const page = await getVoteTransactions({ ...p, orderBy: NEWEST_FIRST }, signal);
        return { data: await withWeights(client, voteChangesOfPage(page.data)), meta: page.meta };
      }
      const merged = await mergedPage(
        (p.page - 1) * p.limit,
        p.limit,
        VOTE_CHUNK,
        (list, index) =>
          client.fetchQuery(delegateVoteChunkQuery(d.publicKey, list === "a" ? "+" : "-", index)),
        newerOrSame,
      );
      return {
        data: await withWeights(client, delegateChangesOf(merged.rows, d)),
        meta: {
          totalCount: merged.total,
          pageCount: Math.max(1, Math.ceil(merged.total / p.limit)),
          totalCountIsEstimate: merged.totalIsEstimate,
        },
      };
    },
    placeholderData: keepPreviousData,
  });
}

/** Received and lost votes of a delegate since a time, and their difference; `isEstimate` when a count is the node's estimate. */
export interface VoteTrend {
  received: number;
  lost: number;
  net: number;
  isEstimate: boolean;
}

/**
 * How many vote transactions of one list (`sign`) are at or after `since` (seconds since the
 * epoch): counted in the list's first chunk when it reaches back that far (no request of its
 * own), else the node's count of a filtered page (limit=1, `timestamp.from`).
 */
async function countSince(
  client: QueryClient,
  publicKey: string,
  sign: VoteSign,
  since: number,
  signal: AbortSignal,
) {
  const first = await client.fetchQuery(delegateVoteChunkQuery(publicKey, sign, 0));
  const oldest = first.rows[first.rows.length - 1];
  const covers = first.rows.length < VOTE_CHUNK || (oldest?.timestamp?.epoch ?? 0) < since;
  if (covers)
    return {
      count: first.rows.filter((tx) => (tx.timestamp?.epoch ?? 0) >= since).length,
      isEstimate: false,
    };
  const page = await searchDelegateVotes(
    { delegate: publicKey, sign, fromEpoch: since },
    { page: 1, limit: 1 },
    signal,
  );
  return countOfFirstPage(page, 1);
}

/**
 * A delegate's net change of voters since each time of `since` (seconds since the network epoch):
 * the votes received minus the votes lost at or after it (countSince per list; the first chunks
 * are the history's own, so a delegate with fewer than 100 votes each way costs no request more).
 */
export function delegateVoteTrendQuery(d: DelegateNames, since: readonly number[]) {
  return queryOptions({
    queryKey: voteKeys.trend(d, since),
    queryFn: async ({ client, signal }): Promise<VoteTrend[]> =>
      Promise.all(
        since.map(async (from) => {
          const [received, lost] = await Promise.all([
            countSince(client, d.publicKey, "+", from, signal),
            countSince(client, d.publicKey, "-", from, signal),
          ]);
          return {
            received: received.count,
            lost: lost.count,
            net: received.count - lost.count,
            isEstimate: received.isEstimate || lost.isEstimate,
          };
        }),
      ),
    staleTime: 30_000,
  });
}

/** When a voter last voted for the delegate: unix seconds and the vote's transaction id. */
export interface VotingSince {
  unix: number | undefined;
  transactionId: string;
}

/**
 * When each of `voters` (addresses, a page of the delegate's current voters) last voted for the
 * delegate (lastVoteByVoter): their votes naming it with "+", newest first, 50 voters per request
 * (searchDelegateVotes with `voters`), reading up to 3 pages of 100 per group when voters voted
 * for it many times. A voter whose vote was not found (a vote older than those pages) is missing.
 */
export function votingSinceQuery(d: DelegateNames, voters: readonly string[]) {
  return queryOptions({
    queryKey: voteKeys.since(d, voters),
    queryFn: async ({ signal }): Promise<Record<string, VotingSince>> => {
      const out: Record<string, VotingSince> = {};
      for (let i = 0; i < voters.length; i += ADDRESSES_PER_REQUEST) {
        const group = voters.slice(i, i + ADDRESSES_PER_REQUEST);
        const txs: Transaction[] = [];
        for (let page = 1; page <= SINCE_PAGES; page++) {
          const answer = await searchDelegateVotes(
            { delegate: d.publicKey, sign: "+", voters: group },
            { page, limit: VOTE_CHUNK, orderBy: NEWEST_FIRST },
            signal,
          );
          txs.push(...answer.data);
          const found = lastVoteByVoter(txs, d);
          if (answer.data.length < VOTE_CHUNK || group.every((v) => found.has(v))) break;
        }
        for (const [voter, since] of lastVoteByVoter(txs, d))
          if (group.includes(voter)) out[voter] = since;
      }
      return out;
    },
    staleTime: 60_000,
  });
}
