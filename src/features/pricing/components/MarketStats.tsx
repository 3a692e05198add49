import { Trans } from "@lingui/react/macro";
import { useLingui } from "@lingui/react";
import { useNetwork } from "@/shared/network/useNetwork";
import { formatQuote } from "../format";
import { useCurrency } from "../hooks/useCurrency";
import { useFiat } from "../hooks/fiat-context";
import { useRate } from "../hooks/useRate";
import { Pending } from "@/shared/ui/Pending";

/**
 * Stats-bar items of the pricing feature (StatsBar `@pricing-stats`): the market
 * cap (supply × rate), only when the network is listed on exchanges and the chosen currency is not
 * the token (a market cap in the token itself would just be the supply);
 * on small screens the token/currency rate instead. Renders `<div><dt/><dd/></div>` items for the
 * bar's `<dl>`; nothing when there is no rate.
 */
export function MarketStats() {
  const { i18n } = useLingui();
  const { isListed, supply } = useNetwork();
  const { name, isToken, token, tokenSymbol } = useCurrency();
  const rate = useRate();
  const fiat = useFiat();
  if (!isListed || isToken || rate === null) return null;
  const marketCap = supply === undefined ? null : fiat(supply);
  const item = "flex items-baseline gap-1";
  return (
    <>
      <div className={`${item} hidden md:flex`}>
        <dt className="text-muted">
          <Trans>Market cap</Trans>
        </dt>
        <dd className="font-semibold tabular-nums" data-testid="market-cap">
          {/* the supply comes with the height poll's first answer */}
          {marketCap ?? <Pending />}
        </dd>
      </div>
      <div className={`${item} md:hidden`}>
        <dt className="text-muted">
          {token}/{name}
        </dt>
        <dd className="font-semibold tabular-nums" data-testid="token-rate">
          {formatQuote(rate, name, { locale: i18n.locale, tokenCode: token, tokenSymbol })}
        </dd>
      </div>
    </>
  );
}
