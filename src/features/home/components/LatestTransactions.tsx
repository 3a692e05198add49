import { useQuery } from "@tanstack/react-query";
import { LATEST_LIMIT } from "../latest";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@/shared/routing/Link";
import { latestTransactionsQuery } from "@/features/transactions/api/transaction-queries";
import { TransactionsTable } from "@/features/transactions/components/TransactionsTable";
import { TypeFilter } from "@/features/transactions/components/TypeFilter";
import { effectiveTypeFilter, encodeTypeFilter, isMagistrateFilter, typeFilterParams } from "@/features/transactions/model/type-filter";
import { useTransactionTypes } from "@/shared/network/useNetwork";
import { usePreferences } from "@/shared/preferences/store";
import { ErrorState } from "@/shared/ui/ErrorState";
import { useRefetchOnHeight } from "@/shared/network/useRefetchOnHeight";

/** Rows of the home page's latest lists. */

/**
 * The home page's "Latest transactions" (GET transactions?orderBy=timestamp:desc&limit) with
 * the type filter (kept in the preferences) and confirmations; refetched when a new block
 * carries transactions (confirmations follow the height by themselves).
 */
export function LatestTransactions() {
  const { t } = useLingui();
  const { enabledTransactionTypes, magistrateKnown } = useTransactionTypes();
  const stored = usePreferences((s) => s.transactionType);
  const setTransactionType = usePreferences((s) => s.setTransactionType);
  const filter = effectiveTypeFilter(stored, enabledTransactionTypes);
  const waiting = !magistrateKnown && isMagistrateFilter(stored);
  const query = useQuery({ ...latestTransactionsQuery(LATEST_LIMIT, typeFilterParams(filter)), enabled: !waiting });
  useRefetchOnHeight(query.refetch, { onlyWithTransactions: true });
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <TypeFilter value={filter} onChange={setTransactionType} />
        <Link to={paths.transactions(1, `type=${encodeTypeFilter(filter)}`)} className="text-sm text-accent">
          <Trans>See all transactions</Trans>
        </Link>
      </div>
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <TransactionsTable
          caption={t`Latest transactions`}
          transactions={query.data?.data ?? null}
          showConfirmations
          isFetching={query.isPlaceholderData}
        />
      )}
    </>
  );
}
