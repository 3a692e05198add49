import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "@/shared/format/number";
import { useChainConstants } from "@/shared/network/useNetwork";

/**
 * What a confirmation count means on this network: `confirming` while it is at most the number of
 * active delegates (less than a full round of blocks on top), well confirmed after that; `n` is
 * the count formatted for the locale, `activeDelegates` the threshold.
 */
export function useConfirmationState(count: number) {
  const { i18n } = useLingui();
  const { activeDelegates } = useChainConstants();
  return {
    n: formatNumber(count, i18n.locale),
    confirming: count <= activeDelegates,
    activeDelegates,
  };
}
