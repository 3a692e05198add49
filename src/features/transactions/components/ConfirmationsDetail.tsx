import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "@/shared/ui/Icon";
import { InfoTip } from "@/shared/ui/InfoTip";
import { useConfirmationState } from "../hooks/useConfirmationState";

/**
 * Confirmations on a transaction or block page: the count in words ("1,234 confirmations", an ICU
 * plural), then a hint of what it means — "Well confirmed" past the active delegate count (a full
 * round of blocks on top), else "Confirming: 12 of 51" — with an info tip explaining the rule.
 */
export function ConfirmationsDetail({ count }: { count: number }) {
  const { t } = useLingui();
  const { n, confirming, activeDelegates } = useConfirmationState(count);
  return (
    <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
      <span className="tabular-nums">{t`${plural(count, { one: "# confirmation", other: "# confirmations" })}`}</span>
      <span
        className={`inline-flex items-center gap-1 text-sm ${confirming ? "text-positive" : "text-muted"}`}
      >
        <Icon
          name={confirming ? "clock" : "check"}
          className={`size-[1em] ${confirming ? "" : "text-positive"}`}
        />
        {confirming ? t`Confirming: ${n} of ${activeDelegates}` : t`Well confirmed`}
        <InfoTip
          label={t`About confirmations`}
          content={t`Each block forged on top adds a confirmation. After ${activeDelegates}, a full round of delegates, it is well confirmed.`}
        />
      </span>
    </span>
  );
}
