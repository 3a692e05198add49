import { useQuery, useQueryClient } from "@tanstack/react-query";
import { paths } from "@/shared/routing/paths";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { PagedResult } from "@/shared/ui/PagedResult";
import { blocksQuery } from "../api/block-queries";
import { BlocksTable } from "../components/BlocksTable";
import { BLOCK_DEFAULT_SORT as DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf as orderOf } from "../blocks-sort";

/** /blocks/{page}: every block, newest first, paged and sortable on every column. */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Blocks`);
  const page = usePageParam();
  const { sort, limit, setSort, setLimit, search } = useTableState(
    "blocks",
    DEFAULT_SORT,
    BLOCK_SORT_IDS,
  );
  const orderBy = orderOf(sort);
  const queryClient = useQueryClient();
  // the chain has exactly `height` blocks (genesis is 1): an exact total where public nodes
  // only estimate it, so the last page is the real one
  const { height } = useNetwork();
  const query = useQuery({
    ...blocksQuery({ page: page ?? 1, limit, orderBy }),
    enabled: page !== null,
  });
  if (page === null) return <Navigate to={paths.notFound()} replace />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Blocks</Trans>
      </h1>
      <PagedResult
        query={query}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => paths.blocks(p, search)}
        fetchPage={(p) => queryClient.fetchQuery(blocksQuery({ page: p, limit, orderBy }))}
        exactTotal={height}
      >
        {(rows, isFetching) => (
          <BlocksTable
            caption={t`Blocks, page ${page}`}
            blocks={rows}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
