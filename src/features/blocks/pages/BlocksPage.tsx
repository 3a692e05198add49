import { useQuery } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { ErrorState } from "@/shared/ui/ErrorState";
import { PagedFooter } from "@/shared/ui/PagedFooter";
import { blocksQuery } from "../api/block-queries";
import { BLOCK_SORT_FIELDS, BLOCK_SORT_IDS, BlocksTable } from "../components/BlocksTable";

const DEFAULT_SORT = { id: "height", desc: true }; // §9 blocks: height desc

/** /blocks/{page}: every block, newest first, paged and sortable on every column (§2). */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Blocks`);
  const page = usePageParam();
  const { sort, limit, setSort, setLimit, search } = useTableState("blocks", DEFAULT_SORT, BLOCK_SORT_IDS);
  const orderBy = `${BLOCK_SORT_FIELDS[sort.id] ?? "height"}:${sort.desc ? "desc" : "asc"}`;
  const query = useQuery({ ...blocksQuery({ page: page ?? 1, limit, orderBy }), enabled: page !== null });
  if (page === null) return <Navigate to="/404" replace />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Blocks</Trans>
      </h1>
      {query.isError && !query.data ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <BlocksTable
            caption={t`Blocks, page ${page}`}
            blocks={query.data?.data ?? null}
            sorting={sort}
            onSortingChange={(s) => setSort(s)}
            isFetching={query.isPlaceholderData}
          />
          <PagedFooter
            page={page}
            pageCount={query.data?.meta.pageCount}
            limit={limit}
            onLimitChange={setLimit}
            pathForPage={(p) => `/blocks/${p}${search}`}
          />
        </>
      )}
    </>
  );
}
