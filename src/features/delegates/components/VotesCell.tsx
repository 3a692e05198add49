import { useLingui } from "@lingui/react/macro";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatPercent } from "@/shared/format/number";

/**
 * Votes (arktoshi) with 2 decimals and the approval, the percentage of the supply voting for the
 * delegate (production.approval). Inline text, so it follows the text alignment of where it sits
 * (right in a table's number column, left on a card), the approval wrapping under the votes when
 * narrow.
 */
export function VotesCell({ votes, approval }: { votes: string; approval?: number }) {
  const { i18n } = useLingui();
  return (
    <span>
      <TokenAmount arktoshi={votes} maxDecimals={2} />
      {approval !== undefined ? (
        <>
          {" "}
          <span className="ps-1 text-xs whitespace-nowrap text-muted tabular-nums">
            {formatPercent(approval, 2, i18n.locale)}
          </span>
        </>
      ) : null}
    </span>
  );
}
