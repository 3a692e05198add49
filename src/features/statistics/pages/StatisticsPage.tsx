import { Plural, Trans, useLingui } from "@lingui/react/macro";
import Big from "big.js";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { ApiCount } from "@/shared/api/counts";
import type { TypeFeeStats } from "@/shared/api/endpoints/statistics";
import { findTransactionType } from "@/shared/api/transaction-types";
import { formatToken, toToken } from "@/shared/format/amount";
import { formatNumber, formatPercent } from "@/shared/format/number";
import { usePageTitle } from "@/shared/network/usePageTitle";
import { useNetwork } from "@/shared/network/useNetwork";
import { Link } from "@/shared/routing/Link";
import { paths } from "@/shared/routing/paths";
import { HoldingsSection } from "../components/HoldingsSection";
import { RecordsSection } from "../components/RecordsSection";
import { StatsSection, type StatsColumn } from "../components/StatsSection";
import { useStatistics, type BucketRow } from "../hooks/useStatistics";
import type { VoteShare } from "../model/figures";
import { feeTypeOf } from "../model/fee-types";
import { parsePeriod, periodDays, PERIOD_PARAM, PERIODS, type Period } from "../model/period";

/** Whole token units of an arktoshi amount, for chart bars (a display ratio, not an amount). */
const tokens = (arktoshi: string) => Number(toToken(arktoshi).toFixed(2));

/**
 * `/statistics?period=24h|7d|30d`: network statistics from the node's public API alone — the
 * period's headline figures (one number per card), then transactions, active wallets and volume
 * per hour or UTC day, blocks forged and missed slots, fees per transaction type, supply growth and
 * the active delegates' vote distribution, each with a plain caption, how it is computed behind a
 * "How is this computed?" disclosure (in words, never API terms), a chart with every series named
 * and an accessible table with a CSV download. An unknown period is the default.
 */
export function Component() {
  const { t } = useLingui();
  usePageTitle(t`Statistics`);
  const [search] = useSearchParams();
  const period = parsePeriod(search.get(PERIOD_PARAM));
  const labels: Record<Period, string> = { "24h": t`24 hours`, "7d": t`7 days`, "30d": t`30 days` };
  return (
    <div className="flex flex-col gap-4">
      <h1 className="m-0 text-xl font-semibold">
        <Trans>Network statistics</Trans>
      </h1>
      <nav aria-label={t`Period`}>
        <ul className="m-0 flex list-none gap-1 p-0">
          {PERIODS.map((p) => (
            <li key={p}>
              <Link
                to={paths.statistics(p)}
                replace
                aria-current={p === period ? "page" : undefined}
                className={`block rounded border border-border px-3 py-1 text-sm no-underline ${p === period ? "bg-surface-2 font-semibold text-text" : "text-muted hover:text-text"}`}
              >
                {labels[p]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {/* a new period starts its own loading (first screen, then idle time) */}
      <PeriodStatistics key={period} period={period} />
    </div>
  );
}

/** The figures of one period (see {@link useStatistics}). */
function PeriodStatistics({ period }: { period: Period }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  const { symbol, activeDelegates, blocktime } = useNetwork();
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));
  const s = useStatistics(period, nowUnix);
  const hourly = period === "24h";
  const total = s.rows.length;
  const token = (arktoshi: string) => formatToken(arktoshi, { locale, symbol, maxDecimals: 2 });
  const count = (c: ApiCount | undefined) =>
    c === undefined
      ? "…"
      : c.isEstimate
        ? t({ message: `about ${formatNumber(c.count, locale)}`, context: "estimated count" })
        : formatNumber(c.count, locale);
  const when = (r: BucketRow) =>
    new Intl.DateTimeFormat(
      locale,
      hourly
        ? { timeZone: "UTC", hour: "2-digit", minute: "2-digit", day: "numeric", month: "short" }
        : { timeZone: "UTC", dateStyle: "medium" },
    ).format(r.startUnix * 1000);
  const axisLabel = (r: BucketRow) =>
    new Intl.DateTimeFormat(
      locale,
      hourly
        ? { timeZone: "UTC", hour: "2-digit", minute: "2-digit" }
        : { timeZone: "UTC", day: "numeric", month: "short" },
    ).format(r.startUnix * 1000);
  const iso = (r: BucketRow) => new Date(r.startUnix * 1000).toISOString();
  const plain = (arktoshi: string | null | undefined) =>
    arktoshi == null ? "" : toToken(arktoshi).toFixed(8);
  const pending = "…";
  // a bucket beyond the most the page reads (tens of thousands of transactions): said, not guessed
  const tooMany = t`too many to add up`;
  // newest first in the tables, oldest first (left to right) in the charts
  const tableRows = [...s.rows].reverse();
  const bucketHeader = hourly ? t`Hour (UTC)` : t`Day (UTC)`;

  const txColumns: Array<StatsColumn<BucketRow>> = [
    { header: bucketHeader, cell: when, csv: iso },
    {
      header: t`Transactions`,
      numeric: true,
      cell: (r) => count(r.transactions),
      csv: (r) => r.transactions?.count ?? "",
    },
    {
      header: t`Active wallets`,
      numeric: true,
      cell: (r) =>
        r.activeWallets === undefined
          ? r.tooMany
            ? tooMany
            : pending
          : formatNumber(r.activeWallets, locale),
      csv: (r) => r.activeWallets ?? "",
    },
    {
      header: t`Volume`,
      numeric: true,
      cell: (r) => (r.volume === undefined ? (r.tooMany ? tooMany : pending) : token(r.volume)),
      csv: (r) => plain(r.volume),
    },
    {
      header: t`Fees`,
      numeric: true,
      cell: (r) => (r.fees === undefined ? (r.tooMany ? tooMany : pending) : token(r.fees)),
      csv: (r) => plain(r.fees),
    },
  ];
  if (s.rows.some((r) => r.transactions?.isEstimate)) {
    txColumns.push({
      header: t`Count is an estimate`,
      cell: (r) => (r.transactions?.isEstimate ? t`yes` : t`no`),
      csv: (r) => (r.transactions?.isEstimate ? "yes" : "no"),
    });
  }
  const blockColumns: Array<StatsColumn<BucketRow>> = [
    { header: bucketHeader, cell: when, csv: iso },
    {
      header: t`Blocks forged`,
      numeric: true,
      cell: (r) => (r.forged === undefined ? pending : formatNumber(r.forged, locale)),
      csv: (r) => r.forged ?? "",
    },
    {
      header: t`Slots`,
      numeric: true,
      cell: (r) => (r.expected === undefined ? pending : formatNumber(r.expected, locale)),
      csv: (r) => r.expected ?? "",
    },
    {
      header: t`Missed slots`,
      numeric: true,
      cell: (r) => (r.missed === undefined ? pending : formatNumber(r.missed, locale)),
      csv: (r) => r.missed ?? "",
    },
  ];
  const computedFees = s.fees.computed;
  const feeTransactions = computedFees?.transactions ?? 0;
  const feeRows = (s.fees.data ?? computedFees?.data ?? []).filter((f) => new Big(f.sum).gt(0));
  const feeName = (f: TypeFeeStats) => {
    const type = feeTypeOf(f);
    const def = type ? findTransactionType(type.typeGroup, type.type) : undefined;
    return def ? i18n._(def.label) : (f.key ?? `${f.typeGroup}/${f.type ?? "?"}`);
  };
  const feeColumns: Array<StatsColumn<TypeFeeStats>> = [
    { header: t`Type`, cell: feeName, csv: feeName },
    { header: t`Minimum`, numeric: true, cell: (f) => token(f.min), csv: (f) => plain(f.min) },
    { header: t`Average`, numeric: true, cell: (f) => token(f.avg), csv: (f) => plain(f.avg) },
    { header: t`Maximum`, numeric: true, cell: (f) => token(f.max), csv: (f) => plain(f.max) },
    { header: t`Total`, numeric: true, cell: (f) => token(f.sum), csv: (f) => plain(f.sum) },
  ];
  const voteColumns: Array<StatsColumn<VoteShare>> = [
    { header: t`Rank`, cell: (v) => formatNumber(v.rank, locale), csv: (v) => v.rank },
    {
      header: t`Delegate`,
      cell: (v) => <Link to={paths.wallet(v.username)}>{v.username}</Link>,
      csv: (v) => v.username,
    },
    { header: t`Votes`, numeric: true, cell: (v) => token(v.votes), csv: (v) => plain(v.votes) },
    {
      header: t`Share`,
      numeric: true,
      cell: (v) => formatPercent(v.share, 2, locale),
      csv: (v) => v.share.toFixed(4),
    },
    {
      header: t`Cumulative share`,
      numeric: true,
      cell: (v) => formatPercent(v.cumulative, 2, locale),
      csv: (v) => v.cumulative.toFixed(4),
    },
  ];
  const totals = s.totals;
  const whenTooMany = totals.tooMany ? tooMany : pending;
  const done = s.loadedBuckets;
  const days = periodDays(period);

  return (
    <>
      <div className="flex flex-col gap-1 text-sm">
        <div className="flex flex-wrap items-center gap-2">
          {/* styled in both themes: the track is the raised surface, the bar the accent colour */}
          <progress
            className="h-2 w-40 appearance-none overflow-hidden rounded-full bg-surface-2 [&::-moz-progress-bar]:rounded-full [&::-moz-progress-bar]:bg-accent [&::-webkit-progress-bar]:rounded-full [&::-webkit-progress-bar]:bg-surface-2 [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-accent"
            max={total}
            value={done}
            aria-label={t`Statistics counted`}
            aria-valuetext={t`${done} of ${total}`}
          />
          <span role="status" data-testid="statistics-progress">
            {done < total ? (
              hourly ? (
                <Plural
                  value={total}
                  one={`Counting the last hour: ${done} of #`}
                  other={`Counting the last # hours: ${done} of #`}
                />
              ) : (
                <Plural
                  value={total}
                  one={`Counting the last day: ${done} of #`}
                  other={`Counting the last # days: ${done} of #`}
                />
              )
            ) : hourly ? (
              <Plural value={total} one="The hour is counted" other="All # hours counted" />
            ) : (
              <Plural value={total} one="The day is counted" other="All # days counted" />
            )}
          </span>
        </div>
        {s.error && (
          <p role="alert" className="m-0 text-negative">
            <Trans>Some figures could not be loaded from the node; they stay empty.</Trans>
          </p>
        )}
      </div>

      <section aria-labelledby="statistics-figures">
        <h2 id="statistics-figures" className="sr-only">
          <Trans>The period in figures</Trans>
        </h2>
        {/* value first on screen, the caption under it; in the markup the term comes first */}
        <dl className="m-0 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6">
          <div
            className="flex flex-col-reverse rounded-lg border border-border bg-surface p-3"
            data-testid="figure-transactions"
          >
            <dt className="text-xs text-muted">
              {hourly ? (
                <Plural
                  value={total}
                  one="transactions in the last hour"
                  other="transactions in the last # hours"
                />
              ) : (
                <Plural
                  value={total}
                  one="transactions in the last day"
                  other="transactions in the last # days"
                />
              )}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums">
              {totals.transactions === undefined ? pending : count(totals.transactions)}
            </dd>
          </div>
          <div
            className="flex flex-col-reverse rounded-lg border border-border bg-surface p-3"
            data-testid="figure-active-wallets"
          >
            <dt className="text-xs text-muted">
              {hourly ? (
                <Plural
                  value={total}
                  one="wallets sent or received in the last hour"
                  other="wallets sent or received in the last # hours"
                />
              ) : (
                <Plural
                  value={total}
                  one="wallets sent or received in the last day"
                  other="wallets sent or received in the last # days"
                />
              )}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums">
              {totals.activeWallets === undefined
                ? whenTooMany
                : formatNumber(totals.activeWallets, locale)}
            </dd>
          </div>
          <div
            className="flex flex-col-reverse rounded-lg border border-border bg-surface p-3"
            data-testid="figure-volume"
          >
            <dt className="text-xs text-muted">
              {hourly ? (
                <Plural
                  value={total}
                  one="moved in the last hour"
                  other="moved in the last # hours"
                />
              ) : (
                <Plural
                  value={total}
                  one="moved in the last day"
                  other="moved in the last # days"
                />
              )}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums">
              {totals.volume === undefined ? whenTooMany : token(totals.volume)}
            </dd>
          </div>
          <div
            className="flex flex-col-reverse rounded-lg border border-border bg-surface p-3"
            data-testid="figure-fees"
          >
            <dt className="text-xs text-muted">
              {hourly ? (
                <Plural
                  value={total}
                  one="paid in fees in the last hour"
                  other="paid in fees in the last # hours"
                />
              ) : (
                <Plural
                  value={total}
                  one="paid in fees in the last day"
                  other="paid in fees in the last # days"
                />
              )}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums">
              {totals.fees === undefined ? whenTooMany : token(totals.fees)}
            </dd>
          </div>
          <div
            className="flex flex-col-reverse rounded-lg border border-border bg-surface p-3"
            data-testid="figure-blocks"
          >
            <dt className="text-xs text-muted">
              {hourly ? (
                <Plural
                  value={total}
                  one="blocks forged in the last hour"
                  other="blocks forged in the last # hours"
                />
              ) : (
                <Plural
                  value={total}
                  one="blocks forged in the last day"
                  other="blocks forged in the last # days"
                />
              )}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums">
              {s.periodBlocks === undefined ? pending : formatNumber(s.periodBlocks, locale)}
            </dd>
          </div>
          <div
            className="flex flex-col-reverse rounded-lg border border-border bg-surface p-3"
            data-testid="figure-missed"
          >
            <dt className="text-xs text-muted">
              {hourly ? (
                <Plural
                  value={total}
                  one="forging slots missed in the last hour"
                  other="forging slots missed in the last # hours"
                />
              ) : (
                <Plural
                  value={total}
                  one="forging slots missed in the last day"
                  other="forging slots missed in the last # days"
                />
              )}
            </dt>
            <dd className="m-0 text-xl font-semibold tabular-nums">
              {totals.missed === undefined ? pending : formatNumber(totals.missed, locale)}
            </dd>
          </div>
        </dl>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer">
            <Trans>How is this computed?</Trans>
          </summary>
          <p className="mb-0">
            <Trans>
              Every transaction of the period is read from the node, hour by hour or day by day, and
              added up: the number of transactions, the amounts moved (a multipayment counts what it
              pays out), the fees, and the wallets that sent or received, each wallet counted once
              however often it took part. Blocks forged are the difference between the chain’s
              height now and at the start of the period; a missed slot is a forging slot without a
              block. Each figure appears once every hour or day is counted. Hours and days that have
              ended never change, so this browser keeps them and a later visit only counts what is
              new.
            </Trans>
          </p>
        </details>
      </section>

      <StatsSection
        title={hourly ? t`Transactions and volume per hour` : t`Transactions and volume per day`}
        source={
          hourly ? (
            <Trans>Each hour of the last 24 (UTC), the newest first.</Trans>
          ) : (
            <Trans>Each day of the period (UTC), the newest first.</Trans>
          )
        }
        how={
          <>
            <Trans>
              Every transaction of the hour or day is read and counted. Volume is the amounts sent,
              with what multipayments pay out; fees are what senders paid. Active wallets are the
              wallets that sent or received, each counted once.
            </Trans>{" "}
            <Trans>
              A busy hour or day is read in several parts while the page is otherwise idle; its row
              fills in once all of it is read. The transactions column shows the node’s count until
              then; one marked “about” is the node’s estimate.
            </Trans>
          </>
        }
        caption={
          hourly
            ? t`Transactions, active wallets, volume and fees per hour (UTC), newest first`
            : t`Transactions, active wallets, volume and fees per day (UTC), newest first`
        }
        columns={txColumns}
        rows={tableRows}
        rowKey={(r) => String(r.startUnix)}
        filename={`transactions-${period}`}
        chart={{
          rows: s.rows.map((r) => ({
            label: axisLabel(r),
            transactions: r.transactions?.count ?? null,
            wallets: r.activeWallets ?? null,
          })),
          series: [
            { key: "transactions", name: t`Transactions`, color: "var(--accent)" },
            { key: "wallets", name: t`Active wallets`, color: "var(--warning)" },
          ],
          formatValue: (v) => formatNumber(v, locale),
        }}
      />

      <StatsSection
        title={
          hourly
            ? t`Blocks forged and missed slots per hour`
            : t`Blocks forged and missed slots per day`
        }
        source={<Trans>Blocks added to the chain, and forging slots left without a block.</Trans>}
        how={
          <Trans>
            Blocks forged: how much the chain grew over the hour or day. Slots: one every{" "}
            {blocktime} seconds, the network’s block time, counted from the chain’s first block up
            to now. Missed slots: slots less blocks forged.
          </Trans>
        }
        caption={
          hourly
            ? t`Blocks forged, slots and missed slots per hour (UTC), newest first`
            : t`Blocks forged, slots and missed slots per day (UTC), newest first`
        }
        columns={blockColumns}
        rows={tableRows}
        rowKey={(r) => String(r.startUnix)}
        filename={`blocks-${period}`}
        chart={{
          rows: s.rows.map((r) => ({
            label: axisLabel(r),
            forged: r.forged ?? null,
            missed: r.missed ?? null,
          })),
          series: [
            { key: "forged", name: t`Blocks forged`, color: "var(--accent)" },
            { key: "missed", name: t`Missed slots`, color: "var(--negative)" },
          ],
          formatValue: (v) => formatNumber(v, locale),
        }}
      />

      <StatsSection
        title={t`Fees per transaction type`}
        source={<Trans>What senders paid in fees, by kind of transaction.</Trans>}
        how={
          s.fees.data === null && computedFees ? (
            <Trans>
              This node does not add up fees itself: the figures come from the{" "}
              <Plural value={feeTransactions} one="# transaction" other="# transactions" /> this
              page read.
            </Trans>
          ) : (
            <Trans>
              The node’s own minimum, average, maximum and total per kind of transaction over the
              last <Plural value={days} one="# day" other="# days" />; kinds without fees paid are
              left out.
            </Trans>
          )
        }
        caption={t`Fees per transaction type over the period`}
        columns={feeColumns}
        rows={feeRows}
        rowKey={(f) => `${f.typeGroup}-${f.key ?? f.type}`}
        filename={`fees-${period}`}
        chart={{
          rows: feeRows.map((f) => ({ label: feeName(f), total: tokens(f.sum) })),
          series: [{ key: "total", name: t`Total fees paid`, color: "var(--accent)" }],
          formatValue: (v) => formatNumber(v, locale),
        }}
      />

      <section
        aria-labelledby="statistics-supply"
        className="rounded-lg border border-border bg-surface p-4"
      >
        <h2 id="statistics-supply" className="m-0 mb-1 text-base font-semibold">
          <Trans>Supply</Trans>
        </h2>
        <p className="mt-0 mb-3 text-xs text-muted">
          <Trans>The tokens in existence, and how many the period’s blocks added.</Trans>
        </p>
        <details className="mb-3 text-sm">
          <summary className="cursor-pointer">
            <Trans>How is this computed?</Trans>
          </summary>
          <p className="mb-0">
            <Trans>
              The supply is the node’s own figure. Growth: the blocks forged in the period times the
              reward each block pays its forger.
            </Trans>
          </p>
        </details>
        <dl className="m-0 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-xs text-muted">
              <Trans>Supply now</Trans>
            </dt>
            <dd className="m-0 tabular-nums">{s.supply ? token(s.supply) : pending}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">
              <Trans>Blocks forged in the period</Trans>
            </dt>
            <dd className="m-0 tabular-nums" data-testid="period-blocks">
              {s.periodBlocks === undefined ? pending : formatNumber(s.periodBlocks, locale)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">
              <Trans>Block reward</Trans>
            </dt>
            <dd className="m-0 tabular-nums">
              {s.reward === undefined ? t`not known` : token(s.reward)}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">
              <Trans>Growth in the period</Trans>
            </dt>
            <dd className="m-0 tabular-nums">
              {s.periodRewards === undefined
                ? s.reward === undefined
                  ? t`not known`
                  : pending
                : token(s.periodRewards)}
            </dd>
          </div>
        </dl>
      </section>

      {/* below the first screen: their requests wait until it is in and they are scrolled to */}
      <RecordsSection hourly={hourly} rows={s.rows} firstScreenIn={s.firstScreenIn} />
      <HoldingsSection firstScreenIn={s.firstScreenIn} />

      <StatsSection
        title={t`Vote distribution of the active delegates`}
        source={
          <Trans>How the votes are spread among the {activeDelegates} active delegates.</Trans>
        }
        how={
          <Trans>
            The delegates ranked 1 to {activeDelegates}, ordered by the votes they hold; each one’s
            share of their votes together, and the running total from the top.
          </Trans>
        }
        caption={t`Active delegates by votes, with their share of the active delegates’ vote`}
        columns={voteColumns}
        rows={s.votes?.shares ?? []}
        rowKey={(v) => v.username}
        filename="vote-distribution"
        chart={{
          rows: (s.votes?.shares ?? []).map((v) => ({ label: v.username, share: v.share })),
          series: [{ key: "share", name: t`Share of the vote`, color: "var(--accent)" }],
          formatValue: (v) => formatPercent(v, 1, locale),
        }}
      >
        {s.votes && s.votes.third > 0 && (
          <p className="mt-0 mb-3 text-sm" data-testid="vote-thresholds">
            <Trans>
              {s.votes.third} of {s.votes.shares.length} active delegates hold a third of their
              vote; {s.votes.half} hold half. Together they have {token(s.votes.total)}.
            </Trans>
          </p>
        )}
      </StatsSection>

      <section
        aria-labelledby="statistics-notes"
        className="rounded-lg border border-border bg-surface p-4 text-sm"
      >
        <h2 id="statistics-notes" className="m-0 mb-2 text-base font-semibold">
          <Trans>Notes</Trans>
        </h2>
        <ul className="m-0 flex list-disc flex-col gap-1 pl-5">
          <li>
            <Trans>
              New wallets are not shown: the node does not say when a wallet was created, and
              finding each wallet’s first transaction would take too long.
            </Trans>
          </li>
          <li>
            <Trans>Hours and days are in UTC; the current one is still running.</Trans>
          </li>
        </ul>
      </section>
    </>
  );
}
