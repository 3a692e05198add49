import { paths } from "@/shared/routing/paths";
import { useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useSortedPagedList } from "@/shared/ui/usePagedList";
import { blocksQuery } from "../api/block-queries";
import { BlocksTable } from "../components/BlocksTable";
import { BLOCK_DEFAULT_SORT, BLOCK_SORT_IDS, blockOrderOf } from "../blocks-sort";
import { PAGE_HEADINGS } from "@/shared/i18n/page-headings";

/** /blocks/{page}: every block, newest first, paged and sortable on every column. */
export function Component() {
  const { t, i18n } = useLingui();
  // the same message as the static shell's first-paint heading
  const heading = i18n._(PAGE_HEADINGS.blocks);
  usePageTitle(heading);
  const list = useSortedPagedList({
    table: "blocks",
    defaultSort: BLOCK_DEFAULT_SORT,
    sortIds: BLOCK_SORT_IDS,
    query: (page, limit, sort) => blocksQuery({ page, limit, orderBy: blockOrderOf(sort) }),
    path: paths.blocks,
  });
  // the chain has exactly `height` blocks (genesis is 1): an exact total where public nodes
  // only estimate it, so the last page is the real one
  const { height } = useNetwork();
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        {heading}
      </h1>
      <PagedResult {...list.paged} exactTotal={height}>
        {(rows, isFetching) => (
          <BlocksTable caption={t`Blocks, page ${page}`} blocks={rows} {...list.sorting} isFetching={isFetching} />
        )}
      </PagedResult>
    </>
  );
}
