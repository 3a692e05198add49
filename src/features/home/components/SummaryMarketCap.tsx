import { Trans } from "@lingui/react/macro";
import { useNetwork } from "@/shared/network/useNetwork";
import { useFiat } from "@/features/pricing/hooks/fiat-context";
import { useCurrency } from "@/features/pricing/hooks/useCurrency";
import { useRate } from "@/features/pricing/hooks/useRate";

/**
 * The market cap line of the summary's supply card (supply × rate in the chosen currency), as the
 * stats bar shows it: only on a listed network with a known rate and a currency other than the
 * token; nothing otherwise. Loaded only where a price service is configured.
 */
export function SummaryMarketCap({ supply }: { supply: string }) {
  const { isListed } = useNetwork();
  const { isToken } = useCurrency();
  const rate = useRate();
  const fiat = useFiat();
  const marketCap = isListed && !isToken && rate !== null ? fiat(supply) : null;
  if (!marketCap) return null;
  return (
    <>
      <Trans>Market cap</Trans> {marketCap}
    </>
  );
}
