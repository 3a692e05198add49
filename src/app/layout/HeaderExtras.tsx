import { lazy } from "react";
import { usePriceApi } from "@/features/pricing/hooks/useCurrency";
import { SearchBox } from "@/features/search/components/SearchBox";
import { OptionalLazy } from "@/shared/ui/OptionalLazy";

// the currency picker and chart toggle load only on networks with prices (no price code in other
// first visits)
const PricingHeader = lazy(() => import("@/features/pricing/pricing-runtime").then((m) => ({ default: m.PricingHeader })));

/**
 * Header controls that features provide: the search field, the currency picker and the
 * price-chart toggle. Features plug in here (slots below).
 */
export function HeaderExtras() {
  const priceApi = usePriceApi();
  return (
    <>
      {/* @search-slot */}
      <SearchBox />
      {/* @pricing-slot */}
      {priceApi ? (
        <OptionalLazy what="pricing header">
          <PricingHeader />
        </OptionalLazy>
      ) : null}
    </>
  );
}
