import { useLingui } from "@lingui/react/macro";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatPercent } from "@/shared/format/number";

/**
 * Votes (arktoshi) with 2 decimals (§2 Delegates table) and the approval, the percentage of the
 * supply voting for the delegate (production.approval).
 */
export function VotesCell({ votes, approval }: { votes: string; approval?: number }) {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-2">
      <TokenAmount arktoshi={votes} maxDecimals={2} />
      {approval !== undefined ? (
        <span className="text-xs text-muted tabular-nums">{formatPercent(approval, 2, i18n.locale)}</span>
      ) : null}
    </span>
  );
}
