import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { InfoTip } from "@/shared/ui/InfoTip";

/**
 * The transaction's free-text field (`vendorField`) is shown as "Memo" everywhere; ARK's own name
 * for it, "Smartbridge", is given in a tooltip so visitors who know that name find it.
 */
export const MEMO_LABEL = msg`Memo`;
/** Tooltip text of the memo label (also the advanced search field's tip). @public */
export const MEMO_TIP = msg`Smartbridge: ARK's name for a transaction's memo`;

/** The info button that gives the memo's ARK name ("Smartbridge") in a tooltip. */
export function MemoTip() {
  const { t, i18n } = useLingui();
  return <InfoTip label={t`About the memo`} content={i18n._(MEMO_TIP)} />;
}

/** "Memo" with its info button, as the label of a details list entry. */
export function MemoLabel() {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex items-center gap-1">
      {i18n._(MEMO_LABEL)} <MemoTip />
    </span>
  );
}
