import type { RouteData } from "@/shared/routing/route-data";
import { loadOnce } from "./load-once";
import type { PageName } from "./pages";

/**
 * The pages' data functions (pages without one start their queries as they render), each in a
 * chunk of its own (one module per page: a page's data chunk holds no other page's queries),
 * loaded beside the page's chunk: the start script starts both on a first visit, the route's
 * loader and the idle preloads after. Kept out of the app's shell, which carried every page's
 * (with their queries and endpoints) where a visit needs only its page's. A module apart from the
 * page map (`pages.ts`): these chunks are not pages, and what they import counts as the shell's
 * for the catalog parts.
 */
const PAGE_DATA = {
  home: () => import("@/features/home/route-data").then((m) => m.homeData),
  blocks: () => import("@/features/blocks/route-data/blocks").then((m) => m.blocksData),
  block: () => import("@/features/blocks/route-data/block").then((m) => m.blockData),
  blockTransactions: () =>
    import("@/features/transactions/route-data/block-transactions").then(
      (m) => m.blockTransactionsData,
    ),
  transactions: () =>
    import("@/features/transactions/route-data/transactions").then((m) => m.transactionsData),
  transaction: () =>
    import("@/features/transactions/route-data/transaction").then((m) => m.transactionData),
  lock: () => import("@/features/locks/route-data").then((m) => m.lockData),
  wallet: () => import("@/features/wallets/route-data/wallet").then((m) => m.walletData),
  walletVoters: () =>
    import("@/features/wallets/route-data/wallet-voters").then((m) => m.walletVotersData),
  walletBlocks: () =>
    import("@/features/wallets/route-data/wallet-blocks").then((m) => m.walletBlocksData),
  topWallets: () =>
    import("@/features/wallets/route-data/top-wallets").then((m) => m.topWalletsData),
  delegateMonitor: () =>
    import("@/features/delegates/route-data/monitor").then((m) => m.delegateMonitorData),
  delegates: () => import("@/features/delegates/route-data/lists").then((m) => m.delegatesData),
  resignedDelegates: () =>
    import("@/features/delegates/route-data/lists").then((m) => m.resignedDelegatesData),
  standbyDelegates: () =>
    import("@/features/delegates/route-data/lists").then((m) => m.standbyDelegatesData),
  searchResults: () => import("@/features/search/route-data").then((m) => m.searchResultsData),
} satisfies Partial<Record<PageName, () => Promise<RouteData>>>;

const loadData = loadOnce((name: keyof typeof PAGE_DATA) => PAGE_DATA[name]());

/**
 * A page's data function ({@link RouteData}), loaded once like the pages' `loadPage`; undefined for a
 * page without one. Rejects when its chunk cannot be loaded.
 */
export function loadPageData(name: PageName): Promise<RouteData> | undefined {
  return name in PAGE_DATA ? loadData(name as keyof typeof PAGE_DATA) : undefined;
}
