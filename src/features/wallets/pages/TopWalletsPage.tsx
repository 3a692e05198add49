import { Trans, useLingui } from "@lingui/react/macro";
import { paths } from "@/shared/routing/paths";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Navigate, useParams } from "react-router-dom";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePreferences } from "@/shared/preferences/store";
import { parsePage } from "@/shared/routing/params";
import { PagedResult } from "@/shared/ui/PagedResult";
import { topWalletsQuery } from "../api/wallet-queries";
import { WalletsTable } from "../components/WalletsTable";
import { rankOffset } from "../lib/rank";

/**
 * /top-wallets/{page}: the richest wallets (GET wallets/top) with rank = (page - 1) × page size +
 * row + 1 (page 0 or 1 → offset 0), address, balance and share of supply. Not sortable.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Top wallets`);
  const raw = useParams().page;
  const page = parsePage(raw);
  const limit = usePreferences((s) => s.rowsPerPage);
  const setLimit = usePreferences((s) => s.setRowsPerPage);
  const queryClient = useQueryClient();
  const query = useQuery({ ...topWalletsQuery({ page: page ?? 1, limit }), enabled: page !== null });
  if (page === null) return <Navigate to={paths.notFound()} replace />;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Top wallets</Trans>
      </h1>
      <PagedResult
        query={query}
        page={page}
        limit={limit}
        onLimitChange={setLimit}
        pathForPage={(p) => paths.topWallets(p)}
        fetchPage={(p) => queryClient.fetchQuery(topWalletsQuery({ page: p, limit }))}
      >
        {(rows, isFetching) => (
          <WalletsTable
            wallets={rows}
            caption={t`Top wallets, page ${page}`}
            showRank
            rankOffset={rankOffset(Number(raw ?? 1), limit)}
            isFetching={isFetching}
          />
        )}
      </PagedResult>
    </>
  );
}
