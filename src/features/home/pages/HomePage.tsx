import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useChartOptions, usePriceApi } from "@/features/pricing/hooks/useCurrency";
import { Spinner } from "@/shared/ui/Spinner";
import { Tabs } from "@/shared/ui/Tabs";
import { LatestTransactions } from "../components/LatestTransactions";

// Loaded only when used, to keep the home page's first visit small: the chart section on networks
// with prices and the chart on, the blocks tab when chosen. The first tab and a price-less network
// pay nothing for them.
const PriceChartSection = lazy(() =>
  import("@/features/pricing/components/PriceChartSection").then((m) => ({ default: m.PriceChartSection })),
);
const LatestBlocks = lazy(() => import("../components/LatestBlocks").then((m) => ({ default: m.LatestBlocks })));

type HomeTab = "transactions" | "blocks";

/**
 * / (home): the page header (stats bar from the layout), the price chart slot, and the tabs
 * "Latest transactions" / "Latest blocks" that follow the chain by themselves (refetched when the
 * network height changes; the height poll pauses while the browser tab is hidden).
 */
export function Component() {
  const { t } = useLingui();
  const { title } = useNetwork();
  usePageTitle(t`Home`);
  const [tab, setTab] = useState<HomeTab>("transactions");
  const priceApi = usePriceApi();
  const [chartOptions] = useChartOptions();
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      {/* @pricing-chart */}
      {priceApi && chartOptions.enabled ? (
        // the placeholder holds the section's height while its code loads (no layout shift)
        <Suspense fallback={<div className="mb-4 h-[22rem] rounded-lg border border-border bg-surface" />}>
          <PriceChartSection className="mb-4" />
        </Suspense>
      ) : null}
      <Tabs
        label={t`Latest activity`}
        active={tab}
        onChange={(id) => setTab(id as HomeTab)}
        tabs={[
          { id: "transactions", label: t`Latest transactions` },
          { id: "blocks", label: t`Latest blocks` },
        ]}
      >
        {tab === "transactions" ? (
          <LatestTransactions />
        ) : (
          <Suspense fallback={<Spinner />}>
            <LatestBlocks />
          </Suspense>
        )}
      </Tabs>
    </>
  );
}
