import { PricingHeader } from "@/features/pricing/components/PricingHeader";
import { SearchBox } from "@/features/search/components/SearchBox";

/**
 * Header controls that features provide: the search field, the currency picker and the
 * price-chart toggle. Features plug in here (slots below).
 */
export function HeaderExtras() {
  return (
    <>
      {/* @search-slot */}
      <SearchBox />
      {/* @pricing-slot */}
      <PricingHeader />
    </>
  );
}
