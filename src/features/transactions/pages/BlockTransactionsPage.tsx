import { useQuery, useQueryClient } from "@tanstack/react-query";
import { TRANSACTION_DEFAULT_SORT, transactionOrderOf } from "../transactions-sort";
import { blockQuery } from "@/features/blocks/api/block-queries";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import { BlockLink } from "@/shared/display/links";
import { formatNumber } from "@/shared/format/number";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { isBlockId, usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { NotFound } from "@/shared/ui/NotFound";
import { PagedResult } from "@/shared/ui/PagedResult";
import { blockTransactionsQuery } from "../api/transaction-queries";
import { withBlockTimestamp } from "../components/BlockTransactions";
import {
  TRANSACTION_SORT_IDS,
  TransactionsTable,
} from "../components/TransactionsTable";

const DEFAULT_SORT = TRANSACTION_DEFAULT_SORT;

/**
 * /block/{id}/transactions/{page}: the transactions of one block, paged and sortable
 * (GET blocks/{id}/transactions with orderBy, page, limit).
 */
export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Block transactions`);
  const id = useParams().id ?? "";
  const page = usePageParam();
  const valid = isBlockId(id);
  const { sort, limit, setSort, setLimit, search } = useTableState(
    "block-transactions",
    DEFAULT_SORT,
    TRANSACTION_SORT_IDS,
  );
  const orderBy = transactionOrderOf(sort);
  const queryClient = useQueryClient();
  const block = useQuery({ ...blockQuery(id), enabled: valid });
  const query = useQuery({
    ...blockTransactionsQuery(id, { page: page ?? 1, limit, orderBy }),
    enabled: valid && page !== null,
  });
  if (page === null) return <Navigate to={paths.notFound()} replace />;
  if (!valid || isNotFound(block.error) || isNotFound(query.error))
    return <NotFound dataType={t`block`} dataId={id} />;
  const height = block.data ? formatNumber(block.data.height, i18n.locale) : "…";
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">
        <Trans>Transactions of block {height}</Trans>
      </h1>
      <p className="mb-4 text-sm text-muted">
        <Trans>Block</Trans> <BlockLink id={id} truncate={false} />
      </p>
      <PagedResult
        query={query}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => `${paths.blockTransactions(id, p)}${search}`}
        fetchPage={(p) => queryClient.fetchQuery(blockTransactionsQuery(id, { page: p, limit, orderBy }))}
      >
        {(rows, isFetching) => (
          <TransactionsTable
            caption={t`Transactions of block ${height}, page ${page}`}
            transactions={rows && withBlockTimestamp(rows, block.data)}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
