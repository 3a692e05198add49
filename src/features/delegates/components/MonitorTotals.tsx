import { Trans, useLingui } from "@lingui/react/macro";
import { formatNumber } from "@/shared/format/number";
import { TermHint } from "@/shared/glossary/TermHint";
import { FORGING_STATUSES, type ForgingStatus } from "../forging";
import { Pending } from "@/shared/ui/Pending";
import { StatusIcon } from "./StatusIcon";
import { STATUS_HINT, STATUS_LABEL, STATUS_TONE } from "./status-text";

/**
 * Totals of the delegate monitor: the number of active delegates per forging status (icon, text
 * and count) and the blocks remaining in the round (active delegates − height mod active
 * delegates, a full round when that remainder is 0).
 */
export function MonitorTotals({
  statuses,
  remaining,
  round,
}: {
  /** statuses of the active delegates; null while loading */
  statuses: ForgingStatus[] | null;
  remaining: number;
  round: number;
}) {
  const { t, i18n } = useLingui();
  const counts = new Map<ForgingStatus, number>();
  for (const s of statuses ?? []) counts.set(s, (counts.get(s) ?? 0) + 1);
  const roundText = formatNumber(round, i18n.locale);
  const remainingText = formatNumber(remaining, i18n.locale);
  return (
    <section aria-label={t`Totals`} className="mb-4">
      <dl
        className="grid grid-cols-2 gap-2 md:grid-cols-3 lg:grid-cols-6"
        data-testid="monitor-totals"
      >
        {FORGING_STATUSES.map((s) => (
          <div
            key={s}
            className="rounded-lg border border-border bg-surface px-3 py-2"
            title={i18n._(STATUS_HINT[s])}
          >
            <dt className={`flex items-center gap-1 text-xs font-medium ${STATUS_TONE[s]}`}>
              <StatusIcon status={s} />
              {i18n._(STATUS_LABEL[s])}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums" data-status-count={s}>
              {statuses ? formatNumber(counts.get(s) ?? 0, i18n.locale) : <Pending />}
            </dd>
          </div>
        ))}
        <div className="rounded-lg border border-border bg-surface px-3 py-2">
          <dt className="flex items-center text-xs font-medium text-muted">
            <Trans>Remaining blocks in round {roundText}</Trans>
            <TermHint term="round" />
          </dt>
          <dd className="m-0 text-xl font-semibold tabular-nums" data-testid="remaining-blocks">
            {remainingText}
          </dd>
        </div>
      </dl>
    </section>
  );
}
