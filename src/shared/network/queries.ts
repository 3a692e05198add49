import { queryOptions, skipToken, type QueryClient } from "@tanstack/react-query";
import * as v from "valibot";
import { noteCoreVersion } from "../api/capabilities";
import { getBlocks } from "../api/endpoints/blocks";
import { getBlockchain, getNodeConfiguration, type NodeConfiguration } from "../api/endpoints/node";
import { DELEGATE_CHUNK, getAllDelegates, getDelegates } from "../api/endpoints/delegates";
import { amount, delegateSchema, looseObject, num, paged, type Block } from "../api/schemas";
import { newerAnswer } from "./lagging-pool";
import { readServerCache, writeServerCache } from "./storage-cache";

/** Height/supply poll interval when the network's slot clock is not known (ms). */
const HEIGHT_POLL_MS = 8000;
/**
 * The height poll runs this long after each slot starts (ms): a block is forged at the start of
 * its slot and is in the node's answer well within this time. A cache in front of the node that
 * keeps answers per slot counted from 2 s into it (docs/nginx/ark-api-microcache.conf) then serves
 * every poll of the slot from one request made after the block, with a second of slack for
 * visitors whose clock is behind.
 */
const POLL_SLOT_OFFSET_MS = 3000;

/** The network's slot clock: epoch (unix seconds) and block time (seconds). */
export interface SlotClock {
  epochUnix: number;
  blocktime: number;
}

/**
 * Milliseconds from `nowMs` to the next poll: `POLL_SLOT_OFFSET_MS` after the start of a slot, at
 * least half a slot after the last poll (`lastPollMs`, ms since 1970; default `nowMs`). Every
 * visitor (with a set clock) then asks for the head at the same moment, once per slot, so a shared
 * cache in front of the node answers all of them from one request, and so do the lists they re-ask
 * at a new height. Counted from the last poll, the next one stays where it is when this is asked
 * again in between (React Query does on every render of the poll's observer).
 */
export function msToNextPoll(clock: SlotClock, nowMs = Date.now(), lastPollMs = nowMs): number {
  const slotMs = clock.blocktime * 1000;
  if (!(slotMs > 0) || !Number.isFinite(clock.epochUnix)) return HEIGHT_POLL_MS;
  const sinceEpoch = nowMs - clock.epochUnix * 1000;
  const lastSinceEpoch = Math.min(lastPollMs, nowMs) - clock.epochUnix * 1000;
  let next = Math.floor(sinceEpoch / slotMs) * slotMs + POLL_SLOT_OFFSET_MS;
  while (next <= sinceEpoch || next - lastSinceEpoch < slotMs / 2) next += slotMs;
  return next - sinceEpoch;
}
/**
 * The full delegate list is refetched only when older than 2 minutes: it changes slowly and weighs
 * tens of KB.
 */
const DELEGATES_STALE_MS = 2 * 60 * 1000;
/**
 * The supply is refreshed about this often by the height poll. It moves by one block reward per
 * block (a few hundred tokens in this time on ARK mainnet, out of over a hundred million), and each
 * refresh reads GET blockchain instead of the head block, which makes lists that follow the chain
 * ask again (that answer does not say what the new block holds).
 */
export const SUPPLY_STALE_MS = 5 * 60 * 1000;

/**
 * The node configuration as kept in localStorage (the normalised {@link NodeConfiguration}, not
 * the answer's shape): every field the app computes with is checked on each read, so an edited
 * entry is a miss, never an epoch or block time that turns the slot clock into NaN.
 */
const keptNodeConfiguration = v.pipe(
  looseObject({
    nethash: v.string(),
    token: v.string(),
    symbol: v.string(),
    addressPrefix: v.pipe(num, v.integer(), v.minValue(0), v.maxValue(255)),
    epoch: v.pipe(
      v.string(),
      v.check((s) => Number.isFinite(Date.parse(s)), "not a date"),
    ),
    blocktime: v.pipe(num, v.minValue(1)),
    activeDelegates: v.pipe(num, v.integer(), v.minValue(1)),
    htlcEnabled: v.boolean(),
    vendorFieldLength: v.pipe(num, v.integer(), v.minValue(0)),
    reward: v.optional(amount),
    coreVersion: v.optional(v.string()),
    explorer: v.optional(v.string()),
  }),
  v.transform((c): NodeConfiguration => c),
);
/** The kept delegate lists: the schemas their answers passed (GET delegates). */
const keptDelegateList = v.array(delegateSchema);
const keptDelegatePage = paged(delegateSchema);

/** Query keys of chain-wide data, general to specific. */
export const chainKeys = {
  all: ["chain"] as const,
  configuration: () => [...chainKeys.all, "configuration"] as const,
  blockchain: () => [...chainKeys.all, "blockchain"] as const,
  supply: () => [...chainKeys.all, "supply"] as const,
  magistrate: () => [...chainKeys.all, "magistrate"] as const,
  delegates: () => [...chainKeys.all, "delegates", "all"] as const,
  delegatesFirstPage: () => [...chainKeys.all, "delegates", "first"] as const,
};

/** ARK's epoch (mainnet, devnet and the stock testnet): the network clock until the node answers. */
export const DEFAULT_EPOCH = "2017-03-21T13:00:00.000Z";

/**
 * The network epoch (unix seconds) known before any request: the kept node configuration's
 * (localStorage, see nodeConfigurationQuery), else {@link DEFAULT_EPOCH} — what the network state
 * gives a first render, so a route's data function builds the same query keys as its page.
 */
export function knownEpochUnix(): number {
  const epoch = readServerCache("node-config", keptNodeConfiguration)?.data.epoch ?? DEFAULT_EPOCH;
  return Math.floor(Date.parse(epoch) / 1000);
}

/**
 * GET node/configuration, cached in localStorage per server so a repeat visit renders at once and
 * revalidates in the background (no wait for the node before the first render).
 */
export function nodeConfigurationQuery(server: string) {
  const cached = readServerCache("node-config", keptNodeConfiguration);
  // a repeat visit knows the node's version before any request: no probe of 2.6-only routes
  if (cached) noteCoreVersion(server, cached.data.coreVersion);
  return queryOptions({
    queryKey: chainKeys.configuration(),
    queryFn: async ({ signal }) => {
      const data = await getNodeConfiguration(signal);
      writeServerCache("node-config", data);
      return data;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: 10 * 60 * 1000,
  });
}

/** The chain head the height poll reads: height, block id, transactions in that block. */
export interface ChainHead {
  height: number;
  blockId?: string;
  /**
   * number of transactions in the head block, so lists refetch only when a new block carries
   * some; undefined when the poll read GET blockchain (which does not say): lists then refetch
   */
  transactions?: number;
  /** the head block's forger and time (epoch seconds), when the poll read the block itself */
  generatorPublicKey?: string;
  epoch?: number;
  /** the head block as GET blocks answered it, when the poll read the block itself */
  block?: Block;
}

/**
 * The height poll (once per slot, {@link msToNextPoll} after `clock`, every 8 s without it, while
 * the tab is visible: React Query pauses `refetchInterval` while the document is hidden), which
 * also keeps the supply: one request per poll.
 * - When the supply is missing or older than {@link SUPPLY_STALE_MS} (the first poll, then every
 *   few minutes): GET blockchain → height, head block id and supply (arktoshi, written to
 *   {@link supplyQuery}'s cache entry).
 * - Otherwise: GET blocks?limit=1&orderBy=height:desc → the head block itself: height, id and how
 *   many transactions it carries, so lists that follow the chain refetch only when it carries
 *   some, and the latest blocks list takes it in without asking again.
 * Both answers exist on ARK Core 2.6 and 3.x alike. An answer older than the head kept (a member of
 * a load-balanced pool behind the others) is asked again at once, up to {@link HEAD_ATTEMPTS} reads
 * in all, and never replaces the head kept (see newerAnswer): the height, the round and the lists
 * that follow it never go back.
 */
export function blockchainQuery(clock?: SlotClock) {
  return queryOptions({
    queryKey: chainKeys.blockchain(),
    queryFn: async ({ signal, client }): Promise<ChainHead> => {
      for (let attempt = 1; ; attempt++) {
        const { head, supply } = await readHead(client, signal);
        // a pool member behind the one that answered before: the head shown never goes back, and
        // the poll asks again at once (the next request likely reaches another member), so the
        // head is as fresh as a single node's and the monitor sees no slot pass without a block
        const kept = newerAnswer(
          client.getQueryData<ChainHead>(chainKeys.blockchain()),
          head,
          (h) => h.height,
        );
        if (kept !== head && attempt < HEAD_ATTEMPTS) continue;
        // the supply of an older head is older too
        if (
          supply !== undefined &&
          (kept === head || client.getQueryData(chainKeys.supply()) === undefined)
        )
          client.setQueryData(chainKeys.supply(), supply);
        return kept;
      }
    },
    refetchInterval: clock
      ? (query) => msToNextPoll(clock, Date.now(), query.state.dataUpdatedAt || undefined)
      : HEIGHT_POLL_MS,
    staleTime: HEIGHT_POLL_MS / 2,
  });
}

/** How often one height poll asks, at most, while the answers are older than the head shown. */
const HEAD_ATTEMPTS = 3;

/**
 * One read of the chain head for {@link blockchainQuery}: GET blockchain (head and supply) when
 * the supply kept is missing or older than {@link SUPPLY_STALE_MS}, else GET blocks?limit=1 (the
 * head block itself).
 */
async function readHead(
  client: QueryClient,
  signal: AbortSignal,
): Promise<{ head: ChainHead; supply?: string }> {
  const kept = client.getQueryState(chainKeys.supply());
  if (kept?.data === undefined || Date.now() - kept.dataUpdatedAt >= SUPPLY_STALE_MS) {
    const chain = await getBlockchain(signal);
    return { head: { height: chain.height, blockId: chain.blockId }, supply: chain.supply };
  }
  const { data } = await getBlocks({ page: 1, limit: 1, orderBy: "height:desc" }, signal);
  const block = data[0];
  if (!block) throw new Error("Error GET /blocks : no block");
  return {
    head: {
      height: block.height,
      blockId: block.id,
      transactions: block.transactions,
      generatorPublicKey: block.generator.publicKey,
      epoch: block.timestamp.epoch,
      block,
    },
  };
}

/**
 * The supply (arktoshi, a decimal string), as the height poll ({@link blockchainQuery}) last read
 * it from GET blockchain: a cache entry only, never fetched on its own (no extra request at
 * start-up). Undefined until the first poll answered.
 */
export function supplyQuery() {
  return queryOptions<string>({
    queryKey: chainKeys.supply(),
    queryFn: skipToken,
    staleTime: Infinity,
  });
}

/**
 * GET delegates?page=1&limit=100: the first 100 delegates by rank (the node's default order), every
 * forger of the round among them. This is what a first visit loads for the names on screen; the
 * complete list ({@link allDelegatesQuery}) only loads when a page needs it or in idle time. Kept in
 * localStorage and refetched only when older than 2 minutes, like the complete list.
 */
export function firstDelegatesQuery() {
  const cached = readServerCache("delegates-first", keptDelegatePage);
  return queryOptions({
    queryKey: chainKeys.delegatesFirstPage(),
    queryFn: async ({ signal }) => {
      const page = await getDelegates({ page: 1, limit: DELEGATE_CHUNK }, signal);
      writeServerCache("delegates-first", page);
      return page;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: DELEGATES_STALE_MS,
    refetchInterval: DELEGATES_STALE_MS,
  });
}

/** Page 1 of the delegates is reused by the complete list when it is at most this old (ms). */
export const FIRST_PAGE_REUSE_MS = 30 * 1000;

/**
 * Every delegate (GET delegates in chunks of 100, pages after the first in parallel): the delegate
 * lists and the monitor's tabs on a node that cannot filter them, search suggestions. Page 1 comes from
 * {@link firstDelegatesQuery} when that answer is recent or in flight (one request fewer). Kept in
 * localStorage; refetched only when older than 2 minutes, and only while a page needs the list.
 */
export function allDelegatesQuery() {
  const cached = readServerCache("delegates", keptDelegateList);
  return queryOptions({
    queryKey: chainKeys.delegates(),
    queryFn: async ({ signal, client }) => {
      const first = await client.fetchQuery({
        ...firstDelegatesQuery(),
        staleTime: FIRST_PAGE_REUSE_MS,
      });
      const data = await getAllDelegates(signal, first);
      writeServerCache("delegates", data);
      return data;
    },
    initialData: cached?.data,
    initialDataUpdatedAt: cached?.updatedAt,
    staleTime: DELEGATES_STALE_MS,
    refetchInterval: DELEGATES_STALE_MS,
  });
}
