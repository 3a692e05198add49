import { paths } from "@/shared/routing/paths";
import { useLingui } from "@lingui/react/macro";
import { Navigate, useNavigate, useSearchParams } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useSortedPagedList } from "@/shared/ui/usePagedList";
import { TransactionsTable } from "../components/TransactionsTable";
import { TypeFilter } from "../components/TypeFilter";
import { useTransactionsPageQueries } from "../hooks/usePageQueries";
import { ALL_FILTER, withTypeFilter } from "../model/type-filter";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";

/**
 * /transactions/{page}: every transaction, newest first, paged, sortable
 * and filtered by type (`?type=vote` in the URL only: without it, every type).
 */
export function Component() {
  const { t } = useLingui();
  // the registry's heading: the same text the static shell painted at the first paint
  const heading = useRouteHeading();
  usePageTitle(heading);
  const navigate = useNavigate();
  const queries = useTransactionsPageQueries();
  const list = useSortedPagedList({ list: queries.list, path: paths.transactions });
  const [params] = useSearchParams();
  // a magistrate type waiting for the probe shows as every type until it is known
  const filter = queries.filter ?? ALL_FILTER;
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{heading}</h1>
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
