import { Trans, useLingui } from "@lingui/react/macro";
import type { RankChange } from "../round/history";

/**
 * Rank change since the previous round (▲ n up, ▼ n down, "new" when it was not active), as
 * text with an accessible description; nothing when unchanged or unknown.
 */
export function RankChangeIndicator({ change }: { change?: RankChange }) {
  const { t } = useLingui();
  if (change === undefined || change === 0) return null;
  if (change === "new") {
    return (
      <span className="text-xs font-medium text-accent" title={t`Not active in the previous round`}>
        <Trans>new</Trans>
      </span>
    );
  }
  const up = change > 0;
  const n = Math.abs(change);
  const label = up ? t`Up ${n} since the previous round` : t`Down ${n} since the previous round`;
  return (
    <span
      className={`text-xs font-medium tabular-nums ${up ? "text-positive" : "text-negative"}`}
      title={label}
    >
      <span aria-hidden="true">
        {up ? "▲" : "▼"}
        {n}
      </span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
