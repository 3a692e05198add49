import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { TermHint } from "@/shared/glossary/TermHint";

/**
 * The transaction's free-text field (`vendorField`) is shown as "Memo" everywhere; ARK's own name
 * for it, "Smartbridge", is given in the glossary's hint next to the label, so visitors who know
 * that name find it.
 */
export const MEMO_LABEL = msg`Memo`;

/** The "?" button that explains the memo (and gives its ARK name, "Smartbridge") in a tooltip. */
export function MemoTip() {
  return <TermHint term="memo" />;
}

/** "Memo" with its "?" button, as the label of a details list entry. */
export function MemoLabel() {
  const { i18n } = useLingui();
  return (
    <span className="inline-flex items-center gap-0.5">
      {i18n._(MEMO_LABEL)} <MemoTip />
    </span>
  );
}
