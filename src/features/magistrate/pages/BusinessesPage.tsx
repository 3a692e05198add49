import { msg } from "@lingui/core/macro";
import { businessesQuery } from "../api/magistrate-queries";
import { BUSINESS_COLUMNS, BUSINESS_SORT_IDS } from "../components/BusinessesTable";
import { MagistrateListPage } from "../components/MagistrateListPage";

/** /businesses/{page}: the businesses registered on chain, by name. */
export function Component() {
  return (
    <MagistrateListPage
      path="businesses"
      title={msg`Businesses`}
      caption={(page) => msg`Businesses, page ${page}`}
      columns={BUSINESS_COLUMNS}
      sortIds={BUSINESS_SORT_IDS}
      query={businessesQuery}
    />
  );
}
