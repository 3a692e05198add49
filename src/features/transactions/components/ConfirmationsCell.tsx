import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatNumber } from "@/shared/format/number";
import { useChainConstants } from "@/shared/network/useNetwork";
import { Icon } from "@/shared/ui/Icon";
import { Tooltip } from "@/shared/ui/Tooltip";

/**
 * Confirmations: up to the active delegate count (one round of blocks on top) the number in green
 * with the "became active" icon; above it "Well confirmed" with the exact count in a tooltip.
 */
export function ConfirmationsCell({ count }: { count: number }) {
  const { t, i18n } = useLingui();
  const { activeDelegates } = useChainConstants();
  const n = formatNumber(count, i18n.locale);
  if (count <= activeDelegates) {
    // the state in words too, never by colour or icon alone (WCAG 1.4.1)
    return (
      <Tooltip content={t`Confirming: ${n} of ${activeDelegates}`}>
        <button type="button" className="inline-flex cursor-help items-center gap-1 whitespace-nowrap text-positive tabular-nums">
          <Icon name="clock" />
          {n}
          <span className="sr-only md:not-sr-only md:text-xs md:text-muted">{t`confirming`}</span>
        </button>
      </Tooltip>
    );
  }
  return (
    <Tooltip content={t`${plural(count, { one: "# confirmation", other: "# confirmations" })}`}>
      <button type="button" className="inline-flex cursor-help items-center gap-1 whitespace-nowrap">
        <Icon name="check" className="size-[1em] text-positive" />
        {t`Well confirmed`}
      </button>
    </Tooltip>
  );
}
