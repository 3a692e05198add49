import { useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { Navigate, useParams } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { PagedResult } from "@/shared/ui/PagedResult";
import { usePagedList } from "@/shared/ui/usePagedList";
import { useTopWalletsPageQueries } from "../hooks/usePageQueries";
import { WalletsTable } from "../components/WalletsTable";
import { rankOffset } from "../lib/rank";
import { useRouteHeading } from "@/shared/routing/useRouteHeading";

/**
 * /top-wallets/{page}: the richest wallets (GET wallets/top) with rank = (page - 1) × page size +
 * row + 1 (page 0 or 1 → offset 0), address, balance and share of supply. Not sortable.
 */
export function Component() {
  const { t } = useLingui();
  // the registry's heading: the same text the static shell painted at the first paint
  const heading = useRouteHeading();
  usePageTitle(heading);
  const raw = useParams().page;
  const list = usePagedList({ list: useTopWalletsPageQueries().list, path: paths.topWallets });
  if (list.page === null) return <Navigate to={paths.notFound()} replace />;
  const page = list.page;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{heading}</h1>
      <PagedResult {...list.paged}>
        {(rows, isFetching) => (
          <WalletsTable
            wallets={rows}
            caption={t`Top wallets, page ${page}`}
            showRank
            rankOffset={rankOffset(Number(raw ?? 1), list.paged.limit)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
