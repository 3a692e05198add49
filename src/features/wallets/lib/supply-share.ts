import Big from "big.js";
import { formatPercent } from "@/shared/format/number";

/** Shares below this many percent are shown as "< 0.01 %" rather than a misleading "0.00 %". */
const SMALLEST_SHOWN = new Big("0.01");

/**
 * A balance's share of the supply in percent, exact (big.js): `balance` and `supply` are arktoshi
 * decimal strings (GET wallets… `balance`, GET blockchain `supply`). Undefined while the supply is
 * unknown, or when either is not a non-negative decimal or the supply is 0.
 * supplyShare("245126850000000", "12500000000000000") → Big("1.96101480").
 */
export function supplyShare(balance: string, supply: string | undefined): Big | undefined {
  if (supply === undefined) return undefined;
  try {
    const part = new Big(balance);
    const total = new Big(supply);
    if (part.lt(0) || total.lte(0)) return undefined;
    return part.times(100).div(total);
  } catch {
    return undefined;
  }
}

/**
 * {@link supplyShare} as the locale writes a percentage with 2 decimals: "1.96%" (en),
 * "1,96 %" (fr); "< 0.01%" for a positive share too small to show; "-" while the supply is
 * unknown.
 */
export function formatSupplyShare(
  balance: string,
  supply: string | undefined,
  locale?: string,
): string {
  const share = supplyShare(balance, supply);
  if (share === undefined) return "-";
  if (share.gt(0) && share.lt(SMALLEST_SHOWN))
    return `< ${formatPercent(SMALLEST_SHOWN, 2, locale)}`;
  return formatPercent(share, 2, locale);
}
