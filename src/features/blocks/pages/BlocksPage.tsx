import { paths } from "@/shared/routing/paths";
import { useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { PagedResult } from "@/shared/ui/PagedResult";
import { useSortedPagedList } from "@/shared/ui/usePagedList";
import { BlocksTable } from "../components/BlocksTable";
import { useBlocksPageQueries } from "../hooks/usePageQueries";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";

/** /blocks/{page}: every block, newest first, paged and sortable on every column. */
export function Component() {
  const { t } = useLingui();
  // the registry's heading: the same text the static shell painted at the first paint
  const heading = useRouteHeading();
  usePageTitle(heading);
  const list = useSortedPagedList({ list: useBlocksPageQueries().list, path: paths.blocks });
  // the chain has exactly `height` blocks (genesis is 1): an exact total where public nodes
  // only estimate it, so the last page is the real one
  const { height } = useNetwork();
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{heading}</h1>
      <PagedResult {...list.paged} exactTotal={height}>
        {(rows, isFetching) => (
          <BlocksTable
            caption={t`Blocks, page ${page}`}
            blocks={rows}
            {...list.sorting}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
