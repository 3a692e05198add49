import { Trans, useLingui } from "@lingui/react/macro";
import { TRANSACTION_DEFAULT_SORT, transactionOrderOf } from "@/features/transactions/transactions-sort";
import { paths, type WalletTab } from "@/shared/routing/paths";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useSearchParams } from "react-router-dom";
import { lazy, Suspense, useEffect, useMemo } from "react";
import type { WalletCountDirection, WalletTransactionsDirection } from "@/shared/api/endpoints/transactions";
import { countOfFirstPage, sentCountFromNonce } from "@/shared/api/counts";
import { useNetwork } from "@/shared/network/useNetwork";
import { useTableState } from "@/shared/routing/table-state";
import { Card } from "@/shared/ui/Card";
import { PagedResult } from "@/shared/ui/PagedResult";
import { Spinner } from "@/shared/ui/Spinner";
import { Tabs, type TabItem } from "@/shared/ui/Tabs";
import { walletLocksQuery } from "@/features/locks/api/lock-queries";
import { walletTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TRANSACTION_SORT_IDS, TransactionsTable } from "@/features/transactions/components/TransactionsTable";
import { TypeFilter } from "@/features/transactions/components/TypeFilter";
import { useUrlTypeFilter } from "@/features/transactions/hooks/useUrlTypeFilter";
import { ALL_FILTER, typeFilterParams, withTypeFilter } from "@/features/transactions/model/type-filter";
import { walletLockRowsCountQuery } from "@/features/locks/api/lock-queries";
import { walletCountQuery } from "../api/wallet-queries";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { CsvExport } from "./CsvExport";

// the locks tab's table loads when the tab is chosen (not on the wallet page's first visit)
const LocksTable = lazy(() => import("@/features/locks/components/LocksTable").then((m) => ({ default: m.LocksTable })));

const LOCK_SORT = "timestamp:desc";

/**
 * The wallet's transactions: tabs all / sent / received (and locks when HTLC is
 * enabled) with their counts (each a limit-1 request reading meta.totalCount), the tab in the URL's
 * path (the page passes it: all unless the URL names one), the type filter in the URL's query
 * (`?type=vote`), server-side sort, pages, amounts coloured relative to the wallet, the self-payment
 * info icon on the all tab, and the CSV export of the current tab and filter.
 */
export function WalletTransactions({
  address,
  tab,
  page,
  nonce,
}: {
  address: string;
  tab: WalletTab;
  page: number;
  /** the wallet's nonce (GET wallets/{id}): its sent count, without a request */
  nonce?: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { htlcEnabled } = useNetwork();
  const [, setParams] = useSearchParams();
  const { filter: typeFilter, waiting, params } = useUrlTypeFilter();
  const filter = useMemo(() => typeFilterParams(typeFilter), [typeFilter]);
  const { sort, limit, setSort, setLimit, search } = useTableState("wallet-transactions", TRANSACTION_DEFAULT_SORT, TRANSACTION_SORT_IDS);
  const orderBy = transactionOrderOf(sort);
  const isLocks = tab === "locks";
  const queryClient = useQueryClient();
  const direction: WalletTransactionsDirection = isLocks ? "all" : tab;

  const txs = useQuery({ ...walletTransactionsQuery(address, direction, { page, limit, orderBy, ...filter }), enabled: !isLocks && !waiting });
  // counts the page already holds cost no request: the first page of the tab shown holds its
  // tab's total, and the wallet's nonce is its unfiltered sent count
  const unfiltered = filter.type === undefined;
  const sentFromNonce = unfiltered ? sentCountFromNonce(nonce) : undefined;
  const listCovers = (d: WalletCountDirection) => !isLocks && direction === d && page === 1;
  const covered = (d: WalletCountDirection) => listCovers(d) || (d === "sent" && sentFromNonce !== undefined);
  // three fixed queries rather than useQueries (which would add its observer to this route's code)
  const allCount = useQuery({ ...walletCountQuery(address, "all", filter), enabled: !waiting && !covered("all") });
  const sentCount = useQuery({ ...walletCountQuery(address, "sent", filter), enabled: !waiting && !covered("sent") });
  const receivedCount = useQuery({ ...walletCountQuery(address, "received", filter), enabled: !waiting && !covered("received") });
  const listPage = !isLocks && page === 1 && !txs.isPlaceholderData ? txs.data : undefined;
  useEffect(() => {
    if (!listPage) return;
    const key = walletCountQuery(address, direction as WalletCountDirection, filter).queryKey;
    queryClient.setQueryData(key, countOfFirstPage(listPage, limit));
  }, [listPage, address, direction, limit, queryClient, filter]);
  // a fetched count (also the list's, written above) is newer than the nonce read with the wallet
  const counts = { all: allCount.data, sent: sentCount.data ?? sentFromNonce, received: receivedCount.data };
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
  const locks = useQuery({ ...walletLocksQuery(address, { page, limit, orderBy: LOCK_SORT }), enabled: isLocks });
  /** what both lists (transactions, locks) show under them: the page, rows per page, page links */
  const pagedProps = {
    page,
    limit,
    onLimitChange: setLimit,
    pathForPage: (p: number) => paths.walletTransactions(address, tab, p, search),
  };

  const tabs: TabItem[] = [
    {
      id: "all",
      label: t({ message: "All", context: "wallet transactions tab: all directions" }),
      count: countOf("all")?.count,
      countIsEstimate: countOf("all")?.isEstimate,
    },
    { id: "sent", label: t`Sent`, count: countOf("sent")?.count, countIsEstimate: countOf("sent")?.isEstimate },
    { id: "received", label: t`Received`, count: countOf("received")?.count, countIsEstimate: countOf("received")?.isEstimate },
  ];
  if (htlcEnabled) tabs.push({ id: "locks", label: t`Locks`, count: locksCount.data?.count, countIsEstimate: locksCount.data?.isEstimate });
  // the locks tab has no type filter: its link leaves it out (the other tabs keep it)
  const tabPath = (id: WalletTab) => paths.walletTransactions(address, id, 1, id === "locks" ? withTypeFilter(params, ALL_FILTER) : search);
  const choose = (id: string) => navigate(tabPath(id as WalletTab));
  const caption = isLocks ? t`Locks of wallet ${address}, page ${page}` : t`Transactions of wallet ${address}, page ${page}`;

  return (
    <Card title={t`Transactions`} className="mt-4">
      <Tabs
        tabs={tabs.map((x) => ({ ...x, href: `#${tabPath(x.id as WalletTab)}` }))}
        active={tab}
        onChange={choose}
        label={t`Transaction direction`}
      >
        {!isLocks ? (
          <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
            <TypeFilter
              value={typeFilter}
              onChange={(v) => {
                // a new filter starts at its first page; on the first page the path stays as it is
                // (the wallet's own URL or its tab's), only the query changes
                if (page !== 1) navigate(paths.walletTransactions(address, tab, 1, withTypeFilter(params, v)));
                else setParams(withTypeFilter(params, v));
              }}
            />
            <CsvExport address={address} direction={direction} filter={filter} />
          </div>
        ) : null}
        {isLocks ? (
          <PagedResult
            query={locks}
            {...pagedProps}
            fetchPage={(p) => queryClient.fetchQuery(walletLocksQuery(address, { page: p, limit, orderBy: LOCK_SORT }))}
          >
            {(rows) => (
              <Suspense fallback={<Spinner />}>
                <LocksTable locks={rows} caption={caption} walletAddress={address} />
              </Suspense>
            )}
          </PagedResult>
        ) : (
          <PagedResult
            query={txs}
            {...pagedProps}
            fetchPage={(p) =>
              queryClient.fetchQuery(walletTransactionsQuery(address, direction, { page: p, limit, orderBy, ...filter }))
            }
          >
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
