import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import type { Block, Delegate } from "@/shared/api/schemas";
import { countOfFirstPage, type ApiCount } from "@/shared/api/counts";
import { useDelegateIndex } from "@/shared/network/delegate-names";
import { useNetwork } from "@/shared/network/useNetwork";
import { roundMembersQuery } from "@/features/delegates/api/delegate-queries";
import { remainingBlocksInRound, roundOf } from "@/features/delegates/forging";
import type { RoundMember } from "@/features/delegates/round/shuffle";
import { upcomingSlots } from "@/features/delegates/round/slots";
import {
  dayTransactionsQuery,
  latestBlocksQuery,
  RECENT_PAGE_LIMIT,
  useDayWindowStart,
  useLatestBlocksFollowHead,
} from "../latest";
import {
  averageBlockTime,
  forgingTally,
  lastForgedHeights,
  newestBlock,
  roundProgress,
  windowVolume,
  type ForgingTally,
  type RoundProgress,
  type WindowVolume,
} from "../summary";

/** Everything the home summary cards show; undefined parts are still loading. */
export interface ChainSummary {
  lastBlock?: Block;
  /** mean seconds between the latest blocks, and over how many blocks */
  averageBlockTime?: { seconds: number; blocks: number };
  round: RoundProgress;
  nextForger?: { publicKey: string; delegate?: Delegate; startUnix: number };
  forging?: ForgingTally & { active: number };
  /** transactions in the last 24 h (`isEstimate`: the node's estimate) */
  dayCount?: ApiCount;
  dayVolume?: WindowVolume;
  supply?: string;
  /**
   * Why parts are missing: the first failed query feeding the cards (latest blocks, the day's
   * transactions, the round's list) or the node's own failure while the height is unknown;
   * undefined while nothing failed. `retry` asks the failed ones again.
   */
  failure?: unknown;
  retry: () => void;
}

/**
 * Data of the home summary cards, from the queries the page already runs plus few of its own:
 * - the latest blocks (GET blocks?limit=25, following the head): last block, block time,
 *   the blocks forged since the delegate list was read;
 * - the delegate list (GET delegates?limit=100, the shell's names list): names, last blocks;
 * - the forging order of the round of the next block and the current round's active list
 *   (GET rounds/{r}/delegates, the delegate monitor's cache entries; one request per round), and
 *   the previous round's list only when a delegate's last block is two rounds old or more;
 * - the 24 h transactions ({@link dayTransactionsQuery}, one page of 100, shared with the latest
 *   transactions list): its total is the count, its rows the volume.
 * `nowUnix` is the page's clock (unix seconds); the 24 h window moves every five minutes.
 */
export function useChainSummary(nowUnix: number): ChainSummary {
  const {
    height,
    activeDelegates: n,
    blocktime,
    epochUnix,
    supply,
    nodeError,
    retry: retryNode,
  } = useNetwork();
  const index = useDelegateIndex();

  const blocks = useQuery(latestBlocksQuery());
  // the blocks list may be shown beside the summary and follows the head too: one update for both
  useLatestBlocksFollowHead(() => blocks.refetch({ cancelRefetch: false }));
  const blockList = blocks.data?.data;
  const last = blockList ? newestBlock(blockList) : undefined;

  const round = height ? roundOf(height, n) : 0;
  // the forger of the block after the newest one known belongs to that block's next height's round
  const forgerRound = last ? roundOf(last.height + 1, n) : 0;
  const members = useQuery({ ...roundMembersQuery(round), enabled: round >= 1 });
  const forgerMembers = useQuery({ ...roundMembersQuery(forgerRound), enabled: forgerRound >= 1 });

  const lastForged = useMemo(
    () => lastForgedHeights(index.list, blockList ?? []),
    [index.list, blockList],
  );
  const memberKeys = useMemo(() => members.data?.map((m) => m.publicKey), [members.data]);
  const withoutPrevious =
    height && memberKeys
      ? forgingTally({ height, activeDelegates: n, members: memberKeys, lastForged })
      : undefined;
  const previous = useQuery({
    ...roundMembersQuery(round - 1),
    enabled: round - 1 >= 1 && (withoutPrevious?.undecided ?? 0) > 0,
  });
  const forging = useMemo(() => {
    if (!height || !memberKeys || index.list.length === 0) return undefined;
    const previousMembers = previous.data
      ? new Set(previous.data.map((m) => m.publicKey))
      : undefined;
    return {
      ...forgingTally({
        height,
        activeDelegates: n,
        members: memberKeys,
        lastForged,
        previousMembers,
      }),
      active: memberKeys.length,
    };
  }, [height, memberKeys, index.list.length, previous.data, n, lastForged]);

  // the shuffle (and its sha256) loads beside the round's list, not before the page's first view
  const [forgingOrder, setForgingOrder] =
    useState<(round: number, members: readonly RoundMember[]) => readonly string[]>();
  useEffect(() => {
    let live = true;
    void import("@/features/delegates/round/shuffle").then((m) => {
      if (live) setForgingOrder(() => m.forgingOrder);
    });
    return () => {
      live = false;
    };
  }, []);
  const order = useMemo(
    () =>
      forgerMembers.data && forgingOrder
        ? forgingOrder(forgerRound, forgerMembers.data)
        : undefined,
    [forgerRound, forgerMembers.data, forgingOrder],
  );
  let nextForger: ChainSummary["nextForger"];
  if (order && last) {
    const next = upcomingSlots({
      order,
      lastBlockEpoch: last.timestamp.epoch,
      nowEpoch: nowUnix - epochUnix,
      blocktime,
      remaining: remainingBlocksInRound(last.height, n),
    }).upcoming[0];
    if (next)
      nextForger = {
        publicKey: next.publicKey,
        delegate: index.byPublicKey.get(next.publicKey),
        startUnix: next.startEpoch + epochUnix,
      };
  }

  // the latest transactions list reads (and refetches) the same entry: one request for both
  const day = useQuery(dayTransactionsQuery(useDayWindowStart()));
  const dayCount = day.data ? countOfFirstPage(day.data, RECENT_PAGE_LIMIT) : undefined;
  const dayVolume = useMemo(
    () =>
      day.data
        ? windowVolume([day.data.data], day.data.data.length < RECENT_PAGE_LIMIT)
        : undefined,
    [day.data],
  );

  const average = blockList ? averageBlockTime(blockList) : undefined;
  const feeding = [blocks, day, members, forgerMembers];
  const failed = feeding.find((q) => q.isError && q.data === undefined);
  return {
    failure: failed?.error ?? (height === undefined ? (nodeError ?? undefined) : undefined),
    retry: () => {
      retryNode();
      for (const q of feeding) if (q.isError) void q.refetch();
    },
    lastBlock: last,
    averageBlockTime:
      average === undefined ? undefined : { seconds: average, blocks: blockList!.length },
    round: roundProgress(height, n),
    nextForger,
    forging,
    dayCount,
    dayVolume,
    supply,
  };
}
