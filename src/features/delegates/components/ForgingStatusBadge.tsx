import { useLingui } from "@lingui/react/macro";
import { Tooltip } from "@/shared/ui/Tooltip";
import type { ForgingStatus } from "../forging";
import { StatusIcon } from "./StatusIcon";
import { STATUS_HINT, STATUS_LABEL, STATUS_TONE } from "./status-text";

/**
 * A delegate's forging status as icon AND text (never colour or icon alone), with a tooltip
 * explaining the rule. The trigger is a button so the tooltip is reachable by keyboard and touch.
 */
export function ForgingStatusBadge({ status }: { status: ForgingStatus }) {
  const { i18n } = useLingui();
  const label = i18n._(STATUS_LABEL[status]);
  return (
    <Tooltip content={i18n._(STATUS_HINT[status])}>
      <button
        type="button"
        data-status={status}
        className={`inline-flex items-center gap-1 rounded text-sm font-medium whitespace-nowrap ${STATUS_TONE[status]}`}
      >
        <StatusIcon status={status} />
        <span>{label}</span>
      </button>
    </Tooltip>
  );
}
