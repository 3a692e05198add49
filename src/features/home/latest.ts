import { useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { advanceBlocksPage, blocksQuery } from "@/features/blocks/api/block-queries";
import { transactionsQuery } from "@/features/transactions/api/transaction-queries";
import { useChainConstants, useNetwork } from "@/shared/network/useNetwork";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/** Rows of home's latest transactions and latest blocks lists. */
export const LATEST_LIMIT = 25;

/**
 * The home page's latest blocks (GET blocks?page=1&limit=25&orderBy=height:desc): the blocks list
 * and the summary cards (last block, block time, forgers) read the same entry.
 */
export const latestBlocksQuery = () => blocksQuery(LATEST_BLOCKS);
const LATEST_BLOCKS = { page: 1, limit: LATEST_LIMIT, orderBy: "height:desc" } as const;

/**
 * Keeps the latest blocks at the chain head: when the height poll read the one new block, it goes
 * on top of the cached list (no request); otherwise (several blocks came, or the poll read GET
 * blockchain) the list is asked again with `refetch`, joining a refetch already running. The list
 * and the summary cards both call it; the second call finds the list current.
 */
export function useLatestBlocksFollowHead(refetch: () => unknown): void {
  const queryClient = useQueryClient();
  const { head } = useNetwork();
  useRefetchOnHeight(() => advanceBlocksPage(queryClient, LATEST_BLOCKS, head) || refetch());
}

/** Length of the home page's recent-activity window (s). */
export const DAY_SECONDS = 86_400;
/**
 * Step the window's start moves by (s): the 24 h query keeps its key (and its cache entry) for this
 * long, so an open home page asks for it once every five minutes rather than every second (a new
 * block that carries transactions still refreshes it at once).
 */
const WINDOW_STEP_SECONDS = 300;
/**
 * Rows of the 24 h transactions read (the API's maximum page): one page, never more. A busy day (ARK
 * mainnet holds thousands) is never paged through: beyond this the volume covers the newest blocks
 * only and says since when; the count is the answer's total.
 */
export const RECENT_PAGE_LIMIT = 100;

/**
 * Start of the 24 h window (seconds since the network epoch) at `nowUnix`: one day before the
 * current {@link WINDOW_STEP_SECONDS} step, so the window is 24 h to 24 h + one step long.
 */
export function windowStartEpoch(nowUnix: number, epochUnix: number): number {
  const step = Math.floor(nowUnix / WINDOW_STEP_SECONDS) * WINDOW_STEP_SECONDS;
  return Math.max(0, step - DAY_SECONDS - epochUnix);
}

/**
 * The last 24 h of transactions, newest first, one page of {@link RECENT_PAGE_LIMIT}
 * (GET transactions?timestamp.from={fromEpoch}&orderBy=timestamp:desc,sequence:desc,id:desc&limit=100;
 * `fromEpoch` in seconds since the network epoch, from {@link useDayWindowStart}). One request
 * serves the summary cards (its total is the 24 h count, its rows the volume) and the latest
 * transactions list whenever the day holds at least {@link LATEST_LIMIT} of them, as on a busy
 * chain; the order is total (a block's transactions share its timestamp).
 */
export const dayTransactionsQuery = (fromEpoch: number) =>
  transactionsQuery({
    page: 1,
    limit: RECENT_PAGE_LIMIT,
    orderBy: "timestamp:desc,sequence:desc,id:desc",
    fromEpoch,
  });

const MINUTE_MS = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | undefined;
const minuteNow = () => Math.floor(Date.now() / MINUTE_MS);
/**
 * The minute the window follows: moves while the page is visible only. A hidden tab asks nothing
 * (React Query pauses its timers then, but a new key would be fetched at once); it catches up
 * when shown again.
 */
let minute = minuteNow();
const hidden = () => typeof document !== "undefined" && document.visibilityState === "hidden";
function update() {
  if (hidden() || minuteNow() === minute) return;
  minute = minuteNow();
  for (const l of listeners) l();
}
/** Wakes just after each minute starts, while any listens. */
function tick() {
  timer = setTimeout(
    () => {
      timer = undefined;
      update();
      if (listeners.size) tick();
    },
    MINUTE_MS - (Date.now() % MINUTE_MS) + 20,
  );
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    update();
    document.addEventListener("visibilitychange", update);
  }
  if (timer === undefined) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size) return;
    document.removeEventListener("visibilitychange", update);
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}
/** The window's minute; with nobody following it, the current one (a page opened again). */
function currentMinute() {
  if (!listeners.size && !hidden()) minute = minuteNow();
  return minute;
}

/** The minute the 24 h window follows now (minutes since 1970), as {@link useWindowMinute} gives it. */
export const windowMinute = currentMinute;

/**
 * The minute the home page's 24 h window follows (minutes since 1970), moving once a minute on one
 * clock shared by every reader, so the summary cards and the latest list always ask for the same
 * key (see windowStartEpoch).
 */
export function useWindowMinute(): number {
  return useSyncExternalStore(subscribe, currentMinute);
}

/** Start of the home page's 24 h window (seconds since the network epoch), see {@link useWindowMinute}. */
export function useDayWindowStart(): number {
  const minute = useWindowMinute();
  const { epochUnix } = useChainConstants();
  return windowStartEpoch(minute * 60, epochUnix);
}
