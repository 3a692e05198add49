import { TRANSACTION_DEFAULT_SORT, transactionOrderOf } from "../transactions-sort";
import { paths } from "@/shared/routing/paths";
import { useLingui } from "@lingui/react/macro";
import { Navigate, useNavigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useSortedPagedList } from "@/shared/ui/usePagedList";
import { transactionsQuery } from "../api/transaction-queries";
import {
  TRANSACTION_SORT_IDS,
  TransactionsTable,
} from "../components/TransactionsTable";
import { TypeFilter } from "../components/TypeFilter";
import { useUrlTypeFilter } from "../hooks/useUrlTypeFilter";
import { typeFilterParams, withTypeFilter } from "../model/type-filter";
import { PAGE_HEADINGS } from "@/shared/i18n/page-headings";

/**
 * /transactions/{page}: every transaction, newest first, paged, sortable
 * and filtered by type (`?type=vote` in the URL only: without it, every type).
 */
export function Component() {
  const { t, i18n } = useLingui();
  // the same message as the static shell's first-paint heading
  const heading = i18n._(PAGE_HEADINGS.transactions);
  usePageTitle(heading);
  const navigate = useNavigate();
  const { filter, waiting, params } = useUrlTypeFilter();
  const list = useSortedPagedList({
    table: "transactions",
    defaultSort: TRANSACTION_DEFAULT_SORT,
    sortIds: TRANSACTION_SORT_IDS,
    query: (page, limit, sort) =>
      transactionsQuery({ page, limit, orderBy: transactionOrderOf(sort), ...typeFilterParams(filter) }),
    path: paths.transactions,
    enabled: !waiting,
  });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">
          {heading}
        </h1>
        <TypeFilter
          value={filter}
          onChange={(v) => navigate(paths.transactions(1, withTypeFilter(params, v)))}
        />
      </div>
      <PagedResult {...list.paged}>
        {(rows, isFetching) => (
          <TransactionsTable
            caption={t`Transactions, page ${page}`}
            transactions={rows}
            {...list.sorting}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
