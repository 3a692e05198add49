import { useQuery } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate, useParams } from "react-router-dom";
import { isNotFound } from "@/shared/api/errors";
import { BlockLink } from "@/shared/display/links";
import { formatNumber } from "@/shared/format/number";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { NotFound } from "@/shared/ui/NotFound";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useSortedPagedList } from "@/shared/ui/usePagedList";
import { isBlockId } from "@/shared/routing/params";
import { withBlockTimestamp } from "../components/BlockTransactions";
import { TransactionsTable } from "../components/TransactionsTable";
import { useBlockTransactionsPageQueries } from "../hooks/usePageQueries";

/**
 * /block/{id}/transactions/{page}: the transactions of one block, paged and sortable
 * (GET blocks/{id}/transactions with orderBy, page, limit).
 */
export function Component() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Block transactions`);
  const id = useParams().id ?? "";
  const queries = useBlockTransactionsPageQueries();
  const valid = isBlockId(id);
  const block = useQuery(queries.block);
  const list = useSortedPagedList({
    list: queries.list,
    path: (page, search) => paths.blockTransactions(id, page, search),
  });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  if (!valid || isNotFound(block.error) || isNotFound(list.query.error))
    return <NotFound dataType={t`block`} dataId={id} />;
  const page = list.page;
  const height = block.data ? formatNumber(block.data.height, i18n.locale) : "…";
  return (
    <>
      <h1 className="mb-1 text-2xl font-semibold">
        <Trans>Transactions of block {height}</Trans>
      </h1>
      <p className="mb-4 text-sm text-muted">
        <Trans>Block</Trans> <BlockLink id={id} truncate={false} />
      </p>
      <PagedResult {...list.paged}>
        {(rows, isFetching) => (
          <TransactionsTable
            caption={t`Transactions of block ${height}, page ${page}`}
            transactions={rows && withBlockTimestamp(rows, block.data)}
            {...list.sorting}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
