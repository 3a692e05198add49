import { Trans, useLingui } from "@lingui/react/macro";
import { paths, type WalletTab } from "@/shared/routing/paths";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { lazy, Suspense, useEffect, useMemo } from "react";
import type {
  WalletCountDirection,
  WalletTransactionsDirection,
} from "@/shared/api/endpoints/transactions";
import { countOfFirstPage, sentCountFromNonce } from "@/shared/api/counts";
import { useNetwork } from "@/shared/network/useNetwork";
import { useTableState } from "@/shared/routing/table-state";
import { Card } from "@/shared/ui/Card";
import { PagedResult } from "@/shared/ui/PagedResult";
import { Spinner } from "@/shared/ui/Spinner";
import { Tabs, type TabItem } from "@/shared/ui/Tabs";
import { TransactionsTable } from "@/features/transactions/components/TransactionsTable";
import { TypeFilter } from "@/features/transactions/components/TypeFilter";
import {
  ALL_FILTER,
  typeFilterParams,
  withTypeFilter,
} from "@/features/transactions/model/type-filter";
import { walletLockRowsCountQuery } from "@/features/locks/api/lock-queries";
import { usePagedQuery } from "@/shared/ui/usePagedList";
import { WALLET_TRANSACTIONS_TABLE } from "../api/page-queries";
import { walletCountQuery } from "../api/wallet-queries";
import type { WalletPageQueries } from "../hooks/usePageQueries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { CsvExport } from "./CsvExport";

// the locks tab's table loads when the tab is chosen (not on the wallet page's first visit)
const LocksTable = lazy(() =>
  import("@/features/locks/components/LocksTable").then((m) => ({ default: m.LocksTable })),
);
// a delegate's votes tab, likewise
const DelegateVotes = lazy(() => import("@/features/votes/components/DelegateVotes"));

/**
 * The wallet's transactions: tabs all / sent / received (and locks when HTLC is
 * enabled) with their counts (each a limit-1 request reading meta.totalCount), the tab in the URL's
 * path (all unless the URL names one), the type filter in the URL's query (`?type=vote`),
 * server-side sort, pages, amounts coloured relative to the wallet, the self-payment info icon on
 * the all tab, and the CSV export of the current tab and filter. The tab, its list and the filter
 * are the wallet page's `queries` (see walletPageQueries). A delegate's wallet (`delegate`: its
 * public key and username) also has the votes tab: the votes it received and lost.
 */
export function WalletTransactions({
  address,
  queries,
  nonce,
  delegate,
}: {
  address: string;
  queries: WalletPageQueries;
  /** the wallet's nonce (GET wallets/{id}): its sent count, without a request */
  nonce?: string;
  /** the wallet's delegate, when it is one: the votes tab lists the votes naming it */
  delegate?: { publicKey: string; username: string | undefined } | undefined;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { htlcEnabled } = useNetwork();
  const [params, setParams] = useSearchParams();
  const tab: WalletTab = queries.tab ?? "all";
  const page = queries.transactions.page ?? 1;
  // a magistrate type waiting for the probe shows as every type until it is known
  const waiting = queries.filter === null;
  const typeFilter = queries.filter ?? ALL_FILTER;
  const { type, typeGroup } = typeFilter;
  const filter = useMemo(() => typeFilterParams({ type, typeGroup }), [type, typeGroup]);
  const { sort, limit } = queries.transactions;
  const { table, defaultSort, sortIds } = WALLET_TRANSACTIONS_TABLE;
  const { setSort, setLimit, search } = useTableState(table, defaultSort, sortIds);
  const isLocks = tab === "locks";
  const isVotes = tab === "votes";
  const queryClient = useQueryClient();
  const direction: WalletTransactionsDirection = isLocks || isVotes ? "all" : tab;
  const pathForPage = (p: number) => paths.walletTransactions(address, tab, p, search);
  const txList = usePagedQuery(queries.transactions, setLimit, pathForPage);
  const txs = txList.query;
  // counts the page already holds cost no request: the first page of the tab shown holds its
  // tab's total, and the wallet's nonce is its unfiltered sent count
  const unfiltered = filter.type === undefined;
  const sentFromNonce = unfiltered ? sentCountFromNonce(nonce) : undefined;
  const listCovers = (d: WalletCountDirection) =>
    !isLocks && !isVotes && direction === d && page === 1;
  const covered = (d: WalletCountDirection) =>
    listCovers(d) || (d === "sent" && sentFromNonce !== undefined);
  // three fixed queries rather than useQueries (which would add its observer to this route's code)
  const allCount = useQuery({
    ...walletCountQuery(address, "all", filter),
    enabled: !waiting && !covered("all"),
  });
  const sentCount = useQuery({
    ...walletCountQuery(address, "sent", filter),
    enabled: !waiting && !covered("sent"),
  });
  const receivedCount = useQuery({
    ...walletCountQuery(address, "received", filter),
    enabled: !waiting && !covered("received"),
  });
  const listPage =
    !isLocks && !isVotes && page === 1 && !txs.isPlaceholderData ? txs.data : undefined;
  useEffect(() => {
    if (!listPage) return;
    const key = walletCountQuery(address, direction as WalletCountDirection, filter).queryKey;
    queryClient.setQueryData(key, countOfFirstPage(listPage, limit));
  }, [listPage, address, direction, limit, queryClient, filter]);
  // a fetched count (also the list's, written above) is newer than the nonce read with the wallet
  const counts = {
    all: allCount.data,
    sent: sentCount.data ?? sentFromNonce,
    received: receivedCount.data,
  };
  const countOf = (d: WalletCountDirection) => counts[d];
  const locksCount = useQuery({ ...walletLockRowsCountQuery(address), enabled: htlcEnabled });
  // the counts follow the chain: re-asked when a new block carries transactions (not keyed by the
  // height, so the first visit asks once instead of again when the height arrives)
  useRefetchOnHeight(
    () => {
      for (const q of [allCount, sentCount, receivedCount]) void q.refetch();
      if (htlcEnabled) void locksCount.refetch();
    },
    { onlyWithTransactions: true },
  );
  const locksList = usePagedQuery(queries.locks, setLimit, pathForPage);

  const tabs: TabItem[] = [
    {
      id: "all",
      label: t({ message: "All", context: "wallet transactions tab: all directions" }),
      count: countOf("all")?.count,
      countIsEstimate: countOf("all")?.isEstimate,
    },
    {
      id: "sent",
      label: t`Sent`,
      count: countOf("sent")?.count,
      countIsEstimate: countOf("sent")?.isEstimate,
    },
    {
      id: "received",
      label: t`Received`,
      count: countOf("received")?.count,
      countIsEstimate: countOf("received")?.isEstimate,
    },
  ];
  if (htlcEnabled)
    tabs.push({
      id: "locks",
      label: t`Locks`,
      count: locksCount.data?.count,
      countIsEstimate: locksCount.data?.isEstimate,
    });
  if (delegate)
    tabs.push({
      id: "votes",
      label: t({ message: "Votes", context: "wallet tab: a delegate's votes received and lost" }),
    });
  // the locks and votes tabs have no type filter: their links leave it out (the other tabs keep it)
  const tabPath = (id: WalletTab) =>
    paths.walletTransactions(
      address,
      id,
      1,
      id === "locks" || id === "votes" ? withTypeFilter(params, ALL_FILTER) : search,
    );
  const choose = (id: string) => navigate(tabPath(id as WalletTab));
  const caption = isLocks
    ? t`Locks of wallet ${address}, page ${page}`
    : t`Transactions of wallet ${address}, page ${page}`;
  // the votes tab of a wallet that is no delegate: its transactions instead
  if (isVotes && !delegate)
    return <Navigate to={paths.walletTransactions(address, "all")} replace />;

  return (
    <Card title={t`Transactions`} className="mt-4">
      <Tabs
        tabs={tabs.map((x) => ({ ...x, href: `#${tabPath(x.id as WalletTab)}` }))}
        active={tab}
        onChange={choose}
        label={t`Transaction direction`}
      >
        {!isLocks && !isVotes ? (
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <TypeFilter
              value={typeFilter}
              onChange={(v) => {
                // a new filter starts at its first page; on the first page the path stays as it is
                // (the wallet's own URL or its tab's), only the query changes
                if (page !== 1)
                  navigate(paths.walletTransactions(address, tab, 1, withTypeFilter(params, v)));
                else setParams(withTypeFilter(params, v));
              }}
            />
            <CsvExport address={address} direction={direction} filter={filter} />
          </div>
        ) : null}
        {isVotes && delegate ? (
          <Suspense fallback={<Spinner />}>
            <DelegateVotes
              delegate={delegate}
              page={page}
              pathForPage={(p) => paths.walletTransactions(address, "votes", p)}
            />
          </Suspense>
        ) : isLocks ? (
          <PagedResult {...locksList.paged}>
            {(rows) => (
              <Suspense fallback={<Spinner />}>
                <LocksTable locks={rows} caption={caption} walletAddress={address} />
              </Suspense>
            )}
          </PagedResult>
        ) : (
          <PagedResult {...txList.paged}>
            {(rows, isFetching) => (
              <TransactionsTable
                transactions={rows}
                caption={caption}
                sorting={sort}
                onSortingChange={(s) => setSort(s)}
                walletAddress={address}
                showSelfPaymentInfo={tab === "all"}
                isFetching={isFetching}
              />
            )}
          </PagedResult>
        )}
      </Tabs>
    </Card>
  );
}

/** Shown instead of the tabs for a valid address the chain has never seen (ARK answers 404). */
export function NoTransactionsYet() {
  return (
    <Card className="mt-4">
      <p className="m-0 text-center text-muted">
        <Trans>This wallet has no transactions yet.</Trans>
      </p>
    </Card>
  );
}
