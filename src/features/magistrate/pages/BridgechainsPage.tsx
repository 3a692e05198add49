import { msg } from "@lingui/core/macro";
import { bridgechainsQuery } from "../api/magistrate-queries";
import { BRIDGECHAIN_COLUMNS, BRIDGECHAIN_SORT_IDS } from "../components/BridgechainsTable";
import { MagistrateListPage } from "../components/MagistrateListPage";

/** /bridgechains/{page}: the bridgechains registered on chain, by name. */
export function Component() {
  return (
    <MagistrateListPage
      path="bridgechains"
      title={msg`Bridgechains`}
      caption={(page) => msg`Bridgechains, page ${page}`}
      columns={BRIDGECHAIN_COLUMNS}
      sortIds={BRIDGECHAIN_SORT_IDS}
      query={bridgechainsQuery}
    />
  );
}
