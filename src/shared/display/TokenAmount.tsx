import { useLingui } from "@lingui/react";
import { formatToken } from "../format/amount";
import { useChainConstants } from "../network/useNetwork";

/**
 * An amount in the network's token, from an arktoshi string (1e-8 token), formatted in the
 * active locale with up to 8 decimals (the arktoshi precision) and the token symbol. Never passes
 * through `number`.
 */
export function TokenAmount({
  arktoshi,
  maxDecimals = 8,
  className = "",
  withSymbol = true,
}: {
  arktoshi: string;
  maxDecimals?: number;
  className?: string;
  withSymbol?: boolean;
}) {
  const { i18n } = useLingui();
  const { symbol } = useChainConstants();
  return (
    <span className={`whitespace-nowrap tabular-nums ${className}`}>
      {formatToken(arktoshi, {
        locale: i18n.locale,
        maxDecimals,
        symbol: withSymbol ? symbol : undefined,
      })}
    </span>
  );
}
