import { useQuery } from "@tanstack/react-query";
import { LATEST_LIMIT } from "../latest";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Link } from "@/shared/routing/Link";
import { TransactionsTable } from "@/features/transactions/components/TransactionsTable";
import { TypeFilter } from "@/features/transactions/components/TypeFilter";
import { ALL_FILTER, withTypeFilter } from "@/features/transactions/model/type-filter";
import { isAsked } from "@/shared/routing/route-data";
import { ErrorState } from "@/shared/ui/ErrorState";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";
import { useHomePageQueries } from "../hooks/usePageQueries";

/**
 * The home page's "Latest transactions" with the type filter (in the URL, `/?type=vote`; none:
 * every type, whatever was chosen on another list) and confirmations (`compact`: a narrow list
 * beside the blocks, see TransactionsTable); refetched when a new block carries transactions
 * (confirmations follow the height by themselves). Unfiltered, the rows are the newest of the
 * summary's 24 h transactions (dayTransactionsQuery: one request for both) when the day
 * holds enough of them; on a quieter chain, and with a filter, its own request
 * (GET transactions?orderBy=timestamp:desc&limit=25[&type&typeGroup]). The queries are the home
 * page's (see homePageQueries).
 */
export function LatestTransactions({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queries = useHomePageQueries();
  // a magistrate type waiting for the probe shows as every type until it is known
  const filter = queries.filter ?? ALL_FILTER;
  const unfiltered = isAsked(queries.day);
  const day = useQuery(queries.day);
  // undefined until the day's answer is in: the list waits for it rather than asking twice
  const dayFills = day.data ? day.data.data.length >= LATEST_LIMIT : undefined;
  const own = useQuery({
    ...queries.latest,
    enabled: isAsked(queries.latest) || (unfiltered && (dayFills === false || day.isError)),
  });
  const fromDay = unfiltered && dayFills !== false && !(day.isError && !day.data);
  const query = fromDay ? day : own;
  useRefetchOnHeight(query.refetch, { onlyWithTransactions: true });
  // the day's key moves once a minute: its previous answer is still the latest rows, no dimming
  const rows = fromDay ? (day.data?.data.slice(0, LATEST_LIMIT) ?? null) : (own.data?.data ?? null);
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <TypeFilter
          value={filter}
          onChange={(v) => navigate(paths.home(withTypeFilter(params, v)))}
        />
        <Link
          to={paths.transactions(1, withTypeFilter("", filter))}
          className="text-sm text-accent"
        >
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
