import { lazy } from "react";
import { usePriceApi } from "@/features/pricing/hooks/useCurrency";
import { SearchBox } from "@/features/search/components/SearchBox";
import { OptionalLazy } from "@/shared/ui/OptionalLazy";

// the currency picker and chart toggle load only on networks with prices (no price code in other
// first visits)
const PricingHeader = lazy(() =>
  import("@/features/pricing/pricing-runtime").then((m) => ({ default: m.PricingHeader })),
);

/** The header search field that the search feature provides (slot below). */
export function HeaderSearch() {
  return (
    <>
      {/* @search-slot */}
      <SearchBox />
    </>
  );
}

/**
 * Header settings that features provide: the currency picker and the price-chart toggle (only on
 * networks with a price service). They sit with the other settings: in the header row on wide
 * screens, in the menu on phones.
 */
export function HeaderSettingsExtras() {
  const priceApi = usePriceApi();
  return (
    <>
      {/* @pricing-slot */}
      {priceApi ? (
        <OptionalLazy what="pricing header">
          <PricingHeader />
        </OptionalLazy>
      ) : null}
    </>
  );
}
