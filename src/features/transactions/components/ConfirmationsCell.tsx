import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Icon } from "@/shared/ui/Icon";
import { Tooltip } from "@/shared/ui/Tooltip";
import { useConfirmationState } from "../hooks/useConfirmationState";

/**
 * Confirmations in a list: the number, then its state in words (from 768 px; for screen readers
 * always): up to the active delegate count (one round of blocks on top) in green with the clock
 * icon and "confirming", above it with a check and "well confirmed". The tooltip says it in full.
 */
export function ConfirmationsCell({ count }: { count: number }) {
  const { t } = useLingui();
  const { n, confirming, activeDelegates } = useConfirmationState(count);
  // the state in words too, never by colour or icon alone (WCAG 1.4.1)
  return (
    <Tooltip
      content={
        confirming
          ? t`Confirming: ${n} of ${activeDelegates}`
          : t`${plural(count, { one: "# confirmation", other: "# confirmations" })}`
      }
    >
      <button
        type="button"
        className={`inline-flex cursor-help items-center gap-1 whitespace-nowrap tabular-nums ${confirming ? "text-positive" : ""}`}
      >
        <Icon
          name={confirming ? "clock" : "check"}
          className={confirming ? undefined : "size-[1em] text-positive"}
        />
        {n}
        <span className="sr-only md:not-sr-only md:text-xs md:text-muted">
          {confirming ? t`confirming` : t`well confirmed`}
        </span>
      </button>
    </Tooltip>
  );
}
