import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRANSACTION_DEFAULT_SORT, transactionOrderOf } from "../transactions-sort";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useNavigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { PagedResult } from "@/shared/ui/PagedResult";
import { transactionsQuery } from "../api/transaction-queries";
import {
  TRANSACTION_SORT_IDS,
  TransactionsTable,
} from "../components/TransactionsTable";
import { TypeFilter } from "../components/TypeFilter";
import { useUrlTypeFilter } from "../hooks/useUrlTypeFilter";
import { typeFilterParams, withTypeFilter } from "../model/type-filter";

const DEFAULT_SORT = TRANSACTION_DEFAULT_SORT;

/**
 * /transactions/{page}: every transaction, newest first, paged, sortable
 * and filtered by type (`?type=vote` in the URL only: without it, every type).
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Transactions`);
  const page = usePageParam();
  const navigate = useNavigate();
  const { filter, waiting, params } = useUrlTypeFilter();
  const { sort, limit, setSort, setLimit, search } = useTableState(
    "transactions",
    DEFAULT_SORT,
    TRANSACTION_SORT_IDS,
  );
  const orderBy = transactionOrderOf(sort);
  const queryClient = useQueryClient();
  const query = useQuery({
    ...transactionsQuery({ page: page ?? 1, limit, orderBy, ...typeFilterParams(filter) }),
    enabled: page !== null && !waiting,
  });
  if (page === null) return <Navigate to={paths.notFound()} replace />;

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Transactions</Trans>
        </h1>
        <TypeFilter
          value={filter}
          onChange={(v) => navigate(paths.transactions(1, withTypeFilter(params, v)))}
        />
      </div>
      <PagedResult
        query={query}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => paths.transactions(p, search)}
        fetchPage={(p) =>
          queryClient.fetchQuery(transactionsQuery({ page: p, limit, orderBy, ...typeFilterParams(filter) }))
        }
      >
        {(rows, isFetching) => (
          <TransactionsTable
            caption={t`Transactions, page ${page}`}
            transactions={rows}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
