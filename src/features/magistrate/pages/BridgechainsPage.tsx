import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { Navigate } from "react-router-dom";
import type { MagistrateSort } from "@/shared/api/endpoints/magistrate";
import { useNetworkConfig } from "@/shared/network/NetworkContext";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { usePageParam } from "@/shared/routing/params";
import { useTableState } from "@/shared/routing/table-state";
import { PagedResult } from "@/shared/ui/PagedResult";
import { bridgechainsQuery } from "../api/magistrate-queries";
import { BRIDGECHAIN_SORT_IDS, BridgechainsTable } from "../components/BridgechainsTable";
import { MagistrateGate } from "../components/MagistrateGate";

const DEFAULT_SORT = { id: "name", desc: false }; // alphabetical

function BridgechainsList({ page }: { page: number }) {
  const { t } = useLingui();
  const { server } = useNetworkConfig();
  const queryClient = useQueryClient();
  const { sort, limit, setSort, setLimit, search } = useTableState(
    "bridgechains",
    DEFAULT_SORT,
    BRIDGECHAIN_SORT_IDS,
  );
  const query = useQuery(
    bridgechainsQuery(queryClient, server, { page, limit, sort: sort as MagistrateSort }),
  );
  return (
    <PagedResult
      query={query}
      page={page}
      limit={limit}
      onLimitChange={setLimit}
      pathForPage={(p) => `/bridgechains/${p}${search}`}
    >
      {(rows, isFetching) => (
        <BridgechainsTable
          caption={t`Bridgechains, page ${page}`}
          bridgechains={rows}
          sorting={sort}
          onSortingChange={(s) => setSort(s)}
          isFetching={isFetching}
        />
      )}
    </PagedResult>
  );
}

/** /bridgechains/{page}: only while the magistrate probe says enabled (404 otherwise). */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Bridgechains`);
  const page = usePageParam();
  if (page === null) return <Navigate to="/404" replace />;
  return (
    <MagistrateGate>
      <h1 className="mb-4 text-2xl font-semibold">
        <Trans>Bridgechains</Trans>
      </h1>
      <BridgechainsList page={page} />
    </MagistrateGate>
  );
}
