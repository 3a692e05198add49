import { Trans, useLingui as useLinguiMacro } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, useEffect } from "react";
import { usePriceApi } from "@/features/pricing/hooks/useCurrency";
import { formatNumber } from "@/shared/format/number";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { useNetwork } from "@/shared/network/useNetwork";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { OptionalLazy } from "@/shared/ui/OptionalLazy";
import { Pending } from "@/shared/ui/Pending";

// the market cap loads only on networks with prices (no price code in other first visits)
const MarketStats = lazy(() =>
  import("@/features/pricing/pricing-runtime").then((m) => ({ default: m.MarketStats })),
);

/**
 * The page header stats bar: height, network name, supply, and (pricing) market cap.
 * On small screens it shows height, the token/currency rate and supply. The height is the newest
 * block either the height poll or a block list saw (followBlockLists, loaded after the first paint);
 * a figure not in yet is a placeholder, never a "-".
 */
export function StatsBar() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  const { height, supply, alias } = useNetwork();
  const priceApi = usePriceApi();
  const client = useQueryClient();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let live = true;
    void import("./head-from-lists").then((m) => {
      if (live) stop = m.followBlockLists(client);
    });
    return () => {
      live = false;
      stop?.();
    };
  }, [client]);
  const item = "flex items-baseline gap-1";
  return (
    <section
      aria-label={t`Network statistics`}
      className="border-b border-border bg-surface-2 text-sm"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-baseline justify-between gap-x-6 gap-y-1 px-3 py-2 md:px-6">
        <dl className="m-0 flex flex-wrap gap-x-6 gap-y-1">
          <div className={item}>
            <dt className="text-muted">
              <Trans>Height</Trans>
            </dt>
            <dd className="font-semibold tabular-nums" data-testid="network-height">
              {height === undefined ? <Pending /> : formatNumber(height, i18n.locale)}
            </dd>
          </div>
          <div className={`${item} hidden md:flex`}>
            <dt className="text-muted">
              <Trans>Network</Trans>
            </dt>
            <dd className="font-semibold">{alias}</dd>
          </div>
          <div className={item}>
            <dt className="text-muted">
              <Trans>Supply</Trans>
            </dt>
            <dd className="font-semibold">
              {supply === undefined ? (
                <Pending />
              ) : (
                <TokenAmount arktoshi={supply} maxDecimals={0} />
              )}
            </dd>
          </div>
          {/* @pricing-stats */}
          {priceApi ? (
            <OptionalLazy what="market cap">
              <MarketStats />
            </OptionalLazy>
          ) : null}
        </dl>
        {/* the statistics page: from 1024 px the header's one-row menu is full in the longer
            languages (below it the entry is in the menu panel) */}
        <Link to={paths.statistics()} className="max-lg:hidden">
          <Trans>Statistics</Trans>
        </Link>
      </div>
    </section>
  );
}
