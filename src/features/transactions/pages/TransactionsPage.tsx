import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRANSACTION_DEFAULT_SORT, transactionOrderOf } from "../transactions-sort";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { useTransactionTypes } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePreferences } from "@/shared/preferences/store";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { PagedResult } from "@/shared/ui/PagedResult";
import { transactionsQuery } from "../api/transaction-queries";
import {
  TRANSACTION_SORT_IDS,
  TransactionsTable,
} from "../components/TransactionsTable";
import { TypeFilter } from "../components/TypeFilter";
import {
  decodeTypeFilter,
  effectiveTypeFilter,
  encodeTypeFilter,
  isMagistrateFilter,
  typeFilterParams,
} from "../model/type-filter";

const DEFAULT_SORT = TRANSACTION_DEFAULT_SORT;

/**
 * /transactions/{page}: every transaction, newest first, paged, sortable
 * and filtered by type (`?type=group:type` in the URL, else the stored preference).
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Transactions`);
  const page = usePageParam();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { enabledTransactionTypes, magistrateKnown } = useTransactionTypes();
  const storedType = usePreferences((s) => s.transactionType);
  const setTransactionType = usePreferences((s) => s.setTransactionType);
  const filter =
    decodeTypeFilter(params.get("type"), enabledTransactionTypes) ??
    effectiveTypeFilter(storedType, enabledTransactionTypes);
  const urlType = params.get("type");
  const waiting = !magistrateKnown && isMagistrateFilter(urlType ?? storedType);
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

  const searchWithType = (() => {
    const p = new URLSearchParams(search);
    p.set("type", encodeTypeFilter(filter));
    return `?${p.toString()}`;
  })();

  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          <Trans>Transactions</Trans>
        </h1>
        <TypeFilter
          value={filter}
          onChange={(v) => {
            setTransactionType(v);
            const p = new URLSearchParams(params);
            p.set("type", encodeTypeFilter(v));
            navigate(paths.transactions(1, p));
          }}
        />
      </div>
      <PagedResult
        query={query}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => paths.transactions(p, searchWithType)}
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
