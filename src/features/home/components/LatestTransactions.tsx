import { useQuery } from "@tanstack/react-query";
import { LATEST_LIMIT } from "../latest";
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
 * The home page's "Latest transactions" (GET transactions?orderBy=timestamp:desc&limit) with
 * the type filter (in the URL, `/?type=vote`; none: every type, whatever was chosen on another
 * list) and confirmations (`compact`: a narrow list beside the blocks, see TransactionsTable);
 * refetched when a new block carries transactions (confirmations follow
 * the height by themselves).
 */
export function LatestTransactions({ compact = false }: { compact?: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { filter, waiting, params } = useUrlTypeFilter();
  const query = useQuery({ ...latestTransactionsQuery(LATEST_LIMIT, typeFilterParams(filter)), enabled: !waiting });
  useRefetchOnHeight(query.refetch, { onlyWithTransactions: true });
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
          transactions={query.data?.data ?? null}
          showConfirmations={!compact}
          compact={compact}
          isFetching={query.isPlaceholderData}
        />
      )}
    </>
  );
}
