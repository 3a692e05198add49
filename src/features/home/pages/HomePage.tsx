import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useId, useState, type ReactNode } from "react";
import { useNetwork } from "@/shared/network/useNetwork";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useChartOptions, usePriceApi } from "@/features/pricing/hooks/useCurrency";
import { Spinner } from "@/shared/ui/Spinner";
import { Tabs } from "@/shared/ui/Tabs";
import { useMediaQuery } from "@/shared/hooks/useMediaQuery";
import { LatestTransactions } from "../components/LatestTransactions";

// Loaded only when used, to keep the home page's first visit small: the chart section on networks
// with prices and the chart on, the blocks tab when chosen. The first tab and a price-less network
// pay nothing for them.
const PriceChartSection = lazy(() =>
  import("@/features/pricing/components/PriceChartSection").then((m) => ({
    default: m.PriceChartSection,
  })),
);
const LatestBlocks = lazy(() =>
  import("../components/LatestBlocks").then((m) => ({ default: m.LatestBlocks })),
);
// The summary cards are not the first paint either (the latest transactions are): their code and
// their requests follow the page's first view.
const ChainSummary = lazy(() =>
  import("../components/ChainSummary").then((m) => ({ default: m.ChainSummary })),
);

/**
 * From this width (Tailwind `xl`) the latest transactions and blocks are shown side by side: below
 * it the transactions' five columns do not fit in three fifths of the page.
 */
const SIDE_BY_SIDE_QUERY = "(min-width: 1280px)";

/** One of the side-by-side lists under its heading. */
function Column({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-2 text-lg font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

type HomeTab = "transactions" | "blocks";

/**
 * / (home): the page header (stats bar from the layout), the summary cards of the chain's health,
 * the price chart slot, and the latest transactions and latest blocks — side by side from 1024 px,
 * as tabs below — that follow the chain by themselves (refetched when the network height changes;
 * the height poll pauses while the browser tab is hidden).
 */
export function Component() {
  const { t } = useLingui();
  const { title } = useNetwork();
  usePageTitle(t`Home`);
  const [tab, setTab] = useState<HomeTab>("transactions");
  const priceApi = usePriceApi();
  const [chartOptions] = useChartOptions();
  const sideBySide = useMediaQuery(SIDE_BY_SIDE_QUERY) === true;
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{title}</h1>
      {/* the placeholder holds the cards' height while their code loads (no layout shift) */}
      <Suspense fallback={<div className="mb-4 h-[22.5rem] md:h-[10.75rem]" />}>
        <ChainSummary />
      </Suspense>
      {/* @pricing-chart */}
      {priceApi && chartOptions.enabled ? (
        // the placeholder holds the section's height while its code loads (no layout shift)
        <Suspense
          fallback={<div className="mb-4 h-[22rem] rounded-lg border border-border bg-surface" />}
        >
          <PriceChartSection className="mb-4" />
        </Suspense>
      ) : null}
      {sideBySide ? (
        // the blocks' column holds its width (30rem: a list of this width's heights, timestamps
        // and names) from the start: sized by its content, it grew from a spinner's width to the
        // list's when the rows came and narrowed the transactions beside it (a layout shift)
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(30rem,auto)] gap-4">
          <Column title={t`Latest transactions`}>
            <LatestTransactions compact />
          </Column>
          <Column title={t`Latest blocks`}>
            <Suspense fallback={<Spinner />}>
              <LatestBlocks compact />
            </Suspense>
          </Column>
        </div>
      ) : (
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
      )}
    </>
  );
}
