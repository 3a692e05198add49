import { Trans, useLingui } from "@lingui/react/macro";
import { createContext, lazy, Suspense, useContext, type ReactNode } from "react";
import { TokenAmount } from "@/shared/display/TokenAmount";
import { formatDateTime, formatRelative } from "@/shared/format/date";
import { formatNumber, formatSeconds } from "@/shared/format/number";
import { WalletLink } from "@/shared/display/links";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { useNow } from "@/features/delegates/hooks/useNow";
import { ForgingStatus } from "@/features/delegates/forging";
import { STATUS_LABEL } from "@/features/delegates/components/status-text";
import { usePriceApi } from "@/features/pricing/hooks/useCurrency";
import { TermLabel } from "@/shared/glossary/TermHint";
import { ErrorState } from "@/shared/ui/ErrorState";
import { Pending } from "@/shared/ui/Pending";
import { useChainSummary } from "../hooks/useChainSummary";

// the price code loads only where a price service is configured
const SummaryMarketCap = lazy(() =>
  import("./SummaryMarketCap").then((m) => ({ default: m.SummaryMarketCap })),
);

/** A query feeding the cards failed: a figure not in yet is unavailable, not loading. */
const SummaryFailed = createContext(false);

/** A figure not in yet: a placeholder while it loads, "Unavailable" when its data failed. */
function Unknown() {
  const { t } = useLingui();
  return useContext(SummaryFailed) ? (
    <span className="text-base font-normal text-muted">{t`Unavailable`}</span>
  ) : (
    <Pending />
  );
}

/**
 * One figure: a label (`<dt>`), its value and an optional line under it (`<dd>`s). The line's room
 * is kept while its data is on the way or when there is none (`noteRoom`, a min-height class; one
 * line by default): a note that arrived later would make its row of cards taller and push
 * everything below down (layout shift).
 */
function Figure({
  label,
  value,
  note,
  noteRoom = "min-h-4",
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  noteRoom?: string;
  testId: string;
}) {
  return (
    <div
      className="min-w-0 rounded-lg border border-border bg-surface px-3 py-2"
      data-testid={testId}
    >
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="m-0 text-lg font-semibold break-words tabular-nums">{value ?? <Unknown />}</dd>
      {note ? (
        <dd className={`m-0 text-xs text-muted ${noteRoom}`}>{note}</dd>
      ) : (
        <dd aria-hidden="true" className={`m-0 ${noteRoom}`} />
      )}
    </div>
  );
}

/** The statuses of active delegates that do not forge, as the delegate monitor's cards count them. */
const NOT_FORGING = [
  ForgingStatus.Missing,
  ForgingStatus.NotForging,
  ForgingStatus.NeverForged,
  ForgingStatus.BecameActive,
] as const;

/**
 * The home page's summary of the chain's health, one card per figure: last block (age ticking
 * each second, links to the block), average block time over the latest blocks, the round in
 * progress (blocks forged of its slots, links to the delegate monitor), the next forger (links to
 * its wallet), the active delegates forging and those that do not (the monitor's statuses), the
 * transactions and the volume of the last 24 h, the supply and, with a known price, the market
 * cap. Data: {@link useChainSummary}.
 */
export function ChainSummary() {
  const { t, i18n } = useLingui();
  const now = useNow(1000);
  const s = useChainSummary(now);
  const priceApi = usePriceApi();
  const fmt = (v: number) => formatNumber(v, i18n.locale);
  // "37 of 51": blocks of the round, delegates forging of the active ones
  const of = (part: string, whole: string) => t`${part} of ${whole}`;

  const last = s.lastBlock;
  const lastHeight = last ? fmt(last.height) : "";
  const average = s.averageBlockTime
    ? formatSeconds(s.averageBlockTime.seconds, i18n.locale, 1)
    : undefined;
  const roundText = fmt(s.round.round);
  const forgedText = fmt(s.round.forged);
  const slotsText = fmt(s.round.slots);
  const eta = s.nextForger ? Math.max(0, Math.round(s.nextForger.startUnix - now)) : 0;

  const forging = s.forging;
  const forgingCount = forging ? fmt(forging.counts.get(ForgingStatus.Forging) ?? 0) : "";
  const activeCount = forging ? fmt(forging.active) : "";
  // the delegates not forging, in the monitor's words and numbers: "Missing: 0" when all forge
  const notForging = forging
    ? NOT_FORGING.filter((status) => (forging.counts.get(status) ?? 0) > 0)
    : [];
  const notForgingText = (notForging.length ? notForging : [ForgingStatus.Missing])
    .map((status) => `${i18n._(STATUS_LABEL[status])}: ${fmt(forging?.counts.get(status) ?? 0)}`)
    .join(" · ");

  const count = s.dayCount ? fmt(s.dayCount.count) : "";
  const volume = s.dayVolume;
  const since =
    volume?.sinceUnix !== undefined ? formatDateTime(volume.sinceUnix, i18n.locale) : "";

  return (
    <section aria-label={t`Chain summary`} className="mb-4">
      <SummaryFailed value={s.failure !== undefined}>
        <dl className="m-0 grid grid-cols-2 gap-2 md:grid-cols-4">
          <Figure
            testId="summary-last-block"
            label={<Trans>Last block</Trans>}
            value={
              last
                ? formatRelative(
                    last.timestamp.unix,
                    i18n.locale,
                    Math.max(now, last.timestamp.unix),
                  )
                : undefined
            }
            note={
              last ? (
                <Link to={paths.block(last.id)} className="text-accent">
                  #{lastHeight}
                </Link>
              ) : undefined
            }
          />
          <Figure
            testId="summary-block-time"
            label={<Trans>Average block time</Trans>}
            value={average}
          />
          <Figure
            testId="summary-round"
            label={
              <TermLabel term="round" narrow>
                <Trans>Round</Trans>
              </TermLabel>
            }
            // a line of text and the progress bar under it
            noteRoom="min-h-6"
            value={
              s.round.round ? (
                <Link to={paths.delegateMonitor()} className="text-accent">
                  {roundText}
                </Link>
              ) : undefined
            }
            note={
              s.round.round ? (
                <>
                  {of(forgedText, slotsText)}
                  <span
                    aria-hidden="true"
                    className="mt-1 block h-1 overflow-hidden rounded bg-surface-2"
                  >
                    <span
                      className="block h-full bg-accent"
                      style={{ width: `${Math.round(s.round.share * 100)}%` }}
                    />
                  </span>
                </>
              ) : undefined
            }
          />
          <Figure
            testId="summary-next-forger"
            label={
              <TermLabel term="forger" narrow>
                <Trans>Next forger</Trans>
              </TermLabel>
            }
            value={
              s.nextForger ? (
                s.nextForger.delegate ? (
                  <WalletLink address={s.nextForger.delegate.address} />
                ) : (
                  `${s.nextForger.publicKey.slice(0, 10)}…`
                )
              ) : undefined
            }
            note={
              s.nextForger ? (
                eta === 0 ? (
                  <Trans>due now</Trans>
                ) : (
                  <Trans>in about {eta} s</Trans>
                )
              ) : undefined
            }
          />
          <Figure
            testId="summary-forging"
            label={
              <TermLabel term="forgingStatus" narrow>
                <Trans>Delegates forging</Trans>
              </TermLabel>
            }
            value={forging ? of(forgingCount, activeCount) : undefined}
            note={
              forging ? (
                <Link to={paths.delegateMonitor()} className="text-accent">
                  {forging.undecided > 0 ? "…" : notForgingText}
                </Link>
              ) : undefined
            }
          />
          <Figure
            testId="summary-day-transactions"
            label={<Trans>Transactions (24 h)</Trans>}
            value={
              s.dayCount ? (
                s.dayCount.isEstimate ? (
                  <Trans context="estimated count">about {fmt(s.dayCount.count)}</Trans>
                ) : (
                  count
                )
              ) : undefined
            }
          />
          <Figure
            testId="summary-day-volume"
            label={<Trans>Volume (24 h)</Trans>}
            // "since {date and time}" takes two lines in a phone's half-width card
            noteRoom="min-h-8 md:min-h-4"
            value={volume ? <TokenAmount arktoshi={volume.total} maxDecimals={0} /> : undefined}
            note={volume?.sinceUnix !== undefined ? <Trans>since {since}</Trans> : undefined}
          />
          <Figure
            testId="summary-supply"
            label={
              <TermLabel term="supply" narrow>
                <Trans>Supply</Trans>
              </TermLabel>
            }
            value={
              s.supply === undefined ? undefined : (
                <TokenAmount arktoshi={s.supply} maxDecimals={0} />
              )
            }
            note={
              priceApi && s.supply !== undefined ? (
                <Suspense fallback={null}>
                  <SummaryMarketCap supply={s.supply} />
                </Suspense>
              ) : undefined
            }
          />
        </dl>
      </SummaryFailed>
      {s.failure !== undefined ? (
        <ErrorState variant="line" className="mt-2" error={s.failure} onRetry={s.retry} />
      ) : null}
    </section>
  );
}
