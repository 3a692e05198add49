import { useQuery } from "@tanstack/react-query";
import { dayTransactionsQuery, LATEST_LIMIT, useDayWindowStart } from "../latest";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "react-router-dom";
import { Link } from "@/shared/routing/Link";
import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TransactionsTable } from "@/features/transactions/components/TransactionsTable";
import { TypeFilter } from "@/features/transactions/components/TypeFilter";
import { useUrlTypeFilter } from "@/features/transactions/hooks/useUrlTypeFilter";
import { typeFilterParams, withTypeFilter } from "@/features/transactions/model/type-filter";
import { ErrorState } from "@/shared/ui/ErrorState";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/**
 * The home page's "Latest transactions" with the type filter (in the URL, `/?type=vote`; none:
 * every type, whatever was chosen on another list) and confirmations (`compact`: a narrow list
 * beside the blocks, see TransactionsTable); refetched when a new block carries transactions
 * (confirmations follow the height by themselves). Unfiltered, the rows are the newest of the
 * summary's 24 h transactions ({@link dayTransactionsQuery}: one request for both) when the day
 * holds enough of them; on a quieter chain, and with a filter, its own request
 * (GET transactions?orderBy=timestamp:desc&limit=25[&type&typeGroup]).
 */
export function LatestTransactions({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { filter, waiting, params } = useUrlTypeFilter();
  const typeParams = typeFilterParams(filter);
  const unfiltered = typeParams.type === undefined;
  const day = useQuery({ ...dayTransactionsQuery(useDayWindowStart()), enabled: unfiltered });
  // undefined until the day's answer is in: the list waits for it rather than asking twice
  const dayFills = day.data ? day.data.data.length >= LATEST_LIMIT : undefined;
  const own = useQuery({
    ...latestTransactionsQuery(LATEST_LIMIT, typeParams),
    enabled: !waiting && (!unfiltered || dayFills === false || day.isError),
  });
  const fromDay = unfiltered && dayFills !== false && !(day.isError && !day.data);
  const query = fromDay ? day : own;
  useRefetchOnHeight(query.refetch, { onlyWithTransactions: true });
  // the day's key moves once a minute: its previous answer is still the latest rows, no dimming
  const rows = fromDay ? (day.data?.data.slice(0, LATEST_LIMIT) ?? null) : (own.data?.data ?? null);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <TypeFilter value={filter} onChange={(v) => navigate(paths.home(withTypeFilter(params, v)))} />
        <Link to={paths.transactions(1, withTypeFilter("", filter))} className="text-sm text-accent">
          <Trans>See all transactions</Trans>
        </Link>
      </div>
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TransactionsTable
          caption={t`Latest transactions`}
          transactions={rows}
          showConfirmations={!compact}
          compact={compact}
          isFetching={!fromDay && own.isPlaceholderData}
        />
      )}
    </>
  );
}
